import { closestTag, type DomElement, type DomNode, isElement } from "./dom";
import { collapseWhitespace, textLengthUpTo } from "./text-length";

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
    const text = collapseWhitespace(element.textContent ?? "");
    if ((isMetaLine(text) || isBylineLine(text)) && !element.querySelector(BLOCKS_INSIDE)) doomed.push(element);
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
  return collapseWhitespace(text).toLowerCase();
}

/**
 * A dateline: a date (and time) with nothing around it but the words that announce one ("Posted on
 * April 29, 2022", "Publicado: Jueves, 21 Abril 2022 04:45", "12. November 2015 / 13:48", "Zuletzt
 * aktualisiert am 3.4.2021 um 10:00 Uhr"), in the common page languages.
 */
const DATELINE_DATE = /\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\.?\s(?:de\s)?\p{L}{3,12}\.?,?\s(?:de\s)?\d{4}|\p{L}{3,12}\.?\s\d{1,2}(?:st|nd|rd|th)?,?\s\d{4}/gu;
const DATELINE_TIME = /\d{1,2}[:.h]\d{2}(?::\d{2})?\s*(?:uhr|h|am|pm|a\.m\.|p\.m\.|hrs)?(?!\p{L})/giu;
const DATELINE_WORDS = new Set(
  [
    "posted", "published", "updated", "last", "modified", "created", "edited", "on", "at", "date", "dated", "uhr",
    "veröffentlicht", "aktualisiert", "zuletzt", "geändert", "erstellt", "editiert", "erschienen", "gepostet", "stand", "datum", "am", "um", "vom",
    "publié", "publiée", "mis", "jour", "modifié", "le", "à", "publicado", "actualizado", "atualizado", "fecha", "el", "en", "em", "às", "a", "las",
    "pubblicato", "aggiornato", "il", "alle", "opublikowano", "zaktualizowano", "aktualizacja", "data", "dnia", "o", "gepubliceerd", "bijgewerkt", "op", "om",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
    "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
    "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
    "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela",
    // What the date belongs to, and time zones.
    "article", "artikel", "beitrag", "post", "story", "artículo", "nota", "artykuł", "wpis",
    "utc", "gmt", "ist", "cet", "cest", "mez", "mesz", "edt", "pst", "pdt", "bst", "hs",
  ],
);
const MAX_DATELINE_CHARS = 80;

export function isDateline(text: string): boolean {
  if (text.length > MAX_DATELINE_CHARS) return false;
  const withoutDates = text.replace(DATELINE_DATE, " ");
  if (withoutDates.length === text.length) return false;
  const rest = withoutDates.replace(DATELINE_TIME, " ").toLowerCase().split(/[\s,.:;|/()\[\]–—·•-]+/u);
  return rest.every((word) => word === "" || DATELINE_WORDS.has(word));
}

/**
 * A byline line: "By Jane Doe", "VON Sina Giebel", "Posted by K A", "Texto: Ana Pérez", with a date
 * after a separator or not ("Von Jane Doe | 12.03.2021"). After the lead come only names (capitalised
 * words and the particles of names: "von", "de", "van der"), so "Von Hamburg nach Berlin" or "By the
 * harbour" is not one.
 */
const BYLINE_LEAD = /^(?:(?:posted|written|geschrieben|eingestellt|verfasst|publié|publicado|escrito|scritto|napisany|napisane)\s+(?:by|von|par|por|da|przez)|by|von|par|por|przez|autor(?:in|a)?\s*:|author\s*:|text\s*:|texto\s*:|tekst\s*:|redaktion\s*:|oprac\.|opracowanie\s*:|moderation\s*:|auteur\s*:|édition\s*:|(?:ein )?(?:blog[- ]?beitrag|gastbeitrag|beitrag|artikel) von)\s*:?\s+/iu;
const NAME_WORD = /^(?:\p{Lu}(?:[\p{L}.'’-]*[\p{L}.'’])?|von|van|der|den|de|la|le|del|della|da|di|du|zu|y|und|and|et|e|i|&)$/u;
const MAX_BYLINE_WORDS = 6;
const MAX_BYLINE_CHARS = 80;

function isBylineLine(text: string): boolean {
  if (text.length > MAX_BYLINE_CHARS) return false;
  const dated = text.match(DATE_THEN_NAME);
  if (dated && isDateline(dated[1] ?? "") && isNames(dated[2] ?? "", 2)) return true;
  const lead = text.match(BYLINE_LEAD);
  if (!lead) return false;
  const [names = "", ...rest] = text.slice(lead[0].length).split(/\s+[|·•–—-]\s+|,\s+(?=\d)/u);
  if (rest.length && !rest.every((part) => isDateline(part))) return false;
  return isNames(names, 1);
}

/** A date, a dash or bar, then who wrote it: "11.12.2019 - Amelie Loevenich". */
const DATE_THEN_NAME = /^(.{6,40}?)\s+[|·•–—-]\s+(.{3,60})$/u;

/** Whether `names` is only names: at least `fewest` words, capitalised, or the particles of names. */
function isNames(names: string, fewest: number): boolean {
  const words = names.replace(/,/g, " ").split(/\s+/u).filter(Boolean);
  return words.length >= fewest && words.length <= MAX_BYLINE_WORDS && /^\p{Lu}/u.test(words[0] ?? "") && words.every((word) => NAME_WORD.test(word));
}

function isMetaLine(text: string): boolean {
  return DATE.test(text) && (SEPARATOR.test(text) || META_LABEL.test(text)) && text.split(" ").length <= MAX_META_WORDS;
}
