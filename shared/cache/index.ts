/**
 * The one cache module: KV-backed read-through caching with stale fallback, cache keys, fresh
 * times per kind (docs/contract.md#caching) and in-isolate request coalescing.
 *
 * @example
 * const read = await readThrough({ store: kvCacheStore(env.CACHE), key: await cacheKey("md", url),
 *   freshMs: freshMs("markdown", env), bypass: wantsFresh(c.req.header("Cache-Control")), produce, isOutage });
 * return new Response(read.entry.body, { headers: { ...cacheHeaders(read), "Content-Type": read.entry.contentType } });
 */
export { cacheKey, normalizeUrlTarget } from "./cache-key";
export { type CacheEntry, type CacheStore, cacheUnavailable, kvCacheStore, memoryCacheStore, parseCached, STALE_KEEP_S } from "./cache-store";
export { coalesce, inFlightCount } from "./coalesce";
export { CACHE_FRESH_S, type CacheEnv, type CacheKind, freshMs, wantsFresh } from "./freshness";
export { type CachedRead, type CacheStatus, cacheHeaders, type ReadThroughOptions, readThrough } from "./read-through";
