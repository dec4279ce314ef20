/**
 * One monitor run for one due slot: claim the run key → charge 1 credit → safe fetch → detector →
 * R2 snapshot + manifest → MonitorRun row → change event and its first delivery.
 *
 * The run key (`monitor_runs (monitor_id, slot)` unique) is claimed with INSERT OR IGNORE before
 * anything else, so a slot that was already claimed does nothing: duplicate ticks, redelivered
 * messages and racing consumers all end with one run. Once claimed the run always ends recorded
 * (never thrown back to the queue): `succeeded`, `fetch_failed`, `insufficient_credits`,
 * `billing_unavailable` or `failed`. Credits are taken only for a run that fetched and read the page.
 */
import { chargeCredits, refundCredits } from "../billing";
import type { DetectorName } from "../detectors/types";
import { ApiError } from "../errors";
import { SafeFetchError } from "../net";
import { priceMicro, PRICE_CREDITS } from "../pricing";
import { enqueue, type EngineDeps, fetchWatchedPage, type MonitorEngineEnv } from "./engine";
import { firstDeliveryStatement } from "./delivery";
import { changeEvent } from "./event";
import { storeSnapshot } from "./evidence";

export type RunStatus = "succeeded" | "fetch_failed" | "insufficient_credits" | "billing_unavailable" | "failed";
export type RunOutcome = { status: "skipped" | "duplicate" } | { status: RunStatus; runId: string; changed: boolean; eventId?: string };

interface MonitorRow {
  id: string;
  workspace_id: string;
  /** The workspace's organization, whose credit account is charged. */
  org_id: string;
  url: string;
  detector: DetectorName;
  init_state: string;
  paused: number;
  webhook_url: string | null;
  detector_version: string | null;
  detector_state: string | null;
  last_commit: string | null;
  baseline_completed: number;
}

export async function runMonitor(env: MonitorEngineEnv, deps: EngineDeps, task: { monitorId: string; slot: number; now: number }): Promise<RunOutcome> {
  const monitor = await env.DB.prepare(
    "SELECT m.id, m.workspace_id, w.org_id, m.url, m.detector, m.init_state, m.paused, m.webhook_url, m.detector_version, m.detector_state, m.last_commit, m.baseline_completed FROM monitors m JOIN workspaces w ON w.id = m.workspace_id WHERE m.id = ?1",
  )
    .bind(task.monitorId)
    .first<MonitorRow>();
  // Deleted, paused after the tick, or not (any longer) schedulable: the slot is simply not run.
  if (!monitor || monitor.init_state !== "ready" || monitor.paused === 1) return { status: "skipped" };
  const runId = crypto.randomUUID();
  const claim = await env.DB.prepare("INSERT OR IGNORE INTO monitor_runs (id, monitor_id, slot, status, created_at) VALUES (?1, ?2, ?3, 'running', ?4)")
    .bind(runId, monitor.id, task.slot, task.now)
    .run();
  if (claim.meta.changes === 0) return { status: "duplicate" };
  try {
    return await runClaimed(env, deps, monitor, runId, task.now);
  } catch (err) {
    console.error("monitor run failed", monitor.id, runId, err instanceof Error ? err.message : String(err));
    await finishRun(env, runId, "failed", { baseline: false, changed: false, credits: 0 });
    return { status: "failed", runId, changed: false };
  }
}

async function runClaimed(env: MonitorEngineEnv, deps: EngineDeps, monitor: MonitorRow, runId: string, now: number): Promise<RunOutcome> {
  const price = priceMicro("monitor_run");
  const owner = { orgId: monitor.org_id, workspaceId: monitor.workspace_id };
  let chargeId: string;
  try {
    chargeId = (await chargeCredits(env.CREDITS, owner, price)).charge_id;
  } catch (err) {
    // No credits: a recorded run that says so, and no fetch. Billing store down: fail closed.
    const status = err instanceof ApiError && err.code === "topup_required" ? "insufficient_credits" : "billing_unavailable";
    await finishRun(env, runId, status, { baseline: false, changed: false, credits: 0 });
    return { status, runId, changed: false };
  }
  const refund = () => refundCredits(env.CREDITS, owner, chargeId);

  let page: Uint8Array;
  let finalUrl: string;
  try {
    const res = await fetchWatchedPage(env, deps, monitor.url);
    page = res.body;
    finalUrl = res.url;
  } catch (err) {
    if (!(err instanceof SafeFetchError)) throw err;
    // A failed fetch is a recorded failed run, not a change, and costs nothing.
    await refund();
    await finishRun(env, runId, "fetch_failed", { baseline: false, changed: false, credits: 0 });
    return { status: "fetch_failed", runId, changed: false };
  }

  let result: RunOutcome;
  try {
    result = await recordSnapshot(env, deps, monitor, runId, now, page, finalUrl);
  } catch (err) {
    await refund();
    throw err;
  }
  return result;
}

async function recordSnapshot(env: MonitorEngineEnv, deps: EngineDeps, monitor: MonitorRow, runId: string, now: number, page: Uint8Array, finalUrl: string): Promise<RunOutcome> {
  const detector = deps.detectors[monitor.detector];
  const state = detector.extract(new TextDecoder().decode(page), finalUrl);
  const evidence = await storeSnapshot(env.SNAPSHOTS, {
    monitorId: monitor.id,
    runId,
    detector: detector.name,
    detectorVersion: detector.version,
    page,
    state,
    previousCommit: monitor.last_commit,
  });
  // A new detector version reads pages differently: its first run is a new baseline, not a change.
  const baseline = !monitor.baseline_completed || monitor.detector_version !== detector.version;
  const before = monitor.detector_state === null ? null : (JSON.parse(monitor.detector_state) as unknown);
  const changes = baseline ? [] : detector.compare(before, state);
  const changed = changes.length > 0;

  const writes: D1PreparedStatement[] = [
    runUpdate(env, runId, "succeeded", { baseline, changed, credits: PRICE_CREDITS.monitor_run }),
    env.DB.prepare(
      "UPDATE monitors SET detector_state = ?2, detector_version = ?3, last_commit = ?4, baseline_completed = 1 WHERE id = ?1",
    ).bind(monitor.id, JSON.stringify(state), detector.version, evidence.commit),
  ];
  let eventId: string | undefined;
  let deliveryId: string | undefined;
  if (changed && monitor.webhook_url) {
    eventId = crypto.randomUUID();
    deliveryId = crypto.randomUUID();
    const payload = JSON.stringify(changeEvent({ eventId, monitorId: monitor.id, runId, detector: monitor.detector, url: monitor.url, changes, detectedAt: now, evidence }));
    writes.push(
      env.DB.prepare("INSERT INTO monitor_events (id, monitor_id, run_id, payload, created_at) VALUES (?1, ?2, ?3, ?4, ?5)").bind(eventId, monitor.id, runId, payload, now),
      firstDeliveryStatement(env.DB, { id: deliveryId, eventId, ownerId: monitor.id, kind: "monitor", destination: monitor.webhook_url, now }),
    );
  }
  await env.DB.batch(writes);
  // If this send is lost, the next tick finds the pending attempt by its due time.
  if (deliveryId) await enqueue(env.MONITOR_TASKS, [{ kind: "deliver", deliveryId, now }]).catch(() => {});
  return { status: "succeeded", runId, changed, eventId };
}

interface RunResult {
  baseline: boolean;
  changed: boolean;
  credits: number;
}

const runUpdate = (env: MonitorEngineEnv, runId: string, status: RunStatus, r: RunResult) =>
  env.DB.prepare("UPDATE monitor_runs SET status = ?2, baseline = ?3, changed = ?4, credits = ?5 WHERE id = ?1").bind(
    runId,
    status,
    r.baseline ? 1 : 0,
    r.changed ? 1 : 0,
    r.credits,
  );

async function finishRun(env: MonitorEngineEnv, runId: string, status: RunStatus, r: RunResult): Promise<void> {
  await runUpdate(env, runId, status, r).run();
}
