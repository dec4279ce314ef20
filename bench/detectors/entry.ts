// What the bench calls: the public detectors plus the price-string parser.
export { detectors } from "@shared/detectors";
export { parsePriceText } from "@shared/detectors/price-text";
export { currencyToIso } from "@shared/detectors/currency";
export { readPlans } from "@shared/detectors/saas-plans";
