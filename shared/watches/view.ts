/** A stored watch row and its public view (SPEC "Watch"; docs/watches.md): no secret, ever. */
import type { Watch, WatchFrequency, WatchStatus, WatchTopic, CoverageState } from "../contract/watches.records";

export interface TopicIntervalRow {
  topic: WatchTopic;
  enabled_at: number;
  disabled_at: number | null;
}

export interface WatchRow {
  id: string;
  workspace_id: string;
  target: string;
  domain: string;
  origin: string;
  entity_id: string;
  display_name: string | null;
  topics: string;
  topic_intervals: string;
  requested_frequency: WatchFrequency;
  effective_frequency: WatchFrequency | null;
  status: WatchStatus;
  status_changed_at: number;
  archived_at: number | null;
  coverage_state: CoverageState;
  failed_run_streak: number;
  last_run_at: number | null;
  observed_since: number | null;
  last_observed_at: number | null;
  webhook_url: string | null;
  webhook_secret: string | null;
  next_run_at: number | null;
  created_at: number;
  updated_at: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export const topicsOf = (w: Pick<WatchRow, "topics">) => JSON.parse(w.topics) as WatchTopic[];
export const intervalsOf = (w: Pick<WatchRow, "topic_intervals">) => JSON.parse(w.topic_intervals) as TopicIntervalRow[];

export function entityView(w: WatchRow) {
  return {
    id: w.entity_id,
    domain: w.domain,
    display_name: w.display_name,
    observed_since: isoOrNull(w.observed_since),
    last_observed_at: isoOrNull(w.last_observed_at),
  };
}

export const coverageView = (w: WatchRow) => ({ state: w.coverage_state, last_run_at: isoOrNull(w.last_run_at) });

export function watchView(w: WatchRow): Watch {
  const view: Watch = {
    id: w.id,
    target: w.target,
    entity: entityView(w),
    topics: topicsOf(w),
    requested_frequency: w.requested_frequency,
    effective_frequency: w.effective_frequency,
    status: w.status,
    started_at: iso(w.created_at),
    status_changed_at: iso(w.status_changed_at),
    archived_at: isoOrNull(w.archived_at),
    coverage: coverageView(w),
    topic_intervals: intervalsOf(w).map((i) => ({ topic: i.topic, enabled_at: iso(i.enabled_at), disabled_at: isoOrNull(i.disabled_at) })),
    created_at: iso(w.created_at),
    updated_at: iso(w.updated_at),
  };
  if (w.webhook_url !== null) view.webhook = { url: w.webhook_url };
  return view;
}
