/**
 * The port through which read-through caching stores entries, and its KV adapter. An entry is a
 * string body plus what is needed to serve it again: its content type and when it was stored.
 * Entries outlive their freshness by a day (`STALE_KEEP_S`) so a copy can be served stale during
 * an upstream outage.
 */
import { ApiError } from "../errors";

export interface CacheEntry {
  body: string;
  contentType: string;
  /** Unix milliseconds. */
  storedAt: number;
}

export interface CacheStore {
  /** The entry under `key`, or null. Throws ApiError `degraded` when the store cannot be read. */
  get(key: string): Promise<CacheEntry | null>;
  /** Keeps `entry` for `ttlS` seconds in all (fresh time plus the stale keep). */
  put(key: string, entry: CacheEntry, ttlS: number): Promise<void>;
}

/** How long an expired copy is kept for stale fallback (docs/contract.md#caching: 24 h). */
export const STALE_KEEP_S = 86_400;

/** KV's smallest accepted `expirationTtl`. */
const KV_MIN_TTL_S = 60;

interface KvMetadata {
  ct: string;
  at: number;
}

/**
 * A CacheStore on Workers KV: the body is the value, content type and time ride in the metadata,
 * so one read returns everything. A read failure fails closed (503 `degraded`): docs/contract.md#errors says cache
 * failures never let a request through on a guess.
 *
 * @example const store = kvCacheStore(env.CACHE)
 */
export function kvCacheStore(kv: KVNamespace | undefined): CacheStore {
  return {
    async get(key) {
      let found: KVNamespaceGetWithMetadataResult<string, KvMetadata>;
      try {
        if (!kv) throw new Error("CACHE namespace not bound");
        found = await kv.getWithMetadata<KvMetadata>(key, "text");
      } catch (err) {
        throw cacheUnavailable(err);
      }
      const meta = found.metadata;
      if (found.value === null || !meta || typeof meta.at !== "number" || typeof meta.ct !== "string") return null;
      return { body: found.value, contentType: meta.ct, storedAt: meta.at };
    },
    async put(key, entry, ttlS) {
      if (!kv) throw new Error("CACHE namespace not bound");
      const metadata: KvMetadata = { ct: entry.contentType, at: entry.storedAt };
      await kv.put(key, entry.body, { metadata, expirationTtl: Math.max(KV_MIN_TTL_S, Math.ceil(ttlS)) });
    },
  };
}

/** An in-memory CacheStore (tests, and callers that want per-isolate caching only). */
export function memoryCacheStore(now: () => number = Date.now): CacheStore & { entries: Map<string, CacheEntry & { expiresAt: number }> } {
  const entries = new Map<string, CacheEntry & { expiresAt: number }>();
  return {
    entries,
    async get(key) {
      const found = entries.get(key);
      if (!found || found.expiresAt <= now()) return null;
      return { body: found.body, contentType: found.contentType, storedAt: found.storedAt };
    },
    async put(key, entry, ttlS) {
      entries.set(key, { ...entry, expiresAt: now() + ttlS * 1000 });
    },
  };
}

export function cacheUnavailable(err: unknown): ApiError {
  return new ApiError("degraded", "The cache is unavailable; the request was not served. Retry shortly.", {
    headers: { "Retry-After": "5" },
    internal: `cache: ${err instanceof Error ? err.message : String(err)}`,
    cause: err,
  });
}

/** A cached JSON body read back through its schema; a copy that no longer parses is a cache failure (503). */
export function parseCached<T>(schema: { parse(value: unknown): T }, body: string): T {
  try {
    return schema.parse(JSON.parse(body));
  } catch (err) {
    throw cacheUnavailable(err);
  }
}
