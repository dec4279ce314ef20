/**
 * Route handlers of the apps worker: read the validated input, run the read through the shared
 * cache, answer the envelope. Apps routes are not paginated (the store has no pages to turn).
 */
import type { Context } from "hono";
import { APPS_LIST_DEFAULT_LIMIT, APPS_SEARCH_DEFAULT_LIMIT, appsAppQuery, appsListQuery, appsSearchQuery, appsSimilarQuery } from "@shared/contract/apps.routes";
import { providerOk, providerRead, validated } from "@shared/provider";
import { readSimilar } from "./apps-similar";
import { readApp, readChart, readSearch } from "./apps.reads";
import { type AppRef, appRef, appsUpstreams, type StorefrontParams } from "./apps.upstream";
import type { AppsEnv } from "./env";

/** `id` takes a track id or a bundle id (docs/contract.md#providers); `appId` a bundle id. The contract allows exactly one. */
function refOf(q: { id?: string | undefined; appId?: string | undefined }): AppRef {
  return q.appId !== undefined ? { bundleId: q.appId } : appRef(q.id ?? "");
}

const refKey = (ref: AppRef) => ("id" in ref ? `id:${ref.id}` : `bundle:${ref.bundleId}`);
/** Country and language of a query; `language` is the provider guide's alias of `lang`. */
const storefrontOf = (q: { country?: string | undefined; lang?: string | undefined; language?: string | undefined }): StorefrontParams => ({
  country: q.country,
  lang: q.lang ?? q.language,
});
const storefrontKey = (s: StorefrontParams) => [s.country ?? "", (s.lang ?? "").toLowerCase().replace(/-/g, "_")];

/** `GET /v1/apps/app`: `data` is the one app. */
export async function appHandler(c: Context<AppsEnv>) {
  const { id, appId, ratings = false, ...rest } = validated(c, "query", appsAppQuery);
  const storefront = storefrontOf(rest);
  const ref = refOf({ id, appId });
  const key = ["app", refKey(ref), ...storefrontKey(storefront), String(ratings)];
  const { value, read } = await providerRead(c, key, (f) => readApp(f, appsUpstreams(c.env).itunes, ref, storefront, ratings));
  return providerOk(c, read, [value]);
}

/** `GET /v1/apps/search` */
export async function searchHandler(c: Context<AppsEnv>) {
  const { term, limit = APPS_SEARCH_DEFAULT_LIMIT, ...rest } = validated(c, "query", appsSearchQuery);
  const storefront = storefrontOf(rest);
  const key = ["search", term, ...storefrontKey(storefront), String(limit)];
  const { value, read } = await providerRead(c, key, (f) => readSearch(f, appsUpstreams(c.env).itunes, term, storefront, limit));
  return providerOk(c, read, value);
}

/** `GET /v1/apps/similar` (strategy: apps-similar.ts) */
export async function similarHandler(c: Context<AppsEnv>) {
  const { id, appId, ...rest } = validated(c, "query", appsSimilarQuery);
  const storefront = storefrontOf(rest);
  const ref = refOf({ id, appId });
  const { value, read } = await providerRead(c, ["similar", refKey(ref), ...storefrontKey(storefront)], (f) => readSimilar(f, appsUpstreams(c.env).itunes, ref, storefront));
  return providerOk(c, read, value);
}

/** `GET /v1/apps/list`: a store chart (docs/contract.md#providers collections). */
export async function listHandler(c: Context<AppsEnv>) {
  const { collection, category, country, limit = APPS_LIST_DEFAULT_LIMIT } = validated(c, "query", appsListQuery);
  const key = ["list", collection, category ?? "", country ?? "", String(limit)];
  const { value, read } = await providerRead(c, key, (f) => readChart(f, appsUpstreams(c.env).rss, { collection, genre: category, country, limit }));
  return providerOk(c, read, value);
}
