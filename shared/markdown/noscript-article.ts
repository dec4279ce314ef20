import type { DomDocument, DomElement } from "./dom";
import { textLengthUpTo } from "./text-length";

/**
 * A page that renders its article with script may keep it in a `<noscript>` too (Blogger's Google
 * blogs: a `text/template` script beside a noscript copy), which is what a browser without script
 * shows. The parse-time walk notes such a noscript (noteNoscriptArticle); extraction reads the page
 * with its noscripts shown only when the page as script leaves it holds no article
 * (extract-main-content.ts), since a noscript copy beside an article would double it.
 */

/** A `<noscript>` holding at least this much paragraph text holds an article, not a notice or a pixel. */
const MIN_NOSCRIPT_ARTICLE_CHARS = 280;
const withNoscriptArticle = new WeakSet<DomDocument>();

/** Notes the noscript's document when the noscript holds an article (called from the parse-time walk). */
export function noteNoscriptArticle(noscript: DomElement): void {
  if (isArticle(noscript)) withNoscriptArticle.add(noscript.ownerDocument as DomDocument);
}

export function holdsNoscriptArticle(document: DomDocument): boolean {
  return withNoscriptArticle.has(document);
}

/** The page as a browser without script shows it: each `<noscript>` holding an article, unwrapped. */
export function withNoscriptShown(document: DomDocument): DomDocument {
  for (const noscript of Array.from(document.body?.getElementsByTagName("NOSCRIPT") ?? [])) {
    if (isArticle(noscript)) noscript.replaceWith(...Array.from(noscript.childNodes));
  }
  return document;
}

function isArticle(noscript: DomElement): boolean {
  const paragraphs = noscript.getElementsByTagName("P");
  let chars = 0;
  for (let i = 0; i < paragraphs.length && chars < MIN_NOSCRIPT_ARTICLE_CHARS; i++) chars += textLengthUpTo(paragraphs[i]!);
  return chars >= MIN_NOSCRIPT_ARTICLE_CHARS;
}
