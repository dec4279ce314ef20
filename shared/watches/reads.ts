/**
 * The read queries of a workspace's watches, shared by the API routes (workers/monitors) and the
 * platform dashboard: a watch is reached only through its workspace, its events and observations
 * only through the watch (another workspace's ids are a 404). Keyset pages as in
 * shared/monitors/reads.ts: `limit + 1` rows, the extra one saying there are more.
 */
import { ApiError } from "../errors";
import type { Position } from "../monitors/reads";
import type { EventRow } from "./store";
import type { WatchRow } from "./view";

/** The watch `id` of `workspaceId`; 404 `not_found` for an unknown id or another workspace's. */
export async function loadOwnedWatch(db: D1Database, workspaceId: string, id: string): Promise<WatchRow> {
  const row = await db.prepare("SELECT * FROM watches WHERE id = ?1 AND workspace_id = ?2").bind(id, workspaceId).first<WatchRow>();
  if (!row) throw new ApiError("not_found", `No watch with id ${JSON.stringify(id.slice(0, 64))} in this workspace.`);
  return row;
}

/** Up to `limit + 1` watches of the workspace, oldest first. */
export async function watchRows(db: D1Database, workspaceId: string, limit: number, after: Position = { t: -1, id: "" }): Promise<WatchRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM watches WHERE workspace_id = ?1 AND (created_at > ?2 OR (created_at = ?2 AND id > ?3)) ORDER BY created_at, id LIMIT ?4")
    .bind(workspaceId, after.t, after.id, limit + 1)
    .all<WatchRow>();
  return results;
}

export interface WatchEventFilter {
  topic?: string;
  type?: string;
  sinceMs?: number;
}

/** Up to `limit + 1` events of the watch (every status), newest first. */
export async function watchEventRows(
  db: D1Database,
  watchId: string,
  limit: number,
  filter: WatchEventFilter = {},
  before: Position = { t: Number.MAX_SAFE_INTEGER, id: "" },
): Promise<EventRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM watch_events WHERE watch_id = ?1 AND (?2 IS NULL OR topic = ?2) AND (?3 IS NULL OR type = ?3) AND detected_at >= ?4
         AND (created_at < ?5 OR (created_at = ?5 AND id < ?6)) ORDER BY created_at DESC, id DESC LIMIT ?7`,
    )
    .bind(watchId, filter.topic ?? null, filter.type ?? null, filter.sinceMs ?? 0, before.t, before.id, limit + 1)
    .all<EventRow>();
  return results;
}

/** The event `eventId` of the watch; 404 for an unknown id or another watch's event. */
export async function loadWatchEvent(db: D1Database, watchId: string, eventId: string): Promise<EventRow> {
  const row = await db.prepare("SELECT * FROM watch_events WHERE id = ?1 AND watch_id = ?2").bind(eventId, watchId).first<EventRow>();
  if (!row) throw new ApiError("not_found", `No event with id ${JSON.stringify(eventId.slice(0, 64))} in this watch.`);
  return row;
}

/** A stored page snapshot of the watch: its R2 key, URL and content hash; 404 when the watch has none by that id. */
export async function loadWatchSnapshot(db: D1Database, watchId: string, snapshotId: string): Promise<{ snapshot_key: string; url: string; content_hash: string; observed_at: number }> {
  const row = await db
    .prepare("SELECT snapshot_key, url, content_hash, observed_at FROM watch_observations WHERE watch_id = ?1 AND snapshot_id = ?2 LIMIT 1")
    .bind(watchId, snapshotId)
    .first<{ snapshot_key: string; url: string; content_hash: string; observed_at: number }>();
  if (!row) throw new ApiError("not_found", `No snapshot with id ${JSON.stringify(snapshotId.slice(0, 64))} in this watch.`);
  return row;
}

/** How many events each watch has, and when the latest was recorded (watches without events are absent). */
export async function watchEventCounts(db: D1Database, watchIds: readonly string[]): Promise<Map<string, { events: number; last: number }>> {
  if (watchIds.length === 0) return new Map();
  const { results } = await db
    .prepare("SELECT watch_id, COUNT(*) AS events, MAX(detected_at) AS last FROM watch_events WHERE watch_id IN (SELECT value FROM json_each(?1)) GROUP BY watch_id")
    .bind(JSON.stringify(watchIds))
    .all<{ watch_id: string; events: number; last: number }>();
  return new Map(results.map((r) => [r.watch_id, { events: r.events, last: r.last }]));
}
