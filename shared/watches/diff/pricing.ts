/**
 * Pricing events from two plan lists. Plans are matched by name; a plan that disappears while
 * another appears is a rename when they share a word or their only price (reported as the old
 * plan removed and the new one added, `change_kind: "renamed"`); cards without names (`#1`) that
 * gain names are not news. Prices are compared only between the same billing terms, so a toggle
 * that changes its default term, or a page that renders one term client-side, reports nothing.
 */
import { money, percentChange, sameAmount } from "../../detectors/change";
import { pairOneToOne, shareAWord } from "../../detectors/pairing";
import type { EventDraft, EventMoney } from "../events";
import type { PricingPlan, PricingTopicState } from "../topics";
import { damp, draft, q } from "./draft";
import type { PageTexts } from "./excerpt";

interface PlanGroup {
  key: string;
  name: string;
  terms: Map<PricingPlan["billing"], PricingPlan>;
}

export function diffPricing(before: PricingTopicState, after: PricingTopicState, texts: { before: PageTexts; after: PageTexts }): EventDraft[] {
  const was = group(before.plans);
  const now = group(after.plans);
  const currency = { before: dominantCurrency(before.plans), after: dominantCurrency(after.plans) };
  const moneyOf = (plan: PricingPlan | null, side: "before" | "after"): EventMoney | undefined => toMoney(plan, currency[side]);
  const out: EventDraft[] = [];
  const removed = [...was.values()].filter((g) => !now.has(g.key));
  const added = [...now.values()].filter((g) => !was.has(g.key));
  const renames = pairRenames(removed, added);
  const paired = new Set(renames.flat());
  const evidence = (g: PlanGroup, side: "before" | "after", field: string) => {
    const plan = primary(g) as PricingPlan;
    const excerpt = texts[side].around(plan.page_url, g.name) ?? describe(plan, currency[side]);
    return [{ page_url: plan.page_url, before_excerpt: side === "before" ? excerpt : "", after_excerpt: side === "after" ? excerpt : "", fields: [field] }];
  };
  for (const [old, renamed] of renames) {
    if (positional(old.name)) {
      out.push(...comparePrices(old, renamed, moneyOf, texts, 0.75));
      continue;
    }
    out.push(draft("pricing.plan_removed", old.name, `Plan ${q(old.name)} removed: renamed to ${q(renamed.name)}`, compact({ plan: old.name, name: renamed.name, change_kind: "renamed", price: moneyOf(primary(old), "before") }), 0.7, evidence(old, "before", `plans.${old.name}`)));
    out.push(draft("pricing.plan_added", renamed.name, `Plan ${q(renamed.name)} added: renamed from ${q(old.name)} at ${describe(primary(renamed), currency.after)}`, compact({ plan: renamed.name, name: old.name, change_kind: "renamed", price: moneyOf(primary(renamed), "after") }), 0.7, evidence(renamed, "after", `plans.${renamed.name}`)));
  }
  for (const g of removed) {
    if (paired.has(g)) continue;
    const price = moneyOf(primary(g), "before");
    out.push(draft("pricing.plan_removed", g.name, `Plan ${q(g.name)} removed (was ${describe(primary(g), currency.before)})`, compact({ plan: g.name, price, change_kind: "removed" }), 0.85, evidence(g, "before", `plans.${g.name}`)));
  }
  for (const g of added) {
    if (paired.has(g)) continue;
    const plan = primary(g);
    out.push(draft("pricing.plan_added", g.name, `Plan ${q(g.name)} added at ${describe(plan, currency.after)}`, compact({ plan: g.name, price: moneyOf(plan, "after"), billing_period: plan?.billing ?? undefined, change_kind: "added" }), 0.85, evidence(g, "after", `plans.${g.name}`)));
  }
  for (const g of was.values()) {
    const other = now.get(g.key);
    if (other) out.push(...comparePrices(g, other, moneyOf, texts, 0.9));
  }
  return damp(out, was.size);
}

function group(plans: readonly PricingPlan[]): Map<string, PlanGroup> {
  const groups = new Map<string, PlanGroup>();
  for (const plan of plans) {
    const key = plan.name.toLowerCase();
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, name: plan.name, terms: new Map() }));
    if (!g.terms.has(plan.billing)) g.terms.set(plan.billing, plan);
  }
  return groups;
}

const positional = (name: string): boolean => /^#\d+$/.test(name);
/** Pairs removed and added plans that are one plan renamed: a shared word, then the same price; nameless cards that gain names pair by price order. */
function pairRenames(removed: PlanGroup[], added: PlanGroup[]): Array<[PlanGroup, PlanGroup]> {
  const pairs = pairOneToOne(removed, added, [
    (a, b) => shareAWord(a.name, b.name),
    (a, b) => {
      const [pa, pb] = [primary(a), primary(b)];
      if (!pa || !pb || pa.amount === null || !sameAmount(pa.amount, pb.amount)) return false;
      return pa.currency === pb.currency || pa.currency === null || pb.currency === null;
    },
  ]);
  const paired = new Set(pairs.flat());
  const nameless = removed.filter((g) => positional(g.name) && !paired.has(g));
  const named = added.filter((g) => !paired.has(g)).sort((a, b) => (primary(a)?.amount ?? Infinity) - (primary(b)?.amount ?? Infinity));
  if (nameless.length > 0 && nameless.length === named.length) {
    nameless.sort((a, b) => Number(a.name.slice(1)) - Number(b.name.slice(1))).forEach((g, i) => pairs.push([g, named[i] as PlanGroup]));
  }
  return pairs;
}

/** The price shown first for a plan: monthly, then unspecified, then annual billing. */
function primary(g: PlanGroup): PricingPlan | null {
  return g.terms.get("monthly") ?? g.terms.get(null) ?? g.terms.get("annual") ?? null;
}

type MoneyOf = (plan: PricingPlan | null, side: "before" | "after") => EventMoney | undefined;

/** Price changes of one plan between the billing terms both versions show (a term stated on one side only matches the other's single or monthly term). */
function comparePrices(was: PlanGroup, now: PlanGroup, moneyOf: MoneyOf, texts: { before: PageTexts; after: PageTexts }, score: number): EventDraft[] {
  const out: EventDraft[] = [];
  for (const [term, before] of was.terms) {
    // A term shown on one side only is compared with the other side's primary price, and only from
    // this side's primary term: a page re-rendered without its toggle shows the monthly price alone.
    const after = now.terms.get(term) ?? (term === null ? (now.terms.size === 1 ? [...now.terms.values()][0] : now.terms.get("monthly")) : !now.terms.has("monthly") && !now.terms.has("annual") && primary(was) === before ? now.terms.get(null) : undefined);
    if (!after) continue;
    const kind = priceChangeKind(before, after);
    if (!kind) continue;
    const where = `${q(now.name)}${term ? ` (${term} billing)` : ""}`;
    const field = `plans.${now.name}${term ? `.${term}` : ""}.${kind === "currency" ? "currency" : kind === "period" ? "period" : "amount"}`;
    const [oldPrice, newPrice] = [moneyOf(before, "before"), moneyOf(after, "after")];
    const pct = before.amount !== null && after.amount !== null && kind !== "currency" ? percentChange(before.amount, after.amount) : "";
    const summary = `Plan ${where} price changed from ${describe(before, oldPrice?.currency ?? null)} to ${describe(after, newPrice?.currency ?? null)}${pct}`;
    out.push(
      draft("pricing.price_changed", now.name, summary, compact({ plan: now.name, old_price: oldPrice, new_price: newPrice, billing_period: term ?? undefined, change_kind: kind }), kind === "currency" ? score - 0.15 : score, [
        {
          page_url: after.page_url,
          before_excerpt: texts.before.around(before.page_url, was.name) ?? describe(before, oldPrice?.currency ?? null),
          after_excerpt: texts.after.around(after.page_url, now.name) ?? describe(after, newPrice?.currency ?? null),
          fields: [field],
        },
      ]),
    );
  }
  return out;
}

function priceChangeKind(before: PricingPlan, after: PricingPlan): string | null {
  if (before.amount === 0 && after.amount === 0) return null;
  if (before.currency !== null && after.currency !== null && before.currency !== after.currency) return "currency";
  if (before.amount === null || after.amount === null) {
    if (before.amount === after.amount) return null;
    return after.amount === null ? "now_custom" : "now_priced";
  }
  if (sameMonthly(before, after)) return null;
  if (!sameAmount(before.amount, after.amount)) return after.amount > before.amount ? "increase" : "decrease";
  if (before.period !== null && after.period !== null && before.period !== after.period) return "period";
  return null;
}

/** "$48/year" and "$4/month" are one price written two ways. */
function sameMonthly(a: PricingPlan, b: PricingPlan): boolean {
  const monthly = (p: PricingPlan): number | null => (p.amount === null ? null : p.period === "year" ? p.amount / 12 : p.period === "month" ? p.amount : null);
  const [x, y] = [monthly(a), monthly(b)];
  return a.period !== b.period && x !== null && y !== null && Math.abs(x - y) <= 0.01 * Math.max(1, x, y);
}

/** The currency most plans of a state use: a "Free" card has none of its own. */
function dominantCurrency(plans: readonly PricingPlan[]): string | null {
  const counts = new Map<string, number>();
  for (const p of plans) if (p.currency) counts.set(p.currency, (counts.get(p.currency) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function toMoney(plan: PricingPlan | null, fallbackCurrency: string | null): EventMoney | undefined {
  const currency = plan?.currency ?? fallbackCurrency;
  if (!plan || plan.amount === null || !currency) return undefined;
  return { amount: plan.amount, currency, period: plan.period ?? "unspecified" };
}

function describe(plan: PricingPlan | null, fallbackCurrency: string | null): string {
  if (!plan) return "no price";
  if (plan.amount === null) return `${plan.name}: custom pricing`;
  return `${plan.name}: ${money(plan.amount, plan.currency ?? fallbackCurrency)}${plan.period ? `/${plan.period.replace("_", "-")}` : ""}${plan.per ? ` per ${plan.per}` : ""}`;
}

/** Drops undefined fields: `data` carries only what is known. */
export function compact<T extends Record<string, unknown>>(data: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
}
