import { NodeList } from "linkedom";
import { DOCUMENT_NODE, type DomDocument, type DomElement, ELEMENT_NODE } from "./dom";
import { linkedomProbe, ownerOf } from "./linkedom-internals";

/**
 * linkedom 0.18 compares tag names by upper-casing the element's `localName` on every visit: an
 * element's `tagName` and `nodeName` are `localName.toUpperCase()` in an HTML document, and
 * `getElementsByTagName(name)` tests `localName === name || <that upper case> === name` for each
 * element it passes. A lookup of `<base>` or `<meta>` over a large page, or Readability's `tagName`
 * tests on every node, so allocate a fresh string per element; in the profile that was a tenth of
 * the pipeline's time (and `nodeName`, read by the pruning passes, 2-3 % more).
 *
 * This replaces them with the same comparisons over a table of upper-case names (a page has a
 * few dozen distinct tags). The walk is linkedom's own: the flat `next` chain from a node to its
 * `end` marker, reached through linkedom's symbols, found on a parsed node by their names.
 * Applied once; if linkedom's shape is not the one this was written for, linkedom stays as it is
 * (the unit tests check the patch is in use).
 */
interface LinkedNode {
  nodeType: number;
  localName: string;
  ownerDocument: object;
  [key: symbol]: unknown;
}

const MAX_CACHED_NAMES = 1000;
const upperNames = new Map<string, string>();

/** `name.toUpperCase()`, from a table for the names seen before (bounded: pages may invent tags). */
function upperCase(name: string): string {
  let upper = upperNames.get(name);
  if (upper === undefined) {
    upper = name.toUpperCase();
    if (upperNames.size < MAX_CACHED_NAMES) upperNames.set(name, upper);
  }
  return upper;
}

let NEXT: symbol;
let END: symbol;
let MIME: symbol;

/** linkedom's `localCase`: the tag name as `tagName` reports it. */
function tagNameOf(element: LinkedNode): string {
  const mime = (element.ownerDocument as LinkedNode)[MIME] as { ignoreCase: boolean };
  return mime.ignoreCase ? upperCase(element.localName) : element.localName;
}

const fastTagNames = {
  get tagName(): string {
    return tagNameOf(this as unknown as LinkedNode);
  },
  get nodeName(): string {
    return tagNameOf(this as unknown as LinkedNode);
  },
  getElementsByTagName(this: LinkedNode, name: string): unknown[] {
    const elements = new NodeList() as unknown[];
    const end = this[END];
    for (let next = this[NEXT] as LinkedNode; next !== end; next = next[NEXT] as LinkedNode) {
      if (next.nodeType === ELEMENT_NODE && (next.localName === name || tagNameOf(next) === name)) elements.push(next);
    }
    return elements;
  },
};

/**
 * The elements under `root` (or, for a document, from its root element on, as linkedom's
 * TreeWalker does) whose `tagName` is in `names`, in document order. One walk for several names.
 */
export function elementsNamed(root: DomElement | DomDocument, names: ReadonlySet<string>): DomElement[] {
  const node = root as unknown as LinkedNode;
  const top = node.nodeType === DOCUMENT_NODE ? (root as unknown as { documentElement: LinkedNode | null }).documentElement : null;
  const found: DomElement[] = [];
  const end = top ? top[END] : node[END];
  for (let next = (top ?? node[NEXT]) as LinkedNode | null; next && next !== end; next = next[NEXT] as LinkedNode) {
    if (next.nodeType === ELEMENT_NODE && names.has(tagNameOf(next))) found.push(next as unknown as DomElement);
  }
  return found;
}

/**
 * `root.getElementsByTagName(name)` for each of `names` (as written, e.g. "meta") from one walk
 * instead of one walk per name: the same test per element, the same elements in the same order.
 * For several lookups over a whole page (its `<meta>`, `<link>`, `<script>`, `<time>`).
 */
export function elementsByTagNames(root: DomElement | DomDocument, names: readonly string[]): Map<string, DomElement[]> {
  const found = new Map(names.map((name) => [name, [] as DomElement[]]));
  if (!patched) {
    for (const name of names) found.set(name, Array.from(root.getElementsByTagName(name)));
    return found;
  }
  // An upper-cased tagName holds no a-z (no character upper-cases to one), so a name with one
  // can only match a tagName that is the localName itself: the localName lookup answers it.
  const byTagName = names.some((name) => !/[a-z]/.test(name));
  const node = root as unknown as LinkedNode;
  const end = node[END];
  for (let next = node[NEXT] as LinkedNode; next !== end; next = next[NEXT] as LinkedNode) {
    if (next.nodeType !== ELEMENT_NODE) continue;
    const list = found.get(next.localName) ?? (byTagName ? found.get(tagNameOf(next)) : undefined);
    list?.push(next as unknown as DomElement);
  }
  return found;
}

let applied = false;

export function useFastTagNames(): void {
  if (applied) return;
  applied = true;
  const { document, element: probe, symbols } = linkedomProbe();
  const element = ownerOf(probe, "tagName");
  const parent = ownerOf(probe, "getElementsByTagName");
  if (!symbols || !element || !parent || ownerOf(document, "getElementsByTagName") !== parent || ownerOf(probe, "nodeName") !== element) return;
  ({ next: NEXT, end: END, mime: MIME } = symbols);
  for (const name of ["tagName", "nodeName"]) Object.defineProperty(element, name, Object.getOwnPropertyDescriptor(fastTagNames, name) as PropertyDescriptor);
  Object.defineProperty(parent, "getElementsByTagName", { ...Object.getOwnPropertyDescriptor(parent, "getElementsByTagName"), value: fastTagNames.getElementsByTagName });
  patched = true;
}

let patched = false;

/** Whether linkedom's tag-name lookups are now the table-backed ones (for the unit tests). */
export function fastTagNamesInUse(): boolean {
  return patched;
}
