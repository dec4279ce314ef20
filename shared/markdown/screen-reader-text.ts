import type { DomElement, DomNode } from "./dom";

/**
 * Text only screen readers announce: "(opens in a new tab)" after a link, "Skip to content", an
 * icon's label, a kicker's ": ". CSS frameworks hide it with one of these class names (Bootstrap,
 * WordPress, Foundation, HTML5 Boilerplate); a sighted reader never sees it, so neither should
 * the Markdown. Run at parse time (parse-document.ts), before anything reads the text.
 */
const SCREEN_READER_ONLY = /(?:^|\s)(?:sr-only|sr-only-focusable|visually-hidden|visually-hidden-focusable|visuallyhidden|screen-reader-text|screen-reader-only|show-for-sr)(?:\s|$)/i;

/**
 * Removes `element` if it is screen-reader-only text (it carries the class itself; one holding
 * such an element is not); whether it did. A table cell only loses its content, so the columns
 * stay in place. Where the hidden text was all that parted two words ("Klimaschutz" and "Bohren"
 * around a hidden ": "), a space takes its place.
 *
 * Kept is the spoken copy of visible text that is itself hidden from screen readers ("20
 * minutes" beside an `aria-hidden` "mins"): extraction drops `aria-hidden` content, as
 * Readability does, so the spoken copy is the only one left.
 */
export function removeScreenReaderText(element: DomElement): boolean {
  // The stored attribute: getAttribute("class") would build a classList for every element of the page.
  const names = element.getAttributeNode("class")?.value;
  if (!names || !SCREEN_READER_ONLY.test(names) || speaksForHiddenText(element)) return false;
  if (element.nodeName === "TD" || element.nodeName === "TH") {
    while (element.lastChild) element.lastChild.remove();
  } else if (partsWords(element)) {
    element.replaceWith(element.ownerDocument.createTextNode(" "));
  } else {
    element.remove();
  }
  return true;
}

/**
 * Whether visible text hidden from screen readers sits beside the element: in its parent, or in
 * its grandparent where the parent is a `<span>` (the number the hidden unit follows).
 */
function speaksForHiddenText(element: DomElement): boolean {
  const parent = element.parentElement;
  const scope = parent?.nodeName === "SPAN" ? (parent.parentElement ?? parent) : parent;
  if (!scope) return false;
  const hidden = scope.querySelectorAll('[aria-hidden="true"]');
  for (let i = 0; i < hidden.length; i++) if ((hidden[i]!.textContent ?? "").trim()) return true;
  return false;
}

function partsWords(element: DomElement): boolean {
  return /\s/.test(element.textContent ?? "") && /\S$/.test(textOf(element.previousSibling)) && /^\S/.test(textOf(element.nextSibling));
}

const textOf = (node: DomNode | null) => node?.textContent ?? "";
