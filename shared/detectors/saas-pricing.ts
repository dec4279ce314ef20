/**
 * `saas_pricing` detector: the plans of a pricing page (saas-plans.ts) and the plan and price
 * changes between two runs. Plans are matched by name; a plan that disappears while another
 * appears is a rename when they share a word or the same price. Prices are compared only between
 * the same billing terms, so a monthly/annual toggle that changes its default, or a page that
 * renders one term client-side, reports nothing.
 */
import { amountImportance, change, type Diff, field, money, percentChange, quote, reported, sameAmount, valuesOf } from "./change";
import { readSafely } from "./page";
import { pairOneToOne, shareAWord } from "./pairing";
import { type Plan, type PlanBilling, type PricingState, readPlans } from "./saas-plans";
import type { DetectedChange, Detector, FieldChange, PriceField } from "./types";

export type { Plan, PricingState } from "./saas-plans";

export const SAAS_PRICING_CHANGE_TYPES = ["plan_added", "plan_removed", "plan_renamed", "price_changed", "currency_changed", "period_changed"] as const;

export const saasPricingDetector: Detector<PricingState> = {
  name: "saas_pricing",
  version: "1.1.0",
  changeTypes: SAAS_PRICING_CHANGE_TYPES,
  extract(html) {
    return readSafely(() => readPlans(html));
  },
  compare(before, after) {
    return comparePlans(before, after);
  },
  changes(before, after) {
    return planChanges(before, after);
  },
};

/** One plan with its prices per billing term (null = the page does not say). */
interface PlanGroup {
  key: string;
  name: string | null;
  order: number;
  terms: Map<PlanBilling, Plan>;
}

export const comparePlans = (before: PricingState | null, after: PricingState | null): DetectedChange[] => reported(diffPlans(before, after));

/**
 * Fields (docs/detectors.md "Changes"): `plans` (a plan's name: before null when added, after null
 * when removed, both when renamed) and, per plan and billing term, `plans.<plan>.price`,
 * `.currency`, `.period` (`plans.<plan>.<monthly|annual>.price` when the page states the term).
 * `<plan>` is the plan's key: its name in lower case, other characters than letters and digits
 * as `_` (`Pro Plus` → `pro_plus`); `#n` for the n-th plan without a name.
 */
export const planChanges = (before: PricingState | null, after: PricingState | null): FieldChange[] => valuesOf(diffPlans(before, after));

/** Every plan's price per billing term, under the field names `changes` uses. */
export function planPriceFields(state: PricingState | null): PriceField[] {
  return [...group(state?.plans ?? []).values()].flatMap((g) =>
    [...g.terms].map(([term, plan]) => ({ field: `${planKey(g, term)}.price`, label: `${displayName(g)}${term ? ` (${term})` : ""}`, amount: plan.amount, currency: plan.currency })),
  );
}

function diffPlans(before: PricingState | null, after: PricingState | null): Diff[] {
  const was = group(before?.plans ?? []);
  const now = group(after?.plans ?? []);
  const diffs: Diff[] = [];
  const removed = [...was.values()].filter((g) => !now.has(g.key));
  const added = [...now.values()].filter((g) => !was.has(g.key));
  const renames = pairRenames(removed, added);
  for (const [oldGroup, newGroup] of renames) {
    diffs.push({
      change: change("plan_renamed", "low", `Plan ${label(oldGroup)} renamed to ${label(newGroup)}`, [`plans.${fieldName(newGroup)}.name`]),
      values: field("plans", displayName(oldGroup), displayName(newGroup)),
    });
    diffs.push(...diffPrices(oldGroup, newGroup));
  }
  const paired = new Set([...renames].flatMap(([a, b]) => [a, b]));
  for (const g of removed) {
    if (paired.has(g)) continue;
    diffs.push({
      change: change("plan_removed", "high", `Plan ${label(g)} removed (was ${describe(g)})`, [`plans.${fieldName(g)}`]),
      values: [...field("plans", displayName(g), null), ...[...g.terms].flatMap(([term, p]) => field(`${planKey(g, term)}.price`, p.amount, null))],
    });
  }
  for (const g of added) {
    if (paired.has(g)) continue;
    diffs.push({
      change: change("plan_added", "high", `Plan ${label(g)} added at ${describe(g)}`, [`plans.${fieldName(g)}`]),
      values: [...field("plans", null, displayName(g)), ...[...g.terms].flatMap(([term, p]) => field(`${planKey(g, term)}.price`, null, p.amount))],
    });
  }
  for (const g of was.values()) {
    const other = now.get(g.key);
    if (other) diffs.push(...diffPrices(g, other));
  }
  return diffs;
}

function group(plans: Plan[]): Map<string, PlanGroup> {
  const groups = new Map<string, PlanGroup>();
  let nameless = 0;
  for (const plan of plans) {
    const key = plan.name !== null ? `name:${plan.name.toLowerCase()}` : `position:${nameless++}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, name: plan.name, order: groups.size, terms: new Map() }));
    if (!g.terms.has(plan.billing)) g.terms.set(plan.billing, plan);
  }
  return groups;
}

/** Pairs removed and added plans that are one plan renamed: a shared word first, then the same price. */
function pairRenames(removed: PlanGroup[], added: PlanGroup[]): Array<[PlanGroup, PlanGroup]> {
  return pairOneToOne(removed, added, [
    (a, b) => shareAWord(a.name, b.name),
    (a, b) => {
      const [pa, pb] = [primary(a), primary(b)];
      if (pa === null || pb === null || pa.amount === null || !sameAmount(pa.amount, pb.amount)) return false;
      return pa.currency === pb.currency || pa.currency === null || pb.currency === null;
    },
  ]);
}

/** The price shown first for a plan: monthly, then unspecified, then annual billing. */
function primary(g: PlanGroup): Plan | null {
  return g.terms.get("monthly") ?? g.terms.get(null) ?? g.terms.get("annual") ?? null;
}

/**
 * Price changes of one plan between the billing terms both versions show. A term stated on one side
 * only (null) is compared with the other side's single or monthly term.
 */
function diffPrices(was: PlanGroup, now: PlanGroup): Diff[] {
  const out: Diff[] = [];
  for (const [term, before] of was.terms) {
    const after = now.terms.get(term) ?? (term === null ? (now.terms.size === 1 ? [...now.terms.values()][0] : now.terms.get("monthly")) : !now.terms.has("monthly") && !now.terms.has("annual") ? now.terms.get(null) : undefined);
    if (!after) continue;
    const where = `${label(now)}${term ? ` (${term} billing)` : ""}`;
    const fieldPath = `plans.${fieldName(now)}${term ? `.${term}` : ""}`;
    const key = planKey(now, term);
    if (before.currency !== null && after.currency !== null && before.currency !== after.currency) {
      out.push({
        change: change("currency_changed", "high", `Plan ${where} currency changed: ${price(before)} → ${price(after)}`, [`${fieldPath}.currency`, `${fieldPath}.amount`]),
        values: [...field(`${key}.currency`, before.currency, after.currency), ...(samePrice(before.amount, after.amount) ? [] : field(`${key}.price`, before.amount, after.amount))],
      });
    } else if (!samePrice(before.amount, after.amount)) {
      const importance = before.amount !== null && after.amount !== null ? amountImportance(before.amount, after.amount) : "high";
      const pct = before.amount !== null && after.amount !== null ? percentChange(before.amount, after.amount) : "";
      out.push({
        change: change("price_changed", importance, `Plan ${where} price changed from ${price(before)} to ${price(after)}${pct}`, [`${fieldPath}.amount`]),
        values: [{ field: `${key}.price`, before: before.amount, after: after.amount }],
      });
    } else if (before.period !== null && after.period !== null && before.period !== after.period) {
      out.push({
        change: change("period_changed", "medium", `Plan ${where} now billed per ${after.period.replace("_", "-")} (was per ${before.period.replace("_", "-")})`, [`${fieldPath}.period`]),
        values: field(`${key}.period`, before.period, after.period),
      });
    }
  }
  return out;
}

/** Equal amounts, a custom plan (null) equal only to another custom plan. */
const samePrice = (a: number | null, b: number | null) => (a === null || b === null ? a === b : sameAmount(a, b));

/** `plans.<plan>[.<term>]`, the prefix of a plan's fields in `changes`. */
function planKey(g: PlanGroup, term: PlanBilling): string {
  const slug = (g.name ?? "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_+|_+$/g, "");
  return `plans.${slug || `#${g.order + 1}`}${term ? `.${term}` : ""}`;
}

const displayName = (g: PlanGroup): string => g.name ?? `#${g.order + 1}`;

function price(plan: Plan): string {
  if (plan.amount === null) return "custom pricing";
  return `${money(plan.amount, plan.currency)}${plan.period ? `/${plan.period.replace("_", "-")}` : ""}`;
}

function describe(g: PlanGroup): string {
  const first = primary(g);
  return first ? price(first) : "no price";
}

const label = (g: PlanGroup): string => (g.name !== null ? `"${quote(g.name)}"` : `#${g.order + 1}`);
const fieldName = (g: PlanGroup): string => (g.name !== null ? quote(g.name) : `#${g.order + 1}`);
