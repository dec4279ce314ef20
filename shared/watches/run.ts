/**
 * One scheduled watch run (docs/watches.md#runs), a `watch_run` task of the monitor engine:
 * claim the run key → charge 1 credit per enabled topic → fetch the home page, the sitemap and
 * each topic's pages through the one safe fetcher → snapshots in R2 → extract each topic →
 * a new immutable topic-state version only when the state changed (the first is the baseline,
 * without events) → event drafts → CCIEvents, corrections of earlier events → webhook deliveries
 * (kind `watch`) → coverage. Everything in D1 is one batch: a run is recorded whole or not at all.
 * Topics that could not be read are refunded; a run that could not be recorded is refunded whole.
 */
import { chargeCredits, refundCredits } from "../billing";
import type { WatchTopic } from "../contract/watches.records";
import { WATCH_EVENT_TYPE, WATCH_EVENT_VERSION } from "../contract/watches.records";
import { ApiError } from "../errors";
import { firstDeliveryStatement } from "../monitors/delivery";
import { enqueue, type EngineDeps, fetchWatchedPage, type MonitorEngineEnv } from "../monitors/engine";
import { putHashed } from "../monitors/evidence";
import { sha256Hex } from "../auth/keys";
import { SafeFetchError } from "../net";
import { priceMicro, PRICE_CREDITS } from "../pricing";
import { planCorrections, type PriorEvent } from "./corrections";
import { diffTopicStates, sameTopicState } from "./diff";
import { discoverTopicPages, readSitemap } from "./discover";
import { EXTRACTOR_VERSIONS, extractTopicState } from "./extract/index";
import { effectiveFrequency, nextCoverage } from "./lifecycle";
import { buildEvent, newTopicState, type Observation } from "./records";
import { currentState, type EventRow, stateView, type TopicStateRow } from "./store";
import { normalizeTarget } from "./target";
import type { TopicPage } from "./topics";
import type { CoverageState, TopicState, WatchFrequency, WatchStatus } from "../contract/watches.records";

export type WatchRunStatus = "succeeded" | "partial" | "failed" | "insufficient_credits" | "billing_unavailable";
export type WatchRunOutcome =
  | { status: "skipped" | "duplicate" }
  | { status: WatchRunStatus; runId: string; topicsRead: number; events: string[]; states: number };

/** How many earlier events of a topic the corrections look at. */
const RECENT_FOR_CORRECTIONS = 50;

interface WatchRunRow {
  id: string;
  workspace_id: string;
  /** The workspace's organization, whose credit account is charged. */
  org_id: string;
  target: string;
  domain: string;
  entity_id: string;
  topics: string;
  status: WatchStatus;
  requested_frequency: WatchFrequency;
  coverage_state: CoverageState;
  failed_run_streak: number;
  webhook_url: string | null;
}

interface FetchedPage {
  url: string;
  html: string;
  bytes: Uint8Array;
}
type Fetched = FetchedPage | null;

export async function runWatch(env: MonitorEngineEnv, deps: Pick<EngineDeps, "resolver" | "fetch">, task: { watchId: string; slot: number; now: number }): Promise<WatchRunOutcome> {
  const watch = await env.DB.prepare(
    "SELECT w.id, w.workspace_id, ws.org_id, w.target, w.domain, w.entity_id, w.topics, w.status, w.requested_frequency, w.coverage_state, w.failed_run_streak, w.webhook_url FROM watches w JOIN workspaces ws ON ws.id = w.workspace_id WHERE w.id = ?1",
  )
    .bind(task.watchId)
    .first<WatchRunRow>();
  // Paused or archived after the tick: the slot is simply not run.
  if (!watch || watch.status !== "active") return { status: "skipped" };
  const runId = crypto.randomUUID();
  const claim = await env.DB.prepare("INSERT OR IGNORE INTO watch_runs (id, watch_id, slot, status, created_at) VALUES (?1, ?2, ?3, 'running', ?4)")
    .bind(runId, watch.id, task.slot, task.now)
    .run();
  if (claim.meta.changes === 0) return { status: "duplicate" };

  const topics = JSON.parse(watch.topics) as WatchTopic[];
  const owner = { orgId: watch.org_id, workspaceId: watch.workspace_id };
  let chargeId: string;
  try {
    chargeId = (await chargeCredits(env.CREDITS, owner, priceMicro("watch_run_per_topic", topics.length))).charge_id;
  } catch (err) {
    // No credits: a recorded run that says so, and no fetch. Billing store down: fail closed.
    const status = err instanceof ApiError && err.code === "topup_required" ? "insufficient_credits" : "billing_unavailable";
    await finishRun(env, runId, status, 0, 0, 0).run();
    return { status, runId, topicsRead: 0, events: [], states: 0 };
  }
  try {
    const result = await runCharged(env, deps, watch, topics, runId, task.now);
    const failed = topics.length - result.topicsRead;
    if (failed > 0) await refundCredits(env.CREDITS, owner, chargeId, priceMicro("watch_run_per_topic", failed));
    return result;
  } catch (err) {
    console.error("watch run failed", watch.id, runId, err instanceof Error ? err.message : String(err));
    await refundCredits(env.CREDITS, owner, chargeId);
    await finishRun(env, runId, "failed", 0, topics.length, 0).run();
    return { status: "failed", runId, topicsRead: 0, events: [], states: 0 };
  }
}

async function runCharged(env: MonitorEngineEnv, deps: Pick<EngineDeps, "resolver" | "fetch">, watch: WatchRunRow, topics: WatchTopic[], runId: string, now: number) {
  const fetched = new Map<string, Fetched>();
  const get = async (url: string): Promise<Fetched> => {
    if (!fetched.has(url)) fetched.set(url, await fetchPage(env, deps, url));
    return fetched.get(url)!;
  };
  // The home page: the first of the target's start URLs that answers.
  let home: Fetched = null;
  for (const origin of normalizeTarget(watch.target, env).origins) {
    home = await get(origin);
    if (home) break;
  }
  const base = home?.url ?? normalizeTarget(watch.target, env).origins[0]!;
  const candidates = discoverTopicPages({ base_url: base, home_html: home?.html ?? null, sitemap_xml: await sitemapOf(base, get) });

  const pagesOf = new Map<WatchTopic, FetchedPage[]>();
  for (const topic of topics) {
    const pages: FetchedPage[] = [];
    for (const c of candidates[topic]) {
      const page = await get(c.url);
      if (page) pages.push(page);
    }
    pagesOf.set(topic, pages);
  }

  // One observation (and R2 snapshot) per fetched page of a topic.
  const observations = new Map<string, Observation>();
  const observe = async (page: FetchedPage): Promise<Observation> => {
    const known = observations.get(page.url);
    if (known) return known;
    const snapshotId = crypto.randomUUID();
    const stored = await putHashed(env.SNAPSHOTS, snapshotKey(watch.id, snapshotId), page.bytes, "text/html");
    const o: Observation = { id: crypto.randomUUID(), page_id: await pageIdOf(watch.id, page.url), url: page.url, snapshot_id: snapshotId, content_hash: stored.sha256, observed_at: now };
    observations.set(page.url, o);
    return o;
  };

  const writes: D1PreparedStatement[] = [];
  const deliveries: string[] = [];
  const events: string[] = [];
  let topicsRead = 0;
  let states = 0;
  const topicsOfPage = new Map<string, Set<WatchTopic>>();
  for (const topic of topics) {
    const pages = pagesOf.get(topic)!;
    const state = extractTopicState(topic, pages.map((p): TopicPage => ({ url: p.url, html: p.html })));
    if (state === null) continue;
    topicsRead++;
    const obs: Observation[] = [];
    for (const p of pages) {
      obs.push(await observe(p));
      (topicsOfPage.get(p.url) ?? topicsOfPage.set(p.url, new Set()).get(p.url)!).add(topic);
    }
    const prevRow = await currentState(env.DB, watch.id, topic);
    // As read back (observed_to is how long the old state was seen).
    const prev = prevRow ? stateView(prevRow) : null;
    if (prevRow && prev && sameTopicState(topic, prev.state as never, state as never)) {
      writes.push(env.DB.prepare("UPDATE watch_topic_states SET observed_to = ?2, observed_runs = observed_runs + 1 WHERE id = ?1").bind(prevRow.id, now));
      continue;
    }
    const commit = await sha256Hex(`${prev?.provider_commit ?? ""}\n${obs.map((o) => o.content_hash).join("\n")}`);
    const next = newTopicState({ id: crypto.randomUUID(), topic, version: (prev?.version ?? 0) + 1, state: state as Record<string, unknown>, pages: obs, commit, now });
    states++;
    writes.push(
      env.DB.prepare("INSERT INTO watch_topic_states (id, watch_id, topic, version, record, observed_to, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)").bind(
        next.id,
        watch.id,
        topic,
        next.version,
        JSON.stringify(next),
        now,
      ),
    );
    if (!prevRow || !prev) continue; // the baseline: no events
    writes.push(env.DB.prepare("UPDATE watch_topic_states SET valid_to = ?2 WHERE id = ?1").bind(prevRow.id, now));
    const made = await topicEvents(env, watch, runId, { topic, prevRow, prev, next, pages, obs, now });
    writes.push(...made.writes);
    events.push(...made.events);
    deliveries.push(...made.deliveries);
  }
  for (const o of observations.values()) {
    writes.push(
      env.DB.prepare(
        "INSERT INTO watch_observations (id, watch_id, run_id, page_id, url, topics, snapshot_id, snapshot_key, content_hash, observed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
      ).bind(o.id, watch.id, runId, o.page_id, o.url, JSON.stringify([...(topicsOfPage.get(o.url) ?? [])]), o.snapshot_id, snapshotKey(watch.id, o.snapshot_id), o.content_hash, now),
    );
  }

  const failed = topics.length - topicsRead;
  const coverage = nextCoverage({ state: watch.coverage_state, failedRunStreak: watch.failed_run_streak, topicsRead, topicsFailed: failed });
  const status: WatchRunStatus = topicsRead === 0 ? "failed" : failed > 0 ? "partial" : "succeeded";
  writes.push(
    finishRun(env, runId, status, topicsRead, failed, topicsRead * PRICE_CREDITS.watch_run_per_topic),
    env.DB.prepare(
      `UPDATE watches SET coverage_state = ?2, failed_run_streak = ?3, effective_frequency = ?4, last_run_at = ?5,
         observed_since = CASE WHEN ?6 THEN COALESCE(observed_since, ?5) ELSE observed_since END,
         last_observed_at = CASE WHEN ?6 THEN ?5 ELSE last_observed_at END
       WHERE id = ?1 AND status = 'active'`,
    ).bind(watch.id, coverage.state, coverage.failedRunStreak, effectiveFrequency("active", watch.requested_frequency, coverage.state), now, topicsRead > 0 ? 1 : 0),
  );
  await env.DB.batch(writes);
  // If a send is lost, the next tick finds the pending attempt by its due time.
  if (deliveries.length > 0) await enqueue(env.MONITOR_TASKS, deliveries.map((deliveryId) => ({ kind: "deliver" as const, deliveryId, now }))).catch(() => {});
  return { status, runId, topicsRead, events, states };
}

interface TopicChange {
  topic: WatchTopic;
  prevRow: TopicStateRow;
  prev: TopicState;
  next: TopicState;
  pages: FetchedPage[];
  obs: Observation[];
  now: number;
}

/** The events of one changed topic, the corrections of earlier ones, and their deliveries. */
async function topicEvents(env: MonitorEngineEnv, watch: WatchRunRow, runId: string, c: TopicChange) {
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
  for (const u of plan.updates) {
    writes.push(
      env.DB.prepare(
        "UPDATE watch_events SET status = ?3, lineage_event_id = ?4, correction_reason = ?5 WHERE id = ?1 AND watch_id = ?2 AND status = 'active'",
      ).bind(u.event_id, watch.id, u.status, u.lineage.lineage_event_id, u.lineage.correction_reason),
    );
  }
  const events: string[] = [];
  const deliveries: string[] = [];
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
      now: c.now,
    });
    const payload = watch.webhook_url
      ? JSON.stringify({ event_version: WATCH_EVENT_VERSION, event_id: event.id, event_type: WATCH_EVENT_TYPE, watch_id: watch.id, event })
      : null;
    writes.push(
      env.DB.prepare(
        `INSERT INTO watch_events (id, watch_id, run_id, topic, type, status, supersedes_event_id, retracted_event_id, lineage_event_id, correction_reason, record, webhook_payload, detected_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'active', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)`,
      ).bind(event.id, watch.id, runId, c.topic, event.type, lineage.supersedes_event_id, lineage.retracted_event_id, lineage.lineage_event_id, lineage.correction_reason, JSON.stringify(event), payload, c.now),
    );
    events.push(event.id);
    if (watch.webhook_url && payload) {
      const deliveryId = crypto.randomUUID();
      writes.push(firstDeliveryStatement(env.DB, { id: deliveryId, eventId: event.id, ownerId: watch.id, kind: "watch", destination: watch.webhook_url, now: c.now }));
      deliveries.push(deliveryId);
    }
  }
  return { writes, events, deliveries };
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

/** A page's stable id within a watch: the same URL is the same page in every run. */
export const pageIdOf = async (watchId: string, url: string) => `pg_${(await sha256Hex(`${watchId}\n${url}`)).slice(0, 24)}`;

const decoder = new TextDecoder();

async function fetchPage(env: MonitorEngineEnv, deps: Pick<EngineDeps, "resolver" | "fetch">, url: string): Promise<Fetched> {
  try {
    const res = await fetchWatchedPage(env, deps, url);
    return { url: res.url, html: decoder.decode(res.body), bytes: res.body };
  } catch (err) {
    // A page that cannot be fetched is a topic page failing (coverage), never a crashed run.
    if (err instanceof SafeFetchError) return null;
    throw err;
  }
}

/** `/sitemap.xml`, or the first child of a sitemap index (one level, so a run's fetches stay bounded). */
async function sitemapOf(base: string, get: (url: string) => Promise<Fetched>): Promise<string | null> {
  const root = await get(new URL("/sitemap.xml", base).href);
  if (!root) return null;
  const { pages, sitemaps } = readSitemap(root.html, base);
  if (pages.length > 0 || sitemaps.length === 0) return root.html;
  return (await get(sitemaps[0]!))?.html ?? null;
}

function finishRun(env: MonitorEngineEnv, runId: string, status: WatchRunStatus, read: number, failed: number, credits: number): D1PreparedStatement {
  return env.DB.prepare("UPDATE watch_runs SET status = ?2, topics_read = ?3, topics_failed = ?4, credits = ?5 WHERE id = ?1").bind(runId, status, read, failed, credits);
}
