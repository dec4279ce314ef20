/**
 * The slice of the DOM this pipeline uses. linkedom's own typings resolve to `any` without the
 * DOM lib (workerd has none), so we type the parts we touch here and cast once at parse time.
 */
export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const CDATA_SECTION_NODE = 4;
export const COMMENT_NODE = 8;
export const DOCUMENT_NODE = 9;

export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly parentNode: DomElement | null;
  readonly childNodes: ArrayLike<DomNode>;
  readonly firstChild: DomNode | null;
  readonly lastChild: DomNode | null;
  readonly nextSibling: DomNode | null;
  readonly previousSibling: DomNode | null;
  textContent: string | null;
  nodeValue: string | null;
  cloneNode(deep?: boolean): DomNode;
  remove(): void;
}

export interface DomElement extends DomNode {
  readonly localName: string;
  readonly tagName: string;
  readonly children: ArrayLike<DomElement>;
  readonly firstElementChild: DomElement | null;
  readonly nextElementSibling: DomElement | null;
  readonly previousElementSibling: DomElement | null;
  readonly parentElement: DomElement | null;
  readonly ownerDocument: DomDocument;
  className: string;
  innerHTML: string;
  readonly outerHTML: string;
  getAttribute(name: string): string | null;
  /** The attribute as stored; for `class`, read without building the element's classList (linkedom). */
  getAttributeNode(name: string): { readonly value: string } | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  getElementsByTagName(name: string): ArrayLike<DomElement>;
  appendChild<T extends DomNode>(child: T): T;
  insertBefore<T extends DomNode>(child: T, ref: DomNode | null): T;
  replaceWith(...nodes: DomNode[]): void;
  contains(other: DomNode | null): boolean;
  closest(selector: string): DomElement | null;
}

export interface DomDocument extends DomNode {
  readonly documentElement: DomElement | null;
  readonly head: DomElement | null;
  readonly body: DomElement | null;
  readonly title: string;
  createElement(name: string): DomElement;
  createTextNode(text: string): DomNode;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  getElementsByTagName(name: string): ArrayLike<DomElement>;
  createTreeWalker(root: DomNode, whatToShow?: number): { nextNode(): DomNode | null };
}

export const isElement = (node: DomNode | null | undefined): node is DomElement =>
  node?.nodeType === ELEMENT_NODE;

const HEADINGS = new Set(["H1", "H2", "H3", "H4", "H5", "H6"]);

/** Whether the element is a heading, `<h1>` to `<h6>`. */
export function isHeading(element: DomElement | null | undefined): boolean {
  return element ? HEADINGS.has(element.nodeName) : false;
}

/** The element's children of one kind (`nodeName`, upper case), in order. */
export function childrenNamed(parent: DomElement, nodeName: string): DomElement[] {
  const children: DomElement[] = [];
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) if (child.nodeName === nodeName) children.push(child);
  return children;
}

/** The element's class names, in order (read without building linkedom's classList). */
export function classNames(element: DomElement): string[] {
  return (element.getAttributeNode("class")?.value ?? "").split(/\s+/).filter(Boolean);
}

/** A list's own items (its `<li>` children), in order. */
export function listItems(list: DomElement): DomElement[] {
  return childrenNamed(list, "LI");
}

/**
 * `element.closest("pre, code, table")` (or `"a[href]"` with `attribute`) for lower-case tag
 * names: the element or its nearest ancestor element whose lower-cased `localName` is one of
 * `names` (how css-select compares tag names in an HTML document). linkedom compiles the selector
 * afresh on every `closest` call, which the pruning passes make for most blocks of a page.
 */
export function closestTag(element: DomElement | null, names: readonly string[], attribute?: string): DomElement | null {
  for (let at = element; at; at = at.parentElement) {
    if (names.includes(at.localName.toLowerCase()) && (attribute === undefined || at.hasAttribute(attribute))) return at;
  }
  return null;
}
