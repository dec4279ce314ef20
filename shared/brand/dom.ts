import { parseHTML } from "linkedom";

/**
 * The slice of the DOM the brand extractors read. linkedom's nodes satisfy it; typing it here keeps
 * linkedom's untyped `Window` (it resolves to `any` without the DOM lib) out of the extractors.
 */
export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
}

export interface DomElement extends DomNode {
  readonly localName: string;
  readonly outerHTML: string;
  readonly parentElement: DomElement | null;
  readonly attributes: ArrayLike<{ readonly name: string }>;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  removeAttribute(name: string): void;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  closest(selector: string): DomElement | null;
  cloneNode(deep: boolean): DomElement;
  remove(): void;
}

export interface DomDocument {
  readonly documentElement: DomElement | null;
  readonly body: DomElement | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

/**
 * Parses an HTML string with linkedom (works inside workerd, no DOM lib needed). Text without any
 * markup (a homepage served as text or a PDF) gives linkedom a document without a root element,
 * whose `body`/`head` getters throw; such text is parsed again as the body of an empty page.
 */
export function parseDocument(html: string): DomDocument {
  const doc = parseHTML(html).document as DomDocument;
  return doc.documentElement ? doc : (parseHTML(`<html><head></head><body>${html}</body></html>`).document as DomDocument);
}

/** `querySelectorAll` as a real array. */
export function selectAll(root: DomDocument | DomElement, selector: string): DomElement[] {
  return Array.from(root.querySelectorAll(selector));
}

/** An attribute's value trimmed, or null when absent or blank. */
export function attr(el: DomElement, name: string): string | null {
  const value = el.getAttribute(name)?.trim();
  return value ? value : null;
}

/**
 * The nearest inclusive ancestor matching `test`. Cheaper than linkedom's `closest(selector)`,
 * which compiles the selector on every call: thousands of calls on a large page add up.
 */
export function closestWhere(el: DomElement, test: (node: DomElement) => boolean): DomElement | null {
  for (let node: DomElement | null = el; node; node = node.parentElement) {
    if (test(node)) return node;
  }
  return null;
}
