import type { DomElement } from "./dom";

/** The attribute that marks the page's `<h1>`s, one of which may be its headline. */
export const HEADLINE_MARK = "data-md-headline";

/**
 * Marks an `<h1>`. Readability turns every h1 of the article into an h2 (and keeps the
 * attributes); the mark lets the writer keep an h1 that opens the extracted content at level 1 (a
 * logo's h1 outside the article is gone by then), so that the content is headed by the article's
 * own headline where the browser title only adds the site's name.
 */
export function markHeadline(h1: DomElement): void {
  h1.setAttribute(HEADLINE_MARK, "");
}
