/**
 * The pool of kept-alive browser sessions of the render worker (port: shared/render/browser-pool.ts).
 * Each known session is free or leased until a time; a lease that ran out (its render died
 * without giving the session back) counts as free again. A render that finds no free session and
 * room under the cap gets a launch reservation, which counts toward the cap until the session it
 * launches is registered (or the lease ends), so renders that arrive together cannot launch past
 * the cap. The whole pool is one small map in storage, read and written in one queue, so two
 * renders never get the same session.
 *
 * The binding's list is the truth about which browsers run: a session it lists that the pool does
 * not know (a render gave it up after a failed close, or lost the binding's answer to its launch)
 * still runs, so it counts toward the cap. Once it is older than a lease it cannot be a launch in
 * progress (a reservation lives that long), so the pool adopts it as free and the next render
 * reuses it. A younger one may be another render's launch between acquiring and registering its
 * session (a few milliseconds), counted twice for that moment: a render may be told `busy` then,
 * never launch past the cap.
 *
 * Listing and acquiring go through this object one call at a time (`browserOpener`): the local
 * binding (miniflare's) drops a session that is listed while it is still being acquired (its
 * session object answers the listing before it holds the browser's socket, and forgets the
 * session), which left that browser running where nothing could see or close it: 5 to 9
 * browsers under a cap of 4 in the render soak. Production's binding has no such race; there the
 * queue costs one listing per render, and launches are rare.
 *
 * Methods take an optional `nowMs` so tests can move time; production omits it.
 */
import { DurableObject } from "cloudflare:workers";
import type { BrowserBinding, BrowserPoolRpc, OpenRequest, PoolOpen, PoolTake, TakeRequest } from "@shared/render/browser-pool";
import { cloudflareBrowser } from "@shared/render/browser-session";
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
     * A session missing from `live` is forgotten only if the pool knew it before the list was
     * read: one registered since was launched after that, not closed.
     */
    take: ({ live, listedAtMs, leaseMs, max, skip = [] }: TakeRequest, nowMs?: number): Promise<PoolTake> =>
      update((sessions, now) => {
        const alive = new Set(live.map((s) => s.id));
        for (const [id, entry] of Object.entries(sessions)) {
          const gone = id.startsWith(LAUNCH) ? entry.until <= now : !alive.has(id) && entry.since < listedAtMs;
          if (gone) delete sessions[id];
        }
        let unknown = 0;
        for (const { id, startedAt } of live) {
          if (id in sessions) continue;
          if (startedAt <= listedAtMs - leaseMs) sessions[id] = { until: 0, since: now };
          else unknown++;
        }
        const free = Object.keys(sessions).find((id) => !id.startsWith(LAUNCH) && sessions[id]!.until <= now && !skip.includes(id));
        if (free !== undefined) {
          sessions[free]!.until = now + leaseMs;
          return { sessionId: free, full: false, launchId: null };
        }
        if (Object.keys(sessions).length + unknown >= max) return { sessionId: null, full: true, launchId: null };
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

/**
 * `open` on the pool and a binding, one call at a time: the binding is listed and, when the pool
 * reserves a launch, a session acquired and registered, before the next call lists it.
 */
export function browserOpener(core: ReturnType<typeof browserPoolCore>, binding: BrowserBinding) {
  const serial = createSerial();
  return (request: OpenRequest, nowMs?: number): Promise<PoolOpen> =>
    serial(async () => {
      const listedAtMs = nowMs ?? Date.now();
      let live;
      try {
        live = await binding.sessions();
      } catch (error) {
        return { kind: "unavailable", message: `listing the browser sessions failed: ${String(error)}` };
      }
      const taken = await core.take({ live, listedAtMs, leaseMs: request.leaseMs, max: request.max, skip: request.skip }, nowMs);
      if (taken.sessionId !== null) return { kind: "session", sessionId: taken.sessionId, launched: false };
      if (taken.launchId === null) return { kind: "busy" };
      let sessionId: string;
      try {
        sessionId = await binding.acquire(request.keepAliveMs);
      } catch (error) {
        // If a browser came of it after all, the next listing counts it, and adopts it after a lease.
        await core.forget(taken.launchId);
        return { kind: "unavailable", message: `launching a browser failed: ${String(error)}` };
      }
      await core.register(sessionId, request.leaseMs, taken.launchId, nowMs);
      return { kind: "session", sessionId, launched: true };
    });
}

export class BrowserSessions extends DurableObject<{ BROWSER: Fetcher }> implements BrowserPoolRpc {
  readonly #core = browserPoolCore(this.ctx.storage);
  readonly #open = browserOpener(this.#core, cloudflareBrowser(this.env.BROWSER));

  open(request: OpenRequest) {
    return this.#open(request);
  }
  release(sessionId: string) {
    return this.#core.release(sessionId);
  }
  forget(sessionId: string) {
    return this.#core.forget(sessionId);
  }
}
