/**
 * A JSON envelope for data read through the cache: `X-Cache` (and `Age`) headers, and
 * `meta.stale: true` when an expired copy was served during an upstream outage (docs/contract.md#caching).
 *
 * @example return cachedJson(c, brand, read);
 */
import type { Context } from "hono";
import { type CachedRead, cacheHeaders } from "../cache";
import { ok } from "../http/envelope";

export function cachedJson(c: Context, data: unknown, read: Pick<CachedRead, "status" | "ageS">): Response {
  for (const [name, value] of Object.entries(cacheHeaders(read))) c.header(name, value);
  return ok(c, data, read.status === "stale" ? { stale: true } : {});
}
