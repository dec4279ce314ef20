import { Readability } from "@mozilla/readability";
import type { DomDocument, DomElement, DomNode } from "./dom";
import { elementsNamed, fastTagNamesInUse } from "./linkedom-tag-names";

/**
 * Readability looks up the elements of a tag (`_getAllNodesWithTag(root, [tag])`) with a walk
 * over the root each time. In two stretches of its run it only removes elements between the
 * lookups (it inserts, moves and renames nothing), so each lookup finds what one walk at the
 * stretch's first lookup found, less what has left the root since, in the same order:
 * - the page's: after `_unwrapNoscriptImages` (which inserts), `_getJSONLD`'s `<script>`s,
 *   `_removeScripts`' `<script>`s and `<noscript>`s, `_prepDocument`'s `<style>`s and, on the body,
 *   `_replaceBrs`' `<br>`s, whose changes start after that lookup;
 * - the article's: from `_cleanConditionally(article, "form")` to `_cleanConditionally(article,
 *   "div")` in `_prepArticle` (`_cleanConditionally`, `_clean`, `_cleanMatchedNodes` and
 *   `_cleanHeaders` only remove): seventeen walks over the article.
 * In a stretch, the lookups of its tags over its roots are answered so (readability-fast-paths.ts);
 * lookups under other roots walk as before.
 */
const PAGE_TAGS = new Set(["SCRIPT", "NOSCRIPT", "STYLE", "BR"]);
const FIRST_CLEANED = "form";
const LAST_CLEANED = "div";
const CLEANED_TAGS = new Set(["FORM", "FIELDSET", "OBJECT", "EMBED", "FOOTER", "LINK", "ASIDE", "IFRAME", "INPUT", "TEXTAREA", "SELECT", "BUTTON", "H1", "H2", "TABLE", "UL", "DIV"]);

interface Reader {
  _doc: DomDocument;
}

type Root = DomElement | DomDocument;

const readability = Readability.prototype as unknown as {
  _unwrapNoscriptImages(this: Reader, doc: DomDocument): void;
  _replaceBrs(this: Reader, body: DomElement): void;
  _cleanConditionally(this: Reader, e: DomElement, tag: string): void;
};

/** Readability's `_unwrapNoscriptImages`, which opens the page's stretch once done. */
export function unwrapNoscriptImages(this: Reader, doc: DomDocument): void {
  readability._unwrapNoscriptImages.call(this, doc);
  open(this, [doc, doc.body], PAGE_TAGS);
}

/** Readability's `_replaceBrs`, which closes the page's stretch. */
export function replaceBrs(this: Reader, body: DomElement): void {
  try {
    readability._replaceBrs.call(this, body);
  } finally {
    stretches.delete(this);
  }
}

/** Readability's `_cleanConditionally`; its first and last calls in `_prepArticle` open and close the article's stretch. */
export function cleanConditionally(this: Reader, element: DomElement, tag: string): void {
  if (tag === FIRST_CLEANED) open(this, [element], CLEANED_TAGS);
  try {
    readability._cleanConditionally.call(this, element, tag);
  } finally {
    if (tag === LAST_CLEANED) stretches.delete(this);
  }
}

/** The elements `_getAllNodesWithTag(root, tagNames)` finds, when a stretch can answer; else undefined. */
export function stretchElements(reader: object, root: Root, tagNames: string[]): DomElement[] | undefined {
  return stretches.get(reader)?.lookup(root, tagNames);
}

function open(reader: object, roots: (Root | null)[], tags: ReadonlySet<string>): void {
  if (fastTagNamesInUse()) stretches.set(reader, new RemovalStretch(roots[0] as Root, new Set(roots), tags));
}

class RemovalStretch {
  private found: DomElement[] | null = null;
  /** `found` by tag name, for the lookups of one tag (all but two). */
  private byTag: Map<string, DomElement[]> | null = null;

  constructor(
    private readonly top: Root,
    private readonly roots: ReadonlySet<Root | null>,
    private readonly tags: ReadonlySet<string>,
  ) {}

  lookup(root: Root, tagNames: string[]): DomElement[] | undefined {
    if (!this.roots.has(root)) return undefined;
    const wanted = new Set(tagNames.map((name) => name.toUpperCase()));
    for (const name of wanted) if (!this.tags.has(name)) return undefined;
    this.found ??= elementsNamed(this.top, this.tags);
    if (wanted.size === 1) return (this.tagged().get(wanted.values().next().value as string) ?? []).filter((element) => isInside(element, root));
    return this.found.filter((element) => wanted.has(element.tagName) && isInside(element, root));
  }

  private tagged(): Map<string, DomElement[]> {
    if (!this.byTag) {
      this.byTag = new Map();
      for (const element of this.found ?? []) {
        const list = this.byTag.get(element.tagName);
        if (list) list.push(element);
        else this.byTag.set(element.tagName, [element]);
      }
    }
    return this.byTag;
  }
}

/** Whether `root` is above `node` (a removed element's chain of parents ends before it). */
function isInside(node: DomNode, root: Root): boolean {
  for (let above = node.parentNode as DomNode | null; above; above = above.parentNode) if (above === root) return true;
  return false;
}

const stretches = new WeakMap<object, RemovalStretch>();
