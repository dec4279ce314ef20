import { closestTag, type DomElement } from "./dom";
import { textLengthUpTo } from "./text-length";

/**
 * Teasers for other pages that survive inside the article: a run of sibling "cards" (same tag
 * and class, each a link to another page with a title and an excerpt or picture), or a block
 * named `teaser`. The link-density rule misses them because the excerpt under each link is plain
 * text; what gives them away is the repetition of the same linked shape, or the name.
 */
const MIN_CARDS = 3;
const MAX_CARD_CHARS = 400;
/** A card headed by a linked heading carries a longer excerpt (title, date, a paragraph, "read more"). */
const MAX_HEADED_CARD_CHARS = 600;
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
  for (const anchor of Array.from(root.querySelectorAll("a[href]"))) {
    const excerpt = readMoreExcerpt(anchor, root);
    if (excerpt) doomed.add(excerpt);
  }
  for (const element of doomed) if (element.parentNode) element.remove();
}

/**
 * "Weiterlesen", "Read more", "Lire la suite": a link that says only that, to another page, closing
 * a short block, makes that block an excerpt of another article (a teaser), not text of this one.
 */
const READ_MORE = /^[\s»›>…\.\[(]*(?:read (?:more|on|the (?:full )?(?:story|article))|continue reading|more|mehr|więcej|dalej|weiterlesen|weiter ?lesen|mehr lesen|mehr erfahren|(?:zum|ganzen) (?:artikel|beitrag)|(?:artikel|beitrag) lesen|hier weiterlesen|lire la suite|lire plus|lire l'article|leer (?:más|mas)|leer (?:el )?artículo|ler mais|seguir leyendo|leia mais|continua a leggere|czytaj (?:dalej|więcej))[\s»›>…\.\])]*$/iu;
const EXCERPT_BLOCKS = new Set(["P", "DIV", "LI", "SECTION", "ARTICLE"]);
const MAX_EXCERPT_CHARS = 400;

function readMoreExcerpt(anchor: DomElement, root: DomElement): DomElement | null {
  const href = anchor.getAttribute("href") ?? "";
  if (href.startsWith("#") || /^(?:javascript|mailto|tel):/i.test(href)) return null;
  if (textLengthUpTo(anchor, 40) > 40 || !READ_MORE.test(anchor.textContent ?? "")) return null;
  let block = anchor.parentElement;
  while (block && block !== root && !EXCERPT_BLOCKS.has(block.nodeName)) block = block.parentElement;
  if (!block || block === root) return null;
  if (!endsWith(block, anchor)) return null;
  const chars = textLengthUpTo(block, MAX_EXCERPT_CHARS);
  // A longer paragraph of this article that closes with "[read more]" to another page: only the link goes.
  if (chars > MAX_EXCERPT_CHARS) return linkWrapper(anchor, block);
  return chars < textLengthUpTo(anchor) + 40 ? null : block;
}

/** The link with what wraps nothing but it and brackets or arrows (`<strong>[<a>more</a>]</strong>`). */
function linkWrapper(anchor: DomElement, block: DomElement): DomElement {
  let wrapper = anchor;
  const own = (anchor.textContent ?? "").trim();
  for (let parent = anchor.parentElement; parent && parent !== block; parent = parent.parentElement) {
    if (LINK_DRESSING.test((parent.textContent ?? "").replace(own, ""))) wrapper = parent;
    else break;
  }
  return wrapper;
}

const LINK_DRESSING = /^[\s»›>…\.\[\]()|]*$/u;

/** Whether nothing but white space, brackets or arrows follows `inner` inside `block`. */
function endsWith(block: DomElement, inner: DomElement): boolean {
  for (let node: DomElement | null = inner; node && node !== block; node = node.parentElement) {
    for (let next = node.nextSibling; next; next = next.nextSibling) if (!LINK_DRESSING.test(next.textContent ?? "")) return false;
  }
  return true;
}

/** A block named teaser that links elsewhere (a lead paragraph named `teaser` has no link). */
function isNamedTeaser(element: DomElement): boolean {
  const names = `${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`.split(/\s+/);
  if (!names.some((name) => !name.includes("__") && TEASER_NAME.test(name))) return false;
  if (textLengthUpTo(element, MAX_TEASER_CHARS) > MAX_TEASER_CHARS) return false;
  return element.nodeName === "A" || element.querySelector("a[href]") !== null || element.closest("a[href]") !== null;
}

/**
 * The children of `parent` when at least MIN_CARDS of them share tag and class and each is a
 * linked card. Unnamed siblings (plain `<li>`s) qualify only when each is headed by a linked
 * heading: a teaser list's shape, where a list of links in the text has no headings.
 */
function cardRun(parent: DomElement): DomElement[] | null {
  const first = parent.firstElementChild;
  if (!first) return null;
  const tag = first.nodeName;
  const names = first.getAttribute("class") ?? "";
  let count = 0;
  for (let child: DomElement | null = first; child; child = child.nextElementSibling, count++) {
    if (child.nodeName !== tag || (child.getAttribute("class") ?? "") !== names) return null;
  }
  if (count < MIN_CARDS) return null;
  const children = Array.from(parent.children);
  if (names) return children.every((c) => isLinkedCard(c, MAX_CARD_CHARS)) ? children : null;
  return children.every((c) => hasLinkedHeading(c) && isLinkedCard(c, MAX_HEADED_CARD_CHARS)) ? children : null;
}

/** A card: short, with a title link elsewhere and a heading, a picture or a quarter link text. */
function isLinkedCard(card: DomElement, max: number): boolean {
  const chars = textLengthUpTo(card, max);
  if (chars === 0 || chars > max) return false;
  const linked = titleLinkText(card);
  return linked >= 10 && (card.querySelector("img, h2, h3, h4, h5, h6") !== null || linked * 4 >= chars);
}

/**
 * The text of the card's first link; when that link is a picture without text, the text of the
 * link beside it to the same address (a teaser links its picture and its title to the story).
 */
function titleLinkText(card: DomElement): number {
  if (card.nodeName === "A") return textLengthUpTo(card);
  const links = Array.from(card.querySelectorAll("a[href]"));
  const first = links[0];
  if (!first) return 0;
  const chars = textLengthUpTo(first);
  if (chars >= 10 || !first.querySelector("img, picture")) return chars;
  const href = first.getAttribute("href");
  let longest = 0;
  for (const link of links) if (link !== first && link.getAttribute("href") === href) longest = Math.max(longest, textLengthUpTo(link));
  return longest;
}

const HEADINGS = ["h2", "h3", "h4", "h5", "h6"];

/**
 * `card.querySelector("h2 a[href], …, a[href] h2, …")` (h2 to h6): a link inside a heading or a
 * heading inside a link, with the other anywhere above it (in the card or not), as a walk: linkedom
 * compiles that selector afresh for every card. Like linkedom, the walk does not enter `<template>`.
 */
function hasLinkedHeading(card: DomElement): boolean {
  for (let child = card.firstElementChild; child; child = child.nextElementSibling) {
    const name = child.localName.toLowerCase();
    if (name === "a" && child.hasAttribute("href") ? closestTag(child.parentElement, HEADINGS) : HEADINGS.includes(name) && closestTag(child.parentElement, ["a"], "href")) return true;
    if (child.localName !== "template" && hasLinkedHeading(child)) return true;
  }
  return false;
}
