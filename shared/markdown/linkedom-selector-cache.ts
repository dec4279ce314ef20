import { compile } from "css-select";
import { NodeList } from "linkedom";
import { ELEMENT_NODE, TEXT_NODE } from "./dom";
import { linkedomProbe, ownerOf } from "./linkedom-internals";

/**
 * linkedom 0.18 compiles a CSS selector afresh (css-select's parser and compiler) on every
 * `querySelector`, `querySelectorAll` and `closest` call. The pipeline asks the same few dozen
 * selectors of every page, some once per block, and on a small page that compiling was about a
 * twelfth of its conversion in workerd (bench/md-speed/profile-workerd.mjs).
 *
 * This keeps each compiled selector, keyed by the selector and whether the document ignores case
 * (HTML) or not (XML), the two things linkedom's compile depends on besides `:scope`, which names
 * the element asked and is compiled per call as before. The walks are linkedom's own (its flat
 * `next` chain to the `end` marker, skipping `<template>` content), as is the adapter below, copied
 * from linkedom's shared/matches.js. Applied once; if linkedom's shape is not the one this was
 * written for, linkedom stays as it is (the unit tests check the patch is in use).
 */
interface LinkedNode {
  nodeType: number;
  localName: string;
  ownerDocument: LinkedNode;
  parentNode: LinkedNode | null;
  parentElement: LinkedNode | null;
  childNodes: LinkedNode[];
  data?: string;
  getAttribute(name: string): string | null;
  getAttributeNode(name: string): { value: string } | null;
  hasAttribute(name: string): boolean;
  [key: symbol]: unknown;
}

type Test = (element: LinkedNode) => boolean;

let NEXT: symbol;
let END: symbol;
let MIME: symbol;

const ignoresCase = (node: LinkedNode): boolean => (node.ownerDocument[MIME] as { ignoreCase: boolean }).ignoreCase;

const isTag = (node: LinkedNode): boolean => node.nodeType === ELEMENT_NODE;
const getChildren = (node: LinkedNode): LinkedNode[] => node.childNodes;
const getText = (node: LinkedNode | LinkedNode[]): string => {
  if (Array.isArray(node)) return node.map(getText).join("");
  if (isTag(node)) return getText(getChildren(node));
  return node.nodeType === TEXT_NODE ? (node.data ?? "") : "";
};
const existsOne = (test: Test, elements: LinkedNode[]): boolean =>
  elements.some((element) => isTag(element) && (test(element) || existsOne(test, getChildren(element))));

const findAll = (test: Test, nodes: LinkedNode[]): LinkedNode[] => {
  const found: LinkedNode[] = [];
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (test(node)) found.push(node);
    found.push(...findAll(test, getChildren(node)));
  }
  return found;
};

const findOne = (test: Test, nodes: LinkedNode[]): LinkedNode | null => {
  for (const node of nodes) {
    if (test(node)) return node;
    const inside = findOne(test, getChildren(node));
    if (inside) return inside;
  }
  return null;
};

const removeSubsets = (nodes: LinkedNode[]): LinkedNode[] => {
  let { length } = nodes;
  while (length--) {
    const node = nodes[length] as LinkedNode;
    if (length && nodes.lastIndexOf(node, length - 1) > -1) {
      nodes.splice(length, 1);
      continue;
    }
    for (let { parentNode } = node; parentNode; parentNode = parentNode.parentNode) {
      if (nodes.includes(parentNode)) {
        nodes.splice(length, 1);
        break;
      }
    }
  }
  return nodes;
};

/** linkedom's css-select adapter (shared/matches.js), which it does not export. */
const adapter = {
  isTag,
  existsOne,
  getAttributeValue: (element: LinkedNode, name: string) => (name === "class" ? (element.getAttributeNode("class")?.value ?? null) : element.getAttribute(name)),
  getChildren,
  getName: (element: LinkedNode) => (ignoresCase(element) ? element.localName.toLowerCase() : element.localName),
  getParent: (node: LinkedNode) => node.parentNode,
  getSiblings: (element: LinkedNode) => (element.parentNode ? getChildren(element.parentNode) : element),
  getText,
  hasAttrib: (element: LinkedNode, name: string) => element.hasAttribute(name),
  removeSubsets,
  findAll,
  findOne,
};

/** Bounded: selectors come from code, but nothing stops a caller from building them. */
const MAX_COMPILED = 500;
const compiled = new Map<string, Test>();

/** linkedom's `prepareMatch(context, selectors)`, compiled once per selector and case mode. */
function prepareMatch(context: LinkedNode, selectors: string): Test {
  const xmlMode = !ignoresCase(context);
  if (selectors.includes(":scope")) return compile(selectors, { context: context as never, xmlMode, adapter: adapter as never }) as unknown as Test;
  const key = (xmlMode ? "x" : "h") + selectors;
  let test = compiled.get(key);
  if (test === undefined) {
    test = compile(selectors, { xmlMode, adapter: adapter as never }) as unknown as Test;
    if (compiled.size < MAX_COMPILED) compiled.set(key, test);
  }
  return test;
}

/** What follows `node` in document order, past a `<template>`'s content as linkedom's queries do. */
const following = (node: LinkedNode): LinkedNode =>
  (node.nodeType === ELEMENT_NODE && node.localName === "template" ? node[END] : node[NEXT]) as LinkedNode;

const cachedQueries = {
  querySelector(this: LinkedNode, selectors: string): LinkedNode | null {
    const matches = prepareMatch(this, selectors);
    const end = this[END];
    for (let next = this[NEXT] as LinkedNode; next !== end; next = following(next)) {
      if (next.nodeType === ELEMENT_NODE && matches(next)) return next;
    }
    return null;
  },
  querySelectorAll(this: LinkedNode, selectors: string): unknown[] {
    const matches = prepareMatch(this, selectors);
    const elements = new NodeList() as unknown[];
    const end = this[END];
    for (let next = this[NEXT] as LinkedNode; next !== end; next = following(next)) {
      if (next.nodeType === ELEMENT_NODE && matches(next)) elements.push(next);
    }
    return elements;
  },
  closest(this: LinkedNode, selectors: string): LinkedNode | null {
    const matches = prepareMatch(this, selectors);
    let element: LinkedNode | null = this;
    while (element && !matches(element)) element = element.parentElement;
    return element;
  },
};

let applied = false;
let patched = false;

export function useSelectorCache(): void {
  if (applied) return;
  applied = true;
  const { element: probe, symbols } = linkedomProbe();
  const parent = ownerOf(probe, "querySelectorAll");
  const element = ownerOf(probe, "closest");
  if (!symbols || !parent || !element || ownerOf(probe, "querySelector") !== parent) return;
  ({ next: NEXT, end: END, mime: MIME } = symbols);
  for (const name of ["querySelector", "querySelectorAll"] as const) {
    Object.defineProperty(parent, name, { ...Object.getOwnPropertyDescriptor(parent, name), value: cachedQueries[name] });
  }
  Object.defineProperty(element, "closest", { ...Object.getOwnPropertyDescriptor(element, "closest"), value: cachedQueries.closest });
  patched = true;
}

/** Whether linkedom's selector queries now use the compiled-selector cache (for the unit tests). */
export function selectorCacheInUse(): boolean {
  return patched;
}
