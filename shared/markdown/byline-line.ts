import { type DomElement, type DomNode, isElement, TEXT_NODE } from "./dom";
import { BLOCKS } from "./markdown-writer";
import { isBylinePrefix } from "./page-metadata";
import { isDateline } from "./prune-metadata";
import { collapseWhitespace } from "./text-length";

type BylineTest = (this: unknown, node: DomElement, matchString: string) => boolean;

/**
 * Readability takes the byline as its element's `textContent`, which runs the element's lines
 * together: a name over its reputation (Stack Exchange: "johnstok" over "97.3k" gave
 * "johnstok97.3k"), a name over its affiliation and e-mail address (arXiv). The reader is made to
 * remember the element its byline test took; the byline is then that element's first line
 * (bylineLine), from its `itemprop="name"` part if it has one, as Readability reads it.
 *
 * @returns the element taken, once the reader has parsed (null when the byline came from metadata).
 */
export function rememberBylineElement(reader: object): () => DomElement | null {
  const target = reader as { _isValidByline: BylineTest };
  const isValidByline = target._isValidByline;
  let taken: DomElement | null = null;
  target._isValidByline = function rememberingByline(node, matchString) {
    const valid = isValidByline.call(this, node, matchString);
    if (valid && !taken) taken = node;
    return valid;
  };
  return () => taken;
}

/**
 * The byline element's first line that can hold a name (lines end at a `<br>` or a block's edge):
 * a line that is only a label ("By", "Artikel von:") or only a date is passed over.
 */
export function bylineLine(element: DomElement): string | null {
  const named = element.querySelector("[itemprop*=name]") ?? element;
  const lines: string[] = [""];
  collectLines(named, lines);
  return lines.map((line) => collapseWhitespace(line)).find((line) => line && !LABEL.test(line) && !isBylinePrefix(line) && !isDateline(line)) ?? null;
}

const LABEL = /^.{0,30}:$/u;

function collectLines(node: DomNode, lines: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE) lines[lines.length - 1] += child.nodeValue ?? "";
    else if (isElement(child)) {
      const edge = child.nodeName === "BR" || BLOCKS.has(child.nodeName);
      if (edge) lines.push("");
      collectLines(child, lines);
      if (edge) lines.push("");
    }
  }
}
