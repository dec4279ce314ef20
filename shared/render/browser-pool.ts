/**
 * The port of the browser session pool (`durable-objects/browser-sessions.ts`): which kept-alive
 * browser sessions exist and which one a render holds. The binding's own `sessions()` says whether
 * a client is connected (`connectionId`), but not reliably everywhere (miniflare never clears it
 * after a client leaves), and two renders reading it at once could pick the same session; one
 * object that hands sessions out one at a time, each under a lease, fixes both.
 */
/** What a render got from the pool: a session, a reservation to launch one, or neither (`full`). */
export interface PoolTake {
  sessionId: string | null;
  /** Every session is leased and `max` sessions (launches in progress included) exist. */
  full: boolean;
  /** No free session, room under the cap: launch one and `register` it with this id (or `forget` it). */
  launchId: string | null;
}

export interface BrowserPoolRpc extends Rpc.DurableObjectBranded {
  /**
   * Forgets sessions not in `live` (the binding's list, read at `listedAtMs`) that the pool knew
   * before then, then leases a free one for `leaseMs`, or reserves a launch under `max`.
   */
  take(live: string[], leaseMs: number, max: number, nowMs?: number, listedAtMs?: number): Promise<PoolTake>;
  /** A session this render just launched under `launchId`'s reservation, leased to it. */
  register(sessionId: string, leaseMs: number, launchId: string | null, nowMs?: number): Promise<void>;
  /** Back to the pool, free for the next render. */
  release(sessionId: string): Promise<void>;
  /** Out of the pool (closed, broken, or gone), or a launch reservation given up. */
  forget(sessionId: string): Promise<void>;
}

export type BrowserPoolNamespace = DurableObjectNamespace<BrowserPoolRpc>;

/** The one pool object: a few sessions per deployment, so one object holds them all. */
export const browserPool = (ns: BrowserPoolNamespace): DurableObjectStub<BrowserPoolRpc> => ns.get(ns.idFromName("browser-pool"));
