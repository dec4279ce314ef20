import { closestTag, type DomElement } from "./dom";
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
const INERT_HOLDERS = ["pre", "code", "table"];
const BLOCKS_INSIDE = "p, div, ul, ol, table, h1, h2, h3, h4, h5, h6, blockquote, figure";

export function pruneMetadataBlocks(root: DomElement): void {
  const doomed: DomElement[] = [];
  for (const element of Array.from(root.querySelectorAll("p, div, span"))) {
    const chars = textLengthUpTo(element, MAX_META_CHARS);
    if (chars === 0 || chars > MAX_META_CHARS || closestTag(element, INERT_HOLDERS)) continue;
    if (isMetaLine(collapse(element.textContent ?? "")) && !element.querySelector(BLOCKS_INSIDE)) doomed.push(element);
  }
  for (const element of doomed) if (element.parentNode) element.remove();
}

function isMetaLine(text: string): boolean {
  return DATE.test(text) && (SEPARATOR.test(text) || META_LABEL.test(text)) && text.split(" ").length <= MAX_META_WORDS;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
