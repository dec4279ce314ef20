/**
 * The pool of kept-alive browser sessions of the render worker (port: shared/render/browser-pool.ts).
 * Each known session is free or leased until a time; a lease that ran out (its render died
 * without giving the session back) counts as free again. A render that finds no free session and
 * room under the cap gets a launch reservation, which counts toward the cap until the session it
 * launches is registered (or the lease ends), so renders that arrive together cannot launch past
 * the cap. The whole pool is one small map in storage, read and written in one queue, so two
 * renders never get the same session.
 * Methods take an optional `nowMs` so tests can move time; production omits it.
 */
import { DurableObject } from "cloudflare:workers";
import type { BrowserPoolRpc, PoolTake } from "@shared/render/browser-pool";
import type { KeyValueStorage } from "@shared/durable-storage";
import { createSerial } from "@shared/serial";

/** A session (or a launch reservation, `launch:…`): leased until `until` (0: free), known since `since`. */
interface Entry {
  until: number;
  since: number;
}
type Sessions = Record<string, Entry>;
const KEY = "sessions";
const LAUNCH = "launch:";

/** Entries as stored before launches were reserved (a bare lease end) read as sessions known from the start. */
const normalized = (stored: Record<string, Entry | number>): Sessions =>
  Object.fromEntries(Object.entries(stored).map(([id, entry]) => [id, typeof entry === "number" ? { until: entry, since: 0 } : entry]));

/** The pool on any storage with get/put (`ctx.storage` in production, `MemoryStorage` in tests). */
export function browserPoolCore(storage: Pick<KeyValueStorage, "get" | "put">) {
  const serial = createSerial();
  const update = <T>(step: (sessions: Sessions, now: number) => T, nowMs?: number): Promise<T> =>
    serial(async () => {
      const sessions = normalized((await storage.get<Record<string, Entry | number>>(KEY)) ?? {});
      const result = step(sessions, nowMs ?? Date.now());
      await storage.put(KEY, sessions);
      return result;
    });
  return {
    /**
     * `live`: the binding's sessions as listed at `listedAtMs` (default: now). A session missing
     * from it is forgotten only if the pool knew it before that moment: one registered since was
     * launched after the list was read, not closed.
     */
    take: (live: string[], leaseMs: number, max: number, nowMs?: number, listedAtMs?: number): Promise<PoolTake> =>
      update((sessions, now) => {
        const alive = new Set(live);
        const listedAt = listedAtMs ?? now;
        for (const [id, entry] of Object.entries(sessions)) {
          const gone = id.startsWith(LAUNCH) ? entry.until <= now : !alive.has(id) && entry.since < listedAt;
          if (gone) delete sessions[id];
        }
        const free = Object.keys(sessions).find((id) => !id.startsWith(LAUNCH) && sessions[id]!.until <= now);
        if (free !== undefined) {
          sessions[free]!.until = now + leaseMs;
          return { sessionId: free, full: false, launchId: null };
        }
        if (Object.keys(sessions).length >= max) return { sessionId: null, full: true, launchId: null };
        const launchId = `${LAUNCH}${crypto.randomUUID()}`;
        sessions[launchId] = { until: now + leaseMs, since: now };
        return { sessionId: null, full: false, launchId };
      }, nowMs),
    register: (sessionId: string, leaseMs: number, launchId: string | null, nowMs?: number) =>
      update((sessions, now) => {
        if (launchId !== null) delete sessions[launchId];
        sessions[sessionId] = { until: now + leaseMs, since: now };
      }, nowMs),
    release: (sessionId: string) =>
      update((sessions) => {
        if (sessionId in sessions) sessions[sessionId]!.until = 0;
      }),
    forget: (sessionId: string) =>
      update((sessions) => {
        delete sessions[sessionId];
      }),
  };
}

export class BrowserSessions extends DurableObject implements BrowserPoolRpc {
  readonly #core = browserPoolCore(this.ctx.storage);

  take(live: string[], leaseMs: number, max: number, nowMs?: number, listedAtMs?: number) {
    return this.#core.take(live, leaseMs, max, nowMs, listedAtMs);
  }
  register(sessionId: string, leaseMs: number, launchId: string | null, nowMs?: number) {
    return this.#core.register(sessionId, leaseMs, launchId, nowMs);
  }
  release(sessionId: string) {
    return this.#core.release(sessionId);
  }
  forget(sessionId: string) {
    return this.#core.forget(sessionId);
  }
}
