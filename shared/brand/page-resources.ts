import { getDomain } from "tldts";
import { parseFontServiceUrl } from "./font-service-url";
import { linksWithRel, readPage, resolveHttpUrl, type Page } from "./page";

/**
 * What the brand worker should fetch besides the homepage. The extractor never fetches: the
 * worker gets these through the safe fetcher and passes the bodies back to `extractBrand`.
 */

/** The web app manifest's absolute URL (`<link rel="manifest">`, `<base>` respected), or null. */
export function findManifestUrl(html: string, pageUrl: string): string | null {
  return manifestUrlOf(readPage(html, pageUrl));
}

/**
 * Up to `max` stylesheet URLs worth fetching for colours and fonts, same-site sheets first (they
 * hold the brand's own rules), then third-party ones such as an Adobe Fonts kit. Google and Bunny
 * Fonts sheets are left out: their families are read from the URL itself. Print-only and
 * alternate sheets are skipped.
 */
export function findStylesheetUrls(html: string, pageUrl: string, max = 3): string[] {
  return stylesheetUrlsOf(readPage(html, pageUrl), max);
}

/** Both of the above from one parse of the page (parsing a large homepage is the costly part). */
export function findPageResources(html: string, pageUrl: string, maxStylesheets = 3): { manifestUrl: string | null; stylesheetUrls: string[] } {
  const page = readPage(html, pageUrl);
  return { manifestUrl: manifestUrlOf(page), stylesheetUrls: stylesheetUrlsOf(page, maxStylesheets) };
}

export function manifestUrlOf(page: Page): string | null {
  const link = linksWithRel(page, "manifest")[0];
  return link ? resolveHttpUrl(link.href, page.baseUrl) : null;
}

export function stylesheetUrlsOf(page: Page, max: number): string[] {
  const urls = page.links
    .filter((l) => isStylesheetLink(l.rels, l.as) && !/^\s*print\s*$/i.test(l.media ?? ""))
    .map((l) => resolveHttpUrl(l.href, page.baseUrl))
    .filter((u): u is string => u !== null && parseFontServiceUrl(new URL(u)) === null);
  const site = getDomain(page.pageUrl.hostname) ?? page.pageUrl.hostname;
  const isSameSite = (u: string) => {
    const host = new URL(u).hostname;
    return (getDomain(host) ?? host) === site;
  };
  const unique = Array.from(new Set(urls));
  return [...unique.filter(isSameSite), ...unique.filter((u) => !isSameSite(u))].slice(0, Math.max(0, max));
}

function isStylesheetLink(rels: string[], as: string | null): boolean {
  if (rels.includes("alternate")) return false;
  return rels.includes("stylesheet") || (rels.includes("preload") && as === "style");
}
