/**
 * Reads the plans of a SaaS pricing page: name, amount, currency, period, billing term and seat unit.
 * Reusable on its own (watches read their `pricing` topic with it): `readPlans(html)`.
 *
 * How: every short visible element that reads as a price with a currency (or says "Free") is a
 * price anchor. Its plan card is the largest ancestor holding at most one plan name and at most two
 * price anchors (a monthly/annual pair); the name is the card's heading or `*name*`/`*title*`
 * element. Headings beside priced cards that offer "Contact us" become custom plans (amount null).
 * Hidden elements (`hidden`, `display:none`), calls to action (buttons, links), comments, scripts
 * and template tags never count, so placeholders and commented-out plans cause no change.
 */
import type { DomElement } from "../markdown/dom";
import { currencyToIso } from "./currency";
import { loadPage } from "./page";
import { parsePriceText } from "./price-text";
import { billingContext, billingNote, toggleBlock, toggleDefault } from "./saas-billing";
import { shortTexts } from "./short-text";
import { inCallToAction, isHidden, isStruck } from "./visibility";

export type PlanPeriod = "month" | "year" | "one_time" | null;
export type PlanBilling = "monthly" | "annual" | null;

export interface Plan {
  /** Heading of the plan card; null when the cards have no names (then keyed by position). */
  name: string | null;
  /** Null for a custom plan ("Contact us"). */
  amount: number | null;
  currency: string | null;
  /** The unit printed after the price: `/mo` → month. */
  period: PlanPeriod;
  /** Which toggle the price belongs to when the page offers monthly and annual billing. */
  billing: PlanBilling;
  /** Seat unit when the price is per user/seat/member. */
  per: string | null;
}

export interface PricingState {
  plans: Plan[];
}

const MAX_ELEMENTS = 60_000;
/** Texts up to this length are read (anchors ≤ 60, names ≤ 40, a price's period line ≤ 160). */
const CONTEXT_CHARS = 160;
const MAX_ANCHOR_CHARS = 60;
const MAX_PLANS = 60;
const MAX_NAME_CHARS = 40;
const MAX_CLIMB = 10;

/** Plans of the page, in page order; null when the page shows none. */
export function readPlans(html: string): PricingState | null {
  const page = loadPage(stripTemplateSyntax(html));
  const root = page?.doc.body ?? page?.doc.documentElement;
  if (!page || !root) return null;
  const texts = shortTexts(root, CONTEXT_CHARS);
  const elements = root.querySelectorAll("*");
  const limit = Math.min(elements.length, MAX_ELEMENTS);
  const anchors: Anchor[] = [];
  const names: DomElement[] = [];
  for (let i = 0; i < limit; i++) {
    const el = elements[i] as DomElement;
    const content = texts.get(el);
    if (content === undefined || content === "") continue;
    if (isNameElement(el, content)) names.push(el);
    const anchor = readAnchor(el, content, texts);
    if (anchor) anchors.push(anchor);
  }
  const visibleAnchors = anchors.filter((a) => !inCallToAction(a.el) && (!isHidden(a.el) || hiddenToggleCounts(a, anchors)));
  const defaultBilling = toggleDefault(page.doc.querySelectorAll("input"));
  const index = indexAncestors(visibleAnchors, names);
  const plans: Plan[] = [];
  const cards = new Set<DomElement>();
  for (const anchor of visibleAnchors) {
    const card = cardOf(anchor.el, index);
    cards.add(card.card);
    const contextBilling = billingContext(anchor.el);
    let billing = contextBilling ?? defaultBilling ?? billingNote(anchor.el, texts);
    // A struck price inside an annual block is the monthly-billing price it is compared with.
    if (anchor.struck) {
      if (contextBilling !== "annual") continue;
      billing = "monthly";
    }
    plans.push({ name: card.name, amount: anchor.amount, currency: anchor.currency, period: anchor.period, billing, per: anchor.per });
  }
  plans.push(...customPlans(names, cards, plans));
  plans.push(...mentionedFreePlan(texts, plans));
  return finish(plans);
}

interface Anchor {
  el: DomElement;
  amount: number;
  currency: string | null;
  period: PlanPeriod;
  per: string | null;
  struck: boolean;
}

const FREE = /^free(?: forever)?!?$/i;

/** A minimal element whose text is a price with a currency (`$5/mo`, `£ 20*`, `from $ 130*`) or "Free". */
function readAnchor(el: DomElement, content: string, texts: Map<DomElement, string>): Anchor | null {
  if (SKIP_TAGS.has(el.localName)) return null;
  if (content.length > MAX_ANCHOR_CHARS) return null;
  if (FREE.test(content) && !HEADING_TAGS.has(el.localName) && el.children.length === 0 && !isNameElement(el, content)) {
    return { el, amount: 0, currency: null, period: null, per: null, struck: false };
  }
  if (!/\d/.test(content)) return null;
  const parsed = parsePriceText(content);
  if (parsed.amount === null || !parsed.currency || !priceLike(content)) return null;
  for (let i = 0; i < el.children.length; i++) {
    const child = el.children[i] as DomElement;
    const childParsed = parsePriceText(texts.get(child) ?? "");
    if (childParsed.currency && childParsed.amount === parsed.amount) return null;
  }
  const context = periodContext(el, content, texts);
  return {
    el,
    amount: parsed.amount,
    currency: parsed.iso ?? currencyToIso(parsed.currency) ?? parsed.currency,
    period: readPeriod(context),
    per: readPer(context),
    struck: isStruck(el),
  };
}

/** Rejects prose that merely mentions a price ("All payments within 48 hours of $5"). */
function priceLike(content: string): boolean {
  const words = content.replace(/[\d.,$€£¥*]/g, " ").split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  return words.length <= 6;
}

/** The anchor's own text plus its short ancestors', where `/mo` or `per user/month` is printed. */
function periodContext(el: DomElement, content: string, texts: Map<DomElement, string>): string {
  let context = content;
  let node = el.parentElement;
  for (let level = 0; level < 3 && node; level++, node = node.parentElement) {
    const text = texts.get(node);
    if (text === undefined) break;
    context = text;
  }
  return context;
}

function readPeriod(text: string): PlanPeriod {
  if (/\/\s*(?:mo|month)\b|per\s+(?:\w+\s*\/\s*)?month|\bmonthly\b|\ba month\b|\/\s*\w+\s*\/\s*mo(?:nth)?\b|\bmo\b|\bmonth\b/i.test(text)) return "month";
  if (/\/\s*(?:yr|year)\b|per\s+(?:\w+\s*\/\s*)?year|\byearly\b|\ba year\b|\bannually\b|\byear\b/i.test(text)) return "year";
  if (/one[- ]time|\bonce\b|lifetime/i.test(text)) return "one_time";
  return null;
}

function readPer(text: string): string | null {
  const m = /(?:per|\/)\s*(user|seat|member|agent|editor|host)s?\b/i.exec(text);
  return m ? (m[1] as string).toLowerCase() : null;
}

const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const SKIP_TAGS = new Set(["script", "style", "template", "noscript", "option", "select", "button", "a", "title", "head", "textarea"]);
const NAME_CLASS = /(?:^|[\s_-])(?:name|title|tier|plan)(?:$|[\s_-])|plan-?name|tier-?name|pricing-?name|plan-?title/i;
const NOT_A_NAME = /^(?:most popular|popular|recommended|best value|new|save \d+%?|pricing|plans?|features?|billed .*|per .*)$|billed|\/\s*(?:mo|month|year|yr)\b/i;

/** A plan name candidate: a heading or a `*name*`/`*title*` element with a short label. */
function isNameElement(el: DomElement, content: string): boolean {
  const heading = HEADING_TAGS.has(el.localName);
  const cls = el.getAttribute("class") ?? "";
  if (!heading && (!NAME_CLASS.test(cls) || /price|cost|amount/i.test(cls))) return false;
  if (!content || content.length > MAX_NAME_CHARS || !/\p{L}/u.test(content) || NOT_A_NAME.test(content)) return false;
  if (/\d/.test(content) && parsePriceText(content).currency) return false;
  return !isHidden(el) && !inCallToAction(el);
}

interface AncestorInfo {
  /** Plan names inside, first one first (document order). */
  names: string[];
  /** Price anchors inside that are not struck through. */
  anchors: number;
}

/** For every ancestor (up to MAX_CLIMB + 1 levels) of a name or an anchor: what it holds. Linear in names + anchors. */
function indexAncestors(anchors: Anchor[], names: DomElement[]): Map<DomElement, AncestorInfo> {
  const index = new Map<DomElement, AncestorInfo>();
  const at = (node: DomElement): AncestorInfo => {
    let info = index.get(node);
    if (!info) index.set(node, (info = { names: [], anchors: 0 }));
    return info;
  };
  for (const name of names) {
    const label = squash(name.textContent);
    for (let node: DomElement | null = name, level = 0; node && level <= MAX_CLIMB + 1; node = node.parentElement, level++) {
      const info = at(node);
      if (!info.names.some((n) => n.toLowerCase() === label.toLowerCase())) info.names.push(label);
    }
  }
  for (const anchor of anchors) {
    if (anchor.struck) continue;
    for (let node: DomElement | null = anchor.el, level = 0; node && level <= MAX_CLIMB + 1; node = node.parentElement, level++) at(node).anchors++;
  }
  return index;
}

/** Climbs from an anchor while the ancestor holds at most one plan name and at most two price anchors. */
function cardOf(el: DomElement, index: Map<DomElement, AncestorInfo>): { card: DomElement; name: string | null } {
  let card = el;
  let name: string | null = null;
  for (let node = el.parentElement, level = 0; node && level < MAX_CLIMB; node = node.parentElement, level++) {
    if (node.localName === "body" || node.localName === "html") break;
    const info = index.get(node);
    if (info && (info.names.length > 1 || info.anchors > 2)) break;
    card = node;
    name = info?.names[0] ?? name;
  }
  return { card, name };
}

/**
 * A price hidden inside a monthly/annual block still counts (the visitor's toggle shows it), unless
 * it repeats a visible price of the same block pair: that is a script's placeholder.
 */
function hiddenToggleCounts(anchor: Anchor, all: Anchor[]): boolean {
  const block = toggleBlock(anchor.el);
  if (!block?.parentElement) return false;
  const pair = block.parentElement;
  return !all.some((other) => other !== anchor && pair.contains(other.el) && !isHidden(other.el) && other.amount === anchor.amount);
}

const CUSTOM = /contact (?:us|sales)|talk to (?:us|sales)|get (?:a )?quote|custom pricing|request (?:a )?(?:demo|quote)|let'?s talk|book a demo/i;

/** Named cards beside the priced ones (sharing an ancestor within four levels) that offer "Contact us" instead of a price. */
function customPlans(names: DomElement[], cards: Set<DomElement>, priced: Plan[]): Plan[] {
  const near = new Set<DomElement>();
  for (const card of cards) for (const up of ancestors(card, 4)) near.add(up);
  const known = new Set(priced.map((p) => p.name?.toLowerCase()));
  const out: Plan[] = [];
  for (const nameEl of names) {
    const name = squash(nameEl.textContent);
    if (known.has(name.toLowerCase())) continue;
    let card: DomElement = nameEl;
    for (let node = nameEl.parentElement, level = 0; node && level < 6; node = node.parentElement, level++) {
      if (names.some((n) => n !== nameEl && node.contains(n) && squash(n.textContent).toLowerCase() !== name.toLowerCase())) break;
      card = node;
    }
    if ([...cards].some((c) => card.contains(c) || c.contains(card))) continue;
    if (!ancestors(card, 4).some((up) => near.has(up)) || !CUSTOM.test(squash(card.textContent))) continue;
    out.push({ name, amount: null, currency: null, period: null, billing: null, per: null });
    known.add(name.toLowerCase());
  }
  return out;
}

const FREE_MENTION = /\b(?:our|the|a) (free) (?:plan|tier)\b/i;

/**
 * A free plan the page names in a sentence ("Check out our Free plan to start…") without a card of
 * its own: a plan at 0, in the currency and period of the priced plans when they all share one.
 */
function mentionedFreePlan(texts: Map<DomElement, string>, plans: Plan[]): Plan[] {
  const priced = plans.filter((p) => p.amount !== null && p.amount > 0);
  if (priced.length === 0 || plans.some((p) => p.amount === 0 || /^free\b/i.test(p.name ?? ""))) return [];
  for (const [el, content] of texts) {
    const m = FREE_MENTION.exec(content);
    if (!m || content.includes("?") || el.children.length > 0 || isHidden(el) || inCallToAction(el)) continue;
    return [{ name: m[1] as string, amount: 0, currency: only(priced.map((p) => p.currency)), period: only(priced.map((p) => p.period)), billing: null, per: null }];
  }
  return [];
}

/** The one value all entries share, else null. */
function only<T>(values: T[]): T | null {
  return new Set(values).size === 1 ? (values[0] as T) : null;
}

function ancestors(el: DomElement, levels: number): DomElement[] {
  const out: DomElement[] = [];
  for (let node = el.parentElement, level = 0; node && level < levels; node = node.parentElement, level++) {
    if (node.localName === "body" || node.localName === "html") break;
    out.push(node);
  }
  return out;
}

/** Drops repeats (the comparison table restating a card) and nameless prices when named plans exist. */
function finish(plans: Plan[]): PricingState | null {
  const named = plans.some((p) => p.name !== null);
  const seen = new Set<string>();
  const out: Plan[] = [];
  for (const plan of plans) {
    if (named && plan.name === null) continue;
    const key = `${plan.name?.toLowerCase() ?? `#${out.length}`}|${plan.billing ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(plan);
    if (out.length >= MAX_PLANS) break;
  }
  return out.length ? { plans: out } : null;
}

function squash(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

/** Django/Jinja/Liquid tags and YAML front matter in page sources: not content. */
function stripTemplateSyntax(html: string): string {
  if (!html.includes("{%") && !html.includes("{{") && !html.startsWith("---")) return html;
  return html
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "")
    .replace(/\{%[\s\S]{0,2000}?%\}|\{\{[\s\S]{0,500}?\}\}|\{#[\s\S]{0,2000}?#\}/g, "");
}
