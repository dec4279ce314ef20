/**
 * The read queries of a workspace's monitors, shared by the API routes (workers/monitors) and the
 * platform dashboard, so both see the same records in the same order with the same isolation:
 * every run and event is reached through its monitor, and a monitor only through its workspace
 * (another workspace's ids are a 404). Keyset pages: `after`/`before` are the position of the last
 * row of the previous page (the signed cursor's content), absent for the first page.
 */
import { ApiError } from "../errors";
import type { EventRow } from "./event-view";
import type { MonitorRow } from "./monitor-view";

export interface Position {
  t: number;
  id: string;
}

/** The monitor `id` of `workspaceId`; 404 `not_found` for an unknown id or another workspace's. */
export async function loadOwnedMonitor(db: D1Database, workspaceId: string, id: string): Promise<MonitorRow> {
  const row = await db.prepare("SELECT * FROM monitors WHERE id = ?1 AND workspace_id = ?2").bind(id, workspaceId).first<MonitorRow>();
  if (!row) throw new ApiError("not_found", `No monitor with id ${JSON.stringify(id.slice(0, 64))} in this workspace.`);
  return row;
}

/** Up to `limit + 1` monitors of the workspace, oldest first (the extra row says there are more). */
export async function monitorRows(db: D1Database, workspaceId: string, limit: number, after: Position = { t: -1, id: "" }): Promise<MonitorRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM monitors WHERE workspace_id = ?1 AND (created_at > ?2 OR (created_at = ?2 AND id > ?3)) ORDER BY created_at, id LIMIT ?4")
    .bind(workspaceId, after.t, after.id, limit + 1)
    .all<MonitorRow>();
  return results;
}

/** One `monitor_runs` row as the history shows it. */
export interface RunRow {
  id: string;
  created_at: number;
  status: string;
  baseline: number;
  changed: number;
  credits: number;
}

/** Up to `limit + 1` runs of the monitor, newest first. */
export async function runRows(db: D1Database, monitorId: string, limit: number, before: Position = { t: Number.MAX_SAFE_INTEGER, id: "" }): Promise<RunRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, created_at, status, baseline, changed, credits FROM monitor_runs
       WHERE monitor_id = ?1 AND (created_at < ?2 OR (created_at = ?2 AND id < ?3)) ORDER BY created_at DESC, id DESC LIMIT ?4`,
    )
    .bind(monitorId, before.t, before.id || "\uffff", limit + 1)
    .all<RunRow>();
  return results;
}

/** Up to `limit + 1` change events of the monitor detected at or after `sinceMs`, newest first. */
export async function eventRows(
  db: D1Database,
  monitorId: string,
  limit: number,
  options: { sinceMs?: number; before?: Position } = {},
): Promise<EventRow[]> {
  const before = options.before ?? { t: Number.MAX_SAFE_INTEGER, id: "" };
  const { results } = await db
    .prepare(
      `SELECT id, payload, changes, created_at FROM monitor_events WHERE monitor_id = ?1 AND created_at >= ?2
         AND (created_at < ?3 OR (created_at = ?3 AND id < ?4)) ORDER BY created_at DESC, id DESC LIMIT ?5`,
    )
    .bind(monitorId, options.sinceMs ?? 0, before.t, before.id || "\uffff", limit + 1)
    .all<EventRow>();
  return results;
}

/** The event `eventId` of the monitor; 404 for an unknown id or another monitor's event. */
export async function loadMonitorEvent(db: D1Database, monitorId: string, eventId: string): Promise<EventRow> {
  const row = await db.prepare("SELECT id, payload, changes, created_at FROM monitor_events WHERE id = ?1 AND monitor_id = ?2").bind(eventId, monitorId).first<EventRow>();
  if (!row) throw new ApiError("not_found", `No event with id ${JSON.stringify(eventId.slice(0, 64))} on this monitor.`);
  return row;
}

/** How many change events each monitor has, and when the latest was detected (monitors without events are absent). */
export async function monitorEventCounts(db: D1Database, monitorIds: readonly string[]): Promise<Map<string, { events: number; last: number }>> {
  if (monitorIds.length === 0) return new Map();
  const { results } = await db
    .prepare("SELECT monitor_id, COUNT(*) AS events, MAX(created_at) AS last FROM monitor_events WHERE monitor_id IN (SELECT value FROM json_each(?1)) GROUP BY monitor_id")
    .bind(JSON.stringify(monitorIds))
    .all<{ monitor_id: string; events: number; last: number }>();
  return new Map(results.map((r) => [r.monitor_id, { events: r.events, last: r.last }]));
}

/** When the monitor's first baseline was read and its latest successful run (null: none). */
export async function runSpan(db: D1Database, monitorId: string): Promise<{ baselineAt: number | null; lastSucceededAt: number | null }> {
  const row = await db
    .prepare(
      `SELECT MIN(CASE WHEN baseline = 1 THEN created_at END) AS baseline_at, MAX(created_at) AS last_at
       FROM monitor_runs WHERE monitor_id = ?1 AND status = 'succeeded'`,
    )
    .bind(monitorId)
    .first<{ baseline_at: number | null; last_at: number | null }>();
  return { baselineAt: row?.baseline_at ?? null, lastSucceededAt: row?.last_at ?? null };
}
