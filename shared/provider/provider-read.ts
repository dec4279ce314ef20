/**
 * One provider read, the same way in every provider: the shared cache (60 s fresh, kept 24 h for
 * stale fallback) → request coalescing → circuit breaker → upstream client → the adapter's
 * normalizer. The adapter only says what the read is called (`key`) and how to produce it.
 *
 * | outcome                                   | answer                                     |
 * |-------------------------------------------|--------------------------------------------|
 * | fresh copy                                | 200, `X-Cache: hit`                        |
 * | produced now                              | 200, `X-Cache: miss`                       |
 * | outage (or open circuit), expired copy    | 200, `X-Cache: stale`, `meta.stale: true`  |
 * | outage, nothing cached                    | 502 `upstream_unavailable`                 |
 * | open circuit, nothing cached              | 503 `degraded` with Retry-After            |
 * | upstream 404 / 429                        | 404 `not_found` / 429 with Retry-After     |
 */
import type { Context } from "hono";
import { type CachedRead, cacheHeaders, cacheKey, coalesce, freshMs, kvCacheStore, readThrough, wantsFresh } from "../cache";
import { type Meta, ok } from "../http/envelope";
import { isProviderOutage } from "./outage";
import type { ProviderEnv } from "./provider-runtime";
import { upstreamClient } from "./upstream-client";
import type { Fetch } from "./upstream-json";

/** Bump when a cached payload's shape changes, so old entries are never read as new ones. */
const PAYLOAD_VERSION = "v1";

export interface ProviderReadResult<T> {
  value: T;
  read: CachedRead;
}

/**
 * Reads `key` through the cache; on a miss runs `produce` with a fresh upstream client (one per
 * read, so its retry budget and DNS answers are per request). `T` must be plain JSON.
 *
 * @example const { value, read } = await providerRead(c, ["user", handle], (f) => fetchUser(f, base, handle));
 */
export async function providerRead<T>(c: Context<ProviderEnv>, key: readonly string[], produce: (fetch: Fetch) => Promise<T>): Promise<ProviderReadResult<T>> {
  const runtime = c.get("provider");
  const env = c.env;
  const storeKey = await cacheKey(`${runtime.name}:${PAYLOAD_VERSION}`, ...key);
  const bypass = wantsFresh(c.req.header("Cache-Control"));
  const read = () =>
    readThrough({
      store: kvCacheStore(env.CACHE),
      key: storeKey,
      freshMs: freshMs("provider", env),
      bypass,
      isOutage: isProviderOutage,
      now: runtime.now,
      produce: async () => {
        const client = upstreamClient({ ...runtime.upstream, env });
        const value = await runtime.breaker.run(() => produce(client.fetch), isProviderOutage);
        return { body: JSON.stringify(value), contentType: "application/json" };
      },
    });
  // readThrough coalesces the upstream work; coalescing the whole read as well makes concurrent
  // callers share the cache lookup too, so none of them can miss a copy that is being written
  // and start a second upstream call. (A different key: readThrough's own would deadlock.)
  const result = bypass ? await read() : await coalesce(`read:${storeKey}`, read);
  return { value: JSON.parse(result.entry.body) as T, read: result };
}

/**
 * Answers `{data, meta}` for a provider read, with `X-Cache` (and `Age`) and `meta.stale` when
 * the copy is an expired one served during an outage.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function providerOk(c: Context<ProviderEnv>, read: CachedRead, data: unknown, meta: Omit<Meta, "request_id"> = {}): any {
  for (const [name, value] of Object.entries(cacheHeaders(read))) c.header(name, value);
  return ok(c, data, read.status === "stale" ? { ...meta, stale: true } : meta);
}
