import { type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from "./dom";
import { collapsedLength, isProbablyVisible } from "./readability-fast-paths";

/**
 * The page's main block of text, found in one pass over the DOM, as a check on Readability's
 * choice: Readability scores paragraphs and promotes their parents, so on a page whose text sits
 * in many small wrappers (page builders, recipe steps, app components) it can settle on an author
 * box, a form or a slider while the article's text is elsewhere.
 *
 * Every element gets a net score: the characters of text it holds outside links, minus the
 * characters inside links, minus TAG_COST per element. A wrapper adds only its tag cost, so the
 * best-scoring element is the smallest one that takes in all the prose it can without taking in
 * more links and markup than text (menus, link lists and card grids score below zero).
 */
export interface MainText {
  /** Characters of text outside links in the element. */
  chars: number;
  /** Element-child indexes from the body down to the element, to find it again in a fresh parse. */
  path: number[];
  /** Share of `article`'s text (by characters) that came from inside the element, 0 to 1. */
  shareInside(article: DomElement): number;
}

const TAG_COST = 1;
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "svg", "BUTTON", "SELECT", "TEXTAREA"]);
/** Deeper than this, a subtree counts as plain text (keeps the walk off the stack limit on hostile pages). */
const MAX_DEPTH = 400;

interface Tally {
  text: number;
  links: number;
  elements: number;
}

/**
 * Scores `body`'s elements (see MainText). Text nodes are numbered in document order as they are
 * met, so the best element's text is one range of numbers, and an article Readability assembled
 * (it moves nodes, it does not copy them) can be traced back to where its text came from.
 */
export function findMainText(body: DomElement): MainText | null {
  const best = { element: null as DomElement | null, score: 0, chars: 0, first: 0, end: 0 };
  const ordinals = new Map<DomNode, number>();
  const visit = (element: DomElement, inLink: boolean, depth: number): Tally => {
    const tally: Tally = { text: 0, links: 0, elements: 1 };
    const first = ordinals.size;
    const linked = inLink || element.nodeName === "A";
    if (depth > MAX_DEPTH) {
      const chars = collapsedLength(element.textContent ?? "");
      if (linked) tally.links = chars;
      else tally.text = chars;
      return tally;
    }
    for (let child: DomNode | null = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        const chars = collapsedLength(child.nodeValue ?? "");
        ordinals.set(child, ordinals.size);
        if (linked) tally.links += chars;
        else tally.text += chars;
      } else if (child.nodeType === ELEMENT_NODE && !SKIPPED.has(child.nodeName) && isProbablyVisible(child as DomElement)) {
        const inner = visit(child as DomElement, linked, depth + 1);
        tally.text += inner.text;
        tally.links += inner.links;
        tally.elements += inner.elements;
      }
    }
    const score = tally.text - tally.links - TAG_COST * tally.elements;
    if (score > best.score) Object.assign(best, { element, score, chars: tally.text, first, end: ordinals.size });
    return tally;
  };
  visit(body, false, 0);
  if (!best.element) return null;
  const { first, end } = best;
  return {
    chars: best.chars,
    path: pathFrom(body, best.element),
    shareInside(article) {
      let inside = 0;
      let known = 0;
      const walk = (node: DomNode, depth: number): void => {
        for (let child = node.firstChild; child; child = child.nextSibling) {
          if (child.nodeType === ELEMENT_NODE && depth < MAX_DEPTH) walk(child, depth + 1);
          else if (child.nodeType === TEXT_NODE) {
            const ordinal = ordinals.get(child);
            if (ordinal === undefined) continue;
            const chars = collapsedLength(child.nodeValue ?? "");
            known += chars;
            if (ordinal >= first && ordinal < end) inside += chars;
          }
        }
      };
      walk(article, 0);
      return known ? inside / known : 0;
    },
  };
}

/** The element at `path` under `body`, or null when the page differs. */
export function elementAt(body: DomElement, path: number[]): DomElement | null {
  let element: DomElement = body;
  for (const index of path) {
    let child = element.firstElementChild;
    for (let i = 0; i < index && child; i++) child = child.nextElementSibling;
    if (!child) return null;
    element = child;
  }
  return element;
}

function pathFrom(body: DomElement, element: DomElement): number[] {
  const path: number[] = [];
  for (let node = element; node !== body; ) {
    const parent = node.parentElement;
    if (!parent) break;
    let index = 0;
    for (let sibling = parent.firstElementChild; sibling && sibling !== node; sibling = sibling.nextElementSibling) index++;
    path.push(index);
    node = parent;
  }
  return path.reverse();
}
