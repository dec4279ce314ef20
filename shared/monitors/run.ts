/**
 * One monitor run for one due slot: claim the run key (naming its charge) → charge 1 credit →
 * safe fetch → detector → R2 snapshot + manifest → compare-and-set of the detector state, with the
 * MonitorRun row and the change event (recorded with or without a webhook, with the detector's
 * field changes) and its first delivery in the same batch. A "check now" run (`runManual`) is the
 * same run for a row its request queued (docs/monitors.md#check-now); the first slot's run, the
 * baseline, is made by the initialization (lifecycle.ts).
 *
 * The run key (`monitor_runs (monitor_id, slot)` unique) is claimed with INSERT OR IGNORE before
 * anything else, so a slot that was already claimed does nothing: duplicate ticks, redelivered
 * messages and racing consumers all end with one run. Once claimed the run always ends recorded
 * (never thrown back to the queue): `succeeded`, `fetch_failed`, `insufficient_credits`,
 * `billing_unavailable` or `failed`; a run that dies is finished `failed` by the tick's sweep
 * (run-charge.ts). A workspace whose plan has no monitors gets `skipped_not_entitled`, without a
 * charge or a fetch. Credits are kept only for a run that fetched and read the page.
 *
 * Runs of one monitor may overlap (a slow queue, a slow page). Each compares against the state it
 * read and writes only if that state is still the monitor's (`state_run_id`); a run that lost
 * compares again against the newer state, and a run older than the state's slot writes nothing:
 * one change is one event, and an older reading never replaces a newer one
 * (docs/monitors.md#overlapping-runs).
 */
import { chargeCredits, newChargeId } from "../billing";
import { isEntitled } from "../auth/entitlements";
import type { DetectorName } from "../detectors/types";
import { ApiError } from "../errors";
import { SafeFetchError } from "../net";
import { priceMicro, PRICE_CREDITS } from "../pricing";
import { enqueue, type EngineDeps, fetchWatchedPage, type MonitorEngineEnv } from "./engine";
import { firstDeliveryStatement } from "./delivery";
import { changeEvent } from "./event";
import { chainCommit, storeSnapshot } from "./evidence";
import { type ClaimedRun, refundRun } from "./run-charge";

export type RunStatus = "succeeded" | "fetch_failed" | "insufficient_credits" | "billing_unavailable" | "failed" | "skipped_not_entitled" | "skipped_paused";
export type RunOutcome = { status: "skipped" | "duplicate" } | { status: RunStatus; runId: string; changed: boolean; eventId?: string };

/** The detector state a run compares with, and the compare-and-set token it writes against. */
interface StateRow {
  detector_version: string | null;
  detector_state: string | null;
  last_commit: string | null;
  baseline_completed: number;
  /** The run whose reading the state is (null before the first), and that run's slot. */
  state_run_id: string | null;
  state_slot: number | null;
}

interface MonitorRow extends StateRow {
  id: string;
  workspace_id: string;
  /** The workspace's organization, whose credit account is charged. */
  org_id: string;
  plan: string;
  url: string;
  detector: DetectorName;
  init_state: string;
  paused: number;
  webhook_url: string | null;
}

const STATE_COLUMNS = "m.detector_version, m.detector_state, m.last_commit, m.baseline_completed, m.state_run_id, m.state_slot";

/** Compare-and-set rounds before a run gives up (each lost round means another run just wrote). */
const MAX_STATE_ROUNDS = 5;

const loadMonitor = (env: MonitorEngineEnv, monitorId: string) =>
  env.DB.prepare(
    `SELECT m.id, m.workspace_id, w.org_id, w.plan, m.url, m.detector, m.init_state, m.paused, m.webhook_url, ${STATE_COLUMNS}
     FROM monitors m JOIN workspaces w ON w.id = m.workspace_id WHERE m.id = ?1`,
  )
    .bind(monitorId)
    .first<MonitorRow>();

/**
 * The run of a scheduled slot. `initializing`: the first slot's run made by the initialization
 * itself (the baseline), while the monitor is not `ready` yet.
 */
export async function runMonitor(env: MonitorEngineEnv, deps: EngineDeps, task: { monitorId: string; slot: number; now: number; initializing?: boolean }): Promise<RunOutcome> {
  const monitor = await loadMonitor(env, task.monitorId);
  const schedulable = monitor?.init_state === "ready" || (task.initializing === true && monitor?.init_state === "initializing");
  // Deleted, paused after the tick, or not (any longer) schedulable: the slot is simply not run.
  if (!monitor || !schedulable || monitor.paused === 1) return { status: "skipped" };
  const runId = crypto.randomUUID();
  if (!isEntitled(monitor.plan, "monitors")) {
    // The plan no longer has monitors: the slot is recorded as skipped, never charged or fetched.
    const skip = await env.DB.prepare("INSERT OR IGNORE INTO monitor_runs (id, monitor_id, slot, status, created_at) VALUES (?1, ?2, ?3, 'skipped_not_entitled', ?4)")
      .bind(runId, monitor.id, task.slot, task.now)
      .run();
    return skip.meta.changes === 0 ? { status: "duplicate" } : { status: "skipped_not_entitled", runId, changed: false };
  }
  const run: ClaimedRun = { runId, slot: task.slot, now: task.now, owner: { orgId: monitor.org_id, workspaceId: monitor.workspace_id }, chargeId: newChargeId() };
  const claim = await env.DB.prepare("INSERT OR IGNORE INTO monitor_runs (id, monitor_id, slot, status, created_at, charge_id) VALUES (?1, ?2, ?3, 'running', ?4, ?5)")
    .bind(runId, monitor.id, task.slot, task.now, run.chargeId)
    .run();
  if (claim.meta.changes === 0) return { status: "duplicate" };
  return runOrFail(env, deps, monitor, run);
}

/** Where a manual run's charge comes from: the ledger names the route and the request that asked for it. */
export const MANUAL_RUN_ROUTE = "/v1/monitors/{id}/runs";

/**
 * A "check now" run: the request queued its row (`kind` manual, status `queued`, `slot` = the time
 * it was asked for); this claims it (`queued` → `running`, naming the charge) and runs it like a
 * scheduled slot. A duplicate task finds it claimed and does nothing. A monitor paused since the
 * request is not fetched nor charged: `skipped_paused`.
 */
export async function runManual(env: MonitorEngineEnv, deps: EngineDeps, task: { monitorId: string; runId: string; now: number }): Promise<RunOutcome> {
  const monitor = await loadMonitor(env, task.monitorId);
  if (!monitor || monitor.init_state !== "ready") return { status: "skipped" };
  const skip = async (status: RunStatus): Promise<RunOutcome> => {
    const done = await env.DB.prepare("UPDATE monitor_runs SET status = ?3 WHERE id = ?1 AND monitor_id = ?2 AND status = 'queued'").bind(task.runId, monitor.id, status).run();
    return done.meta.changes === 0 ? { status: "duplicate" } : { status, runId: task.runId, changed: false };
  };
  if (monitor.paused === 1) return skip("skipped_paused");
  if (!isEntitled(monitor.plan, "monitors")) return skip("skipped_not_entitled");
  const chargeId = newChargeId();
  const claimed = await env.DB.prepare(
    "UPDATE monitor_runs SET status = 'running', charge_id = ?3 WHERE id = ?1 AND monitor_id = ?2 AND kind = 'manual' AND status = 'queued' RETURNING slot, request_id",
  )
    .bind(task.runId, monitor.id, chargeId)
    .first<{ slot: number; request_id: string | null }>();
  if (!claimed) return { status: "duplicate" };
  const run: ClaimedRun = {
    runId: task.runId,
    slot: claimed.slot,
    now: claimed.slot,
    owner: { orgId: monitor.org_id, workspaceId: monitor.workspace_id },
    chargeId,
    meta: { route: MANUAL_RUN_ROUTE, request_id: claimed.request_id },
  };
  return runOrFail(env, deps, monitor, run);
}

/** A claimed run always ends recorded: an unexpected error is `failed`, and its charge refunded. */
async function runOrFail(env: MonitorEngineEnv, deps: EngineDeps, monitor: MonitorRow, run: ClaimedRun): Promise<RunOutcome> {
  try {
    return await runClaimed(env, deps, monitor, run);
  } catch (err) {
    console.error("monitor run failed", monitor.id, run.runId, err instanceof Error ? err.message : String(err));
    await refundRun(env, "monitor_runs", run, finishStatement(env, run.runId, "failed", NOTHING));
    return { status: "failed", runId: run.runId, changed: false };
  }
}

async function runClaimed(env: MonitorEngineEnv, deps: EngineDeps, monitor: MonitorRow, run: ClaimedRun): Promise<RunOutcome> {
  const failed = (status: RunStatus) => ({ status, runId: run.runId, changed: false });
  try {
    await chargeCredits(env.CREDITS, run.owner, priceMicro("monitor_run"), run.chargeId, run.meta);
  } catch (err) {
    // No credits: a recorded run that says so, and no fetch.
    if (err instanceof ApiError && err.code === "topup_required") {
      await finishStatement(env, run.runId, "insufficient_credits", NOTHING).run();
      return failed("insufficient_credits");
    }
    // Billing store down, or its answer lost after the debit: fail closed, and give back whatever it took.
    await refundRun(env, "monitor_runs", run, finishStatement(env, run.runId, "billing_unavailable", NOTHING));
    return failed("billing_unavailable");
  }

  let page: Uint8Array;
  let finalUrl: string;
  try {
    const res = await fetchWatchedPage(env, deps, monitor.url);
    page = res.body;
    finalUrl = res.url;
  } catch (err) {
    if (!(err instanceof SafeFetchError)) throw err;
    // A failed fetch is a recorded failed run, not a change, and costs nothing.
    await refundRun(env, "monitor_runs", run, finishStatement(env, run.runId, "fetch_failed", NOTHING));
    return failed("fetch_failed");
  }
  return recordSnapshot(env, deps, monitor, run, page, finalUrl);
}

async function recordSnapshot(env: MonitorEngineEnv, deps: EngineDeps, monitor: MonitorRow, run: ClaimedRun, page: Uint8Array, finalUrl: string): Promise<RunOutcome> {
  const detector = deps.detectors[monitor.detector];
  const state = detector.extract(new TextDecoder().decode(page), finalUrl);
  const snapshot = await storeSnapshot(env.SNAPSHOTS, {
    monitorId: monitor.id,
    runId: run.runId,
    detector: detector.name,
    detectorVersion: detector.version,
    page,
    state,
    previousCommit: monitor.last_commit,
  });
  const charged = { baseline: false, changed: false, credits: PRICE_CREDITS.monitor_run };

  let read: StateRow = monitor;
  for (let round = 0; round < MAX_STATE_ROUNDS; round++) {
    if (read.state_slot !== null && read.state_slot > run.slot) {
      // A newer slot's reading is already the state: this older one replaces nothing and reports nothing.
      const done = await finishStatement(env, run.runId, "succeeded", charged).run();
      if (done.meta.changes === 0) return swept(env, run);
      return { status: "succeeded", runId: run.runId, changed: false };
    }
    const evidence = { ...snapshot, commit: await chainCommit(read.last_commit, snapshot.manifest_sha256) };
    // A new detector version reads pages differently: its first run is a new baseline, not a change.
    const baseline = !read.baseline_completed || read.detector_version !== detector.version;
    const before = read.detector_state === null ? null : (JSON.parse(read.detector_state) as unknown);
    const changes = baseline ? [] : detector.compare(before, state);
    const changed = changes.length > 0;

    const writes: D1PreparedStatement[] = [
      // The compare-and-set: only over the state this round read, and only while the run is still running.
      env.DB.prepare(
        `UPDATE monitors SET detector_state = ?2, detector_version = ?3, last_commit = ?4, baseline_completed = 1, state_run_id = ?5, state_slot = ?6
         WHERE id = ?1 AND state_run_id IS ?7 AND EXISTS (SELECT 1 FROM monitor_runs WHERE id = ?5 AND status = 'running')`,
      ).bind(monitor.id, JSON.stringify(state), detector.version, evidence.commit, run.runId, run.slot, read.state_run_id),
    ];
    let eventId: string | undefined;
    let deliveryId: string | undefined;
    if (changed) {
      // Every change is recorded, to be read from GET /v1/monitors/{id}/events; it is delivered only when a webhook is set.
      eventId = crypto.randomUUID();
      const payload = JSON.stringify(changeEvent({ eventId, monitorId: monitor.id, runId: run.runId, detector: monitor.detector, url: monitor.url, changes, detectedAt: run.now, evidence }));
      const fields = JSON.stringify(detector.changes(before, state));
      writes.push(
        env.DB.prepare(`INSERT INTO monitor_events (id, monitor_id, run_id, payload, changes, created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${ownsState(2, 3)}`).bind(
          eventId,
          monitor.id,
          run.runId,
          payload,
          fields,
          run.now,
        ),
      );
      if (monitor.webhook_url) {
        deliveryId = crypto.randomUUID();
        writes.push(firstDeliveryStatement(env.DB, { id: deliveryId, eventId, ownerId: monitor.id, kind: "monitor", destination: monitor.webhook_url, now: run.now }));
      }
    }
    writes.push(
      env.DB.prepare(`UPDATE monitor_runs SET status = 'succeeded', baseline = ?3, changed = ?4, credits = ?5 WHERE id = ?1 AND status = 'running' AND ${ownsState(2, 1)}`).bind(
        run.runId,
        monitor.id,
        baseline ? 1 : 0,
        changed ? 1 : 0,
        PRICE_CREDITS.monitor_run,
      ),
    );
    const [cas] = await env.DB.batch(writes);
    if (cas!.meta.changes === 1) {
      // If this send is lost, the next tick finds the pending attempt by its due time.
      if (deliveryId) await enqueue(env.MONITOR_TASKS, [{ kind: "deliver", deliveryId, now: run.now }]).catch(() => {});
      return { status: "succeeded", runId: run.runId, changed, eventId };
    }
    // Lost: the sweep finished this run, or another run wrote the state since this one read it.
    const latest = await env.DB.prepare(`SELECT ${STATE_COLUMNS}, r.status AS run_status FROM monitors m LEFT JOIN monitor_runs r ON r.id = ?2 WHERE m.id = ?1`)
      .bind(monitor.id, run.runId)
      .first<StateRow & { run_status: string | null }>();
    if (!latest || latest.run_status !== "running") return swept(env, run);
    read = latest;
  }
  throw new Error(`detector state kept changing under ${MAX_STATE_ROUNDS} compare-and-set rounds`);
}

/** True once this batch's compare-and-set made the run's reading the state (parameters: the monitor id, the run id). */
const ownsState = (monitorParam: number, runParam: number) => `EXISTS (SELECT 1 FROM monitors WHERE id = ?${monitorParam} AND state_run_id = ?${runParam})`;

/** The run was finished by the sweep (or its monitor deleted) while it worked: it records nothing and gives its charge back. */
async function swept(env: MonitorEngineEnv, run: ClaimedRun): Promise<RunOutcome> {
  await refundRun(env, "monitor_runs", run);
  return { status: "failed", runId: run.runId, changed: false };
}

interface RunResult {
  baseline: boolean;
  changed: boolean;
  credits: number;
}

const NOTHING: RunResult = { baseline: false, changed: false, credits: 0 };

/** The run's final row, written only while it is still `running` (the sweep may have finished it). */
const finishStatement = (env: MonitorEngineEnv, runId: string, status: RunStatus, r: RunResult) =>
  env.DB.prepare("UPDATE monitor_runs SET status = ?2, baseline = ?3, changed = ?4, credits = ?5 WHERE id = ?1 AND status = 'running'").bind(
    runId,
    status,
    r.baseline ? 1 : 0,
    r.changed ? 1 : 0,
    r.credits,
  );
