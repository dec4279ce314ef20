import type { DomElement } from "./dom";

/**
 * Text a page sets apart in tags that Readability deletes wholesale (`_clean` of every `<footer>`
 * and `<aside>`) and that the furniture rules weigh as the page's chrome: a quote's attribution,
 * a note beside the text. At parse time (parse-document.ts) such an element becomes a plain
 * `<div>` in its place, without the names that judged it, so extraction reads it as text.
 */

/**
 * A `<footer>` inside a `<blockquote>` names the quote's source (Bootstrap's `blockquote-footer`,
 * epigraphs: "— Derek Walcott, <cite>Omeros</cite>").
 *
 * @returns the element now in the footer's place, or null when the footer is not a quote's.
 */
export function keepQuoteAttribution(footer: DomElement): DomElement | null {
  return footer.parentElement?.nodeName === "BLOCKQUOTE" ? replaceWithDiv(footer) : null;
}

/**
 * An `<aside>` that is a note in the text rather than a sidebar: `role="note"`, or a class that
 * names a callout kind (`callout-info`, Starlight's `starlight-aside--caution`) or, as a whole
 * word, a quote (Discourse's `aside.quote`, the earlier post a reply answers). A pull quote
 * (`pull-quote`, `pullquote`) repeats the text and stays an aside.
 *
 * @returns the element now in the aside's place, or null when the aside is not a note.
 */
export function keepNoteAside(aside: DomElement): DomElement | null {
  const names = aside.getAttributeNode("class")?.value ?? "";
  const isNote = aside.getAttribute("role") === "note" || names.split(/\s+/).some((name) => NOTE_KIND.test(name));
  return isNote ? replaceWithDiv(aside) : null;
}

const NOTE_KIND = /^(?:quote$|(?:callout|admonition|note|tip|hint|warning|caution|important)(?:[-_].*)?$)|[-_](?:callout|admonition|note|tip|hint|warning|caution|important)$/i;

function replaceWithDiv(element: DomElement): DomElement {
  const div = element.ownerDocument.createElement("div");
  while (element.firstChild) div.appendChild(element.firstChild);
  element.replaceWith(div);
  return div;
}
