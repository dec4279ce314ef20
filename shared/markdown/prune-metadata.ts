import { type DomElement, type DomNode, isElement } from "./dom";
import { textLengthUpTo } from "./text-length";

/**
 * A meta line: a short block holding a date and split by separators ("Freitag | 14. Juni 2019 |
 * 15:49 VON … IN Fashion | 0 COMMENTS", "2021-10-16 | News") is page metadata, not text. The
 * date-only rule misses it because of what surrounds the date.
 */
const DATE = /\b\d{1,2}\.\s?\p{L}{3,12}\.?\s\d{4}\b|\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b|\b\p{L}{3,12}\.?\s\d{1,2},\s\d{4}\b|\b\d{1,2}\s\p{L}{3,12}\.?\s\d{4}\b/u;
const SEPARATOR = /\s[|•·]\s/;
/** Labels a meta line uses between its date and the rest ("24.01.2022 Kategorie: News", "May 3, 2021 By: Jane Doe"). */
const META_LABEL = /(?<!\p{L})(?:kategorien?|category|categories|rubrik|tags?|schlagwörter|von|by|autor(?:in)?|author|posted in|filed under|veröffentlicht in|publié dans|publicado en)\s*:/iu;
const MAX_META_CHARS = 150;
const MAX_META_WORDS = 20;
const BLOCKS_INSIDE = "p, div, ul, ol, table, h1, h2, h3, h4, h5, h6, blockquote, figure";

export function pruneMetadataBlocks(root: DomElement): void {
  const doomed: DomElement[] = [];
  for (const element of Array.from(root.querySelectorAll("p, div, span"))) {
    const chars = textLengthUpTo(element, MAX_META_CHARS);
    if (chars === 0 || chars > MAX_META_CHARS || element.closest("pre, code, table")) continue;
    if (isMetaLine(collapse(element.textContent ?? "")) && !element.querySelector(BLOCKS_INSIDE)) doomed.push(element);
  }
  for (const element of doomed) if (element.parentNode) element.remove();
}

/**
 * The article's own headline inside it, after a few short lines (a kicker, a section label, a
 * breaking-news ticker): what stands above the headline is page furniture, and the headline is
 * the title the Markdown opens with anyway. Only when that furniture is short and has no picture.
 */
const MAX_ABOVE_TITLE_CHARS = 200;

export function pruneAboveTitle(root: DomElement, title: string | null): void {
  const wanted = title ? normaliseTitle(title) : "";
  if (wanted.length < 10) return;
  const heading = Array.from(root.querySelectorAll("h1, h2")).find((h) => textLengthUpTo(h, 300) <= 300 && normaliseTitle(h.textContent ?? "") === wanted);
  if (!heading) return;
  const above: DomNode[] = [];
  let chars = 0;
  for (let node: DomElement | null = heading; node && node !== root; node = node.parentElement) {
    for (let previous = node.previousSibling; previous; previous = previous.previousSibling) {
      if (isElement(previous) && (previous.nodeName === "IMG" || previous.querySelector("img, picture, video, iframe, table, pre"))) return;
      chars += textLengthUpTo(previous, MAX_ABOVE_TITLE_CHARS);
      if (chars > MAX_ABOVE_TITLE_CHARS) return;
      above.push(previous);
    }
  }
  for (const node of above) node.remove();
}

/**
 * A line that states only the byline Readability or the page's metadata found ("Jane Doe",
 * "By Jane Doe", "Von Jane Doe"): the author goes in the front matter, never the body.
 */
const BYLINE_PREFIX = /^(?:by|von|par|por|door|di|przez|de|from)\s*:?\s+/iu;

export function pruneBylineLines(root: DomElement, byline: string | null): void {
  const wanted = byline ? normaliseTitle(byline).replace(BYLINE_PREFIX, "") : "";
  if (wanted.length < 5 || wanted.length > 100) return;
  for (const element of Array.from(root.querySelectorAll("p, div, h2, h3, h4, h5, h6, li"))) {
    if (!element.parentNode || textLengthUpTo(element, 120) > 120) continue;
    if (normaliseTitle(element.textContent ?? "").replace(BYLINE_PREFIX, "") === wanted) element.remove();
  }
}

function normaliseTitle(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

function isMetaLine(text: string): boolean {
  return DATE.test(text) && (SEPARATOR.test(text) || META_LABEL.test(text)) && text.split(" ").length <= MAX_META_WORDS;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
