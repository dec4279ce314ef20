/**
 * One scheduled watch run (docs/watches.md#runs), a `watch_run` task of the monitor engine:
 * claim the run key (naming its charge) → charge 1 credit per enabled topic → fetch the home page,
 * the sitemap, the page the target names and each topic's pages through the one safe fetcher →
 * snapshots in R2 → extract each topic → one D1 batch (run-record.ts): a new immutable topic-state
 * version only when the state changed (the first is the baseline, without events), CCIEvents and
 * corrections, webhook deliveries (kind `watch`), coverage, the run row.
 *
 * Topics that could not be read are refunded; a run that could not be recorded is refunded whole;
 * a run that dies is finished `failed` and refunded by the tick's sweep (monitors/run-charge.ts).
 * A workspace whose plan has no watches gets `skipped_not_entitled`, without a charge or a fetch.
 */
import { chargeCredits, newChargeId, refundCredits } from "../billing";
import { extractBrandName } from "../brand/extract-brand";
import { isEntitled } from "../auth/entitlements";
import type { WatchTopic } from "../contract/watches.records";
import { ApiError } from "../errors";
import { type EngineDeps, enqueue, fetchWatchedPage, type MonitorEngineEnv } from "../monitors/engine";
import { putHashed } from "../monitors/evidence";
import { type ClaimedRun, refundRun } from "../monitors/run-charge";
import { sha256Hex } from "../auth/keys";
import { SafeFetchError } from "../net";
import { priceMicro } from "../pricing";
import { discoverTopicPages, readSitemap } from "./discover";
import { extractTopicState } from "./extract/index";
import type { Observation } from "./records";
import {
  type FetchedPage,
  recordWatchRun,
  type RunReadings,
  snapshotKey,
  type TopicReading,
  type WatchRunRow,
  type WatchRunStatus,
  type WatchStateToken,
} from "./run-record";
import { normalizeTarget } from "./target";

export type { WatchRunStatus } from "./run-record";
export type WatchRunOutcome =
  | { status: "skipped" | "duplicate" }
  | { status: WatchRunStatus; runId: string; topicsRead: number; events: string[]; states: number };

type Fetched = FetchedPage | null;

export async function runWatch(env: MonitorEngineEnv, deps: Pick<EngineDeps, "resolver" | "fetch">, task: { watchId: string; slot: number; now: number }): Promise<WatchRunOutcome> {
  const watch = await env.DB.prepare(
    `SELECT w.id, w.workspace_id, ws.org_id, ws.plan, w.target, w.domain, w.entity_id, w.topics, w.status, w.requested_frequency, w.webhook_url,
       w.state_run_id, w.state_slot, w.coverage_state, w.failed_run_streak
     FROM watches w JOIN workspaces ws ON ws.id = w.workspace_id WHERE w.id = ?1`,
  )
    .bind(task.watchId)
    .first<WatchRunRow & WatchStateToken>();
  // Paused or archived after the tick: the slot is simply not run.
  if (!watch || watch.status !== "active") return { status: "skipped" };
  const runId = crypto.randomUUID();
  const nothing = (status: WatchRunStatus): WatchRunOutcome => ({ status, runId, topicsRead: 0, events: [], states: 0 });
  if (!isEntitled(watch.plan, "watches")) {
    // The plan no longer has watches: the slot is recorded as skipped, never charged or fetched.
    const skip = await env.DB.prepare("INSERT OR IGNORE INTO watch_runs (id, watch_id, slot, status, created_at) VALUES (?1, ?2, ?3, 'skipped_not_entitled', ?4)")
      .bind(runId, watch.id, task.slot, task.now)
      .run();
    return skip.meta.changes === 0 ? { status: "duplicate" } : nothing("skipped_not_entitled");
  }
  const run: ClaimedRun = { runId, slot: task.slot, now: task.now, owner: { orgId: watch.org_id, workspaceId: watch.workspace_id }, chargeId: newChargeId() };
  const claim = await env.DB.prepare("INSERT OR IGNORE INTO watch_runs (id, watch_id, slot, status, created_at, charge_id) VALUES (?1, ?2, ?3, 'running', ?4, ?5)")
    .bind(runId, watch.id, task.slot, task.now, run.chargeId)
    .run();
  if (claim.meta.changes === 0) return { status: "duplicate" };

  const topics = JSON.parse(watch.topics) as WatchTopic[];
  const finishEmpty = (status: WatchRunStatus, failed: number) =>
    env.DB.prepare("UPDATE watch_runs SET status = ?2, topics_read = 0, topics_failed = ?3, credits = 0 WHERE id = ?1 AND status = 'running'").bind(runId, status, failed);
  try {
    await chargeCredits(env.CREDITS, run.owner, priceMicro("watch_run_per_topic", topics.length), run.chargeId);
  } catch (err) {
    // No credits: a recorded run that says so, and no fetch.
    if (err instanceof ApiError && err.code === "topup_required") {
      await finishEmpty("insufficient_credits", 0).run();
      return nothing("insufficient_credits");
    }
    // Billing store down, or its answer lost after the debit: fail closed, and give back whatever it took.
    await refundRun(env, "watch_runs", run, finishEmpty("billing_unavailable", 0));
    return nothing("billing_unavailable");
  }
  try {
    const read = await readSite(env, deps, watch, topics, run);
    const recorded = await recordWatchRun(env, watch, run, read, watch);
    if (recorded.swept) {
      // The sweep finished this run while it worked: nothing of it was recorded, and its charge goes back.
      await refundRun(env, "watch_runs", run);
      return nothing("failed");
    }
    // If a send is lost, the next tick finds the pending attempt by its due time.
    if (recorded.deliveries.length > 0) await enqueue(env.MONITOR_TASKS, recorded.deliveries.map((deliveryId) => ({ kind: "deliver" as const, deliveryId, now: run.now }))).catch(() => {});
    // A partial refund is not single use in the account, so it is asked once, never again by the tick.
    if (read.topicsFailed > 0) await refundCredits(env.CREDITS, run.owner, run.chargeId, priceMicro("watch_run_per_topic", read.topicsFailed));
    return { status: recorded.status, runId, topicsRead: read.readings.length, events: recorded.events, states: recorded.states };
  } catch (err) {
    console.error("watch run failed", watch.id, runId, err instanceof Error ? err.message : String(err));
    await refundRun(env, "watch_runs", run, finishEmpty("failed", topics.length));
    return nothing("failed");
  }
}

/** Every page of the run fetched once, each topic read from its pages, each page it read kept as an observation. */
async function readSite(env: MonitorEngineEnv, deps: Pick<EngineDeps, "resolver" | "fetch">, watch: WatchRunRow, topics: WatchTopic[], run: ClaimedRun): Promise<RunReadings> {
  const fetched = new Map<string, Fetched>();
  const get = async (url: string): Promise<Fetched> => {
    if (!fetched.has(url)) fetched.set(url, await fetchPage(env, deps, url));
    return fetched.get(url)!;
  };
  const target = normalizeTarget(watch.target, env);
  // The home page: the first of the target's start URLs that answers.
  let home: Fetched = null;
  for (const origin of target.origins) {
    home = await get(origin);
    if (home) break;
  }
  const base = home?.url ?? target.origins[0]!;
  const candidates = discoverTopicPages({ base_url: base, home_html: home?.html ?? null, sitemap_xml: await sitemapOf(base, get) });
  // The page the user named is one of the watch's pages, whether or not the site links it.
  const named = target.page ? await get(target.page) : null;

  // One observation (and R2 snapshot) per fetched page, whichever topics read it.
  const observations = new Map<string, { o: Observation; topics: WatchTopic[] }>();
  const observe = async (page: FetchedPage, topic: WatchTopic): Promise<Observation> => {
    const known = observations.get(page.url);
    if (known) {
      if (!known.topics.includes(topic)) known.topics.push(topic);
      return known.o;
    }
    const snapshotId = crypto.randomUUID();
    const stored = await putHashed(env.SNAPSHOTS, snapshotKey(watch.id, snapshotId), page.bytes, "text/html");
    const o: Observation = { id: crypto.randomUUID(), page_id: await pageIdOf(watch.id, page.url), url: page.url, snapshot_id: snapshotId, content_hash: stored.sha256, observed_at: run.now };
    observations.set(page.url, { o, topics: [topic] });
    return o;
  };

  const readings: TopicReading[] = [];
  for (const topic of topics) {
    const pages: FetchedPage[] = named && servesTopic(topic, named) ? [named] : [];
    for (const c of candidates[topic]) {
      const page = await get(c.url);
      if (page && !pages.some((p) => p.url === page.url)) pages.push(page);
    }
    const state = extractTopicState(topic, pages);
    if (state === null) continue;
    const obs: Observation[] = [];
    for (const p of pages) obs.push(await observe(p, topic));
    readings.push({ topic, state: state as Record<string, unknown>, pages, obs });
  }
  return { readings, observations: [...observations.values()], topicsFailed: topics.length - readings.length, displayName: home ? siteName(home, watch.domain) : null };
}

/** The company's name as its home page gives it (the brand extraction's: og:site_name, JSON-LD Organization, title); null when it gives none. */
function siteName(home: FetchedPage, domain: string): string | null {
  try {
    return extractBrandName({ domain, url: home.url, html: home.html });
  } catch {
    // A page the parser cannot read names nothing; the run goes on.
    return null;
  }
}

/**
 * Whether a named page carries `topic`: its extractor reads something from the page alone.
 * Positioning is the home page's (its headline and pitch), never an inner page's.
 */
function servesTopic(topic: WatchTopic, page: FetchedPage): boolean {
  return topic !== "positioning" && extractTopicState(topic, [page]) !== null;
}

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
