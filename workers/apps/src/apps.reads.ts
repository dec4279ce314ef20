/**
 * The apps provider's reads: upstream calls plus normalization, one function per route, each
 * returning plain JSON the shared cache can keep. Calls per read: docs/providers.md.
 */
import type { App, AppListItem } from "@shared/contract/apps.records";
import { normalizeRssFeed } from "./apps-rss.normalize";
import { type AppCollection, fetchAppStoreRss } from "./apps-rss.upstream";
import { normalizeItunesApp, normalizeItunesResults } from "./apps.normalize";
import { type AppRef, type Fetch, fetchItunesLookup, fetchItunesSearch, type StorefrontParams } from "./apps.upstream";

/** One app by track id or bundle id (1 call). iTunes' "no results" is 404. */
export async function readApp(f: Fetch, base: string, ref: AppRef, storefront: StorefrontParams, ratings: boolean): Promise<App> {
  const [first] = await fetchItunesLookup(f, base, { ...ref, ...storefront });
  // fetchItunesLookup throws not_found on an empty result, so `first` exists.
  return normalizeItunesApp(first!, { ratings });
}

/** Search results in the store's relevance order (1 call). */
export async function readSearch(f: Fetch, base: string, term: string, storefront: StorefrontParams, limit: number): Promise<App[]> {
  return normalizeItunesResults(await fetchItunesSearch(f, base, { term, ...storefront, limit }), { ratings: false });
}

export interface ChartRequest {
  collection: AppCollection;
  genre?: string | undefined;
  country?: string | undefined;
  limit: number;
}

/** A store chart in chart order (1 call). */
export async function readChart(f: Fetch, base: string, chart: ChartRequest): Promise<AppListItem[]> {
  return normalizeRssFeed(await fetchAppStoreRss(f, base, chart));
}
