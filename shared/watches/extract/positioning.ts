/**
 * Positioning topic, from the home page: the headline (first visible h1, else og:title or the
 * title without its brand suffix), the line under it, the category the company claims ("the
 * observability platform for …", JSON-LD `applicationCategory`), the buyer segments it names and
 * whether it pitches to enterprises. Read from the hero and section headings, never the footer.
 */
import type { DomElement } from "../../markdown/dom";
import { jsonLdTypes, metaContent, text } from "../../detectors/page";
import { isHidden } from "../../detectors/visibility";
import type { PositioningTopicState, TargetMarket, TopicPage } from "../topics";
import { parseTopicPage, squash } from "./page-items";

const MARKETS: ReadonlyArray<[TargetMarket, RegExp]> = [
  ["enterprise", /\benterprises?\b|\bfortune 500\b|\blarge (?:organi[sz]ations|companies)\b/i],
  ["mid_market", /\bmid-?(?:market|size[d]?)\b|\bgrowing (?:companies|businesses)\b/i],
  ["smb", /\bsmall (?:and medium(?:-sized)? )?business(?:es)?\b|\bsmbs?\b|\bsmall teams\b/i],
  ["startups", /\bstart-?ups?\b|\bfounders\b/i],
  ["developers", /\bdevelopers?\b|\bengineers\b|\bengineering teams\b|\bdevs\b/i],
  ["agencies", /\bagenc(?:y|ies)\b/i],
  ["education", /\beducation\b|\bschools?\b|\buniversit(?:y|ies)\b|\bteachers\b|\bstudents\b/i],
  ["nonprofits", /\bnon-?profits?\b|\bcharit(?:y|ies)\b/i],
  ["government", /\bgovernment\b|\bpublic sector\b|\bfederal\b/i],
  ["healthcare", /\bhealth ?care\b|\bhospitals?\b|\bclinics?\b|\bhipaa\b/i],
  ["financial_services", /\bfinancial services\b|\bbanks?\b|\bbanking\b|\bfintech\b|\binsurance\b/i],
  ["ecommerce", /\be-?commerce\b|\bonline stores?\b|\bretailers?\b|\bshops\b/i],
];
const ENTERPRISE = /\benterprises?(?:-grade|-ready| plan| edition| security)?\b|\bsaml\b|\bsso\b|\bsoc ?2\b|\biso ?27001\b|\bhipaa\b|\bfortune 500\b/i;
const CATEGORY_NOUN = "platform|software|suite|tool(?:kit)?|app(?:lication)?|service|solution|system|engine|database|cloud|framework|api|crm|cms|erp|workspace|hub|os|assistant|agent|editor|ide|marketplace|network|infrastructure|analytics";
const CATEGORY_PHRASE = `((?:[\\p{L}\\d&+/-]+\\s+){0,3}(?:${CATEGORY_NOUN}))\\b`;
/** "… is the observability platform for …" first; a line that starts with the category ("Workflow automation software for …") second. */
const CATEGORY = [new RegExp(`\\b(?:the|an?|your|one|#1|leading|modern|open[- ]source|all-in-one)\\s+${CATEGORY_PHRASE}`, "iu"), new RegExp(`^${CATEGORY_PHRASE}`, "iu")];
const LEADING_ARTICLE = /^(?:(?:the|an?|your|one|#1|leading|modern|all-in-one)\s+)+/;
const MAX_TEXT_CHARS = 4_000;

export function extractPositioning(pages: readonly TopicPage[]): PositioningTopicState | null {
  for (const page of pages) {
    const parsed = parseTopicPage(page.html, page.url);
    if (!parsed) continue;
    const { doc } = parsed.page;
    const h1 = firstVisible(parsed.content.querySelectorAll("h1"));
    const title = metaContent(doc, ["og:title", "twitter:title"]) ?? squash(doc.title);
    const headline = clip(h1 ? squash(h1.textContent) : stripBrand(title), 300);
    const description = metaContent(doc, ["description", "og:description"]);
    const subheadline = clip((h1 && heroLine(h1)) || description, 400);
    if (!headline && !subheadline) continue;
    const pitch = [headline, subheadline, description, ...headings(parsed.content)].filter(Boolean).join(" \n ").slice(0, MAX_TEXT_CHARS);
    return {
      headline,
      subheadline,
      category: claimedCategory([headline, subheadline, description], parsed.page.jsonLd),
      target_markets: MARKETS.filter(([, pattern]) => pattern.test(pitch)).map(([market]) => market),
      enterprise_messaging: ENTERPRISE.test(pitch),
      page_url: page.url,
    };
  }
  return null;
}

function firstVisible(list: ArrayLike<DomElement>): DomElement | null {
  for (let i = 0; i < Math.min(list.length, 20); i++) {
    const el = list[i] as DomElement;
    if (!isHidden(el) && squash(el.textContent)) return el;
  }
  return null;
}

/** The first paragraph-like text after the h1 within its hero block (≤ 3 levels up). */
function heroLine(h1: DomElement): string | null {
  let scope: DomElement | null = h1.parentElement;
  for (let level = 0; scope && level < 3; level++, scope = scope.parentElement) {
    const candidates = scope.querySelectorAll("p, h2, [class*=subtitle], [class*=subhead], [class*=lead], [class*=tagline]");
    for (let i = 0; i < Math.min(candidates.length, 20); i++) {
      const el = candidates[i] as DomElement;
      if (h1.contains(el) || isHidden(el) || !followsOrInside(h1, el)) continue;
      const line = squash(el.textContent);
      if (line.length >= 12) return line;
    }
  }
  return null;
}

function followsOrInside(h1: DomElement, el: DomElement): boolean {
  const all = h1.ownerDocument.querySelectorAll("*");
  for (let i = 0; i < all.length; i++) {
    if (all[i] === h1) return true;
    if (all[i] === el) return false;
  }
  return false;
}

function headings(root: DomElement): string[] {
  const list = root.querySelectorAll("h2, h3");
  const out: string[] = [];
  for (let i = 0; i < Math.min(list.length, 40); i++) {
    const el = list[i] as DomElement;
    if (!isHidden(el)) out.push(squash(el.textContent).slice(0, 200));
  }
  return out;
}

/** "The data platform for teams" → "data platform"; JSON-LD applicationCategory when the copy names none. */
function claimedCategory(lines: Array<string | null>, jsonLd: Array<Record<string, unknown>>): string | null {
  for (const pattern of CATEGORY) for (const line of lines) {
    const m = line ? pattern.exec(line) : null;
    const found = m?.[1]?.toLowerCase().replace(/\s+/g, " ").replace(LEADING_ARTICLE, "").trim();
    if (found) return clip(found, 120);
  }
  for (const node of jsonLd) {
    if (!jsonLdTypes(node).some((t) => t === "SoftwareApplication" || t === "WebApplication")) continue;
    const category = text(node.applicationCategory, 120);
    if (category) return category.toLowerCase();
  }
  return null;
}

/** "Acme | The data platform" → the longer part without the brand. */
function stripBrand(title: string | null): string | null {
  if (!title) return null;
  const parts = title.split(/\s+[|–—·-]\s+/).map((p) => p.trim()).filter(Boolean);
  return parts.sort((a, b) => b.length - a.length)[0] ?? null;
}

function clip(value: string | null, max: number): string | null {
  const clean = squash(value);
  if (!clean) return null;
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
