/**
 * Builders shared by the detectors' `compare` and `changes`: the bounded summary, money formatting,
 * the importance of an amount change (see docs/detectors.md "Importance"), and the diff each
 * detector computes once, so that the changes it reports and the field values behind them always
 * come from the same comparison.
 */
import type { DetectedChange, FieldChange, FieldValue, Importance } from "./types";

/** One reported change and the state fields behind it, with their values. */
export interface Diff {
  change: DetectedChange;
  values: FieldChange[];
}

/** A field's values; a field whose two values are equal is no change and is left out. */
export const field = (name: string, before: FieldValue, after: FieldValue): FieldChange[] => (before === after ? [] : [{ field: name, before, after }]);

export const reported = (diffs: readonly Diff[]): DetectedChange[] => diffs.map((d) => d.change);
export const valuesOf = (diffs: readonly Diff[]): FieldChange[] => diffs.flatMap((d) => d.values);

export const MAX_SUMMARY_CHARS = 200;
/** Field values quoted in a summary (plan names, currencies) are cut to this length. */
const MAX_QUOTED_CHARS = 40;

export function change(change_type: string, importance: Importance, summary: string, fields: string[]): DetectedChange {
  const bounded = summary.length > MAX_SUMMARY_CHARS ? `${summary.slice(0, MAX_SUMMARY_CHARS - 1)}…` : summary;
  return { change_type, importance, summary: bounded, fields };
}

/** A short field value for a summary: control characters removed, whitespace collapsed, length capped. */
export function quote(value: string): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  return clean.length > MAX_QUOTED_CHARS ? `${clean.slice(0, MAX_QUOTED_CHARS - 1)}…` : clean;
}

export function money(amount: number | null, currency: string | null): string {
  if (amount === null) return "no price";
  const value = Number.isInteger(amount) ? String(amount) : String(Number(amount.toFixed(6)));
  return currency ? `${value} ${quote(currency)}` : value;
}

/** Amounts equal to the cent's millionth: floats from different notations of one price compare equal. */
export function sameAmount(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Relative change ≥ 10 % (or any change from or to 0) is high, a smaller one medium. */
export function amountImportance(before: number, after: number): Importance {
  if (before === 0 || after === 0) return "high";
  return Math.abs(after - before) / Math.abs(before) >= 0.1 ? "high" : "medium";
}

export function percentChange(before: number, after: number): string {
  if (before === 0) return "";
  const pct = ((after - before) / Math.abs(before)) * 100;
  return ` (${pct > 0 ? "+" : ""}${pct.toFixed(1)}%)`;
}
