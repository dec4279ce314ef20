import { CDATA_SECTION_NODE, type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from "./dom";
import { isSpace, textLengthUpTo } from "./text-length";

/**
 * What trails the article's text inside the extracted content: the blocks that come after the
 * element holding the text, outside it. The text sits in one container (the element that holds
 * most of the extracted text: followed down while a child holds TEXT_SHARE of its parent's
 * letters, counted once for the whole article); what follows that container, as a sibling of it
 * or of one of its ancestors, was laid out after the article, not in it: an author box, a "more
 * from" teaser, a call to join, a tag list, a product box, the site's address. Such a block goes when it is short and has the shape of
 * furniture (a link, a picture, a heading or a list in it); a plain line (a contributor's line, an
 * editor's mark) is left to the wording rules, and a table (match facts, a timetable), a figure, or
 * a block the article links to (its footnotes or sources, `href="#…"`) stays.
 */
const TEXT_SHARE = 0.8;
const MAX_TRAILING_CHARS = 300;
/** Below this much text there is no telling the article from what follows it. */
const MIN_ARTICLE_CHARS = 500;
const CONTAINERS = new Set(["DIV", "SECTION", "ARTICLE", "MAIN", "CENTER", "TABLE", "TBODY", "TR", "TD"]);
const FURNITURE_TAGS = new Set(["A", "IMG", "PICTURE", "H1", "H2", "H3", "H4", "H5", "H6", "UL", "OL"]);
const KEPT_TAGS = new Set(["TABLE", "FIGURE"]);

export function pruneTrailingFurniture(root: DomElement): void {
  if (textLengthUpTo(root, MIN_ARTICLE_CHARS) < MIN_ARTICLE_CHARS) return;
  const container = textContainer(root);
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
function textContainer(root: DomElement): DomElement {
  const letters = containerLetters(root);
  let node = root;
  for (;;) {
    const share = TEXT_SHARE * (letters.get(node) ?? 0);
    let inner: DomElement | null = null;
    for (let child = node.firstElementChild; child && !inner; child = child.nextElementSibling) {
      if ((letters.get(child) ?? 0) >= share && share > 0) inner = child;
    }
    if (!inner) return node;
    node = inner;
  }
}

/**
 * How many non-space characters `root` and each container inside it hold, in one walk (a share
 * is all the descent needs, and measuring each level again walked the article once per level).
 */
function containerLetters(root: DomElement): Map<DomNode, number> {
  const letters = new Map<DomNode, number>();
  const open: number[] = [0];
  let current = root.firstChild;
  while (current) {
    const type = current.nodeType;
    if (type === TEXT_NODE || type === CDATA_SECTION_NODE) addTo(open, nonSpace(current.nodeValue ?? ""));
    else if (type === ELEMENT_NODE && current.firstChild) {
      open.push(0);
      current = current.firstChild;
      continue;
    }
    while (!current.nextSibling) {
      current = current.parentNode;
      if (!current || current === root) {
        letters.set(root, open[0] ?? 0);
        return letters;
      }
      const held = open.pop() ?? 0;
      if (CONTAINERS.has(current.nodeName)) letters.set(current, held);
      addTo(open, held);
    }
    current = current.nextSibling;
  }
  letters.set(root, open[0] ?? 0);
  return letters;
}

/** Adds `count` to the innermost open element's tally. */
function addTo(open: number[], count: number): void {
  open[open.length - 1] = (open[open.length - 1] ?? 0) + count;
}

function nonSpace(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (!isSpace(text.charCodeAt(i))) count++;
  return count;
}

/** A short block with a link, a picture, a heading or a list in it. */
function hasFurnitureShape(element: DomElement): boolean {
  if (textLengthUpTo(element, MAX_TRAILING_CHARS) >= MAX_TRAILING_CHARS) return false;
  return someElement(element, (e) => FURNITURE_TAGS.has(e.nodeName) && (e.nodeName !== "A" || e.getAttribute("href") !== null));
}

/** Whether the block is or holds a table, a figure, or an element the article links to. */
function holdsKeptShape(element: DomElement, linkedTo: Set<string>): boolean {
  return someElement(element, (e) => KEPT_TAGS.has(e.nodeName) || (linkedTo.size > 0 && linkedTo.has(e.getAttribute("id") ?? "")));
}

/** The ids that links inside `root` point to (`href="#id"`): footnotes, sources, sections of the article. */
function fragmentTargets(root: DomElement): Set<string> {
  const ids = new Set<string>();
  const anchors = root.getElementsByTagName("A");
  for (let i = 0; i < anchors.length; i++) {
    const href = anchors[i]?.getAttribute("href");
    if (href && href.length > 1 && href.startsWith("#")) ids.add(href.slice(1));
  }
  return ids;
}

/**
 * Whether `test` holds for `element` or an element inside it, in document order: a walk without
 * recursion (a page of unclosed tags nests thousands deep) and without the selector engine.
 */
function someElement(element: DomElement, test: (e: DomElement) => boolean): boolean {
  if (test(element)) return true;
  let current = element.firstElementChild;
  while (current) {
    if (test(current)) return true;
    if (current.firstElementChild) {
      current = current.firstElementChild;
      continue;
    }
    while (!current.nextElementSibling) {
      current = current.parentElement;
      if (!current || current === element) return false;
    }
    current = current.nextElementSibling;
  }
  return false;
}
