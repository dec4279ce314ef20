import { Readability } from "@mozilla/readability";
import { CDATA_SECTION_NODE, type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from "./dom";
import { CollapsedCounter, TextShapes } from "./text-length";

/**
 * Readability's `_getLinkDensity` for linkedom (see readability-fast-paths.ts), and the text walk
 * it shares with `_getTextDensity`. Readability builds the collapsed text of the element and of
 * each link in it (`trim()` and a `/\s{2,}/g` replace over the whole subtree's text) only to take
 * lengths; here the same lengths are counted in one walk over the element's text nodes.
 */
interface Reader {
  REGEXPS: { hashUrl: RegExp };
}

interface Link {
  counter: CollapsedCounter;
  coefficient: number;
}

/**
 * One walk over the element's nodes: its text is counted as it streams past, and so is each
 * link's (a text node inside nested links counts for each of them, as `getElementsByTagName`
 * would have it). The link lengths are summed in document order, as Readability sums them.
 * Readability's candidates are weighed in one walk for all of them (CandidateWeighing).
 */
export function linkDensity(this: Reader, element: DomElement): number {
  return weighingOf(this).densityOf(element, (candidates) => candidateDensities(this, candidates)) ?? densityAlone(this, element);
}

function densityAlone(reader: Reader, element: DomElement): number {
  const links: Link[] = [];
  const text = walkTextShapes(element, textShapesOf(reader), { enter: (child) => (child.localName === "a" ? openLink(reader, child, links) : undefined) });
  return densityOf(text.length, links, 0, links.length);
}

const readabilityInitializeNode = (Readability.prototype as unknown as { _initializeNode(this: Reader, node: DomElement): void })._initializeNode;

/** Readability's `_initializeNode`, which makes the node a candidate; noted for CandidateWeighing. */
export function initializeNode(this: Reader, node: DomElement): void {
  readabilityInitializeNode.call(this, node);
  weighingOf(this).met(node);
}

/**
 * `_grabArticle` weighs every candidate (each ancestor, up to five levels, of each scored
 * paragraph) by its link density, one after another in the order `_initializeNode` met them,
 * without changing the page in between; each weighing walked the candidate's subtree, so the text
 * of a paragraph was walked once per candidate around it (the walks were a tenth of a median page's
 * time in workerd). When `_getLinkDensity` is asked about the first of the candidates met since its
 * last call, all of theirs come from one walk, and the next calls take theirs while they ask in
 * that order; any other call drops them and is counted afresh.
 */
class CandidateWeighing {
  private candidates: DomElement[] = [];
  private weighed: { candidates: DomElement[]; densities: number[]; next: number } | null = null;

  met(candidate: DomElement): void {
    this.candidates.push(candidate);
  }

  densityOf(element: DomElement, weighAll: (candidates: DomElement[]) => number[]): number | undefined {
    const weighed = this.weighed;
    this.weighed = null;
    if (weighed && weighed.candidates[weighed.next] === element) return this.taken(weighed);
    const candidates = this.candidates;
    this.candidates = [];
    if (candidates[0] !== element) return undefined;
    return this.taken({ candidates, densities: weighAll(candidates), next: 0 });
  }

  private taken(weighed: { candidates: DomElement[]; densities: number[]; next: number }): number | undefined {
    const density = weighed.densities[weighed.next++];
    if (weighed.next < weighed.candidates.length) this.weighed = weighed;
    return density;
  }
}

/**
 * The link densities of `candidates`, from one walk over the outermost of them: each candidate's
 * text gets a counter, and its links are the contiguous run of the page's links (in document
 * order) opened while it was open, not counting itself. A link that is a candidate shares its counter.
 */
function candidateDensities(reader: Reader, candidates: DomElement[]): number[] {
  const wanted = new Set(candidates);
  const spans = new Map<DomNode, { text: CollapsedCounter; first: number; end: number }>();
  const links: Link[] = [];
  const shapes = textShapesOf(reader);
  for (const outer of outermost(candidates, wanted)) {
    const first = links.length;
    const text = walkTextShapes(outer, shapes, {
      enter: (child) => {
        let counter = child.localName === "a" ? openLink(reader, child, links) : undefined;
        if (wanted.has(child)) spans.set(child, { text: (counter ??= new CollapsedCounter()), first: links.length, end: links.length });
        return counter;
      },
      leave: (_counter, node) => {
        const span = spans.get(node);
        if (span) span.end = links.length;
      },
    });
    spans.set(outer, { text, first, end: links.length });
  }
  return candidates.map((candidate) => {
    const span = spans.get(candidate);
    return span ? densityOf(span.text.length, links, span.first, span.end) : densityAlone(reader, candidate);
  });
}

/** The candidates with no candidate around them. */
function outermost(candidates: DomElement[], wanted: ReadonlySet<DomElement>): DomElement[] {
  return candidates.filter((candidate) => {
    for (let above = candidate.parentElement; above; above = above.parentElement) if (wanted.has(above)) return false;
    return true;
  });
}

/** A counter for the link's text, weighted as Readability weighs in-page (`#…`) links. */
function openLink(reader: Reader, link: DomElement, links: Link[]): CollapsedCounter {
  const href = link.getAttribute("href");
  const counter = new CollapsedCounter();
  links.push({ counter, coefficient: href && reader.REGEXPS.hashUrl.test(href) ? 0.3 : 1 });
  return counter;
}

/** The links `first` to `end` summed in document order against the text's length. */
function densityOf(textLength: number, links: Link[], first: number, end: number): number {
  if (textLength === 0) return 0;
  let linkLength = 0;
  for (let i = first; i < end; i++) linkLength += (links[i] as Link).counter.length * (links[i] as Link).coefficient;
  return linkLength / textLength;
}

/**
 * One walk over `element`'s nodes in document order: each text node's collapsed length goes to
 * the element's own counter (returned) and to the counter of every element around it that
 * `enter` opened one for; `leave` gets such a counter once its element's nodes are all counted.
 */
export function walkTextShapes(
  element: DomElement,
  shapes: TextShapes,
  { enter, leave }: { enter: (child: DomElement) => CollapsedCounter | undefined; leave?: (counter: CollapsedCounter, node: DomNode) => void },
): CollapsedCounter {
  const text = new CollapsedCounter();
  const open: { node: DomNode; counter: CollapsedCounter }[] = [];
  const close = (node: DomNode) => {
    const last = open[open.length - 1];
    if (last?.node !== node) return;
    open.pop();
    leave?.(last.counter, node);
  };
  let node = element.firstChild;
  walk: while (node) {
    const type = node.nodeType;
    if (type === TEXT_NODE || type === CDATA_SECTION_NODE) {
      const shape = shapes.of(node.nodeValue ?? "");
      text.addShape(shape);
      for (const entry of open) entry.counter.addShape(shape);
    } else if (type === ELEMENT_NODE) {
      const counter = enter(node as DomElement);
      if (counter) open.push({ node, counter });
      if (node.firstChild) {
        node = node.firstChild;
        continue;
      }
      close(node);
    }
    while (!node.nextSibling) {
      node = node.parentNode;
      if (!node || node === element) break walk;
      close(node);
    }
    node = node.nextSibling;
  }
  return text;
}

/** Per reader (one page): Readability weighs each candidate, and so the text under nested candidates, in turn. */
const textShapes = new WeakMap<object, TextShapes>();

export function textShapesOf(reader: object): TextShapes {
  let shapes = textShapes.get(reader);
  if (!shapes) textShapes.set(reader, (shapes = new TextShapes()));
  return shapes;
}

const weighings = new WeakMap<object, CandidateWeighing>();

function weighingOf(reader: object): CandidateWeighing {
  let weighing = weighings.get(reader);
  if (!weighing) weighings.set(reader, (weighing = new CandidateWeighing()));
  return weighing;
}
