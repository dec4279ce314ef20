/**
 * A stored change event and its delivery rows as the API answers them (DECISIONS §7;
 * docs/monitors.md#events): the payload parsed from its stored bytes, the detector's field
 * changes, the state of its latest delivery and the log of every attempt made, in order.
 */
import type { MonitorDeliveryAttempt, MonitorEvent } from "../contract/monitor-events.records";
import type { DeliveryStatus } from "../contract/monitor-events.records";
import type { MonitorChangeEvent } from "./event";

export interface EventRow {
  id: string;
  payload: string;
  /** JSON `[{field, before, after}]`; null for events recorded before changes were kept. */
  changes: string | null;
  created_at: number;
}

/** One `webhook_deliveries` row of an event. */
export interface AttemptRow {
  event_id: string;
  attempt: number;
  status: DeliveryStatus;
  response_status: number | null;
  error: string | null;
  attempted_at: number | null;
}

/** Every delivery row of the given monitor events, grouped by event, in attempt order. */
export async function attemptsOf(db: D1Database, eventIds: readonly string[]): Promise<Map<string, AttemptRow[]>> {
  const byEvent = new Map<string, AttemptRow[]>();
  if (eventIds.length === 0) return byEvent;
  const { results } = await db
    .prepare(
      `SELECT event_id, attempt, status, response_status, error, attempted_at FROM webhook_deliveries
       WHERE kind = 'monitor' AND event_id IN (SELECT value FROM json_each(?1)) ORDER BY event_id, attempt`,
    )
    .bind(JSON.stringify(eventIds))
    .all<AttemptRow>();
  for (const row of results) {
    const rows = byEvent.get(row.event_id) ?? [];
    rows.push(row);
    byEvent.set(row.event_id, rows);
  }
  return byEvent;
}

/** An attempt that was made and has its answer: sent (or refused unsent) and settled. */
const made = (r: AttemptRow) => r.attempted_at !== null && (r.status === "delivered" || r.status === "failed");

/** The delivery log: every attempt made, over every delivery of the event, numbered in order. */
export function deliveriesOf(rows: readonly AttemptRow[]): MonitorDeliveryAttempt[] {
  return rows.filter(made).map((r) => ({ attempt: r.attempt, at: new Date(r.attempted_at!).toISOString(), status_code: r.response_status, error: r.error }));
}

export function eventView(row: EventRow, attempts: readonly AttemptRow[]): MonitorEvent {
  const payload = JSON.parse(row.payload) as MonitorChangeEvent;
  // The latest row is the state of the latest delivery (a failed attempt's successor is written with its failure).
  const latest = attempts.at(-1);
  return {
    ...payload,
    changes: row.changes === null ? [] : (JSON.parse(row.changes) as MonitorEvent["changes"]),
    delivery: latest ? { status: latest.status, attempts: attempts.filter(made).length } : null,
  };
}
