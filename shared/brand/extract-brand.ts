import type { Brand } from "./brand.schema";
import { extractColors } from "./colors";
import { collectCustomProperties } from "./css-vars";
import { extractFonts } from "./fonts";
import { readJsonLdOrganization } from "./json-ld";
import { pickFaviconUrl, pickLogoUrl, pickOgImage } from "./logo-pick";
import { extractLogos } from "./logos";
import { readManifest } from "./manifest";
import { readPage, resolveHttpUrl } from "./page";
import { extractDescription, extractName } from "./page-identity";
import { manifestUrlOf } from "./page-resources";
import { extractSocial } from "./social";
import { collectStylesheets, type StylesheetText } from "./stylesheets";
import { countWords } from "./word-count";

export interface BrandPageInput {
  /** The validated domain (see `validateBrandDomain`). */
  domain: string;
  /** The homepage's final URL after redirects; relative URLs resolve against it (or its `<base>`). */
  url: string;
  html: string;
  /** The parsed web app manifest, when the worker fetched one (`findManifestUrl`). */
  manifest?: unknown | null;
  /** Where the manifest came from, for its relative icon URLs; defaults to the page's manifest link. */
  manifestUrl?: string | null;
  /** Fetched stylesheets (`findStylesheetUrls`); pass `{url, text}` so their `url()`s resolve correctly. */
  css?: ReadonlyArray<string | StylesheetText>;
  /**
   * When the page declares no icon, report `/favicon.ico` as the favicon. Off by default: we do not
   * report a URL nobody declared unless the worker checked that it exists.
   */
  faviconFallback?: boolean;
}

/**
 * Brand intelligence from one homepage and the resources it links: a pure function from
 * HTML/CSS/manifest to a `Brand` record (no fetching, no clock). `url` must be an absolute URL
 * (the worker's final fetch URL); everything else may be arbitrary, hostile input.
 *
 * @example extractBrand({ domain: "acme.com", url: "https://acme.com/", html, manifest, css: [{ url, text }] })
 */
export function extractBrand(input: BrandPageInput): Brand {
  const page = readPage(input.html, input.url);
  const manifest = readManifest(input.manifest);
  const manifestUrl = input.manifestUrl ?? manifestUrlOf(page);
  const org = readJsonLdOrganization(page);
  const sheets = collectStylesheets(page, input.css);
  const props = collectCustomProperties(sheets);

  const logos = extractLogos(page, manifest, manifestUrl, org);
  let favicon = pickFaviconUrl(logos);
  if (!favicon && input.faviconFallback) {
    favicon = resolveHttpUrl("/favicon.ico", page.pageUrl);
    if (favicon) logos.push({ kind: "favicon", url: favicon, format: "ico", width: null, height: null, source: "default" });
  }

  return {
    domain: input.domain,
    url: page.pageUrl.href,
    name: extractName(page, input.domain, manifest, org),
    description: extractDescription(page, manifest, org),
    logo_url: pickLogoUrl(logos),
    favicon_url: favicon,
    og_image: pickOgImage(logos),
    logos,
    colors: extractColors(page, manifest, sheets, props),
    fonts: extractFonts(page, sheets, props),
    social: extractSocial(page, org),
    words_count: countWords(page.doc),
  };
}

/**
 * Only the brand's name, as `extractBrand` finds it (og:site_name, application-name, JSON-LD
 * Organization, the title's brand segment), for a caller that needs nothing else: a watch names
 * its entity with it (docs/watches.md#target). Null when the page names no brand.
 */
export function extractBrandName(input: Pick<BrandPageInput, "domain" | "url" | "html">): string | null {
  const page = readPage(input.html, input.url);
  return extractName(page, input.domain, null, readJsonLdOrganization(page));
}
