/**
 * The one D1 batch that records a watch run (docs/watches.md#overlapping-runs): per topic read, a
 * new topic-state version (with its events, corrections and first deliveries) or the current
 * version observed again; the run's observations, the watch's coverage and the run row.
 *
 * Runs of one watch may overlap. The batch opens with a compare-and-set of the watch's state token
 * (`state_run_id`, the run whose readings the topic states are): it takes hold only if the token is
 * still the one this run read before it read the topic states, and only while the run is still
 * `running` (the sweep may have finished it). Every other write of the batch holds only if the
 * compare-and-set did, so a run that lost writes nothing, reads the newer states and decides again.
 * A run whose slot is older than the token's writes no state, no event and no coverage: its
 * reading is older than what the states already say.
 */
import { sha256Hex } from "../auth/keys";
import type { CoverageState, TopicState, WatchFrequency, WatchTopic } from "../contract/watches.records";
import { WATCH_EVENT_TYPE, WATCH_EVENT_UPDATED_TYPE, WATCH_EVENT_VERSION, type WatchEventUpdated } from "../contract/watches.records";
import { firstDeliveryStatement } from "../monitors/delivery";
import type { MonitorEngineEnv } from "../monitors/engine";
import type { ClaimedRun } from "../monitors/run-charge";
import { PRICE_CREDITS } from "../pricing";
import { type CorrectionUpdate, planCorrections, type PriorEvent } from "./corrections";
import { diffTopicStates, sameTopicState } from "./diff";
import { EXTRACTOR_VERSIONS } from "./extract/index";
import { effectiveFrequency, nextCoverage } from "./lifecycle";
import { buildEvent, newTopicState, type Observation } from "./records";
import { currentState, type EventRow, eventView, stateView, type TopicStateRow } from "./store";

export type WatchRunStatus = "succeeded" | "partial" | "failed" | "insufficient_credits" | "billing_unavailable" | "skipped_not_entitled";

/** The watch as a run reads it when it starts. */
export interface WatchRunRow {
  id: string;
  workspace_id: string;
  /** The workspace's organization, whose credit account is charged. */
  org_id: string;
  plan: string;
  target: string;
  domain: string;
  entity_id: string;
  topics: string;
  status: string;
  requested_frequency: WatchFrequency;
  webhook_url: string | null;
}

/** The watch's state token and coverage, read again by each compare-and-set round. */
export interface WatchStateToken {
  state_run_id: string | null;
  state_slot: number | null;
  coverage_state: CoverageState;
  failed_run_streak: number;
}

export interface FetchedPage {
  url: string;
  html: string;
  bytes: Uint8Array;
}

/** One topic read in this run: its state and the pages (with their observations) behind it. */
export interface TopicReading {
  topic: WatchTopic;
  state: Record<string, unknown>;
  pages: FetchedPage[];
  obs: Observation[];
}

/** What a run read: the topics it could read, every observation, and how many topics failed. */
export interface RunReadings {
  readings: TopicReading[];
  observations: Array<{ o: Observation; topics: WatchTopic[] }>;
  topicsFailed: number;
  /** The entity's name read from the home page this run (null: none found, the known name stays). */
  displayName: string | null;
}

export type RecordedRun = { swept: true } | { swept: false; status: WatchRunStatus; events: string[]; deliveries: string[]; states: number };

/** How many earlier events of a topic the corrections look at. */
const RECENT_FOR_CORRECTIONS = 50;
/** Compare-and-set rounds before a run gives up (each lost round means another run just wrote). */
const MAX_STATE_ROUNDS = 5;

/**
 * The condition every write after the compare-and-set holds under (parameters: the watch id, the
 * run id): the run owns the state (its compare-and-set took hold in this batch), or, for a run
 * older than the state, merely that it is still running.
 */
type Guard = (watchParam: number, runParam: number) => string;
const ownsState: Guard = (w, r) => `EXISTS (SELECT 1 FROM watches WHERE id = ?${w} AND state_run_id = ?${r})`;
const stillRunning: Guard = (w, r) => `EXISTS (SELECT 1 FROM watch_runs WHERE id = ?${r} AND watch_id = ?${w} AND status = 'running')`;

export async function recordWatchRun(env: MonitorEngineEnv, watch: WatchRunRow, run: ClaimedRun, read: RunReadings, token: WatchStateToken): Promise<RecordedRun> {
  const topicsRead = read.readings.length;
  const status: WatchRunStatus = topicsRead === 0 ? "failed" : read.topicsFailed > 0 ? "partial" : "succeeded";
  const finish = (guard: Guard) =>
    env.DB.prepare(`UPDATE watch_runs SET status = ?2, topics_read = ?3, topics_failed = ?4, credits = ?5 WHERE id = ?1 AND status = 'running' AND ${guard(6, 1)}`).bind(
      run.runId,
      status,
      topicsRead,
      read.topicsFailed,
      topicsRead * PRICE_CREDITS.watch_run_per_topic,
      watch.id,
    );
  for (let round = 0; round < MAX_STATE_ROUNDS; round++) {
    if (token.state_slot !== null && token.state_slot > run.slot) {
      // A newer slot's readings are already the states: record what this run saw, and nothing else.
      const results = await env.DB.batch([...observationWrites(env, watch, run, read, stillRunning), finish(stillRunning)]);
      if (results.at(-1)!.meta.changes === 0) return { swept: true };
      return { swept: false, status, events: [], deliveries: [], states: 0 };
    }
    const writes: D1PreparedStatement[] = [
      env.DB.prepare(
        `UPDATE watches SET state_run_id = ?2, state_slot = ?3
         WHERE id = ?1 AND state_run_id IS ?4 AND EXISTS (SELECT 1 FROM watch_runs WHERE id = ?2 AND status = 'running')`,
      ).bind(watch.id, run.runId, run.slot, token.state_run_id),
    ];
    const events: string[] = [];
    const deliveries: string[] = [];
    let states = 0;
    for (const reading of read.readings) {
      const topic = await topicWrites(env, watch, run, reading);
      writes.push(...topic.writes);
      events.push(...topic.events);
      deliveries.push(...topic.deliveries);
      if (topic.newVersion) states++;
    }
    writes.push(...observationWrites(env, watch, run, read, ownsState));
    const coverage = nextCoverage({ state: token.coverage_state, failedRunStreak: token.failed_run_streak, topicsRead, topicsFailed: read.topicsFailed });
    writes.push(
      env.DB.prepare(
        `UPDATE watches SET coverage_state = ?2, failed_run_streak = ?3, effective_frequency = ?4, last_run_at = ?5,
           observed_since = CASE WHEN ?6 THEN COALESCE(observed_since, ?5) ELSE observed_since END,
           last_observed_at = CASE WHEN ?6 THEN ?5 ELSE last_observed_at END,
           display_name = COALESCE(?8, display_name)
         WHERE id = ?1 AND status = 'active' AND ${ownsState(1, 7)}`,
      ).bind(
        watch.id,
        coverage.state,
        coverage.failedRunStreak,
        effectiveFrequency("active", watch.requested_frequency, coverage.state),
        run.now,
        topicsRead > 0 ? 1 : 0,
        run.runId,
        read.displayName,
      ),
      finish(ownsState),
    );
    const [cas] = await env.DB.batch(writes);
    if (cas!.meta.changes === 1) return { swept: false, status, events, deliveries, states };
    // Lost: the sweep finished this run, or another run wrote the states since this one read them.
    const latest = await env.DB.prepare(
      "SELECT w.state_run_id, w.state_slot, w.coverage_state, w.failed_run_streak, r.status AS run_status FROM watches w LEFT JOIN watch_runs r ON r.id = ?2 WHERE w.id = ?1",
    )
      .bind(watch.id, run.runId)
      .first<WatchStateToken & { run_status: string | null }>();
    if (!latest || latest.run_status !== "running") return { swept: true };
    token = latest;
  }
  throw new Error(`topic states kept changing under ${MAX_STATE_ROUNDS} compare-and-set rounds`);
}

function observationWrites(env: MonitorEngineEnv, watch: WatchRunRow, run: ClaimedRun, read: RunReadings, guard: Guard): D1PreparedStatement[] {
  return read.observations.map(({ o, topics }) =>
    env.DB.prepare(
      `INSERT INTO watch_observations (id, watch_id, run_id, page_id, url, topics, snapshot_id, snapshot_key, content_hash, observed_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 WHERE ${guard(2, 3)}`,
    ).bind(o.id, watch.id, run.runId, o.page_id, o.url, JSON.stringify(topics), o.snapshot_id, snapshotKey(watch.id, o.snapshot_id), o.content_hash, run.now),
  );
}

/** One topic against its current version: observed again, or a new version with its events. */
async function topicWrites(env: MonitorEngineEnv, watch: WatchRunRow, run: ClaimedRun, r: TopicReading) {
  const prevRow = await currentState(env.DB, watch.id, r.topic);
  // As read back (observed_to is how long the old state was seen).
  const prev = prevRow ? stateView(prevRow) : null;
  if (prevRow && prev && sameTopicState(r.topic, prev.state as never, r.state as never)) {
    const seen = env.DB.prepare(`UPDATE watch_topic_states SET observed_to = ?2, observed_runs = observed_runs + 1 WHERE id = ?1 AND ${ownsState(3, 4)}`).bind(
      prevRow.id,
      run.now,
      watch.id,
      run.runId,
    );
    return { writes: [seen], events: [], deliveries: [], newVersion: false };
  }
  const commit = await sha256Hex(`${prev?.provider_commit ?? ""}\n${r.obs.map((o) => o.content_hash).join("\n")}`);
  const next = newTopicState({ id: crypto.randomUUID(), topic: r.topic, version: (prev?.version ?? 0) + 1, state: r.state, pages: r.obs, commit, now: run.now });
  const writes = [
    env.DB.prepare(
      `INSERT INTO watch_topic_states (id, watch_id, topic, version, record, observed_to, created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?6 WHERE ${ownsState(2, 7)}`,
    ).bind(next.id, watch.id, r.topic, next.version, JSON.stringify(next), run.now, run.runId),
  ];
  if (!prevRow || !prev) return { writes, events: [], deliveries: [], newVersion: true }; // the baseline: no events
  writes.push(env.DB.prepare(`UPDATE watch_topic_states SET valid_to = ?2 WHERE id = ?1 AND ${ownsState(3, 4)}`).bind(prevRow.id, run.now, watch.id, run.runId));
  const made = await topicEvents(env, watch, run, { topic: r.topic, prevRow, prev, next, pages: r.pages, obs: r.obs });
  return { writes: [...writes, ...made.writes], events: made.events, deliveries: made.deliveries, newVersion: true };
}

interface TopicChange {
  topic: WatchTopic;
  prevRow: TopicStateRow;
  prev: TopicState;
  next: TopicState;
  pages: FetchedPage[];
  obs: Observation[];
}

/** The events of one changed topic, the corrections of earlier ones, and their deliveries. */
async function topicEvents(env: MonitorEngineEnv, watch: WatchRunRow, run: ClaimedRun, c: TopicChange) {
  const beforeObs = await observationsOf(env, c.prev.derived_from_observation_ids);
  const beforePages = await Promise.all(beforeObs.map(async (o) => ({ url: o.url, html: (await (await env.SNAPSHOTS.get(snapshotKey(watch.id, o.snapshot_id)))?.text()) ?? "" })));
  const drafts = diffTopicStates(c.topic, c.prev.state as never, c.next.state as never, { before: beforePages, after: c.pages.map((p) => ({ url: p.url, html: p.html })) });
  const { results: recent } = await env.DB.prepare("SELECT * FROM watch_events WHERE watch_id = ?1 AND topic = ?2 ORDER BY created_at DESC, id DESC LIMIT ?3")
    .bind(watch.id, c.topic, RECENT_FOR_CORRECTIONS)
    .all<EventRow>();
  const plan = planCorrections({
    topic: c.topic,
    recent: recent.map(priorEvent),
    drafts,
    after: c.next.state as never,
    before_state_version: c.prev.version,
    before_state_runs: c.prevRow.observed_runs,
    extractor_version: EXTRACTOR_VERSIONS[c.topic],
  });
  const writes: D1PreparedStatement[] = [];
  const events: string[] = [];
  const deliveries: string[] = [];
  for (const u of plan.updates) {
    writes.push(
      env.DB.prepare(
        `UPDATE watch_events SET status = ?3, lineage_event_id = ?4, correction_reason = ?5 WHERE id = ?1 AND watch_id = ?2 AND status = 'active' AND ${ownsState(2, 6)}`,
      ).bind(u.event_id, watch.id, u.status, u.lineage.lineage_event_id, u.lineage.correction_reason, run.runId),
    );
    const corrected = recent.find((r) => r.id === u.event_id);
    if (watch.webhook_url && corrected) {
      const announced = announceCorrection(env, watch, run, corrected, u);
      writes.push(...announced.writes);
      deliveries.push(announced.deliveryId);
    }
  }
  for (const { draft, lineage } of plan.drafts) {
    const event = buildEvent({
      id: crypto.randomUUID(),
      watchId: watch.id,
      entity: { id: watch.entity_id, domain: watch.domain },
      draft,
      lineage,
      before: c.prev,
      after: c.next,
      beforePages: beforeObs,
      afterPages: c.obs,
      now: run.now,
    });
    const payload = watch.webhook_url
      ? JSON.stringify({ event_version: WATCH_EVENT_VERSION, event_id: event.id, event_type: WATCH_EVENT_TYPE, watch_id: watch.id, event })
      : null;
    writes.push(
      env.DB.prepare(
        `INSERT INTO watch_events (id, watch_id, run_id, topic, type, status, supersedes_event_id, retracted_event_id, lineage_event_id, correction_reason, record, webhook_payload, detected_at, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, 'active', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12 WHERE ${ownsState(2, 3)}`,
      ).bind(event.id, watch.id, run.runId, c.topic, event.type, lineage.supersedes_event_id, lineage.retracted_event_id, lineage.lineage_event_id, lineage.correction_reason, JSON.stringify(event), payload, run.now),
    );
    events.push(event.id);
    if (watch.webhook_url && payload) {
      const deliveryId = crypto.randomUUID();
      writes.push(firstDeliveryStatement(env.DB, { id: deliveryId, eventId: event.id, ownerId: watch.id, kind: "watch", destination: watch.webhook_url, now: run.now }));
      deliveries.push(deliveryId);
    }
  }
  return { writes, events, deliveries };
}

/**
 * `watch.event.updated` (DECISIONS §7; docs/watches.md#corrections) for a correction of an event
 * that was sent to the webhook (it has delivery rows): the event in its new state under a new
 * `event_id`, stored once and delivered like any watch event. Written only when this batch's
 * correction took hold, and at most once per event and status (`watch_event_updates_once`), so a
 * correction is announced exactly once.
 */
function announceCorrection(env: MonitorEngineEnv, watch: WatchRunRow, run: ClaimedRun, corrected: EventRow, u: CorrectionUpdate) {
  const id = crypto.randomUUID();
  const deliveryId = crypto.randomUUID();
  const event = eventView({ ...corrected, status: u.status, lineage_event_id: u.lineage.lineage_event_id, correction_reason: u.lineage.correction_reason });
  const body: WatchEventUpdated = { event_version: WATCH_EVENT_VERSION, event_id: id, event_type: WATCH_EVENT_UPDATED_TYPE, watch_id: watch.id, event };
  const writes = [
    env.DB.prepare(
      `INSERT OR IGNORE INTO watch_event_updates (id, watch_id, event_id, status, payload, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${ownsState(2, 7)}
         AND EXISTS (SELECT 1 FROM watch_events WHERE id = ?3 AND status = ?4)
         AND EXISTS (SELECT 1 FROM webhook_deliveries WHERE event_id = ?3 AND kind = 'watch')`,
    ).bind(id, watch.id, corrected.id, u.status, JSON.stringify(body), run.now, run.runId),
    firstDeliveryStatement(env.DB, { id: deliveryId, eventId: id, ownerId: watch.id, kind: "watch_update", destination: watch.webhook_url!, now: run.now }),
  ];
  return { writes, deliveryId };
}

function priorEvent(row: EventRow): PriorEvent {
  const e = JSON.parse(row.record) as { type: PriorEvent["type"]; subject: string; data: PriorEvent["data"]; after: { state_version: number | null }; detector: { extractor_version: string } };
  return {
    id: row.id,
    type: e.type,
    subject: e.subject,
    data: e.data,
    status: row.status,
    after_state_version: e.after.state_version,
    extractor_version: e.detector.extractor_version,
    lineage_event_id: row.lineage_event_id,
  };
}

async function observationsOf(env: MonitorEngineEnv, ids: readonly string[]): Promise<Observation[]> {
  if (ids.length === 0) return [];
  const { results } = await env.DB.prepare("SELECT id, page_id, url, snapshot_id, content_hash, observed_at FROM watch_observations WHERE id IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(ids))
    .all<Observation>();
  return results;
}

/** R2 key of a page snapshot (docs/watches.md#evidence). */
export const snapshotKey = (watchId: string, snapshotId: string) => `watches/${watchId}/snapshots/${snapshotId}.html`;
