/**
 * How topic states and events are stored in D1 (0004_watches; docs/watches.md#records) and read
 * back as SPEC records. A row keeps the record as first written (`record`, JSON); only the
 * interval ends of a state (`observed_to`, `valid_to`) and the status and lineage of an event
 * (their own columns) move afterwards, and the view lays those columns over the record.
 */
import type { CCIEvent, Lineage, TopicState } from "../contract/watches.records";

export interface TopicStateRow {
  id: string;
  watch_id: string;
  topic: string;
  version: number;
  record: string;
  observed_to: number | null;
  observed_runs: number;
  valid_to: number | null;
  created_at: number;
}

export interface EventRow {
  id: string;
  watch_id: string;
  run_id: string;
  topic: string;
  type: string;
  status: CCIEvent["status"];
  supersedes_event_id: string | null;
  retracted_event_id: string | null;
  lineage_event_id: string | null;
  correction_reason: string | null;
  record: string;
  detected_at: number;
  created_at: number;
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function stateView(row: TopicStateRow): TopicState {
  const record = JSON.parse(row.record) as TopicState;
  return { ...record, observed_to: isoOrNull(row.observed_to) ?? record.observed_to, valid_to: isoOrNull(row.valid_to) };
}

export function lineageOf(row: Pick<EventRow, "supersedes_event_id" | "retracted_event_id" | "lineage_event_id" | "correction_reason">): Lineage {
  return {
    supersedes_event_id: row.supersedes_event_id,
    retracted_event_id: row.retracted_event_id,
    lineage_event_id: row.lineage_event_id,
    correction_reason: row.correction_reason,
  };
}

export function eventView(row: EventRow): CCIEvent {
  const record = JSON.parse(row.record) as CCIEvent;
  return { ...record, status: row.status, lineage: lineageOf(row) };
}

/** The newest version of each topic of a watch. */
export async function currentStates(db: D1Database, watchId: string): Promise<TopicStateRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.* FROM watch_topic_states s
       JOIN (SELECT topic, MAX(version) AS version FROM watch_topic_states WHERE watch_id = ?1 GROUP BY topic) m
         ON m.topic = s.topic AND m.version = s.version
       WHERE s.watch_id = ?1`,
    )
    .bind(watchId)
    .all<TopicStateRow>();
  return results;
}

export async function currentState(db: D1Database, watchId: string, topic: string): Promise<TopicStateRow | null> {
  return db.prepare("SELECT * FROM watch_topic_states WHERE watch_id = ?1 AND topic = ?2 ORDER BY version DESC LIMIT 1").bind(watchId, topic).first<TopicStateRow>();
}
