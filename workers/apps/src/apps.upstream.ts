import { ApiError } from "@shared/errors";
import { type Fetch, getUpstreamJson, upstreamBase } from "@shared/provider/upstream-json";
import { isSoftwareResult } from "./apps.normalize";
import type { ItunesResponse, ItunesResult } from "./apps.raw.schemas";

export type { Fetch } from "@shared/provider/upstream-json";

/** Production bases (docs/contract.md#upstreams); `SVC_UPSTREAM_*` overrides them, e.g. with the fake upstream. */
export const ITUNES_DEFAULT = "https://itunes.apple.com";
export const APPSTORE_RSS_DEFAULT = "https://itunes.apple.com";

export interface AppsUpstreamEnv {
  SVC_UPSTREAM_ITUNES?: string;
  SVC_UPSTREAM_APPSTORE_RSS?: string;
}

export interface AppsUpstreams {
  itunes: string;
  rss: string;
}

export function appsUpstreams(env: AppsUpstreamEnv): AppsUpstreams {
  return {
    itunes: upstreamBase(env, "SVC_UPSTREAM_ITUNES", ITUNES_DEFAULT),
    rss: upstreamBase(env, "SVC_UPSTREAM_APPSTORE_RSS", APPSTORE_RSS_DEFAULT),
  };
}


/** Which app a lookup names: a numeric track id or a bundle id. */
export type AppRef = { id: string } | { bundleId: string };

/**
 * Bundle ids are accepted wherever a track id is (docs/contract.md#providers): digits are a track id, anything else
 * is a bundle id.
 */
export function appRef(idOrBundleId: string): AppRef {
  return /^\d+$/.test(idOrBundleId) ? { id: idOrBundleId } : { bundleId: idOrBundleId };
}

export interface StorefrontParams {
  /** Two-letter storefront code; the store's default (us) when absent. */
  country?: string | undefined;
  /** Language such as `en-US` or `en_us`; sent as iTunes spells it (`en_us`). */
  lang?: string | undefined;
}

export type LookupParams = AppRef & StorefrontParams;

/** @example itunesLookupUrl(base, { id: "284882215", country: "FR" }) // ".../lookup?id=284882215&country=fr&entity=software" */
export function itunesLookupUrl(base: string, p: LookupParams): string {
  const qs = new URLSearchParams();
  if ("id" in p) qs.set("id", p.id);
  else qs.set("bundleId", p.bundleId);
  setStorefront(qs, p);
  qs.set("entity", "software");
  return `${base}/lookup?${qs.toString()}`;
}

export interface SearchParams extends StorefrontParams {
  term: string;
  limit: number;
  /** iOS apps (`software`, the default) or Mac apps (`macSoftware`). */
  entity?: "software" | "macSoftware" | undefined;
}

// iTunes serves at most 200 results per search.
const ITUNES_MAX_LIMIT = 200;

export function itunesSearchUrl(base: string, p: SearchParams): string {
  const qs = new URLSearchParams({ term: p.term });
  setStorefront(qs, p);
  qs.set("entity", p.entity ?? "software");
  qs.set("limit", String(clamp(p.limit, 1, ITUNES_MAX_LIMIT)));
  return `${base}/search?${qs.toString()}`;
}

function setStorefront(qs: URLSearchParams, p: StorefrontParams): void {
  if (p.country !== undefined && p.country !== "") qs.set("country", p.country.toLowerCase());
  if (p.lang !== undefined && p.lang !== "") qs.set("lang", p.lang.toLowerCase().replace(/-/g, "_"));
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(n)));
}

const BAD_REQUEST = "The app store rejected the request's parameters.";

/**
 * Software results of a lookup. iTunes answers unknown ids and bundle ids with
 * `{resultCount: 0}` (HTTP 200): that is our not_found. Its `{errorMessage}` body (e.g. for an
 * id that is not a number) is invalid_request.
 */
export async function fetchItunesLookup(fetchFn: Fetch, base: string, p: LookupParams): Promise<ItunesResult[]> {
  const what = "id" in p ? `id ${p.id}` : `bundle id ${p.bundleId}`;
  const message = `No app with ${what}.`;
  const body = itunesBody(await getUpstreamJson(fetchFn, itunesLookupUrl(base, p), { notFound: message, badRequest: BAD_REQUEST }));
  const results = body.filter(isSoftwareResult);
  if (results.length === 0) throw new ApiError("not_found", message);
  return results;
}

/** Software results of a search, in upstream relevance order; none is an empty list. */
export async function fetchItunesSearch(fetchFn: Fetch, base: string, p: SearchParams): Promise<ItunesResult[]> {
  const body = itunesBody(await getUpstreamJson(fetchFn, itunesSearchUrl(base, p), { notFound: "No apps found.", badRequest: BAD_REQUEST }));
  return body.filter(isSoftwareResult);
}

function itunesBody(body: unknown): unknown[] {
  if (body === null || typeof body !== "object") throw shapeError("body is not an object");
  const b = body as ItunesResponse;
  if (typeof b.errorMessage === "string") throw new ApiError("invalid_request", BAD_REQUEST, { internal: `iTunes: ${b.errorMessage}` });
  if (!Array.isArray(b.results)) throw shapeError("body has no results list");
  return b.results;
}

function shapeError(internal: string): ApiError {
  return new ApiError("upstream_unavailable", "The app store sent an answer of an unexpected shape.", { internal });
}
