/**
 * The pool of kept-alive browser sessions of the render worker (port: shared/render/browser-pool.ts).
 * Each known session is free or leased until a time; a lease that ran out (its render died
 * without giving the session back) counts as free again. The whole pool is one small map in
 * storage, read and written in one queue, so two renders never get the same session.
 * Methods take an optional `nowMs` so tests can move time; production omits it.
 */
import { DurableObject } from "cloudflare:workers";
import type { BrowserPoolRpc } from "@shared/render/browser-pool";
import { createSerial } from "@shared/serial";

/** sessionId → end of its lease (0: free). */
type Sessions = Record<string, number>;
const KEY = "sessions";

/** The pool on any storage with get/put (`ctx.storage` in production). */
export function browserPoolCore(storage: Pick<DurableObjectStorage, "get" | "put">) {
  const serial = createSerial();
  const update = <T>(step: (sessions: Sessions) => T): Promise<T> =>
    serial(async () => {
      const sessions: Sessions = { ...((await storage.get<Sessions>(KEY)) ?? {}) };
      const result = step(sessions);
      await storage.put(KEY, sessions);
      return result;
    });
  return {
    take: (live: string[], leaseMs: number, max: number, nowMs?: number) =>
      update((sessions) => {
        const now = nowMs ?? Date.now();
        const alive = new Set(live);
        for (const id of Object.keys(sessions)) if (!alive.has(id)) delete sessions[id];
        const free = Object.keys(sessions).find((id) => sessions[id]! <= now);
        if (free === undefined) return { sessionId: null, full: Object.keys(sessions).length >= max };
        sessions[free] = now + leaseMs;
        return { sessionId: free, full: false };
      }),
    register: (sessionId: string, leaseMs: number, nowMs?: number) =>
      update((sessions) => {
        sessions[sessionId] = (nowMs ?? Date.now()) + leaseMs;
      }),
    release: (sessionId: string) =>
      update((sessions) => {
        if (sessionId in sessions) sessions[sessionId] = 0;
      }),
    forget: (sessionId: string) =>
      update((sessions) => {
        delete sessions[sessionId];
      }),
  };
}

export class BrowserSessions extends DurableObject implements BrowserPoolRpc {
  readonly #core = browserPoolCore(this.ctx.storage);

  take(live: string[], leaseMs: number, max: number, nowMs?: number) {
    return this.#core.take(live, leaseMs, max, nowMs);
  }
  register(sessionId: string, leaseMs: number, nowMs?: number) {
    return this.#core.register(sessionId, leaseMs, nowMs);
  }
  release(sessionId: string) {
    return this.#core.release(sessionId);
  }
  forget(sessionId: string) {
    return this.#core.forget(sessionId);
  }
}
