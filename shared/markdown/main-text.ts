import { type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from "./dom";
import { collapsedLength, isProbablyVisible } from "./readability-fast-paths";

/**
 * The page's main block of text, found in one pass over the DOM, as a check on Readability's
 * choice: Readability scores paragraphs and promotes their parents, so on a page whose text sits
 * in many small wrappers (page builders, recipe steps, app components) it can settle on an author
 * box, a form or a slider while the article's text is elsewhere.
 *
 * Every element gets a net score: the characters of text it holds outside links, minus the
 * characters inside links, minus TAG_COST per element. A wrapper adds only its tag cost, so the
 * best-scoring element is the smallest one that takes in all the prose it can without taking in
 * more links and markup than text (menus, link lists and card grids score below zero).
 */
export interface MainText {
  /** Characters of text outside links in the element. */
  chars: number;
  /** Element-child indexes from the body down to the element, to find it again in a fresh parse. */
  path: number[];
  /** Share of `article`'s text (by characters) that came from inside the element, 0 to 1. */
  shareInside(article: DomElement): number;
  /** Path (as `path`) of the series `article` is one item of (see findSeries), or null. */
  seriesAround(article: DomElement): number[] | null;
  /** Path (as `path`) of the series whose sections `article` left out (see findSkippedSections), or null. */
  sectionsAround(article: DomElement): number[] | null;
}

const TAG_COST = 1;
const HEADINGS = new Set(["H1", "H2", "H3", "H4", "H5", "H6"]);
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "svg", "BUTTON", "SELECT", "TEXTAREA"]);
/** Deeper than this, a subtree counts as plain text (keeps the walk off the stack limit on hostile pages). */
const MAX_DEPTH = 400;

interface Tally {
  text: number;
  links: number;
  elements: number;
  /** The element's text nodes are numbered first ..< end. */
  first: number;
  end: number;
  /** It is or holds a heading (`<h1>`-`<h6>`). */
  headed: boolean;
}

/**
 * Like items under one parent: MIN_SERIES_ITEMS or more children with the same tag and first class
 * name (the comments of a thread, the sections of an exported document, the posts of a topic) that
 * hold ITEMS_SHARE or more of the parent's text.
 */
interface Series {
  /** The parent's path from the body (as MainText's `path`). */
  path: number[];
  /** `section`: the `id` of an item that holds a heading, if it has one (see findSkippedSections). */
  items: { first: number; end: number; text: number; section: string | null }[];
  text: number;
}
const MIN_SERIES_ITEMS = 3;
/**
 * Indexes all noted series' paths may hold together: a hostile page of thousands of small series
 * under a deep chain would otherwise copy millions. Past it, further series are not noted.
 */
const MAX_PATH_INDEXES = 100_000;
const ITEMS_SHARE = 0.7;

/**
 * Scores `body`'s elements (see MainText). Text nodes are numbered in document order as they are
 * met, so the best element's text is one range of numbers, and an article Readability assembled
 * (it moves nodes, it does not copy them) can be traced back to where its text came from.
 */
export function findMainText(body: DomElement): MainText | null {
  const best = { element: null as DomElement | null, score: 0, chars: 0, first: 0, end: 0 };
  const ordinals = new Map<DomNode, number>();
  const series: Series[] = [];
  const trail: number[] = [];
  const budget = { indexes: MAX_PATH_INDEXES };
  /** The ids the page's own links point to (`href="#…"`): a table of contents, a heading's permalink. */
  const targets = new Set<string>();
  const visit = (element: DomElement, inLink: boolean, depth: number): Tally => {
    const first = ordinals.size;
    const tally: Tally = { text: 0, links: 0, elements: 1, first, end: first, headed: HEADINGS.has(element.nodeName) };
    let kinds: Map<string, Series["items"]> | null = null;
    const linked = inLink || element.nodeName === "A";
    if (element.nodeName === "A") {
      const href = element.getAttribute("href");
      if (href && href.length > 1 && href[0] === "#") targets.add(href.slice(1));
    }
    if (depth > MAX_DEPTH) {
      const chars = collapsedLength(element.textContent ?? "");
      if (linked) tally.links = chars;
      else tally.text = chars;
      return tally;
    }
    let index = -1;
    for (let child: DomNode | null = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === ELEMENT_NODE) index++;
      if (child.nodeType === TEXT_NODE) {
        const chars = collapsedLength(child.nodeValue ?? "");
        ordinals.set(child, ordinals.size);
        if (linked) tally.links += chars;
        else tally.text += chars;
      } else if (child.nodeType === ELEMENT_NODE && !SKIPPED.has(child.nodeName) && isProbablyVisible(child as DomElement)) {
        trail.push(index);
        const inner = visit(child as DomElement, linked, depth + 1);
        trail.pop();
        const kind = itemKind(child as DomElement);
        if (kind) {
          kinds ??= new Map();
          const items = kinds.get(kind);
          const item = { first: inner.first, end: inner.end, text: inner.text, section: inner.headed ? (child as DomElement).getAttribute("id") : null };
          if (items) items.push(item);
          else kinds.set(kind, [item]);
        }
        tally.text += inner.text;
        tally.links += inner.links;
        tally.elements += inner.elements;
        tally.headed ||= inner.headed;
      }
    }
    tally.end = ordinals.size;
    if (kinds) noteSeries(series, kinds, trail, tally.text, budget);
    const score = tally.text - tally.links - TAG_COST * tally.elements;
    if (score > best.score) Object.assign(best, { element, score, chars: tally.text, first, end: ordinals.size });
    return tally;
  };
  visit(body, false, 0);
  if (!best.element) return null;
  const { first, end } = best;
  return {
    chars: best.chars,
    path: pathFrom(body, best.element),
    shareInside(article) {
      return new TextOrigin(article, ordinals).shareIn(first, end);
    },
    seriesAround(article) {
      return series.length ? findSeries(series, new TextOrigin(article, ordinals)) : null;
    },
    sectionsAround(article) {
      const linked = series.filter((candidate) => candidate.items.some((item) => item.section !== null && targets.has(item.section)));
      return linked.length ? findSkippedSections(linked, new TextOrigin(article, ordinals), targets) : null;
    },
  };
}

/** An element's kind as an item of a series: its tag and first class name (read without a class list). */
function itemKind(element: DomElement): string | null {
  const names = element.getAttributeNode("class")?.value;
  const first = names ? FIRST_NAME.exec(names)?.[0] : undefined;
  return first ? `${element.nodeName} ${first}` : null;
}
const FIRST_NAME = /\S+/;

function noteSeries(series: Series[], kinds: Map<string, Series["items"]>, trail: number[], parentText: number, budget: { indexes: number }): void {
  for (const items of kinds.values()) {
    if (items.length < MIN_SERIES_ITEMS) continue;
    const text = items.reduce((sum, item) => sum + item.text, 0);
    if (text < ITEMS_SHARE * parentText || budget.indexes < trail.length) continue;
    budget.indexes -= trail.length;
    series.push({ path: trail.slice(), items, text });
  }
}

/** Readability's article is one item of a series when the item holds this share of the article's text... */
const ITEM_SHARE = 0.9;
/** ...the article holds this share of the item's (it is the item, not a scrap of it)... */
const ITEM_FILL = 0.5;
/** ...and the series' text is this many times the article's, in at least two other items with text. */
const SERIES_GAIN = 1.5;
const MIN_ITEM_CHARS = 20;

/**
 * The deepest series (see Series) of which Readability's article is one item: a discussion whose
 * longest comment it took, a document exported in sections whose longest section it took.
 */
function findSeries(series: Series[], origin: TextOrigin): number[] | null {
  if (!origin.total) return null;
  const middle = origin.middle();
  let found: Series | null = null;
  let foundSpan = Infinity;
  // Series are noted children first, so of nested series the deepest comes first and keeps a tie.
  for (const candidate of series) {
    const item = candidate.items.find((each) => middle >= each.first && middle < each.end);
    if (!item || item.end - item.first >= foundSpan) continue;
    if (origin.shareIn(item.first, item.end) < ITEM_SHARE || origin.total < ITEM_FILL * item.text) continue;
    const others = candidate.items.filter((each) => each !== item && each.text >= MIN_ITEM_CHARS).length;
    if (others < MIN_SERIES_ITEMS - 1 || candidate.text < SERIES_GAIN * origin.total) continue;
    found = candidate;
    foundSpan = item.end - item.first;
  }
  return found?.path ?? null;
}

/**
 * The series of which Readability's article took several items and left out others that are
 * sections of the document, each with its own heading and an `id` the page can link to:
 * Readability joins the top candidate's siblings that score well enough, so of a document drawn as
 * like sections (an API reference's tags and operations) it keeps the long ones and drops the
 * short ones between them, a whole operation or tag. The article must come from the series' items
 * (ITEM_SHARE of its text). Items without a heading and an id left out (a tab set's other panes, a
 * product page's blocks) are Readability's choice, and stay out.
 */
function findSkippedSections(series: Series[], origin: TextOrigin, targets: Set<string>): number[] | null {
  if (!origin.total) return null;
  // Series are noted children first: the deepest that fits is the one the article was read from.
  for (const candidate of series) if (leftOutSections(candidate, origin.sharesIn(candidate.items), targets)) return candidate.path;
  return null;
}

/** Whether the article took two or more of the series' items, and left out one or more, every one a section. */
function leftOutSections(series: Series, shares: number[], targets: Set<string>): boolean {
  let taken = 0;
  let inside = 0;
  let leftOut = 0;
  for (let i = 0; i < shares.length; i++) {
    const item = series.items[i]!;
    if (shares[i]! > 0) {
      taken++;
      inside += shares[i]!;
    } else if (item.text >= MIN_ITEM_CHARS) {
      if (item.section === null || !targets.has(item.section)) return false;
      leftOut++;
    }
  }
  return taken >= 2 && leftOut >= 1 && inside >= ITEM_SHARE;
}

/** Where an article's text came from: its text nodes' ordinals (see findMainText) and characters. */
class TextOrigin {
  private readonly spans: { ordinal: number; chars: number }[] = [];
  readonly total: number;

  constructor(article: DomElement, ordinals: Map<DomNode, number>) {
    let total = 0;
    const walk = (node: DomNode, depth: number): void => {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.nodeType === ELEMENT_NODE && depth < MAX_DEPTH) walk(child, depth + 1);
        else if (child.nodeType === TEXT_NODE) {
          const ordinal = ordinals.get(child);
          if (ordinal === undefined) continue;
          const chars = collapsedLength(child.nodeValue ?? "");
          this.spans.push({ ordinal, chars });
          total += chars;
        }
      }
    };
    walk(article, 0);
    this.total = total;
  }

  /** Share of the known text (by characters) from text nodes numbered first ..< end, 0 to 1. */
  shareIn(first: number, end: number): number {
    let inside = 0;
    for (const span of this.spans) if (span.ordinal >= first && span.ordinal < end) inside += span.chars;
    return this.total ? inside / this.total : 0;
  }

  /** Share of the known text from each of `ranges` (ordered, disjoint), each found by bisecting the spans in page order. */
  sharesIn(ranges: readonly { first: number; end: number }[]): number[] {
    const spans = this.inPageOrder();
    return ranges.map(({ first, end }) => {
      let low = 0;
      let high = spans.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (spans[mid]!.ordinal < first) low = mid + 1;
        else high = mid;
      }
      let inside = 0;
      for (let i = low; i < spans.length && spans[i]!.ordinal < end; i++) inside += spans[i]!.chars;
      return this.total ? inside / this.total : 0;
    });
  }

  private sorted: { ordinal: number; chars: number }[] | null = null;

  private inPageOrder(): { ordinal: number; chars: number }[] {
    return (this.sorted ??= [...this.spans].sort((a, b) => a.ordinal - b.ordinal));
  }

  /** The ordinal at which half the known text, in page order, is reached. */
  middle(): number {
    const spans = [...this.spans].sort((a, b) => a.ordinal - b.ordinal);
    let seen = 0;
    for (const span of spans) {
      seen += span.chars;
      if (seen * 2 >= this.total) return span.ordinal;
    }
    return -1;
  }
}

/** The element at `path` under `body`, or null when the page differs. */
export function elementAt(body: DomElement, path: number[]): DomElement | null {
  let element: DomElement = body;
  for (const index of path) {
    let child = element.firstElementChild;
    for (let i = 0; i < index && child; i++) child = child.nextElementSibling;
    if (!child) return null;
    element = child;
  }
  return element;
}

function pathFrom(body: DomElement, element: DomElement): number[] {
  const path: number[] = [];
  for (let node = element; node !== body; ) {
    const parent = node.parentElement;
    if (!parent) break;
    let index = 0;
    for (let sibling = parent.firstElementChild; sibling && sibling !== node; sibling = sibling.nextElementSibling) index++;
    path.push(index);
    node = parent;
  }
  return path.reverse();
}
