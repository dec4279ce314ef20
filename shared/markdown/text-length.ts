import { CDATA_SECTION_NODE, type DomNode, ELEMENT_NODE, TEXT_NODE } from "./dom";

/**
 * Lengths of collapsed text (`text.replace(/\s+/g, " ").trim().length`, which is also the length
 * of Readability's `_getInnerText`) counted without building the collapsed string. Most tests in
 * the pruning passes only compare that length with a bound; regex replaces over an element's
 * whole text are slow in workerd, and on linkedom `textContent` walks and joins the subtree each
 * time, once per wrapper for nested wrappers.
 */
export function collapsedLength(text: string): number {
  let length = 0;
  let started = false;
  let space = false;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) space = true;
    else {
      if (started && space) length++;
      length++;
      started = true;
      space = false;
    }
  }
  return length;
}

/** The text with white-space runs as one space and no white space at either end (what collapsedLength measures). */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The collapsed length of `node.textContent`, exact up to `cap`; past it, the count stops, inside
 * the text node that crossed it, and returns some length above `cap` (a prefix of the text never
 * collapses to more than the whole). Most callers ask about a short bound of a long block.
 * `wholeNodes` stops only after that text node, for isBodyParagraph, which weighs links against
 * the count so far.
 */
export function textLengthUpTo(node: DomNode, cap = Infinity, { wholeNodes = false } = {}): number {
  const counter = new CollapsedCounter();
  const stop = wholeNodes ? Infinity : cap;
  let current = node.firstChild;
  while (current) {
    const type = current.nodeType;
    if (type === TEXT_NODE || type === CDATA_SECTION_NODE) {
      counter.add(current.nodeValue ?? "", stop);
      if (counter.length > cap) return counter.length;
    } else if (type === ELEMENT_NODE && current.firstChild) {
      current = current.firstChild;
      continue;
    }
    while (!current.nextSibling) {
      current = current.parentNode;
      if (!current || current === node) return counter.length;
    }
    current = current.nextSibling;
  }
  return counter.length;
}

/**
 * What a piece of text adds to a collapsed length, packed in one number: its own collapsed
 * length times four, plus 2 when it starts with white space and 1 when it ends with it (white
 * space only is 3, "" is 0). CollapsedCounter.addShape adds it as add(text) would add the text.
 */
export function textShape(text: string): number {
  if (!text) return 0;
  const lead = isSpace(text.charCodeAt(0)) ? 2 : 0;
  const trail = isSpace(text.charCodeAt(text.length - 1)) ? 1 : 0;
  return collapsedLength(text) * 4 + lead + trail;
}

/** Below this length a text's shape is cheaper to count again than to look up. */
const SHORTEST_REMEMBERED_TEXT = 16;

/**
 * textShape with the answers kept, for text counted many times over, such as the text under
 * nested candidates that Readability weighs one by one. Keyed by the string itself: a text
 * node hands out the same string each time, whose hash the engine keeps.
 */
export class TextShapes {
  private readonly known = new Map<string, number>();

  of(text: string): number {
    if (text.length < SHORTEST_REMEMBERED_TEXT) return textShape(text);
    let shape = this.known.get(text);
    if (shape === undefined) this.known.set(text, (shape = textShape(text)));
    return shape;
  }
}

/** collapsedLength over text that arrives in pieces: the length of the pieces' concatenation. */
export class CollapsedCounter {
  length = 0;
  private started = false;
  private space = false;

  /** Past `cap` it stops counting: the length is then above `cap`, and the counter done. */
  add(text: string, cap = Infinity): void {
    let { length, started, space } = this;
    for (let i = 0; i < text.length && length <= cap; i++) {
      if (isSpace(text.charCodeAt(i))) space = true;
      else {
        if (started && space) length++;
        length++;
        started = true;
        space = false;
      }
    }
    this.length = length;
    this.started = started;
    this.space = space;
  }

  /** add(text) for a text of this textShape. */
  addShape(shape: number): void {
    const edges = shape % 4;
    const length = (shape - edges) / 4;
    if (length === 0) {
      if (edges) this.space = true;
      return;
    }
    if (this.started && (this.space || edges >= 2)) this.length++;
    this.length += length;
    this.started = true;
    this.space = edges % 2 === 1;
  }
}

/** The code units `\s` and `String.prototype.trim` treat as white space (WhiteSpace and LineTerminator). */
export function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}
