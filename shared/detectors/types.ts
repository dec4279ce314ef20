/**
 * The contract every change detector implements. A detector is two pure functions: `extract` turns
 * a fetched page into a small JSON-serializable state, and `compare` turns two states into the
 * changes a user is told about. The monitor engine stores the state of each run and compares it
 * with the next one; watches reuse the same extraction for their topics.
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

export interface Detector<S> {
  readonly name: DetectorName;
  readonly version: string;
  /** The bounded `change_type` enum of this detector. */
  readonly changeTypes: readonly string[];
  /** JSON-serializable state of the page; null when the page holds nothing this detector reads. */
  extract(html: string, url: string): S | null;
  /** The changes from `before` to `after`; `[]` when they are equal (no false alarms). */
  compare(before: S | null, after: S | null): DetectedChange[];
}
