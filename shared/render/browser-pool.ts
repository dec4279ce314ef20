/**
 * The port of the browser session pool (`durable-objects/browser-sessions.ts`): which kept-alive
 * browser sessions exist and which one a render holds. The binding's own `sessions()` says whether
 * a client is connected (`connectionId`), but not reliably everywhere (miniflare never clears it
 * after a client leaves), and two renders reading it at once could pick the same session; one
 * object that hands sessions out one at a time, each under a lease, fixes both.
 */
export interface BrowserPoolRpc extends Rpc.DurableObjectBranded {
  /**
   * Forgets sessions not in `live` (closed or expired), then leases a free one for `leaseMs`:
   * its id, or null when every known session is leased (`full` when `max` sessions exist already).
   */
  take(live: string[], leaseMs: number, max: number, nowMs?: number): Promise<{ sessionId: string | null; full: boolean }>;
  /** A session this render just launched, leased to it. */
  register(sessionId: string, leaseMs: number, nowMs?: number): Promise<void>;
  /** Back to the pool, free for the next render. */
  release(sessionId: string): Promise<void>;
  /** Out of the pool (closed, broken, or gone). */
  forget(sessionId: string): Promise<void>;
}

export type BrowserPoolNamespace = DurableObjectNamespace<BrowserPoolRpc>;

/** The one pool object: a few sessions per deployment, so one object holds them all. */
export const browserPool = (ns: BrowserPoolNamespace): DurableObjectStub<BrowserPoolRpc> => ns.get(ns.idFromName("browser-pool"));
