import type { BrandLogo, LogoKind } from "./brand.schema";
import { attr, closestWhere, selectAll, type DomElement } from "./dom";
import { imageFormat, largestSize, pixelDimension } from "./image-format";
import { inlineSvgDataUri, svgSize } from "./inline-svg";
import type { JsonLdOrganization } from "./json-ld";
import type { WebManifest } from "./manifest";
import { metaContent, resolveHttpUrl, type Page, type PageLink } from "./page";

/** Where the site header lives; a logo image or svg is only trusted inside it or a home link. */
const isHeader = (el: DomElement) =>
  el.localName === "header" ||
  el.localName === "nav" ||
  el.getAttribute("role") === "banner" ||
  el.getAttribute("id") === "header" ||
  /(^|\s)(header|site-header|navbar)(\s|$)/.test(el.getAttribute("class") ?? "");
const LOGO_HINT = /logo|brand|wordmark/i;
const MAX_IMG_LOGOS = 2;

/**
 * Every logo-like asset the page declares, in order of how deliberately it names the brand: the
 * header logo (img, inline svg, JSON-LD), link icons, the manifest's icons, then share images.
 * Each URL appears once (its first, most specific kind wins).
 */
export function extractLogos(
  page: Page,
  manifest: WebManifest | null,
  manifestUrl: string | null,
  org: JsonLdOrganization | null,
): BrandLogo[] {
  const all = [
    ...headerImageLogos(page),
    ...inlineSvgLogos(page),
    ...jsonLdLogo(page, org),
    ...page.links.flatMap((link) => linkIcon(page, link)),
    ...manifestIcons(page, manifest, manifestUrl),
    ...shareImages(page),
  ];
  const seen = new Set<string>();
  return all.filter((logo) => !seen.has(logo.url) && seen.add(logo.url));
}

function logo(kind: LogoKind, url: string, source: BrandLogo["source"], type: string | null, size?: { width: number | null; height: number | null } | null): BrandLogo {
  return { kind, url, format: imageFormat(type, url), width: size?.width ?? null, height: size?.height ?? null, source };
}

function headerImageLogos(page: Page): BrandLogo[] {
  return selectAll(page.doc, "img")
    .filter((img) => isLogoPlacement(page, img))
    .flatMap((img) => {
      const src = [attr(img, "src"), attr(img, "data-src")].map((s) => resolveHttpUrl(s, page.baseUrl)).find(Boolean);
      if (!src) return [];
      const size = { width: pixelDimension(img.getAttribute("width")), height: pixelDimension(img.getAttribute("height")) };
      return [logo("logo", src, "img", null, size)];
    })
    .slice(0, MAX_IMG_LOGOS);
}

function inlineSvgLogos(page: Page): BrandLogo[] {
  for (const svg of selectAll(page.doc, "svg")) {
    if (!isLogoPlacement(page, svg)) continue;
    const uri = inlineSvgDataUri(svg);
    if (uri) return [{ ...logo("logo", uri, "inline-svg", "image/svg+xml", svgSize(svg)) }];
  }
  return [];
}

function jsonLdLogo(page: Page, org: JsonLdOrganization | null): BrandLogo[] {
  const url = resolveHttpUrl(org?.logo, page.baseUrl);
  return url ? [logo("logo", url, "json-ld", null)] : [];
}

function linkIcon(page: Page, link: PageLink): BrandLogo[] {
  const url = resolveHttpUrl(link.href, page.baseUrl);
  if (!url) return [];
  const size = largestSize(link.sizes);
  if (link.rels.includes("apple-touch-icon") || link.rels.includes("apple-touch-icon-precomposed")) {
    return [logo("apple-touch-icon", url, "link", link.type, size)];
  }
  if (link.rels.includes("mask-icon")) return [logo("mask-icon", url, "link", link.type ?? "image/svg+xml", size)];
  if (link.rels.includes("icon")) {
    const isFavicon = link.rels.includes("shortcut") || imageFormat(link.type, url) === "ico";
    return [logo(isFavicon ? "favicon" : "icon", url, "link", link.type, size)];
  }
  return [];
}

/** Manifest icon `src`s resolve against the manifest's own URL, not the page. */
function manifestIcons(page: Page, manifest: WebManifest | null, manifestUrl: string | null): BrandLogo[] {
  const base = manifestUrl ? new URL(manifestUrl) : page.baseUrl;
  return (manifest?.icons ?? [])
    .filter((icon) => !/monochrome/i.test(icon.purpose ?? ""))
    .flatMap((icon) => {
      const url = resolveHttpUrl(icon.src, base);
      return url ? [logo("manifest-icon", url, "manifest", icon.type, largestSize(icon.sizes))] : [];
    });
}

function shareImages(page: Page): BrandLogo[] {
  const og = resolveHttpUrl(metaContent(page, "og:image:secure_url", "og:image", "og:image:url"), page.baseUrl);
  const ogSize = {
    width: pixelDimension(metaContent(page, "og:image:width")),
    height: pixelDimension(metaContent(page, "og:image:height")),
  };
  const twitter = resolveHttpUrl(metaContent(page, "twitter:image", "twitter:image:src"), page.baseUrl);
  const tile = resolveHttpUrl(metaContent(page, "msapplication-tileimage"), page.baseUrl);
  return [
    ...(og ? [logo("og-image", og, "meta", metaContent(page, "og:image:type"), ogSize)] : []),
    ...(twitter ? [logo("twitter-image", twitter, "meta", null)] : []),
    ...(tile ? [logo("tile-image", tile, "meta", null)] : []),
  ];
}

/**
 * A header image or svg counts as the logo when it (or its link) says "logo"/"brand", or when it
 * sits in a link to the homepage; customer-logo walls elsewhere on the page never qualify.
 */
function isLogoPlacement(page: Page, el: DomElement): boolean {
  const link = closestWhere(el, (node) => node.localName === "a");
  const inHomeLink = link !== null && isHomeLink(page, link.getAttribute("href"));
  if (inHomeLink) return true;
  if (!closestWhere(el, isHeader)) return false;
  return [el, link, el.parentElement].some((node) => node !== null && LOGO_HINT.test(hintText(node)));
}

function hintText(el: DomElement): string {
  return ["class", "id", "alt", "aria-label", "title", "src", "data-testid"].map((name) => el.getAttribute(name) ?? "").join(" ");
}

function isHomeLink(page: Page, href: string | null): boolean {
  const url = resolveHttpUrl(href, page.baseUrl);
  if (!url) return false;
  const target = new URL(url);
  const sameSite = target.hostname.replace(/^www\./, "") === page.pageUrl.hostname.replace(/^www\./, "");
  return sameSite && /^\/([a-z]{2}([-_][a-z]{2})?\/?|index\.html?)?$/i.test(target.pathname);
}
