import { ELEMENT_NODE, TEXT_NODE, type DomDocument, type DomElement, type DomNode } from "./dom";

/** Elements whose text a visitor never reads as page copy. */
const INVISIBLE = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "canvas", "select", "datalist"]);

/**
 * Words of visible text in the body: whitespace-separated tokens holding at least one letter or
 * digit, so "—" and "|" separators do not count. Text is joined per node, so adjacent inline
 * elements never glue two words into one.
 */
export function countWords(doc: DomDocument): number {
  const root = doc.body ?? doc.documentElement;
  if (!root) return 0;
  let words = 0;
  const stack: DomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) break;
    if (node.nodeType === TEXT_NODE) {
      words += (node.textContent ?? "").split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
    } else if (node.nodeType === ELEMENT_NODE && isVisible(node as DomElement)) {
      const children = node.childNodes;
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i];
        if (child) stack.push(child);
      }
    }
  }
  return words;
}

function isVisible(el: DomElement): boolean {
  if (INVISIBLE.has(el.localName)) return false;
  if (el.hasAttribute("hidden")) return false;
  return !/display\s*:\s*none|visibility\s*:\s*hidden/i.test(el.getAttribute("style") ?? "");
}
