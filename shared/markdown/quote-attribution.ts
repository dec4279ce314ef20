import type { DomElement } from "./dom";

/**
 * A `<footer>` inside a `<blockquote>` names the quote's source (Bootstrap's `blockquote-footer`,
 * epigraphs: "— Derek Walcott, <cite>Omeros</cite>"). Readability deletes every footer and the
 * furniture rules weigh it as the page's, so the quote lost who said it. At parse time
 * (parse-document.ts) it becomes a plain `<div>` in its place, without the names that judged it.
 *
 * @returns the element now in the footer's place, or null when the footer is not a quote's.
 */
export function keepQuoteAttribution(footer: DomElement): DomElement | null {
  if (footer.parentElement?.nodeName !== "BLOCKQUOTE") return null;
  const attribution = footer.ownerDocument.createElement("div");
  while (footer.firstChild) attribution.appendChild(footer.firstChild);
  footer.replaceWith(attribution);
  return attribution;
}
