import type { DomElement } from "./dom";

/** The fields we read from schema.org JSON-LD. */
export interface JsonLdArticle {
  headline: string | null;
  /** The `name` an article object states beside a different `headline`: some pages put the site's name there. */
  nameBesideHeadline: string | null;
  datePublished: string | null;
  author: string | null;
  /** The article's text as the page states it (`articleBody`), plain text or HTML. */
  articleBody: string | null;
}

const ARTICLE_TYPE = /Article|BlogPosting|Report|Posting|Review|Recipe|HowTo/;
/** A page-level object is only a fallback: its `name` is often the site's, not the article's. */
const PAGE_TYPE = /WebPage/;

/**
 * Reads the first article-like object in the page's JSON-LD blocks (top level, arrays and
 * `@graph`) among its `scripts` (the page's `<script>` elements, in document order). Malformed
 * blocks are skipped: pages often ship broken JSON-LD.
 */
export function readJsonLd(scripts: ArrayLike<DomElement>): JsonLdArticle {
  const found: JsonLdArticle = { headline: null, nameBesideHeadline: null, datePublished: null, author: null, articleBody: null };
  const articles: JsonObject[] = [];
  const pages: JsonObject[] = [];
  /** Nodes by `@id`: an `@graph` names its author once and points at it (`{"@id": "#person"}`). */
  const byId = new Map<string, JsonObject>();
  for (let i = 0; i < scripts.length; i++) {
    if (!JSON_LD_TYPE.test(scripts[i]?.getAttribute("type") ?? "")) continue;
    const text = scripts[i]?.textContent?.replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, "");
    if (!text) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    for (const item of flatten(parsed)) {
      const id = item["@id"];
      if (typeof id === "string" && !byId.has(id)) byId.set(id, item);
      const type = typeNames(item["@type"]);
      if (ARTICLE_TYPE.test(type)) articles.push(item);
      else if (PAGE_TYPE.test(type)) pages.push(item);
    }
  }
  for (const item of articles) {
    found.articleBody ??= asText(item["articleBody"]);
    const name = asText(item["name"]);
    const headline = asText(item["headline"]);
    if (!found.nameBesideHeadline && name && headline && name !== headline) found.nameBesideHeadline = name;
  }
  for (const item of [...articles, ...pages]) {
    found.headline ??= asText(item["headline"]) ?? asText(item["name"]);
    found.datePublished ??= asText(item["datePublished"]);
    found.author ??= authorNames(item["author"], byId);
  }
  return found;
}

const JSON_LD_TYPE = /^\s*application\/ld\+json\s*$/i;

type JsonObject = Record<string, unknown>;

function flatten(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (!value || typeof value !== "object") return [];
  const object = value as JsonObject;
  return [object, ...flatten(object["@graph"])];
}

function typeNames(type: unknown): string {
  return Array.isArray(type) ? type.filter((t) => typeof t === "string").join(" ") : typeof type === "string" ? type : "";
}

function asText(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** The authors' names, joined with ", "; a reference (`{"@id": …}`) is read from the node it names. */
function authorNames(author: unknown, byId: ReadonlyMap<string, JsonObject>): string | null {
  const names: string[] = [];
  for (const one of (Array.isArray(author) ? author : [author]).slice(0, MAX_AUTHORS)) {
    let name: string | null = null;
    if (typeof one === "string") name = asText(one);
    else if (one && typeof one === "object") {
      const node = one as JsonObject;
      const id = node["@id"];
      name = asText(node["name"]) ?? (typeof id === "string" ? asText(byId.get(id)?.["name"]) : null);
    }
    if (name && !names.includes(name)) names.push(name);
  }
  return names.length ? names.join(", ") : null;
}

const MAX_AUTHORS = 10;
