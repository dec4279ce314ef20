import type { DomElement } from "./dom";
import { textLengthUpTo } from "./text-length";

/**
 * What trails the article's text inside the extracted content: the blocks that come after the
 * element holding the text, outside it. The text sits in one container (the element that holds
 * most of the extracted text: TEXT_SHARE of it, followed down while a child holds that share of its
 * parent); what follows that container as a sibling of it or of one of its ancestors was laid out
 * after the article, not in it: an author box, a "more from" teaser, a call to join, a tag list, a
 * product box, the site's address. Such a block goes when it is short and has the shape of
 * furniture (a link, a picture, a heading or a list in it); a plain line (a contributor's line, an
 * editor's mark) is left to the wording rules, and a table (match facts, a timetable), a figure, or
 * a block the article links to (its footnotes or sources, `href="#…"`) stays.
 */
const TEXT_SHARE = 0.8;
const MAX_TRAILING_CHARS = 300;
/** Below this much text there is no telling the article from what follows it. */
const MIN_ARTICLE_CHARS = 500;
const CONTAINERS = new Set(["DIV", "SECTION", "ARTICLE", "MAIN", "CENTER", "TABLE", "TBODY", "TR", "TD"]);
const FURNITURE_SHAPES = "a[href], img, picture, h1, h2, h3, h4, h5, h6, ul, ol";
const FURNITURE_TAGS = new Set(["A", "IMG", "PICTURE", "H1", "H2", "H3", "H4", "H5", "H6", "UL", "OL"]);
const KEPT_SHAPES = "table, figure, [id]";

export function pruneTrailingFurniture(root: DomElement): void {
  const total = textLengthUpTo(root);
  if (total < MIN_ARTICLE_CHARS) return;
  const container = textContainer(root, total);
  if (container === root) return;
  const candidates: DomElement[] = [];
  for (let node: DomElement | null = container; node && node !== root; node = node.parentElement) {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) if (hasFurnitureShape(next)) candidates.push(next);
  }
  if (!candidates.length) return;
  const linkedTo = fragmentTargets(root);
  for (const element of candidates) if (!holdsKeptShape(element, linkedTo)) element.remove();
}

/** The element that holds the article's text: followed down from `root` while one child holds TEXT_SHARE of it. */
function textContainer(root: DomElement, total: number): DomElement {
  let node = root;
  let chars = total;
  for (;;) {
    let inner: DomElement | null = null;
    // The children share the node's text: once those seen hold more than the rest a child needs, none can.
    let seen = 0;
    for (let child = node.firstElementChild; child && chars - seen >= TEXT_SHARE * chars; child = child.nextElementSibling) {
      const childChars = textLengthUpTo(child, chars);
      if (CONTAINERS.has(child.nodeName) && childChars >= TEXT_SHARE * chars) {
        inner = child;
        chars = childChars;
        break;
      }
      seen += childChars;
    }
    if (!inner) return node;
    node = inner;
  }
}

/** A short block with a link, a picture, a heading or a list in it. */
function hasFurnitureShape(element: DomElement): boolean {
  if (textLengthUpTo(element, MAX_TRAILING_CHARS) >= MAX_TRAILING_CHARS) return false;
  return FURNITURE_TAGS.has(element.nodeName) || element.querySelector(FURNITURE_SHAPES) !== null;
}

/** Whether the block is or holds a table, a figure, or an element the article links to. */
function holdsKeptShape(element: DomElement, linkedTo: Set<string>): boolean {
  if (element.nodeName === "TABLE" || element.nodeName === "FIGURE" || linkedTo.has(element.getAttribute("id") ?? "")) return true;
  for (const kept of Array.from(element.querySelectorAll(KEPT_SHAPES))) {
    if (kept.nodeName === "TABLE" || kept.nodeName === "FIGURE" || linkedTo.has(kept.getAttribute("id") ?? "")) return true;
  }
  return false;
}

/** The ids that links inside `root` point to (`href="#id"`): footnotes, sources, sections of the article. */
function fragmentTargets(root: DomElement): Set<string> {
  const ids = new Set<string>();
  for (const anchor of Array.from(root.querySelectorAll('a[href^="#"]'))) {
    const id = (anchor.getAttribute("href") ?? "").slice(1);
    if (id) ids.add(id);
  }
  return ids;
}
