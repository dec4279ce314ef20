/**
 * Fetches what the extractor reads, all through the safe fetcher: the homepage (its failures are
 * the request's failures), then its web manifest and up to 3 stylesheets (best effort: a missing
 * stylesheet only means fewer colours and fonts).
 */
import type { StylesheetText } from "../../../shared/brand";
import { findPageResources } from "../../../shared/brand/page-resources";
import { upstreamPolicy } from "../../../shared/gateway/upstream-policy";
import { decodeBody } from "../../../shared/markdown/decode-body";
import { SafeFetchError, safeFetch, safeFetchDefaults, type SafeResponse } from "../../../shared/net";
import { homepageCandidates } from "./brand-site";
import type { BrandBindings } from "./env";

const HOMEPAGE = { maxBytes: 3 * 1024 * 1024, timeoutMs: 15_000 };
const MANIFEST = { maxBytes: 256 * 1024, timeoutMs: 8_000 };
const STYLESHEET = { maxBytes: 1024 * 1024, timeoutMs: 8_000 };
const MAX_STYLESHEETS = 3;
const USER_AGENT = "Mozilla/5.0 (compatible; svc-brand-gateway/1.0; read-only brand reader for AI agents)";

export interface BrandSources {
  url: string;
  html: string;
  manifest: unknown | null;
  manifestUrl: string | null;
  css: StylesheetText[];
}

export async function fetchBrandSources(domain: string, env: BrandBindings): Promise<BrandSources> {
  const page = await upstreamPolicy(`The homepage of ${domain}`, () => fetchHomepage(domain, env));
  const html = decodeBody(page.body, page.headers.get("content-type"));
  const { manifestUrl, stylesheetUrls } = findPageResources(html, page.url, MAX_STYLESHEETS);
  const [manifest, ...css] = await Promise.all([
    manifestUrl ? fetchManifest(manifestUrl, env) : null,
    ...stylesheetUrls.map((url) => fetchStylesheet(url, env)),
  ]);
  return { url: page.url, html, manifest, manifestUrl, css: css.filter((s): s is StylesheetText => s !== null) };
}

async function fetchHomepage(domain: string, env: BrandBindings): Promise<SafeResponse> {
  const [first, fallback] = homepageCandidates(domain, env);
  try {
    return await get(first!, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8", HOMEPAGE, env);
  } catch (err) {
    const noConnection = err instanceof SafeFetchError && err.kind === "connection_failed";
    if (noConnection && fallback) return get(fallback, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8", HOMEPAGE, env);
    throw err;
  }
}

async function fetchManifest(url: string, env: BrandBindings): Promise<unknown | null> {
  const res = await optional(get(url, "application/manifest+json,application/json;q=0.9", MANIFEST, env));
  if (!res) return null;
  try {
    return JSON.parse(decodeBody(res.body, res.headers.get("content-type")));
  } catch {
    return null;
  }
}

async function fetchStylesheet(url: string, env: BrandBindings): Promise<StylesheetText | null> {
  const res = await optional(get(url, "text/css,*/*;q=0.1", STYLESHEET, env));
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

function get(url: URL | string, accept: string, limits: { maxBytes: number; timeoutMs: number }, env: BrandBindings) {
  return safeFetch(url, { headers: { Accept: accept, "User-Agent": USER_AGENT }, ...limits, ...safeFetchDefaults(env) });
}
