/**
 * The listed items of a page, read the same way whatever the markup: card headings (h3–h5 or a
 * `*title*`/`*name*` element), list items, the first cell of table rows, definition terms and
 * logo images (their `alt`). Directories of integrations, feature lists, customer logo walls and
 * case-study grids are all such lists. Navigation, header, footer, forms, hidden elements, scripts
 * and calls to action never count, so chrome and re-renders do not change what is read.
 */
import type { DomElement } from "../../markdown/dom";
import { absoluteUrl, documentBaseUrl } from "../../markdown/resolve-url";
import { type DetectorPage, loadPage, readSafely } from "../../detectors/page";
import { isHidden } from "../../detectors/visibility";

export interface ListedItem {
  /** The item's label, whitespace collapsed, at most MAX_LABEL_CHARS. */
  name: string;
  /** The first link of the item's card, absolute, without query or fragment; null when it has none. */
  href: string | null;
  /** The nearest preceding h2 (the directory's category or the product area), if any. */
  group: string | null;
  /** How it was read: `heading`, `title`, `list`, `table`, `term` or `logo`. */
  kind: ItemKind;
  /** The item's own text (its card's text for headings), bounded: the evidence excerpt. */
  excerpt: string;
  /** Whether an ancestor's id/class marks it as part of `region` (e.g. a `features` section). */
  inRegion: boolean;
}

export type ItemKind = "heading" | "title" | "list" | "table" | "term" | "logo";

export interface ParsedTopicPage {
  page: DetectorPage;
  url: string;
  base: string;
  /** The page body without chrome (header, nav, footer, aside, forms). */
  content: DomElement;
}

export const MAX_LABEL_CHARS = 80;
const MAX_WORDS = 10;
const MAX_ITEMS = 1_000;
const MAX_ELEMENTS = 40_000;
export const EXCERPT_CHARS = 240;

const CHROME = "header, nav, footer, aside, form, [role=navigation], [role=banner], [role=contentinfo], [role=search], dialog";
const CALL_TO_ACTION = /^(?:learn more|read more|see more|view all|see all|show more|more|get started|sign up|log ?in|sign in|contact (?:us|sales)|talk to sales|book a demo|request a demo|explore|discover|details|view|read|download|buy now|subscribe|next|previous|back|home|menu|close|open|visit(?: (?:site|website))?)\s*[→›»>]?$|^(?:start (?:free|for free|now|(?:your )?(?:free )?trial)|try (?:it )?(?:free|now)|watch (?:the )?(?:video|demo)|(?:read|see|view) (?:the )?(?:full )?(?:story|case study)|learn more about)\b/i;

/** Parses a topic page once; null when it cannot be read. */
export function parseTopicPage(html: string, url: string): ParsedTopicPage | null {
  return readSafely(() => {
    const page = loadPage(html);
    const body = page?.doc.body ?? page?.doc.documentElement;
    if (!page || !body) return null;
    const chrome = body.querySelectorAll(CHROME);
    for (let i = chrome.length - 1; i >= 0; i--) (chrome[i] as DomElement).remove();
    const main = body.querySelector("main, [role=main]");
    return { page, url, base: documentBaseUrl(page.doc, url), content: main ?? body };
  });
}

/** Every listed item of the page's content, in document order, deduplicated by name. */
export function listedItems(parsed: ParsedTopicPage, region: RegExp | null = null): ListedItem[] {
  const out: ListedItem[] = [];
  const seen = new Map<string, ListedItem>();
  const elements = parsed.content.querySelectorAll("*");
  let group: string | null = null;
  for (let i = 0; i < Math.min(elements.length, MAX_ELEMENTS) && out.length < MAX_ITEMS; i++) {
    const el = elements[i] as DomElement;
    const tag = el.localName;
    if (tag === "h2") {
      const text = squash(el.textContent);
      group = text && text.length <= MAX_LABEL_CHARS && !isHidden(el) ? text : group;
      continue;
    }
    const item = readItem(el, tag, parsed.base);
    if (!item || isHidden(el) || insideInteractive(el)) continue;
    const key = item.name.toLowerCase();
    const known = seen.get(key);
    if (known) {
      // A logo and its card's heading name one entry: the first reading that links somewhere wins the link.
      if (known.href === null && item.href !== null) known.href = item.href;
      continue;
    }
    const entry = { ...item, group, inRegion: region !== null && marked(el, region) };
    seen.set(key, entry);
    out.push(entry);
  }
  return out;
}

function readItem(el: DomElement, tag: string, base: string): Omit<ListedItem, "group" | "inRegion"> | null {
  if (tag === "h3" || tag === "h4" || tag === "h5") return labelled(el, "heading", base);
  if (tag === "li" && !el.querySelector("li, p, div, h2, h3, h4, table")) return labelled(el, "list", base);
  if (tag === "dt") return labelled(el, "term", base);
  if (tag === "tr") {
    const first = el.firstElementChild;
    if (!first || el.closest("thead") || [...Array.from(el.children)].every((c) => c.localName === "th") || !el.children[1]) return null;
    return labelled(first, "table", base, el);
  }
  if (tag === "img") return logo(el, base);
  if (TITLE_CLASS.test(el.getAttribute("class") ?? "") && !/^h[1-6]$/.test(tag) && el.children.length <= 2 && !el.querySelector("h2, h3, h4, h5, li, p")) {
    return labelled(el, "title", base);
  }
  return null;
}

const TITLE_CLASS = /(?:^|[\s_-])(?:title|name|heading)(?:$|[\s_-])|(?:card|item|tile|feature|integration|app|partner|customer)-?(?:title|name)/i;

function labelled(el: DomElement, kind: ItemKind, base: string, card?: DomElement): Omit<ListedItem, "group" | "inRegion"> | null {
  const name = cleanLabel(el.textContent);
  if (!name) return null;
  const holder = card ?? cardOf(el);
  return { name, href: firstLink(el, holder, base), kind, excerpt: bounded(holder.textContent) };
}

/** A logo image: its alt text without "logo"; the enclosing link gives the href. */
function logo(el: DomElement, base: string): Omit<ListedItem, "group" | "inRegion"> | null {
  const alt = (el.getAttribute("alt") ?? el.getAttribute("title") ?? "").replace(/\b(?:company |customer |partner )?logo(?:type)?\b|\bicon\b/gi, " ");
  const name = cleanLabel(alt);
  if (!name) return null;
  const holder = cardOf(el);
  return { name, href: firstLink(el, holder, base), kind: "logo", excerpt: bounded(`${name} ${holder.textContent ?? ""}`) };
}

/** The item's card: the largest ancestor (≤ 4 levels) holding no other heading, list item, row or image. */
function cardOf(el: DomElement): DomElement {
  let card = el;
  for (let node = el.parentElement, level = 0; node && level < 4; node = node.parentElement, level++) {
    if (CARD_STOP.has(node.localName)) break;
    if (node.querySelectorAll("h2, h3, h4, h5, li, tr").length > 1 || node.querySelectorAll("img").length > 1) break;
    card = node;
  }
  return card;
}

const CARD_STOP = new Set(["body", "main", "ul", "ol", "table", "tbody", "section"]);

function firstLink(el: DomElement, card: DomElement, base: string): string | null {
  const a = el.closest("a[href]") ?? el.querySelector("a[href]") ?? card.closest("a[href]") ?? card.querySelector("a[href]");
  const href = absoluteUrl(a?.getAttribute("href") ?? null, base);
  if (!href || !/^https?:/i.test(href)) return null;
  const url = new URL(href);
  url.hash = "";
  url.search = "";
  return url.href;
}

/** Inside a button, select or label: a control, not an item. Links are fine (directory cards are links). */
function insideInteractive(el: DomElement): boolean {
  return el.closest("button, select, option, label, textarea") !== null;
}

function marked(el: DomElement, region: RegExp): boolean {
  for (let node: DomElement | null = el, level = 0; node && level < 12; node = node.parentElement, level++) {
    const marks = `${node.getAttribute("id") ?? ""} ${node.getAttribute("class") ?? ""} ${node.getAttribute("aria-label") ?? ""} ${node.getAttribute("data-section") ?? ""}`;
    if (region.test(marks)) return true;
  }
  return false;
}

/** A page's or section's own title ("Features", "All integrations"): never an item of its list. */
const SECTION_TITLE = /^(?:all |our |more |other |popular |featured |top )?(?:features?|products?|integrations?|apps|app directory|marketplace|connectors|partners|customers?|clients|case studies|customer stories|stories|pricing|plans|overview|solutions|platform|capabilities)$/i;

/** A short label, or null for prose, calls to action, bare numbers and prices. */
export function cleanLabel(raw: string | null | undefined): string | null {
  const text = squash(raw).replace(/^[\s•·\-–—*✓✔☑→>]+/u, "").replace(/[\s:·\-–—]+$/u, "").trim();
  if (text.length < 2 || text.length > MAX_LABEL_CHARS || !/\p{L}/u.test(text)) return null;
  if (text.split(" ").length > MAX_WORDS || /[.!?]$/.test(text) && text.split(" ").length > 4) return null;
  if (CALL_TO_ACTION.test(text) || SECTION_TITLE.test(text)) return null;
  return text;
}

export function squash(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

export function bounded(value: string | null | undefined, max = EXCERPT_CHARS): string {
  const text = squash(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Whether a page's URL path names the topic (`/features`, `/en/integrations`). */
export function pathHas(url: string, pattern: RegExp): boolean {
  try {
    return new URL(url).pathname.split("/").some((s) => pattern.test(s.toLowerCase()));
  } catch {
    return false;
  }
}
