/**
 * The brand pipeline: cache (hit), else fetch → render a script shell (`auto`, shared/render) →
 * extract (coalesced, stored → miss), else stale.
 */
import { type Brand, BrandSchema, extractBrand } from "@shared/brand";
import { cacheKey, type CachedRead, parseCached, freshMs, kvCacheStore, readThrough } from "@shared/cache";
import { isUpstreamOutage } from "@shared/gateway/upstream-policy";
import { brandSourcesOf, fetchHomepage } from "@shared/brand/brand-fetch";
import { assertSourceAllowed } from "@shared/net";
import { autoRendered } from "@shared/render/render-mode-page";
import type { BrandBindings } from "./env";

/** `account`: whose render slots a render takes (`ip:<client>` anonymous, the key's account keyed). */
export async function readBrand(env: BrandBindings, domain: string, bypass: boolean, account: string): Promise<{ brand: Brand; read: CachedRead }> {
  const read = await readThrough({
    store: kvCacheStore(env.CACHE),
    key: await cacheKey("brand", domain),
    freshMs: freshMs("brand", env),
    bypass,
    isOutage: isUpstreamOutage,
    produce: async () => {
      const page = await autoRendered(env.RENDER, await fetchHomepage(domain, env), account);
      const sources = await brandSourcesOf(page, env);
      return { body: JSON.stringify(extractBrand({ domain, ...sources })), contentType: "application/json" };
    },
  });
  const brand = parseCached(BrandSchema, read.entry.body);
  // A copy cached before the homepage it redirected to was excluded is not served either.
  await assertSourceAllowed(env, brand.url);
  return { brand, read };
}
