import type { DomDocument, DomElement } from "./dom";
import { readJsonLd } from "./json-ld";
import { elementsByTagNames } from "./linkedom-tag-names";
import { collapseWhitespace } from "./text-length";

export interface PageMetadata {
  title: string | null;
  /** JSON-LD's `name` beside a different `headline` (see readJsonLd): Readability takes it for the title. */
  nameBesideHeadline: string | null;
  /** ISO 8601 (a bare `YYYY-MM-DD` stays as written); null when the page states no date. */
  published: string | null;
  byline: string | null;
  lang: string | null;
  /** `<link rel=canonical href>`, else `og:url`, as written (resolve it against the base URL). */
  canonical: string | null;
  /** The article's text from the page's JSON-LD (`articleBody`), plain text or HTML; see statedBody. */
  articleBody: string | null;
}

const TITLE_KEYS = ["og:title", "twitter:title", "dc.title", "dcterm:title", "dcterms.title", "parsely-title", "sailthru.title"];
const PUBLISHED_KEYS = [
  "article:published_time", "og:article:published_time", "datepublished", "parsely-pub-date",
  "sailthru.date", "dc.date.issued", "dcterms.issued", "dcterms.created", "dc.date", "date",
  "publish-date", "publishdate", "pubdate", "article.published", "published_time",
];
const AUTHOR_KEYS = ["author", "article:author", "parsely-author", "dc.creator", "sailthru.author", "twitter:creator"];

/**
 * Reads title, publication time, author and language from what the page states about itself:
 * JSON-LD first (the most deliberate), then `<meta>` tags, then `<title>` / `<time datetime>`.
 * Call it before extraction, which removes `<script>` (and so the JSON-LD) from the document.
 */
export function readPageMetadata(document: DomDocument, tags = pageTags(document)): PageMetadata {
  const tagged = (name: string) => tags.get(name) ?? [];
  const jsonLd = readJsonLd(tagged("script"));
  const meta = metaValues(tagged("meta"));
  const first = (keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value) ?? null;
  return {
    title: jsonLd.headline ?? first(TITLE_KEYS) ?? documentTitle(document),
    nameBesideHeadline: jsonLd.nameBesideHeadline,
    published:
      normalizeDate(jsonLd.datePublished) ?? normalizeDate(first(PUBLISHED_KEYS)) ?? normalizeDate(timeElementDate(tagged("time"))),
    byline: jsonLd.author ?? nonUrl(first(AUTHOR_KEYS)),
    // BCP 47 tags: og:locale writes "fr_FR".
    lang: (document.documentElement?.getAttribute("lang")?.trim() || meta.get("og:locale"))?.replaceAll("_", "-") || null,
    canonical: canonicalLink(tagged("link")) ?? meta.get("og:url") ?? null,
    articleBody: jsonLd.articleBody,
  };
}

/**
 * The page's `<script>`, `<meta>`, `<link>`, `<time>` and `<base>` elements (readPageMetadata,
 * documentBaseUrl), keyed by tag name: one walk over the page instead of one per name.
 */
export function pageTags(document: DomDocument): Map<string, DomElement[]> {
  return elementsByTagNames(document, ["script", "meta", "link", "time", "base"]);
}

function canonicalLink(links: DomElement[]): string | null {
  for (let i = 0; i < links.length; i++) {
    const rel = links[i]?.getAttribute("rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = links[i]?.getAttribute("href")?.trim();
    if (href && rel.includes("canonical")) return href;
  }
  return null;
}

/**
 * `<title>` usually carries the site name too ("Story | Site"); when the page's first `<h1>` is
 * part of it, the `<h1>` is the story's own title.
 */
function documentTitle(document: DomDocument): string | null {
  const title = collapseWhitespace(document.title);
  const h1 = collapseWhitespace(document.getElementsByTagName("h1")[0]?.textContent ?? "");
  if (h1 && (!title || title.includes(h1))) return h1;
  return title || null;
}

/** `<meta>` content keyed by lowercased name, property or itemprop; the first tag for a key wins. */
function metaValues(tags: DomElement[]): Map<string, string> {
  const values = new Map<string, string>();
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i];
    const content = tag?.getAttribute("content")?.trim();
    if (!tag || !content) continue;
    for (const attribute of ["property", "name", "itemprop"]) {
      // `property` may hold several space-separated names (RDFa).
      for (const key of (tag.getAttribute(attribute) ?? "").toLowerCase().split(/\s+/)) {
        if (key && !values.has(key)) values.set(key, content);
      }
    }
  }
  return values;
}

/**
 * A `<time>` marked as the publication date, else the first dated `<time>` inside an `<article>`,
 * else the first dated `<time>`. (Tag-name lookups: CSS selectors are slow on linkedom.)
 */
function timeElementDate(times: DomElement[]): string | null {
  const dated = times.filter((time) => time.hasAttribute("datetime"));
  const time =
    dated.find((t) => /\bdatePublished\b/.test(t.getAttribute("itemprop") ?? "") || t.hasAttribute("pubdate")) ??
    dated.find((t) => t.closest("article") !== null) ??
    dated[0];
  return time?.getAttribute("datetime") ?? null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO date and time without an offset: the page's local time, whose zone it does not state. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)$/;

/**
 * A stated date as ISO 8601: a date alone as it is, a time with an offset in UTC, and a time without
 * one as stated (no `Z`: converting it would claim a zone the page never gave).
 */
export function normalizeDate(value: string | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (DATE_ONLY.test(trimmed)) return trimmed;
  const local = trimmed.match(LOCAL_DATE_TIME);
  if (local) return Number.isNaN(Date.parse(`${local[1]}T${local[2]}Z`)) ? null : `${local[1]}T${local[2]}`;
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function nonUrl(value: string | null): string | null {
  return value && !/^https?:\/\//i.test(value) ? value : null;
}

/** What a byline line says before the name: "By", "Von", "Par", "Por", "Door", "Av", "Written by"… */
const BYLINE_PREFIX = /^(?:(?:written|posted|published)\s+by|geschrieben\s+von|by|von|par|por|door|av|di)\s*:?\s+/i;
/** A line that is only a byline's prefix ("By", "von", "Written by:"): the name is on the next line. */
export function isBylinePrefix(line: string): boolean {
  const spaced = `${line} `;
  return BYLINE_PREFIX.test(spaced) && !spaced.replace(BYLINE_PREFIX, "").trim();
}

/** A spaced separator after the name: what follows is a date, a reading time, a section. */
const BYLINE_SEPARATOR = /\s+[|·•–—»]\s+/;
/** Month and weekday names (English, German, French, Spanish) and their short forms, as whole words. */
const MONTH_OR_DAY =
  "(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|" +
  "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|" +
  "januar|februar|märz|mai|juni|juli|oktober|dezember|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|" +
  "janvier|février|mars|avril|juin|juillet|août|enero|febrero|marzo|abril|mayo|junio|julio|agosto)\\.?(?=[\\s,]|$)";
/** A date after the name: "on March 1, 2024", "am 3. Mai 2021", ", 1 August 2022", " Feb 21, 2020". */
const TRAILING_DATE = new RegExp(
  `(?:,|\\s+(?:on|am|le|el|il|updated|published|aktualisiert|veröffentlicht))?\\s+(?=\\d{1,2}[./-]\\d|\\d{1,2}\\.?\\s+${MONTH_OR_DAY}|\\d{4}\\b|${MONTH_OR_DAY},?\\s*\\d).*$`,
  "i",
);
/** A byline line that opens with a date or a label, not a name: left as stated. */
const NOT_A_NAME = new RegExp(`^(?:\\d|${MONTH_OR_DAY}|(?:last\\s+)?updated\\b|posted\\b|published\\b)`, "i");

/**
 * The author's name from a byline line ("By Jane Smith on March 1, 2024 · 5 min read" → "Jane
 * Smith"): the leading "By" word and what follows the name (a date, a reading time) are not the
 * name. Several names stay ("Jane Doe, John Roe"); a line that does not start with a name (a date,
 * "Updated …") or reduces to nothing stays as it was.
 */
export function authorName(byline: string | null): string | null {
  if (!byline) return null;
  const name = byline.replace(BYLINE_PREFIX, "").split(BYLINE_SEPARATOR)[0]!.replace(TRAILING_DATE, "").trim();
  return name && !NOT_A_NAME.test(name) && !name.endsWith(":") ? name : byline;
}
