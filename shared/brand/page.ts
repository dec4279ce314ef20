import { attr, parseDocument, selectAll, type DomDocument, type DomElement } from "./dom";

/** One `<meta>` tag, keyed by its `name`, `property` or `itemprop` (lowercased). */
export interface PageMeta {
  key: string;
  content: string;
  media: string | null;
}

/** One `<link>` tag with its `rel` split into lowercase tokens. */
export interface PageLink {
  rels: string[];
  href: string;
  type: string | null;
  sizes: string | null;
  media: string | null;
  as: string | null;
  color: string | null;
}

/** A parsed homepage plus what every extractor needs to resolve its URLs. */
export interface Page {
  doc: DomDocument;
  pageUrl: URL;
  /** Where relative URLs resolve: the first http(s) `<base href>`, else the page URL. */
  baseUrl: URL;
  metas: PageMeta[];
  links: PageLink[];
}

export function readPage(html: string, url: string | URL): Page {
  const doc = parseDocument(html);
  const pageUrl = new URL(url);
  return { doc, pageUrl, baseUrl: baseUrlOf(doc, pageUrl), metas: readMetas(doc), links: readLinks(doc) };
}

/**
 * Resolves `raw` against `base` and keeps it only when it is http(s); `javascript:`, `data:` and
 * the like never leave the extractor as asset URLs.
 */
export function resolveHttpUrl(raw: string | null | undefined, base: URL): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return null;
  }
  if (resolved.protocol !== "http:" && resolved.protocol !== "https:") return null;
  return resolved.href;
}

/** First meta content for one of `keys` (in the order given), or null. */
export function metaContent(page: Page, ...keys: string[]): string | null {
  for (const key of keys) {
    const found = page.metas.find((m) => m.key === key && m.content);
    if (found) return found.content;
  }
  return null;
}

export function linksWithRel(page: Page, rel: string): PageLink[] {
  return page.links.filter((l) => l.rels.includes(rel));
}

function baseUrlOf(doc: DomDocument, pageUrl: URL): URL {
  const href = doc.querySelector("base[href]")?.getAttribute("href");
  const resolved = resolveHttpUrl(href, pageUrl);
  return resolved ? new URL(resolved) : pageUrl;
}

function readMetas(doc: DomDocument): PageMeta[] {
  return selectAll(doc, "meta").flatMap((el: DomElement) => {
    const key = attr(el, "property") ?? attr(el, "name") ?? attr(el, "itemprop");
    const content = attr(el, "content");
    return key && content ? [{ key: key.toLowerCase(), content, media: attr(el, "media") }] : [];
  });
}

function readLinks(doc: DomDocument): PageLink[] {
  return selectAll(doc, "link[href]").flatMap((el: DomElement) => {
    const href = attr(el, "href");
    const rel = attr(el, "rel");
    if (!href || !rel) return [];
    return [
      {
        rels: rel.toLowerCase().split(/\s+/),
        href,
        type: attr(el, "type")?.toLowerCase() ?? null,
        sizes: attr(el, "sizes"),
        media: attr(el, "media"),
        as: attr(el, "as")?.toLowerCase() ?? null,
        color: attr(el, "color"),
      },
    ];
  });
}
