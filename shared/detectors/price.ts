/**
 * `price` detector: one product's price, currency and availability (see price-extract.ts for the
 * sources it reads) and the changes between two runs.
 */
import { UNAVAILABLE } from "./availability";
import { amountImportance, change, type Diff, field, money, percentChange, reported, sameAmount, valuesOf } from "./change";
import { loadPage, readSafely } from "./page";
import { type PriceState, readPrice } from "./price-extract";
import type { DetectedChange, Detector, FieldChange, PriceField } from "./types";

export type { PriceState } from "./price-extract";

export const PRICE_CHANGE_TYPES = ["price_changed", "currency_changed", "availability_changed", "price_added", "price_removed"] as const;

export const priceDetector: Detector<PriceState> = {
  name: "price",
  version: "1.0.1",
  changeTypes: PRICE_CHANGE_TYPES,
  extract(html) {
    return readSafely(() => {
      const page = loadPage(html);
      return page ? readPrice(page) : null;
    });
  },
  compare(before, after) {
    return comparePrice(before, after);
  },
  changes(before, after) {
    return priceChanges(before, after);
  },
};

export const comparePrice = (before: PriceState | null, after: PriceState | null): DetectedChange[] => reported(diffPrice(before, after));

/** Fields (docs/detectors.md "Changes"): `price` (the amount), `currency`, `availability`. */
export const priceChanges = (before: PriceState | null, after: PriceState | null): FieldChange[] => valuesOf(diffPrice(before, after));

/** The product's price under the field name `changes` uses (none when the page shows no state). */
export const priceFields = (state: PriceState | null): PriceField[] => (state ? [{ field: "price", label: "Price", amount: state.amount, currency: state.currency }] : []);

/** The price changes and their field values, computed once (`product_change` reads its offer with it too). */
export function diffPrice(before: PriceState | null, after: PriceState | null): Diff[] {
  const diffs: Diff[] = [];
  const was = before?.amount ?? null;
  const now = after?.amount ?? null;
  const currencyBefore = before?.currency ?? null;
  const currencyAfter = after?.currency ?? null;
  if (was === null && now !== null) {
    diffs.push({
      change: change("price_added", "high", `Price now shown: ${money(now, currencyAfter)}`, ["amount", "currency"]),
      values: [...field("price", null, now), ...field("currency", currencyBefore, currencyAfter)],
    });
  } else if (was !== null && now === null) {
    diffs.push({ change: change("price_removed", "high", `Price no longer shown (was ${money(was, currencyBefore)})`, ["amount"]), values: field("price", was, null) });
  } else if (was !== null && now !== null) {
    if (currencyBefore !== null && currencyAfter !== null && currencyBefore !== currencyAfter) {
      diffs.push({
        change: change("currency_changed", "high", `Currency changed: ${money(was, currencyBefore)} → ${money(now, currencyAfter)}`, ["currency", "amount"]),
        values: [...field("currency", currencyBefore, currencyAfter), ...(sameAmount(was, now) ? [] : field("price", was, now))],
      });
    } else if (!sameAmount(was, now)) {
      const currency = currencyAfter ?? currencyBefore;
      const summary = `Price ${now > was ? "increased" : "decreased"} from ${money(was, currency)} to ${money(now, currency)}${percentChange(was, now)}`;
      diffs.push({ change: change("price_changed", amountImportance(was, now), summary, ["amount"]), values: field("price", was, now) });
    }
  }
  const stockBefore = before?.availability ?? null;
  const stockAfter = after?.availability ?? null;
  // Availability that appears or disappears is markup churn more often than a stock change: only
  // a change between two stated values is reported.
  if (stockBefore !== null && stockAfter !== null && stockBefore !== stockAfter) {
    const importance = UNAVAILABLE.has(stockAfter) || UNAVAILABLE.has(stockBefore) ? "high" : "medium";
    diffs.push({
      change: change("availability_changed", importance, `Availability changed from ${label(stockBefore)} to ${label(stockAfter)}`, ["availability"]),
      values: field("availability", stockBefore, stockAfter),
    });
  }
  return diffs;
}

const label = (value: string): string => value.replace(/_/g, " ");
