import { Readability } from "@mozilla/readability";
import { closestTag, type DomElement, type DomNode, listItems, TEXT_NODE } from "./dom";
import { textLengthUpTo } from "./text-length";

/**
 * Readability's conditional clean removes an element holding over twice as many images as
 * paragraphs ("bad p to img ratio"), a rule for galleries and ad grids. Its exception, a list of
 * bare images, fails once an item holds anything beside its image (a `<br>`, a `<strong>`), so
 * step-by-step instructions with a photo or screenshot per step (a recipe's directions, a how-to)
 * were removed whole, heading and all. Here that pass spares a list whose items are each a step
 * (text beside at most two images, not a row of links), and an element whose images all sit in
 * such lists. Only an element the pass was about to remove is looked at. `clean` is the conditional
 * clean to run so (Readability's own, or the fast path that wraps it).
 */
export function sparingImageSteps(clean: CleanConditionally) {
  return {
    _cleanConditionally(this: CleaningReader, root: DomElement, tag: string): void {
      this._sparingImageSteps = true;
      try {
        clean.call(this, root, tag);
      } finally {
        this._sparingImageSteps = false;
      }
    },
    _removeNodes: removeNodes,
    /** Set while the conditional clean runs (an own property from the start: adding or deleting one would reshape the reader). */
    _sparingImageSteps: false,
  };
}

/** Readability's `_cleanConditionally`, or a stand-in that calls it (readability-fast-paths.ts). */
type CleanConditionally = (this: object, root: DomElement, tag: string) => void;

function removeNodes(this: CleaningReader, nodes: ArrayLike<DomElement>, filter?: NodeFilter): void {
  const spare = this._sparingImageSteps && filter;
  readabilityRemoveNodes.call(this, nodes, spare ? function (this: CleaningReader, node, i, list) { return filter.call(this, node, i, list) && !holdsOnlyImageSteps(node); } : filter);
}

type NodeFilter = (this: CleaningReader, node: DomElement, index: number, list: ArrayLike<DomElement>) => boolean;

interface CleaningReader {
  _sparingImageSteps: boolean;
}

const readabilityRemoveNodes = (Readability.prototype as unknown as {
  _removeNodes(this: CleaningReader, nodes: ArrayLike<DomElement>, filter?: NodeFilter): void;
})._removeNodes;

/** A step says something: a sentence fragment, not a caption number or a file name. */
const MIN_STEP_CHARS = 15;
const MAX_STEP_IMAGES = 2;

/** The element has images, and each one is in a list of steps inside it. */
function holdsOnlyImageSteps(element: DomElement): boolean {
  const images = element.getElementsByTagName("IMG");
  if (images.length === 0) return false;
  const known = new Map<DomElement, boolean>();
  for (let i = 0; i < images.length; i++) {
    const list = closestTag(images[i]!.parentElement, ["ul", "ol"]);
    if (!list || (list !== element && !element.contains(list))) return false;
    let steps = known.get(list);
    if (steps === undefined) known.set(list, (steps = isImageStepList(list)));
    if (!steps) return false;
  }
  return true;
}

/** Two or more items, each text of its own (not mostly links) beside at most MAX_STEP_IMAGES images. */
function isImageStepList(list: DomElement): boolean {
  const items = listItems(list);
  return items.length >= 2 && items.length === list.children.length && items.every(isStep);
}

function isStep(item: DomElement): boolean {
  const images = item.getElementsByTagName("IMG");
  if (images.length > MAX_STEP_IMAGES || Array.from(images).some((image) => isInlineIn(image, item))) return false;
  const chars = textLengthUpTo(item);
  if (chars < MIN_STEP_CHARS) return false;
  // Every link counts, in-page ones too: a tab strip (`<a href="#tab-2">`) is not a list of steps.
  const links = item.getElementsByTagName("A");
  let linked = 0;
  for (let i = 0; i < links.length; i++) linked += textLengthUpTo(links[i]!);
  return linked * 2 < chars;
}

/** An icon inside a sentence ("one <img alt=Premium> article a month"): text on both sides of it in the item. */
function isInlineIn(image: DomElement, item: DomElement): boolean {
  return hasTextBeside(image, item, "previousSibling") && hasTextBeside(image, item, "nextSibling");
}

function hasTextBeside(node: DomNode, item: DomElement, side: "previousSibling" | "nextSibling"): boolean {
  for (let at: DomNode | null = node; at && at !== item; at = at.parentNode) {
    for (let beside = at[side]; beside; beside = beside[side]) {
      if (beside.nodeName === "BR") return false;
      if (beside.nodeType === TEXT_NODE ? /\S/.test(beside.nodeValue ?? "") : textLengthUpTo(beside, 0) > 0) return true;
    }
  }
  return false;
}
