/**
 * The port of the browser session pool (`durable-objects/browser-sessions.ts`): which kept-alive
 * browser sessions exist and which one a render holds. The binding's own `sessions()` says whether
 * a client is connected (`connectionId`), but not reliably everywhere (miniflare never clears it
 * after a client leaves), and two renders reading it at once could pick the same session; one
 * object that hands sessions out one at a time, each under a lease, fixes both.
 */
/** A session the binding lists (`puppeteer.sessions`): its id and when it started (ms). */
export interface LiveSession {
  id: string;
  startedAt: number;
}

/** What a render asks the pool for. */
export interface TakeRequest {
  /** The binding's sessions, as listed at `listedAtMs`. */
  live: LiveSession[];
  listedAtMs: number;
  leaseMs: number;
  /** Browsers at most: known sessions, adopted ones and launches in progress. */
  max: number;
  /** Sessions this render could not connect to: not handed to it again. */
  skip?: string[];
}

/** What a render got from the pool: a session, a reservation to launch one, or neither (`full`). */
export interface PoolTake {
  sessionId: string | null;
  /** Every session is leased and `max` sessions (launches in progress included) exist. */
  full: boolean;
  /** No free session, room under the cap: launch one and `register` it with this id (or `forget` it). */
  launchId: string | null;
}

/** What a render asks the pool object to open: the cap and lease, and the sessions to skip. */
export type OpenRequest = Omit<TakeRequest, "live" | "listedAtMs"> & { keepAliveMs: number };

/** A session leased to the render (`launched`: acquired for it just now), `busy`, or the binding's failure. */
export type PoolOpen = { kind: "session"; sessionId: string; launched: boolean } | { kind: "busy" } | { kind: "unavailable"; message: string };

/** The two calls of the `[browser]` binding the pool makes. */
export interface BrowserBinding {
  sessions(): Promise<LiveSession[]>;
  /** A new session, kept alive `keepAliveMs` without a client; its id. */
  acquire(keepAliveMs: number): Promise<string>;
}

export interface BrowserPoolRpc extends Rpc.DurableObjectBranded {
  /**
   * Lists the binding's sessions, brings the pool in line with them (forgets the ones no longer
   * listed, adopts the ones the pool lost track of), then leases a free session, or acquires one
   * under the cap: one call at a time (see durable-objects/browser-sessions.ts).
   */
  open(request: OpenRequest): Promise<PoolOpen>;
  /** Back to the pool, free for the next render. */
  release(sessionId: string): Promise<void>;
  /** Out of the pool (closed, broken, or gone), or a launch reservation given up. */
  forget(sessionId: string): Promise<void>;
}

export type BrowserPoolNamespace = DurableObjectNamespace<BrowserPoolRpc>;

/** The one pool object: a few sessions per deployment, so one object holds them all. */
export const browserPool = (ns: BrowserPoolNamespace): DurableObjectStub<BrowserPoolRpc> => ns.get(ns.idFromName("browser-pool"));
