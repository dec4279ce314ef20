import type { DomDocument, DomElement } from "./dom";

/**
 * The URL relative references resolve against: the first `<base href>` (itself resolved against
 * the page URL, as browsers do), else the page URL. `bases`: the page's `<base>` elements, when
 * the caller has them already.
 */
export function documentBaseUrl(document: DomDocument, pageUrl: string, bases: ArrayLike<DomElement> = document.getElementsByTagName("base")): string {
  const base = Array.from(bases).find((element) => element.hasAttribute("href"));
  const href = base?.getAttribute("href");
  return (href && parseUrl(href.trim(), pageUrl)?.href) || pageUrl;
}

/** Schemes a reader can follow from Markdown; `javascript:`, `data:`, `vbscript:` and the like are not. */
const FOLLOWABLE = new Set(["http:", "https:", "mailto:", "tel:", "ftp:"]);

/**
 * Resolves `href` against `base`; null when it is empty, malformed or not a followable scheme,
 * so callers keep the text and drop the link.
 */
export function absoluteUrl(href: string | null, base: string): string | null {
  const trimmed = href?.trim();
  if (!trimmed) return null;
  const url = parseUrl(trimmed, base);
  return url && FOLLOWABLE.has(url.protocol) ? url.href : null;
}

function parseUrl(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}
