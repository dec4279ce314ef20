/**
 * Fetches what the brand extractor reads, all through the safe fetcher: the homepage (its
 * failures are the request's failures), then its web manifest and up to 3 stylesheets (best
 * effort: a missing stylesheet only means fewer colours and fonts). The homepage and the side
 * resources are separate steps so the research workflow can fetch the homepage once and give the
 * same page to the brand extractor and to the Markdown converter.
 */
import { upstreamPolicy } from "../gateway/upstream-policy";
import { decodeBody } from "../markdown/decode-body";
import { SafeFetchError, safeFetch, safeFetchDefaults, type SafeResponse, sourceExclusionHook } from "../net";
import { homepageCandidates, type BrandSiteEnv } from "./brand-site";
import { findPageResources } from "./page-resources";
import type { StylesheetText } from "./stylesheets";

const HOMEPAGE = { maxBytes: 3 * 1024 * 1024, timeoutMs: 15_000 };
const MANIFEST = { maxBytes: 256 * 1024, timeoutMs: 8_000 };
const STYLESHEET = { maxBytes: 1024 * 1024, timeoutMs: 8_000 };
const MAX_STYLESHEETS = 3;
const USER_AGENT = "Mozilla/5.0 (compatible; svc-brand-gateway/1.0; read-only brand reader for AI agents)";
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8";

export interface BrandSources {
  url: string;
  html: string;
  manifest: unknown | null;
  manifestUrl: string | null;
  css: StylesheetText[];
}

/** Outbound options of one pipeline run: the safe fetcher's `fetch` (e.g. a subrequest budget's). */
export interface BrandFetchOptions {
  fetch?: typeof fetch;
}

export async function fetchBrandSources(domain: string, env: BrandSiteEnv, o: BrandFetchOptions = {}): Promise<BrandSources> {
  return brandSourcesOf(await fetchHomepage(domain, env, o), env, o);
}

/** The homepage as a browser asks for it (2xx, else the gateway's error for the answer). */
export function fetchHomepage(domain: string, env: BrandSiteEnv, o: BrandFetchOptions = {}): Promise<SafeResponse> {
  return upstreamPolicy(`The homepage of ${domain}`, () => homepageWithFallback(domain, env, o));
}

/** The extractor's input from an already fetched homepage: the page plus its manifest and stylesheets. */
export async function brandSourcesOf(page: SafeResponse, env: BrandSiteEnv, o: BrandFetchOptions = {}): Promise<BrandSources> {
  const html = decodeBody(page.body, page.headers.get("content-type"));
  const { manifestUrl, stylesheetUrls } = findPageResources(html, page.url, MAX_STYLESHEETS);
  const [manifest, ...css] = await Promise.all([
    manifestUrl ? fetchManifest(manifestUrl, env, o) : null,
    ...stylesheetUrls.map((url) => fetchStylesheet(url, env, o)),
  ]);
  return { url: page.url, html, manifest, manifestUrl, css: css.filter((s): s is StylesheetText => s !== null) };
}

async function homepageWithFallback(domain: string, env: BrandSiteEnv, o: BrandFetchOptions): Promise<SafeResponse> {
  const [first, fallback] = homepageCandidates(domain, env);
  try {
    return await get(first!, HTML_ACCEPT, HOMEPAGE, env, o);
  } catch (err) {
    const noConnection = err instanceof SafeFetchError && err.kind === "connection_failed";
    if (noConnection && fallback) return get(fallback, HTML_ACCEPT, HOMEPAGE, env, o);
    throw err;
  }
}

async function fetchManifest(url: string, env: BrandSiteEnv, o: BrandFetchOptions): Promise<unknown | null> {
  const res = await optional(get(url, "application/manifest+json,application/json;q=0.9", MANIFEST, env, o));
  if (!res) return null;
  try {
    return JSON.parse(decodeBody(res.body, res.headers.get("content-type")));
  } catch {
    return null;
  }
}

async function fetchStylesheet(url: string, env: BrandSiteEnv, o: BrandFetchOptions): Promise<StylesheetText | null> {
  const res = await optional(get(url, "text/css,*/*;q=0.1", STYLESHEET, env, o));
  return res ? { url: res.url, text: decodeBody(res.body, res.headers.get("content-type")) } : null;
}

/** A side resource: only a 2xx answer is used; any failure just leaves it out. */
async function optional(pending: Promise<SafeResponse>): Promise<SafeResponse | null> {
  try {
    const res = await pending;
    return res.status >= 200 && res.status < 300 ? res : null;
  } catch {
    return null;
  }
}

function get(url: URL | string, accept: string, limits: { maxBytes: number; timeoutMs: number }, env: BrandSiteEnv, o: BrandFetchOptions) {
  return safeFetch(url, {
    headers: { Accept: accept, "User-Agent": USER_AGENT },
    ...limits,
    ...safeFetchDefaults(env),
    // Every hop of the homepage and of its side resources: an excluded one is not fetched (a side resource is then left out).
    beforeHop: sourceExclusionHook(env),
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
}
