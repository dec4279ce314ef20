/**
 * The contract every change detector implements. A detector is two pure functions: `extract` turns
 * a fetched page into a small JSON-serializable state, and `compare` turns two states into the
 * changes a user is told about. The monitor engine stores the state of each run and compares it
 * with the next one; watches reuse the same extraction for their topics. `changes` gives the same
 * changes as state fields with their values before and after (a monitor event's `changes`).
 */
export type DetectorName = "price" | "saas_pricing" | "product_change";

export type Importance = "low" | "medium" | "high";

export interface DetectedChange {
  /** One of the detector's `changeTypes`. */
  change_type: string;
  importance: Importance;
  /** Built from detector fields only (plan name, amount, currency), at most 200 characters; never page text. */
  summary: string;
  /** The state fields the change concerns, e.g. `["amount"]` or `["plans.Pro.amount"]`. */
  fields: string[];
}

/** A value of a normalized state field: never markup, never an excerpt of the page. */
export type FieldValue = string | number | boolean | null;

/**
 * One state field that changed, with its values (DECISIONS §7 `changes`): `plans.pro.price` from
 * 49 to 59. Field names are stable per detector (docs/detectors.md "Changes").
 */
export interface FieldChange {
  field: string;
  before: FieldValue;
  after: FieldValue;
}

/**
 * A price a state shows, under the field name its changes use (`price`, `plans.pro.monthly.price`),
 * with a label for people (`Pro (monthly)`): what a price-over-time chart draws one line of.
 */
export interface PriceField {
  field: string;
  label: string;
  /** Null for a custom plan ("Contact us") or a price not shown. */
  amount: number | null;
  currency: string | null;
}

export interface Detector<S> {
  readonly name: DetectorName;
  readonly version: string;
  /** The bounded `change_type` enum of this detector. */
  readonly changeTypes: readonly string[];
  /** JSON-serializable state of the page; null when the page holds nothing this detector reads. */
  extract(html: string, url: string): S | null;
  /** The changes from `before` to `after`; `[]` when they are equal (no false alarms). */
  compare(before: S | null, after: S | null): DetectedChange[];
  /** The fields behind exactly the changes `compare` reports, with their values; `[]` when it reports none. */
  changes(before: S | null, after: S | null): FieldChange[];
}
