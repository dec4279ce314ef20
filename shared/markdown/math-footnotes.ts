import { type DomElement, isElement, listItems } from "./dom";
import { fragmentId } from "./link-image";

/**
 * TeX of a MathML `<math>` element: its `<annotation encoding="application/x-tex">` (KaTeX,
 * Wikipedia, MathJax with TeX input), else its `alttext`; `$…$` inline, `$$…$$` on its own lines
 * for `display="block"` (or MediaWiki's `mwe-math-mathml-display` around it). Null when the
 * formula carries no TeX (its text is used instead).
 */
export function mathTex(math: DomElement): { tex: string; display: boolean } | null {
  const tex = (texAnnotation(math)?.textContent ?? math.getAttribute("alttext"))?.trim().replace(/^\{\\displaystyle\s*([\s\S]*)\}$/, "$1").trim() ?? null;
  if (!tex) return null;
  return { tex, display: math.getAttribute("display") === "block" || MEDIAWIKI_DISPLAY.test(math.parentElement?.getAttribute("class") ?? "") };
}

const MEDIAWIKI_DISPLAY = /(?:^|\s)mwe-math-mathml-display(?:\s|$)/;

/** The formula's TeX annotation (`encoding="application/x-tex"` or `tex`; the last, if several). */
function texAnnotation(math: DomElement): DomElement | null {
  const annotations = math.getElementsByTagName("annotation");
  let found: DomElement | null = null;
  for (let i = 0; i < annotations.length; i++) {
    const encoding = annotations[i]!.getAttribute("encoding")?.toLowerCase() ?? "";
    if (encoding === "application/x-tex" || encoding === "tex") found = annotations[i]!;
  }
  return found;
}

/**
 * MediaWiki hides a formula's MathML (`style="display: none;"`) and shows its fallback image;
 * Readability drops hidden nodes, so the image, its alt text the TeX escaped, stood for the formula.
 * The MathML is shown instead: the writer writes its TeX and drops the image, a rendering beside it
 * (isMathRendering). Run at parse time (parse-document.ts).
 */
export function showMathBesideRendering(math: DomElement): void {
  const wrapper = math.parentElement;
  const rendering = wrapper?.nextElementSibling;
  if (!wrapper?.hasAttribute("style") || !rendering || !isMathRendering(rendering)) return;
  wrapper.removeAttribute("style");
  keepOnlyTex(math);
}

/**
 * A formula shown only for its TeX keeps only the TeX annotation: its presentation MathML (an
 * element per symbol, hundreds on a page of formulas) was hidden before, and every later pass
 * would walk it (Wikipedia's t-SNE page took twice as long).
 */
function keepOnlyTex(math: DomElement): void {
  const annotation = texAnnotation(math);
  if (!annotation) return;
  while (math.lastChild) math.lastChild.remove();
  math.appendChild(annotation);
}

/** Rendered copies of a formula that sit beside its MathML: KaTeX's HTML, MathJax previews, Wikipedia's fallback image. */
export function isMathRendering(element: DomElement): boolean {
  const className = element.getAttribute("class") ?? "";
  if (/(?:^|\s)(?:katex-html|MathJax_Preview)(?:\s|$)/.test(className)) return true;
  return element.nodeName === "IMG" && /mwe-math-fallback-image/.test(className) && !!element.parentElement?.getElementsByTagName("math").length;
}

/**
 * Footnotes as GFM footnotes: a reference is a link to `#id` in a `<sup>` (or marked
 * `role=doc-noteref` / class `footnote-ref`) whose target is a list item in the same content;
 * the list whose items are all such targets becomes `[^id]: text` definitions. A note may also be a
 * block named "footnote" whose first element is the link target (Substack: `div.footnote >
 * a#footnote-1 + div.footnote-content`); each such block is one definition.
 */
export class Footnotes {
  private readonly targets = new Map<string, DomElement>();
  /** Footnote label per target id: the reference's own mark ("1" of "[1]") when short, else the id. */
  private readonly labels = new Map<string, string>();
  private readonly referenced = new Set<DomElement>();
  /** The id each note block answers to (its leading anchor's). */
  private readonly blockIds = new Map<DomElement, string>();

  constructor(root: DomElement) {
    const items = root.getElementsByTagName("li");
    const byId = new Map<string, DomElement>();
    for (let i = 0; i < items.length; i++) {
      const id = items[i]?.getAttribute("id");
      if (id && items[i]) byId.set(id, items[i] as DomElement);
    }
    const anchors = root.getElementsByTagName("a");
    for (const [id, block] of noteBlocks(anchors)) {
      byId.set(id, block);
      this.blockIds.set(block, id);
    }
    if (byId.size === 0) return;
    for (let i = 0; i < anchors.length; i++) {
      const anchor = anchors[i];
      const href = anchor?.getAttribute("href") ?? "";
      const id = href.length > 1 && href.startsWith("#") ? fragmentId(href) : undefined;
      const target = id ? byId.get(id) : undefined;
      if (!anchor || !id || !target || target.contains(anchor) || !isNoteReference(anchor)) continue;
      this.targets.set(id, target);
      this.referenced.add(target);
      const mark = (anchor.textContent ?? "").replace(/[\s[\]()]+/g, "");
      const taken = [...this.labels.values()].includes(mark);
      if (!this.labels.has(id)) this.labels.set(id, /^[\w-]{1,10}$/.test(mark) && !taken ? mark : label(id));
    }
  }

  /** `[^label]` for a footnote reference, else null. */
  reference(anchor: DomElement): string | null {
    const href = anchor.getAttribute("href") ?? "";
    const id = href.startsWith("#") ? fragmentId(href) : undefined;
    return id && this.targets.has(id) ? `[^${this.labels.get(id) ?? label(id)}]` : null;
  }

  /** The label a definition (a referenced list item or note block) is written under. */
  definitionLabel(item: DomElement): string {
    const id = this.blockIds.get(item) ?? item.getAttribute("id") ?? "";
    return this.labels.get(id) ?? label(id);
  }

  /** Whether a block is one referenced footnote (Substack's `div.footnote`). */
  isNoteBlock(block: DomElement): boolean {
    return this.blockIds.has(block) && this.referenced.has(block);
  }

  /** Whether a list holds only footnote definitions. */
  isNoteList(list: DomElement): boolean {
    if (this.referenced.size === 0) return false;
    const items = listItems(list);
    return items.length > 0 && items.every((item) => this.referenced.has(item));
  }

  /** A back-reference inside a definition ("↩", "^"), which Markdown footnotes make themselves. */
  isBackReference(anchor: DomElement): boolean {
    const href = anchor.getAttribute("href") ?? "";
    if (!href.startsWith("#") || (anchor.textContent ?? "").trim().length > 3 || this.referenced.size === 0) return false;
    for (let note = anchor.parentElement; note; note = note.parentElement) {
      if (this.referenced.has(note)) return true;
    }
    return false;
  }
}

/**
 * Notes kept in blocks rather than a list (Substack: `div.footnote > a#footnote-1 + div`, whose
 * class Readability strips): a block led by a link that points back at the very link that points
 * to it (reference `#footnote-1` with id `footnote-anchor-1`, note link id `footnote-1` with
 * `#footnote-anchor-1`). Each is its own definition, keyed by the leading link's id.
 */
function noteBlocks(anchors: ArrayLike<DomElement>): Map<string, DomElement> {
  const byId = new Map<string, DomElement>();
  for (let i = 0; i < anchors.length; i++) {
    const id = anchors[i]!.getAttribute("id");
    if (id) byId.set(id, anchors[i]!);
  }
  const blocks = new Map<string, DomElement>();
  for (const [id, lead] of byId) {
    let block = lead.parentElement;
    const href = lead.getAttribute("href") ?? "";
    if (!block || block.nodeName === "LI" || !leads(block, lead) || !href.startsWith("#")) continue;
    // Readability wraps the lone link in a paragraph of its own: the note is the block around that.
    while (block.parentElement && block.parentElement.nodeName !== "LI" && (block.textContent ?? "").trim() === (lead.textContent ?? "").trim() && leads(block.parentElement, block)) {
      block = block.parentElement;
    }
    const reference = byId.get(fragmentId(href));
    if (reference && reference !== lead && !block.contains(reference) && fragmentId(reference.getAttribute("href") ?? "") === id) blocks.set(id, block);
  }
  return blocks;
}

/** Whether `node` opens `block`: nothing but white space comes before it. */
function leads(block: DomElement, node: DomElement): boolean {
  for (let child = block.firstChild; child; child = child.nextSibling) {
    if (child === node) return true;
    if (isElement(child) || (child.nodeValue ?? "").trim()) return false;
  }
  return false;
}

function isNoteReference(anchor: DomElement): boolean {
  const parent = anchor.parentElement;
  if (parent?.nodeName === "SUP" || isElement(anchor.firstElementChild) && anchor.firstElementChild.nodeName === "SUP") return true;
  return anchor.getAttribute("role") === "doc-noteref" || /footnote|fnref|noteref/i.test(anchor.getAttribute("class") ?? "");
}

/** Footnote labels may not hold spaces or brackets. */
export function label(id: string): string {
  return id.replace(/[\s[\]^]+/g, "-");
}
