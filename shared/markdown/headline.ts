import type { DomDocument, DomElement } from "./dom";
import { collapseWhitespace } from "./text-length";

/** The attribute that marks the page's `<h1>`s, one of which may be its headline. */
export const HEADLINE_MARK = "data-md-headline";

/** How many of a page's `<h1>`s are remembered as candidate headlines (some pages head every teaser with one). */
const MAX_HEADLINES = 8;
const headlines = new WeakMap<DomDocument, string[]>();

/**
 * Marks an `<h1>` and remembers its text. Readability turns every h1 of the article into an h2
 * (and keeps the attributes); the mark lets the writer keep an h1 that opens the extracted content
 * at level 1 (a logo's h1 outside the article is gone by then), so that the content is headed by
 * the article's own headline where the browser title only adds the site's name. Readability also
 * removes a heading that repeats the title ("Getting Started" under "Getting Started | Vue.js"),
 * so the text is kept for `statedHeadlines`.
 */
export function markHeadline(h1: DomElement): void {
  h1.setAttribute(HEADLINE_MARK, "");
  const document = h1.ownerDocument as DomDocument;
  let texts = headlines.get(document);
  if (!texts) headlines.set(document, (texts = []));
  if (texts.length >= MAX_HEADLINES || isSiteName(h1)) return;
  const text = collapseWhitespace(h1.textContent ?? "");
  if (text) texts.push(text);
}

const SITE_NAME = /logo|brand|site-?(?:title|name)|blog-?(?:title|name)/i;

/**
 * An h1 that names the site, not the page (themes that put the site's name in an h1): it holds a
 * logo image or a link to the site's front page, or it or its link is named as a logo or title.
 * (An h1 only screen readers get is gone before it is marked: removeScreenReaderText.)
 */
function isSiteName(h1: DomElement): boolean {
  if (SITE_NAME.test(`${h1.getAttribute("class") ?? ""} ${h1.getAttribute("id") ?? ""}`)) return true;
  if (h1.getElementsByTagName("IMG").length) return true;
  const links = h1.getElementsByTagName("A");
  for (let i = 0; i < links.length; i++) {
    const link = links[i]!;
    const href = (link.getAttribute("href") ?? "").trim();
    if (/^(?:https?:\/\/[^/]+)?\/?(?:index\.\w+)?$/i.test(href) || SITE_NAME.test(link.getAttribute("class") ?? "")) return true;
  }
  return false;
}

/** The texts of (up to eight of) the page's `<h1>`s as parsed, before extraction; in no particular order. */
export function statedHeadlines(document: DomDocument): readonly string[] {
  return headlines.get(document) ?? [];
}
