import type { DomDocument, DomElement } from "./dom";
import { isFurnitureWording } from "./prune-wording";
import { isProbablyVisible } from "./readability-fast-paths";
import { collapseWhitespace } from "./text-length";

/**
 * The standfirst: the paragraph under the headline that sums the article up (a `lead`, `dek`,
 * `subtitle`, `teaser-text`, a `<p>` in the article's `<header>`). Readability often leaves it
 * out: it sits in a header or intro block beside the body, not among the body's paragraphs. A
 * reader copying the article takes it along.
 *
 * The evidence is the page's own description (`<meta name="description">` or `og:description`):
 * a visible block whose text begins like it is the standfirst. Before extraction the block is
 * found (one walk over text nodes, only on pages with a description long enough to tell); after
 * it, the block is put back at the head of the article when the article does not have its text.
 * The description itself never goes into the body: only the page's visible block does.
 */
const MIN_DESCRIPTION_CHARS = 60;
/** How much of the description's start must open the block's text. */
const PREFIX_CHARS = 40;
const MAX_STANDFIRST_CHARS = 800;
/**
 * How much of the standfirst's text the article must hold to have it already: more than the
 * description's prefix, as an article's first paragraph often opens with the standfirst's first
 * sentence and goes on differently.
 */
const OPENING_CHARS = 120;
/** Text nodes are first tested for the description's opening word (or characters) as they stand (cheap). */
const PROBE_CHARS = 12;
const MIN_PROBE_CHARS = 4;
/** Text nodes holding the probe whose block is then compared in full, at most. */
const MAX_CHECKS = 20;
const BLOCKS = new Set(["P", "DIV", "H2", "H3", "H4", "SECTION", "HEADER"]);
const SHOW_TEXT = 4;
/** Where a block that repeats the description is not the standfirst: a teaser link, a menu, a caption. */
const NOT_STANDFIRST_HOLDERS = "a, nav, aside, footer, li, figure, table, form";

export interface Standfirst {
  element: DomElement;
  /** Its text as found: extraction may take the element apart before it is put back. */
  text: string;
}

export function findStandfirst(document: DomDocument): Standfirst | null {
  const body = document.body;
  if (!body) return null;
  const description = pageDescription(document);
  if (description.length < MIN_DESCRIPTION_CHARS) return deckUnderHeadline(body);
  const prefix = description.slice(0, PREFIX_CHARS);
  // The opening word as it stands in the text (a `&nbsp;` after it would fail a longer probe).
  const firstWord = description.split(" ", 1)[0] ?? "";
  const probe = firstWord.length >= MIN_PROBE_CHARS ? firstWord : description.slice(0, PROBE_CHARS);
  let checks = MAX_CHECKS;
  const walker = document.createTreeWalker(body, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue;
    if (!value || value.length < probe.length || !value.includes(probe)) continue;
    if (--checks < 0) break;
    const element = blockAround(node.parentNode);
    if (!element) continue;
    const text = collapseWhitespace(element.textContent ?? "");
    if (!text.startsWith(prefix) || text.length > MAX_STANDFIRST_CHARS) continue;
    // A teaser link, a menu or a caption that repeats the description is not the standfirst; nor is
    // a notice the pruning takes out of the article ("*Werbung. Dieser Beitrag enthält Werbung…").
    if (node.parentNode?.closest(NOT_STANDFIRST_HOLDERS) || !isProbablyVisible(element) || isFurnitureWording(text)) continue;
    // A block that holds a heading is a header with the headline in it ("Title By Author Updated…").
    if (element.querySelector("h1, h2, h3")) continue;
    return { element, text };
  }
  return deckUnderHeadline(body);
}

/**
 * Without the description's evidence, the deck a news page sets right under its headline: the
 * `<h1>`'s next element (empty ones passed over) when it is an `<h2>` of sentence length, not
 * links, not furniture ("In den Vereinigten Staaten trommeln Aktivisten für einen Mietenstopp…"
 * under "»Einfach kein Geld mehr…«"). A paragraph in that place is not taken: the readability
 * corpus' reference leaves such paragraphs out.
 */
const MIN_DECK_CHARS = 60;
const MAX_DECK_CHARS = 400;

function deckUnderHeadline(body: DomElement): Standfirst | null {
  const headline = body.getElementsByTagName("H1")[0];
  let element = headline?.nextElementSibling ?? null;
  while (element && !collapseWhitespace(element.textContent ?? "")) element = element.nextElementSibling;
  if (element?.nodeName !== "H2" || element.querySelector("a, h1, h2, h3, img")) return null;
  const text = collapseWhitespace(element.textContent ?? "");
  if (text.length < MIN_DECK_CHARS || text.length > MAX_DECK_CHARS || !isProbablyVisible(element) || isFurnitureWording(text)) return null;
  return element.closest(NOT_STANDFIRST_HOLDERS) ? null : { element, text };
}

/** Puts the standfirst at the head of `root` (after a leading heading) when `root` lacks its text. */
export function restoreStandfirst(root: DomElement, standfirst: Standfirst | null): void {
  if (!standfirst || root.contains(standfirst.element)) return;
  if (collapseWhitespace(root.textContent ?? "").includes(standfirst.text.slice(0, OPENING_CHARS))) return;
  const paragraph = root.ownerDocument.createElement("p");
  paragraph.appendChild(root.ownerDocument.createTextNode(standfirst.text));
  let first = root.firstElementChild;
  // Readability wraps its article in a div or two: go down to where the text starts.
  while (first && !first.nextElementSibling && first.firstElementChild && (first.nodeName === "DIV" || first.nodeName === "ARTICLE" || first.nodeName === "SECTION")) first = first.firstElementChild;
  if (first && /^H[1-2]$/.test(first.nodeName)) first.parentElement?.insertBefore(paragraph, first.nextSibling);
  else if (first?.parentElement) first.parentElement.insertBefore(paragraph, first);
  else root.appendChild(paragraph);
}

function blockAround(parent: DomElement | null): DomElement | null {
  for (let element = parent; element && element.nodeName !== "BODY"; element = element.parentElement) {
    if (BLOCKS.has(element.nodeName)) return element;
  }
  return null;
}

/** The first of the page's descriptions long enough to tell (a site's slogan in `description` gives way to `og:description`). */
function pageDescription(document: DomDocument): string {
  const metas = document.querySelectorAll('meta[name="description"], meta[property="og:description"], meta[name="og:description"]');
  for (let i = 0; i < metas.length; i++) {
    const content = collapseWhitespace(metas[i]?.getAttribute("content") ?? "");
    if (content.length >= MIN_DESCRIPTION_CHARS) return content;
  }
  return "";
}
