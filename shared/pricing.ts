/**
 * The one price table (docs/contract.md#credits). 1 credit = 1,000 micro-USD.
 * `/v1/capabilities` lists these; the front door charges them.
 */
export const MICRO_PER_CREDIT = 1_000;
export const FREE_CREDITS = 500;

export const PRICE_CREDITS = {
  provider_read: 1,
  markdown: 2,
  brand: 2,
  read_document: 5,
  research_per_target: 5,
  monitor_run: 1,
  watch_run_per_topic: 1,
  free: 0,
} as const;

export type PriceName = keyof typeof PRICE_CREDITS;

export const priceMicro = (name: PriceName, units = 1) => PRICE_CREDITS[name] * MICRO_PER_CREDIT * units;
