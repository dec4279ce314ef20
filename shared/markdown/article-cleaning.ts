import { Readability } from "@mozilla/readability";
import type { DomElement, DomNode } from "./dom";
import { elementsNamed, fastTagNamesInUse } from "./linkedom-tag-names";

/**
 * Readability's `_prepArticle` cleans the article tag by tag, each lookup
 * (`_getAllNodesWithTag(article, [tag])`) a walk over the whole article: from
 * `_cleanConditionally(article, "form")` to `_cleanConditionally(article, "div")`, seventeen
 * walks. Between those two calls Readability only removes elements (`_cleanConditionally`,
 * `_clean`, `_cleanMatchedNodes` and `_cleanHeaders` insert, move and rename nothing), so each
 * of those lookups finds what one walk at the first of them found, less what has left the article
 * since, in the same order. In that stretch, the lookups over the article of the cleaned tags are
 * answered so (readability-fast-paths.ts); lookups under other roots walk as before.
 */
const FIRST_CLEANED = "form";
const LAST_CLEANED = "div";
const CLEANED_TAGS = new Set(["FORM", "FIELDSET", "OBJECT", "EMBED", "FOOTER", "LINK", "ASIDE", "IFRAME", "INPUT", "TEXTAREA", "SELECT", "BUTTON", "H1", "H2", "TABLE", "UL", "DIV"]);

interface Reader {
  _flagIsActive(flag: number): boolean;
}

const readabilityCleanConditionally = (Readability.prototype as unknown as { _cleanConditionally(this: Reader, e: DomElement, tag: string): void })._cleanConditionally;

/** Readability's `_cleanConditionally`; its first and last calls in `_prepArticle` open and close the stretch. */
export function cleanConditionally(this: Reader, element: DomElement, tag: string): void {
  if (tag === FIRST_CLEANED && fastTagNamesInUse()) cleanings.set(this, new ArticleCleaning(element));
  try {
    readabilityCleanConditionally.call(this, element, tag);
  } finally {
    if (tag === LAST_CLEANED) cleanings.delete(this);
  }
}

/** The elements `_getAllNodesWithTag(root, tagNames)` finds, when the cleaning stretch can answer; else undefined. */
export function cleanedElements(reader: object, root: DomElement, tagNames: string[]): DomElement[] | undefined {
  return cleanings.get(reader)?.lookup(root, tagNames);
}

class ArticleCleaning {
  private found: DomElement[] | null = null;

  constructor(private readonly article: DomElement) {}

  lookup(root: DomElement, tagNames: string[]): DomElement[] | undefined {
    if (root !== this.article) return undefined;
    const wanted = new Set(tagNames.map((name) => name.toUpperCase()));
    for (const name of wanted) if (!CLEANED_TAGS.has(name)) return undefined;
    this.found ??= elementsNamed(root, CLEANED_TAGS);
    return this.found.filter((element) => wanted.has(element.tagName) && isInside(element, root));
  }
}

/** Whether `root` is above `node` (a removed element's chain of parents ends before it). */
function isInside(node: DomNode, root: DomNode): boolean {
  for (let above = node.parentNode; above; above = above.parentNode) if (above === root) return true;
  return false;
}

const cleanings = new WeakMap<object, ArticleCleaning>();
