/**
 * `price` detector: one product's price, currency and availability (see price-extract.ts for the
 * sources it reads) and the changes between two runs.
 */
import { UNAVAILABLE } from "./availability";
import { amountImportance, change, money, percentChange, sameAmount } from "./change";
import { loadPage, readSafely } from "./page";
import { type PriceState, readPrice } from "./price-extract";
import type { DetectedChange, Detector } from "./types";

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
};

export function comparePrice(before: PriceState | null, after: PriceState | null): DetectedChange[] {
  const changes: DetectedChange[] = [];
  const was = before?.amount ?? null;
  const now = after?.amount ?? null;
  if (was === null && now !== null) {
    changes.push(change("price_added", "high", `Price now shown: ${money(now, after?.currency ?? null)}`, ["amount", "currency"]));
  } else if (was !== null && now === null) {
    changes.push(change("price_removed", "high", `Price no longer shown (was ${money(was, before?.currency ?? null)})`, ["amount"]));
  } else if (was !== null && now !== null) {
    const currencyBefore = before?.currency ?? null;
    const currencyAfter = after?.currency ?? null;
    if (currencyBefore !== null && currencyAfter !== null && currencyBefore !== currencyAfter) {
      changes.push(change("currency_changed", "high", `Currency changed: ${money(was, currencyBefore)} → ${money(now, currencyAfter)}`, ["currency", "amount"]));
    } else if (!sameAmount(was, now)) {
      const currency = currencyAfter ?? currencyBefore;
      const summary = `Price ${now > was ? "increased" : "decreased"} from ${money(was, currency)} to ${money(now, currency)}${percentChange(was, now)}`;
      changes.push(change("price_changed", amountImportance(was, now), summary, ["amount"]));
    }
  }
  const stockBefore = before?.availability ?? null;
  const stockAfter = after?.availability ?? null;
  // Availability that appears or disappears is markup churn more often than a stock change: only
  // a change between two stated values is reported.
  if (stockBefore !== null && stockAfter !== null && stockBefore !== stockAfter) {
    const importance = UNAVAILABLE.has(stockAfter) || UNAVAILABLE.has(stockBefore) ? "high" : "medium";
    changes.push(change("availability_changed", importance, `Availability changed from ${label(stockBefore)} to ${label(stockAfter)}`, ["availability"]));
  }
  return changes;
}

const label = (value: string): string => value.replace(/_/g, " ");
