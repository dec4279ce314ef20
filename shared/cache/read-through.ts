/**
 * Read-through caching with stale fallback, the one way gateways and providers cache reads:
 * a fresh copy is a `hit`; otherwise the producer runs (coalesced per key within the isolate)
 * and its result is stored and served as a `miss`; if the producer fails with an outage and an
 * expired copy is still kept, that copy is served as `stale`. Any other failure propagates.
 */
import { type CacheEntry, type CacheStore, STALE_KEEP_S } from "./cache-store";
import { coalesce } from "./coalesce";

export type CacheStatus = "hit" | "miss" | "stale";

export interface CachedRead {
  entry: CacheEntry;
  status: CacheStatus;
  /** Seconds since the entry was stored (0 for a miss). */
  ageS: number;
}

export interface ReadThroughOptions {
  store: CacheStore;
  key: string;
  freshMs: number;
  /**
   * Produces a new entry body; throw to signal failure. `transient: true` serves the answer without
   * storing it (a stand-in answer, e.g. the static page when a wanted render failed, must not be
   * served to the next caller for the whole fresh time).
   */
  produce: () => Promise<Omit<CacheEntry, "storedAt"> & { transient?: boolean }>;
  /** True for failures during which an expired copy may be served (upstream down, 5xx, timeout). */
  isOutage: (err: unknown) => boolean;
  /**
   * The caller sent `Cache-Control: no-cache`: no cached copy is served, neither fresh nor stale
   * (the caller asked for the origin's answer); the new answer is still stored.
   */
  bypass?: boolean;
  now?: () => number;
}

/**
 * @example
 * const { entry, status } = await readThrough({
 *   store: kvCacheStore(env.CACHE), key, freshMs: freshMs("markdown", env),
 *   produce: async () => ({ body: markdown, contentType: "text/markdown" }), isOutage,
 * });
 */
export async function readThrough(o: ReadThroughOptions): Promise<CachedRead> {
  const now = o.now ?? Date.now;
  const cached = o.bypass ? null : await o.store.get(o.key);
  if (cached && now() - cached.storedAt < o.freshMs) return { entry: cached, status: "hit", ageS: ageOf(cached, now()) };
  try {
    // Bypassing callers get their own fetch: joining a running one could hand them an answer
    // that started before their request.
    const produceAndStore = () => refresh(o, now);
    const entry = o.bypass ? await produceAndStore() : await coalesce(o.key, produceAndStore);
    return { entry, status: "miss", ageS: 0 };
  } catch (err) {
    if (cached && o.isOutage(err)) return { entry: cached, status: "stale", ageS: ageOf(cached, now()) };
    throw err;
  }
}

async function refresh(o: ReadThroughOptions, now: () => number): Promise<CacheEntry> {
  const { transient, ...produced } = await o.produce();
  const entry: CacheEntry = { ...produced, storedAt: now() };
  if (transient === true) return entry;
  try {
    await o.store.put(o.key, entry, o.freshMs / 1000 + STALE_KEEP_S);
  } catch (err) {
    // The answer in hand is correct; a failed write only costs a later miss. Reads fail closed.
    console.error(`cache write failed for ${o.key.split(":")[0]}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return entry;
}

const ageOf = (entry: CacheEntry, now: number) => Math.max(0, Math.floor((now - entry.storedAt) / 1000));

/** `X-Cache` (and `Age` for copies served from the cache) for a cached read. */
export function cacheHeaders(read: Pick<CachedRead, "status" | "ageS">): Record<string, string> {
  const headers: Record<string, string> = { "X-Cache": read.status };
  if (read.status !== "miss") headers.Age = String(read.ageS);
  return headers;
}
