/**
 * A price monitor's prices over time, for the dashboard's chart (docs/monitors.md#dashboard): one
 * series per price field (`price`; `plans.<plan>[.<term>].price`, one per plan and billing term),
 * rebuilt from what is stored and nothing else. The monitor's current detector state gives every
 * price as it is now; walking its events from newest to oldest, each change of a price field is a
 * point (the `after` value at the event) and sets the value before it (`before`). What is left at
 * the end is the value at the start (the baseline, or the event just older than the window). So a
 * plan whose price never moved still has its line, and a plan added or removed has its line only
 * while it was shown (a null value is a gap, never a zero).
 */
import type { FieldChange, PriceField } from "../detectors/types";

export interface PricePoint {
  /** Epoch ms. */
  at: number;
  /** Null: no price shown then (a custom plan, a removed one, a price taken off the page). */
  value: number | null;
}

export interface PriceSeries {
  field: string;
  label: string;
  currency: string | null;
  points: PricePoint[];
}

export interface PriceHistoryInput {
  /** The prices of the monitor's current detector state (`priceFieldsOf`). */
  current: PriceField[];
  /** Change events, newest first, each with its time and field changes. */
  events: ReadonlyArray<{ at: number; changes: readonly FieldChange[] }>;
  /** When the oldest value began: the baseline run, or the event just older than `events`. */
  startAt: number;
  /** The latest successful run: the current prices still held then (null: none known). */
  lastRunAt: number | null;
}

const PRICE_FIELD = /^(price|plans\..+\.price)$/;

/** A field's label when the current state no longer shows it: its plan key and term (`team (annual)`). */
function labelOf(field: string): string {
  if (field === "price") return "Price";
  const [, plan, term] = /^plans\.(.+?)(?:\.(monthly|annual))?\.price$/.exec(field) ?? [];
  return plan ? `${plan}${term ? ` (${term})` : ""}` : field;
}

export function priceHistory(input: PriceHistoryInput): PriceSeries[] {
  const series = new Map<string, PriceSeries>();
  const value = new Map<string, number | null>();
  for (const f of input.current) {
    series.set(f.field, { field: f.field, label: f.label, currency: f.currency, points: [] });
    value.set(f.field, f.amount);
  }
  // Points are collected newest first, then reversed.
  for (const event of input.events) {
    for (const change of event.changes) {
      if (!PRICE_FIELD.test(change.field)) continue;
      let s = series.get(change.field);
      if (!s) series.set(change.field, (s = { field: change.field, label: labelOf(change.field), currency: null, points: [] }));
      s.points.push({ at: event.at, value: typeof change.after === "number" ? change.after : null });
      value.set(change.field, typeof change.before === "number" ? change.before : null);
    }
  }
  for (const f of input.current) {
    // A current price still held at the latest run, after the field's last change: its point there.
    const s = series.get(f.field)!;
    const newest = s.points[0]?.at ?? Number.NEGATIVE_INFINITY;
    if (input.lastRunAt !== null && input.lastRunAt > newest) s.points.unshift({ at: input.lastRunAt, value: f.amount });
  }
  for (const [field, s] of series) {
    const start = value.get(field) ?? null;
    // A field with no value at the start (a plan added later) begins at its first point.
    if (start !== null && input.startAt < (s.points.at(-1)?.at ?? Number.POSITIVE_INFINITY)) s.points.push({ at: input.startAt, value: start });
    s.points.reverse();
  }
  return [...series.values()].filter((s) => s.points.some((p) => p.value !== null));
}
