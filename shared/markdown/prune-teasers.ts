import type { DomElement } from "./dom";
import { textLengthUpTo } from "./text-length";

/**
 * Teasers for other pages that survive inside the article: a run of sibling "cards" (same tag
 * and class, each a link to another page with a title and an excerpt or picture), or a block
 * named `teaser`. The link-density rule misses them because the excerpt under each link is plain
 * text; what gives them away is the repetition of the same linked shape, or the name.
 */
const MIN_CARDS = 3;
const MAX_CARD_CHARS = 400;
const TEASER_NAME = /^(?:[\w-]*[-_])?teasers?(?:[-_][\w-]*)?$/i;
const MAX_TEASER_CHARS = 400;

export function pruneTeaserCards(root: DomElement): void {
  const doomed = new Set<DomElement>();
  for (const element of Array.from(root.querySelectorAll("[class], [id]"))) {
    if (isNamedTeaser(element)) doomed.add(element);
  }
  for (const parent of Array.from(root.querySelectorAll("*"))) {
    const run = cardRun(parent);
    if (run) for (const card of run) doomed.add(card);
  }
  for (const element of doomed) if (element.parentNode) element.remove();
}

/** A block named teaser that links elsewhere (a lead paragraph named `teaser` has no link). */
function isNamedTeaser(element: DomElement): boolean {
  const names = `${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`.split(/\s+/);
  if (!names.some((name) => !name.includes("__") && TEASER_NAME.test(name))) return false;
  if (textLengthUpTo(element, MAX_TEASER_CHARS) > MAX_TEASER_CHARS) return false;
  return element.nodeName === "A" || element.querySelector("a[href]") !== null || element.closest("a[href]") !== null;
}

/** The children of `parent` when at least MIN_CARDS of them share tag and class and each is a linked card. */
function cardRun(parent: DomElement): DomElement[] | null {
  const children = Array.from(parent.children);
  if (children.length < MIN_CARDS) return null;
  const first = children[0];
  if (!first) return null;
  const shape = (e: DomElement) => `${e.nodeName}.${e.getAttribute("class") ?? ""}`;
  if (!first.getAttribute("class") || children.some((c) => shape(c) !== shape(first))) return null;
  return children.every(isLinkedCard) ? children : null;
}

function isLinkedCard(card: DomElement): boolean {
  const chars = textLengthUpTo(card, MAX_CARD_CHARS);
  if (chars === 0 || chars > MAX_CARD_CHARS) return false;
  const link = card.nodeName === "A" ? card : card.querySelector("a[href]");
  if (!link) return false;
  const linked = textLengthUpTo(link);
  return linked >= 10 && (card.querySelector("img, h2, h3, h4, h5, h6") !== null || linked * 4 >= chars);
}
