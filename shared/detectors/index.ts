/**
 * The change detectors of monitors (and of watches' topics): each turns a page into a small state
 * and two states into bounded, importance-ranked changes. See docs/detectors.md.
 *
 * @example
 * const detector = detectors[monitor.detector];
 * const state = detector.extract(html, url);           // store with the run
 * const changes = detector.compare(previousState, state); // [] on the baseline run's successor when equal
 */
import { priceDetector } from "./price";
import type { Detector, DetectorName } from "./types";

export type { DetectedChange, Detector, DetectorName, Importance } from "./types";
export type { PriceState } from "./price";
export { parsePriceText } from "./price-text";
export { currencyToIso } from "./currency";

// saas_pricing and product_change are being built on h/detectors; until they land, their entries
// point at the price detector so the engine can be wired against the final shape of this record.
export const detectors: Record<DetectorName, Detector<unknown>> = {
  price: priceDetector as Detector<unknown>,
  saas_pricing: priceDetector as Detector<unknown>,
  product_change: priceDetector as Detector<unknown>,
};
