/**
 * The change detectors of monitors (and of watches' topics): each turns a page into a small state
 * and two states into bounded, importance-ranked changes. See docs/detectors.md.
 *
 * @example
 * const detector = detectors[monitor.detector];
 * const state = detector.extract(html, url);           // store with the run
 * const changes = detector.compare(previousState, state); // [] on the baseline run's successor when equal
 */
import { priceDetector, priceFields } from "./price";
import { productChangeDetector } from "./product-change";
import { type PricingState, planPriceFields, saasPricingDetector } from "./saas-pricing";
import type { PriceState } from "./price";
import type { Detector, DetectorName, PriceField } from "./types";

export type { DetectedChange, Detector, DetectorName, FieldChange, FieldValue, Importance, PriceField } from "./types";
export type { PriceState } from "./price";
export type { ProductState, ProductVariant } from "./product-change";
export type { Plan, PricingState } from "./saas-pricing";
export { readPlans } from "./saas-plans";
export { parsePriceText } from "./price-text";
export { currencyToIso } from "./currency";

export const detectors: Record<DetectorName, Detector<unknown>> = {
  price: priceDetector as Detector<unknown>,
  saas_pricing: saasPricingDetector as Detector<unknown>,
  product_change: productChangeDetector as Detector<unknown>,
};

/**
 * The prices a stored state shows, for the detectors whose subject is a price (a price chart
 * draws these): `price` and `saas_pricing`. Absent for the others.
 */
export const priceFieldsOf: Partial<Record<DetectorName, (state: unknown) => PriceField[]>> = {
  price: (state) => priceFields(state as PriceState | null),
  saas_pricing: (state) => planPriceFields(state as PricingState | null),
};
