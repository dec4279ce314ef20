/**
 * The whitespace-collapsed text of every element whose text is short, computed in one bottom-up
 * pass. Reading `textContent` element by element walks each subtree again (quadratic on deep
 * pages); the detectors only ever want short texts (a price, a plan name), so longer ones are
 * not built at all. Script, style and template contents count as empty, and so do `alsoEmpty` tags.
 */
import { type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from "../markdown/dom";

const EMPTY_TAGS = new Set(["script", "style", "template", "noscript", "svg"]);
const MAX_NODES = 400_000;
const NONE: ReadonlySet<string> = new Set();

export function shortTexts(root: DomElement, maxChars: number, alsoEmpty: ReadonlySet<string> = NONE): Map<DomElement, string> {
  const out = new Map<DomElement, string>();
  /** Raw text of a finished node, or null when it is too long to matter. */
  const done = new Map<DomNode, string | null>();
  const stack: Array<{ node: DomNode; entered: boolean }> = [{ node: root, entered: false }];
  let visited = 0;
  while (stack.length > 0 && visited < MAX_NODES) {
    const frame = stack[stack.length - 1] as { node: DomNode; entered: boolean };
    const { node } = frame;
    if (node.nodeType === TEXT_NODE) {
      stack.pop();
      const value = node.nodeValue ?? "";
      done.set(node, value.length > maxChars * 8 ? null : value);
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE || EMPTY_TAGS.has((node as DomElement).localName) || alsoEmpty.has((node as DomElement).localName)) {
      stack.pop();
      done.set(node, "");
      continue;
    }
    if (!frame.entered) {
      frame.entered = true;
      visited++;
      const children = node.childNodes;
      for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i] as DomNode, entered: false });
      continue;
    }
    stack.pop();
    let raw: string | null = "";
    const children = node.childNodes;
    for (let i = 0; i < children.length; i++) {
      const child = done.get(children[i] as DomNode);
      done.delete(children[i] as DomNode);
      if (child === null || child === undefined || raw === null) {
        raw = null;
        continue;
      }
      raw += child;
      if (raw.length > maxChars * 8) raw = null;
    }
    if (raw !== null) {
      const squashed = raw.replace(/\s+/g, " ").trim();
      if (squashed.length <= maxChars) {
        out.set(node as DomElement, squashed);
        raw = squashed.length < raw.length ? ` ${squashed} ` : raw;
      } else raw = null;
    }
    done.set(node, raw);
  }
  return out;
}
