import { Readability } from "@mozilla/readability";
import { CDATA_SECTION_NODE, DOCUMENT_NODE, type DomDocument, type DomElement, type DomNode, ELEMENT_NODE, isElement, TEXT_NODE } from "./dom";
import { elementsNamed, fastTagNamesInUse } from "./linkedom-tag-names";
import { cleanConditionally, replaceBrs, stretchElements, unwrapNoscriptImages } from "./cleaning-lookups";
import { initializeNode, linkDensity, textShapesOf, walkTextShapes } from "./link-density";
import { CollapsedCounter } from "./text-length";

export { collapsedLength } from "./text-length";

/**
 * Faster equivalents of Readability 0.6 helpers, for linkedom. Readability picks its DOM
 * queries for browsers and jsdom; on linkedom they are the hot spots:
 * - `_getAllNodesWithTag` runs `querySelectorAll("a,b,…")`, which compiles and matches a CSS
 *   selector per call; a tag-name walk returns the same elements in the same document order.
 * - `_isProbablyVisible` reads `node.style`, which makes linkedom parse the style attribute into
 *   a CSSStyleDeclaration for every node visited; a regex over the attribute answers the same
 *   question (inline `display:none` / `visibility:hidden`).
 * - `_isValidByline` reads the `textContent` of every node the main walk visits before looking
 *   at its attributes; on linkedom that walks the node's whole subtree, so the walk is quadratic
 *   in depth. The same test, with the text read only for a node that names an author.
 * - `_isElementWithoutContent` likewise builds the full text of every div/section/heading to
 *   see whether it is blank; a walk that stops at the first non-blank text node answers the same.
 * - `_getLinkDensity` builds the collapsed text of the element and of each link in it
 *   (`trim()` and a `/\s{2,}/g` replace over the whole subtree's text) only to take lengths;
 *   the same lengths are counted in one walk over the element's text nodes, without building
 *   any string or looking the links up again (in workerd the regex was most of its cost), and
 *   summed in the same order; `_grabArticle`'s candidates in one walk for all of them, noted
 *   by `_initializeNode` (link-density.ts).
 * - `_prepArticle` walks the article once per tag it cleans, and `parse` the page once per tag
 *   it strips; see cleaning-lookups.ts.
 * - `_getTextDensity` and `_getCharCount`, `_fixRelativeUris`, `_grabArticle` and
 *   `_postProcessContent`: see their own notes below.
 * Together they cut Readability's time on linkedom by about a fifth (bench/md-speed). The
 * method names are private API of the pinned @mozilla/readability version; the unit tests check
 * the overrides still exist on its prototype.
 */
export const READABILITY_FAST_PATHS = {
  _getAllNodesWithTag: elementsWithTag,
  _isProbablyVisible: isProbablyVisible,
  _isValidByline: isValidByline,
  _isElementWithoutContent: isElementWithoutContent,
  _getLinkDensity: linkDensity,
  _initializeNode: initializeNode,
  _cleanConditionally: cleanConditionally,
  _unwrapNoscriptImages: unwrapNoscriptImages,
  _replaceBrs: replaceBrs,
  _fixRelativeUris: fixRelativeUris,
  _getTextDensity: textDensity,
  _getCharCount: charCount,
  _grabArticle: grabArticle,
  _postProcessContent: postProcessContent,
} as const;

interface ReadabilityThis {
  _debug: boolean;
  REGEXPS: { byline: RegExp; hashUrl: RegExp };
  _doc: DomDocument & { baseURI: string | null | undefined };
  _getAllNodesWithTag(root: DomElement, tags: string[]): ArrayLike<DomElement>;
}

const readabilityCharCount = (Readability.prototype as unknown as { _getCharCount(this: ReadabilityThis, e: DomElement, s?: string): number })._getCharCount;

/**
 * `_getTextDensity` and `_getCharCount` (of ",") take the length of `_getInnerText` (the trimmed
 * text with white-space runs collapsed) or count the commas in it. Here the commas are those of
 * the text nodes (white space is not a comma), counted without building the element's text and
 * running a regex over it; the density's lengths come from one walk over the element's text
 * nodes: its own collapsed length, and that of each element with one of the tags under it, each
 * counted as the text streams past (a text node under nested matches counts for each, as the
 * separate per-element counts did). Lengths are whole numbers, so their sum is the same in any order.
 */
function textDensity(this: ReadabilityThis, element: DomElement, tags: string[]): number {
  const wanted = new Set(tags.map((tag) => tag.toUpperCase()));
  let childrenLength = 0;
  const text = walkTextShapes(element, textShapesOf(this), {
    enter: (child) => (wanted.has(child.tagName) ? new CollapsedCounter() : undefined),
    leave: (counter) => (childrenLength += counter.length),
  });
  return text.length === 0 ? 0 : childrenLength / text.length;
}

function charCount(this: ReadabilityThis, element: DomElement, separator?: string): number {
  if ((separator || ",") !== ",") return readabilityCharCount.call(this, element, separator);
  let count = 0;
  let node = element.firstChild;
  while (node) {
    const type = node.nodeType;
    if (type === TEXT_NODE || type === CDATA_SECTION_NODE) {
      const text = node.nodeValue ?? "";
      for (let at = text.indexOf(","); at !== -1; at = text.indexOf(",", at + 1)) count++;
    } else if (type === ELEMENT_NODE && node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (!node.nextSibling) {
      node = node.parentNode;
      if (!node || node === element) return count;
    }
    node = node.nextSibling;
  }
  return count;
}

const readabilityGrabArticle = (Readability.prototype as unknown as { _grabArticle(this: ReadabilityThis, page?: DomElement): DomElement | null })._grabArticle;
const readabilityPostProcessContent = (Readability.prototype as unknown as { _postProcessContent(this: ReadabilityThis, content: DomElement): void })._postProcessContent;

/**
 * Readability's `parse` logs `"Grabbed: " + articleContent.innerHTML` between `_grabArticle` and
 * `_postProcessContent`, and builds that string (the whole article serialised, a tenth of a
 * median page's Readability time on linkedom) with debugging off too, only to drop it. Without
 * debugging, the article answers that one read with "" instead; the stand-in is gone before
 * post-processing starts, and is dropped on its first read in any case.
 */
function grabArticle(this: ReadabilityThis, page?: DomElement): DomElement | null {
  const article = readabilityGrabArticle.call(this, page);
  if (article && !this._debug) {
    Object.defineProperty(article, "innerHTML", {
      configurable: true,
      get(this: { innerHTML?: string }) {
        delete this.innerHTML;
        return "";
      },
    });
  }
  return article;
}

function postProcessContent(this: ReadabilityThis, content: DomElement): void {
  delete (content as { innerHTML?: string }).innerHTML;
  readabilityPostProcessContent.call(this, content);
}

const readabilityFixRelativeUris = (Readability.prototype as unknown as { _fixRelativeUris(this: ReadabilityThis, content: DomElement): void })._fixRelativeUris;

/**
 * Readability resolves each link, image and srcset URL with `new URL(uri, document.baseURI)` and
 * keeps the URI as written when that throws. linkedom's `baseURI` is the `<base href>` as written,
 * or null without one, and a base that does not parse as a URL makes every such call throw: then
 * every URI stays as it is, and what is left of the pass is turning `javascript:` links into their
 * text. That part runs alone here, without an exception per link (the common case: pages rarely
 * have an absolute `<base href>`); otherwise Readability's own pass runs.
 */
function fixRelativeUris(this: ReadabilityThis, content: DomElement): void {
  const base = this._doc.baseURI;
  // null (no <base href>) is the common case: "null" never parses, so no exception is thrown to say so.
  if (base === undefined || (base !== null && parsesAsUrl(String(base)))) return readabilityFixRelativeUris.call(this, content);
  const links = content.getElementsByTagName("A");
  for (let i = 0; i < links.length; i++) {
    const link = links[i] as DomElement;
    const href = link.getAttribute("href");
    if (!href || href.indexOf("javascript:") !== 0) continue;
    // As Readability: a link with one text child becomes that text, any other keeps its children in a <span>.
    const only = link.childNodes.length === 1 ? link.childNodes[0] : undefined;
    const replacement = only?.nodeType === TEXT_NODE ? this._doc.createTextNode(link.textContent ?? "") : this._doc.createElement("span");
    if (isElement(replacement)) while (link.firstChild) replacement.appendChild(link.firstChild);
    link.replaceWith(replacement);
  }
}

function parsesAsUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

function isValidByline(this: ReadabilityThis, node: DomElement, matchString: string): boolean {
  const rel = node.getAttribute("rel");
  const itemprop = node.getAttribute("itemprop");
  if (!(rel === "author" || (itemprop && itemprop.includes("author")) || this.REGEXPS.byline.test(matchString))) return false;
  const bylineLength = (node.textContent ?? "").trim().length;
  return bylineLength > 0 && bylineLength < 100;
}

const NON_BLANK = /\S/;

function isElementWithoutContent(node: DomElement): boolean {
  if (node.nodeType !== ELEMENT_NODE || hasText(node)) return false;
  const children = node.children.length;
  return children === 0 || children === node.getElementsByTagName("br").length + node.getElementsByTagName("hr").length;
}

/** Whether any text node under `node` has non-whitespace (what `textContent.trim()` tests), stopping at the first. */
function hasText(node: DomNode): boolean {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE ? NON_BLANK.test(child.nodeValue ?? "") : child.nodeType === ELEMENT_NODE && hasText(child)) return true;
  }
  return false;
}

/**
 * linkedom's `getElementsByTagName` matches an upper-case name against both parsed elements and
 * the `P`/`DIV` elements Readability creates with upper-case names (a lower-case name would miss
 * the latter). Several names need one pass in document order: one walk of linkedom's node chain
 * (elementsNamed), or its TreeWalker, which collects the same elements in the same order.
 * While Readability only removes elements, its lookups take one walk (cleaning-lookups.ts).
 */
function elementsWithTag(this: object, root: DomElement | DomDocument, tagNames: string[]): ArrayLike<DomElement> {
  const stretched = stretchElements(this, root, tagNames);
  if (stretched) return stretched;
  if (tagNames.length === 1) return root.getElementsByTagName((tagNames[0] ?? "").toUpperCase());
  const wanted = new Set(tagNames.map((name) => name.toUpperCase()));
  if (fastTagNamesInUse()) return elementsNamed(root, wanted);
  const document = root.nodeType === DOCUMENT_NODE ? (root as DomDocument) : (root as DomElement).ownerDocument;
  const walker = document.createTreeWalker(root, SHOW_ELEMENT);
  const found: DomElement[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (wanted.has((node as DomElement).tagName)) found.push(node as DomElement);
  }
  return found;
}

const SHOW_ELEMENT = 1;

/** An inline style that hides its element, as Readability reads it. */
export const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** Same rules as Readability's: inline style, `hidden`, `aria-hidden` (bar Wikipedia's math fallback images). */
export function isProbablyVisible(node: DomElement): boolean {
  const style = node.getAttribute("style");
  if (style && HIDDEN_STYLE.test(style)) return false;
  if (node.hasAttribute("hidden")) return false;
  return node.getAttribute("aria-hidden") !== "true" || (node.getAttribute("class") ?? "").includes("fallback-image");
}
