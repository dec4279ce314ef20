/**
 * The parsed page every detector reads: a linkedom document (scripts other than JSON-LD, styles and
 * comments removed, so commented-out or script-filled markup never counts) and the page's JSON-LD
 * objects. Work is bounded: the HTML is cut at MAX_HTML_CHARS and JSON-LD at MAX_JSON_LD_CHARS.
 */
import { parseHTML } from "linkedom";
import type { DomDocument, DomElement } from "../markdown/dom";
import { withImpliedTags } from "../markdown/parse-document";
import { stripInertMarkup } from "../markdown/strip-inert-markup";
import { parseLenientJson } from "./lenient-json";

/** Pages above this size are cut: prices and plans sit well inside the first few megabytes. */
export const MAX_HTML_CHARS = 3_000_000;
const MAX_JSON_LD_CHARS = 500_000;
const MAX_JSON_LD_BLOCKS = 50;
/** Markup nested deeper than this is not a real page; such input is refused rather than walked. */
const MAX_NESTING = 2_000;

export type JsonObject = Record<string, unknown>;

export interface DetectorPage {
  doc: DomDocument;
  /** Every object in the page's JSON-LD (top level, arrays, `@graph`), in document order. */
  jsonLd: JsonObject[];
}

/** Parses `html` for the detectors; null when the input is empty or too hostile to walk. */
export function loadPage(html: string): DetectorPage | null {
  if (typeof html !== "string" || html.trim() === "") return null;
  // linkedom builds a real canvas for <canvas> and needs the `canvas` package for it, which workerd
  // lacks: the element is renamed so it parses as an unknown one.
  const text = stripInertMarkup(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html).replace(/<(\/?)canvas\b/gi, "<$1x-canvas");
  if (nestingDepth(text) > MAX_NESTING) return null;
  const doc = (parseHTML(withImpliedTags(text)) as { document: DomDocument }).document;
  return { doc, jsonLd: readJsonLd(doc) };
}

function readJsonLd(doc: DomDocument): JsonObject[] {
  const out: JsonObject[] = [];
  const scripts = doc.querySelectorAll('script[type*="ld+json" i]');
  for (let i = 0; i < Math.min(scripts.length, MAX_JSON_LD_BLOCKS); i++) {
    const text = (scripts[i] as DomElement).textContent ?? "";
    if (text.length > MAX_JSON_LD_CHARS) continue;
    flattenJsonLd(parseLenientJson(text), out, 0);
  }
  return out;
}

function flattenJsonLd(value: unknown, out: JsonObject[], depth: number): void {
  if (depth > 6 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) flattenJsonLd(item, out, depth + 1);
    return;
  }
  const object = value as JsonObject;
  out.push(object);
  flattenJsonLd(object["@graph"], out, depth + 1);
}

/**
 * Upper bound of element nesting, counted on the raw text without parsing (void and self-closed
 * tags are not counted as opened). Linear in the input.
 */
function nestingDepth(html: string): number {
  const tag = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
  let depth = 0;
  let max = 0;
  for (let m = tag.exec(html); m !== null; m = tag.exec(html)) {
    if (m[1]) depth = Math.max(0, depth - 1);
    else if (!m[3] && !VOID.has((m[2] as string).toLowerCase())) depth++;
    if (depth > max) max = depth;
  }
  return max;
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "p", "li", "option", "td", "tr", "th"]);

/** The `@type` names of a JSON-LD node, without any vocabulary prefix (`schema:Product` → `Product`). */
export function jsonLdTypes(node: JsonObject): string[] {
  const type = node["@type"];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^.*[/:#]/, ""));
}

/** A trimmed, whitespace-collapsed string, or null for anything else or an empty one. */
export function text(value: unknown, max = 500): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const clean = value.replace(/\s+/g, " ").trim();
  return clean ? clean.slice(0, max) : null;
}

/** The `content` of the first `<meta>` whose property or name is one of `keys`. */
export function metaContent(doc: DomDocument, keys: readonly string[]): string | null {
  for (const key of keys) {
    const el = doc.querySelector(`meta[property="${key}"], meta[name="${key}"], meta[itemprop="${key}"]`);
    const value = text(el?.getAttribute("content"));
    if (value) return value;
  }
  return null;
}

/**
 * Runs an extraction so that no page can make a detector throw: linkedom is not a spec parser and
 * has thrown on real markup (it did on `<canvas>` inside workerd). A page it cannot read yields
 * null, as a page without the detector's data does.
 */
export function readSafely<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
