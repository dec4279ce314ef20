/**
 * The engine watch of a monitor (docs/contract.md#monitors): created by an `init` task, reconciled by `sync`
 * tasks after a PATCH. Both are claimed with a conditional UPDATE (so a redelivered or duplicated
 * task does nothing), hold a lease while they work, and on failure become `retryable` with a
 * next retry time until the bounded budget is spent, then `failed` with the reason.
 *
 * Initialization:  pending → initializing (target reachable; the first slot's run, the baseline) → ready
 *                  initializing → retryable (next_retry_at, error_reason) → initializing → …
 *                  retryable → failed (budget spent, or a permanent refusal such as a private address)
 * Reconciliation:  none → synced (initialization created the watch)
 *                  any → pending (PATCH of frequency/paused) → running → synced
 *                  running → retryable → running → … → failed (budget spent);  failed → pending (new PATCH)
 */
import { dohResolver, SafeFetchError, safeFetchDefaults } from "../net";
import { assertResolvesReachable } from "../net/resolve-target";
import { checkTarget } from "../net/target-url";
import { ENGINE_ATTEMPT_BUDGET, ENGINE_BACKOFF_MS, type EngineDeps, type MonitorEngineEnv, TASK_LEASE_MS } from "./engine";
import { runMonitor } from "./run";

export type TaskOutcome = "done" | "retryable" | "failed" | "skipped";

const REASON_MAX = 200;

/** The failure worth retrying (DNS, upstream) versus a permanent refusal of the target. */
const isPermanent = (err: unknown) => err instanceof SafeFetchError && (err.kind === "unsafe_target" || err.kind === "unsafe_redirect");
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, REASON_MAX);

/**
 * Creates the engine watch: the target must still resolve to reachable addresses. Given the
 * detectors (the queue consumer), it then runs the first slot (`now`) before the monitor is
 * `ready`, so a ready monitor has its baseline and the next check can report a change; the tick
 * that hands out that slot again finds it taken. A baseline that fails (fetch, credits) leaves the
 * baseline to the next run, as any failed run does.
 */
export async function initializeMonitor(env: MonitorEngineEnv, deps: Pick<EngineDeps, "resolver" | "fetch"> & Partial<EngineDeps>, monitorId: string, now: number): Promise<TaskOutcome> {
  const claimed = await env.DB.prepare(
    `UPDATE monitors SET init_state = 'initializing', init_attempts = init_attempts + 1, init_next_retry_at = ?2
     WHERE id = ?1 AND (init_state = 'pending' OR (init_state IN ('initializing', 'retryable') AND init_next_retry_at <= ?3))
     RETURNING url, init_attempts`,
  )
    .bind(monitorId, now + TASK_LEASE_MS, now)
    .first<{ url: string; init_attempts: number }>();
  if (!claimed) return "skipped";
  try {
    const { allowPrivate } = safeFetchDefaults(env);
    const target = checkTarget(claimed.url, { allowPrivate });
    await assertResolvesReachable(target, deps.resolver ?? dohResolver({ fetch: deps.fetch }), allowPrivate, "unsafe_target");
  } catch (err) {
    return recordFailure(env, "init", monitorId, claimed.init_attempts, now, err);
  }
  if (deps.detectors) {
    const baselineDeps = { ...deps, detectors: deps.detectors };
    await runMonitor(env, baselineDeps, { monitorId, slot: now, now, initializing: true }).catch((err: unknown) =>
      console.error("baseline run failed", monitorId, err instanceof Error ? err.message : String(err)),
    );
  }
  // The watch takes the record's current settings; a PATCH made meanwhile is thereby applied too.
  await env.DB.prepare(
    `UPDATE monitors SET init_state = 'ready', init_next_retry_at = NULL, init_error_reason = NULL,
       engine_frequency = frequency, engine_paused = paused, engine_generation = sync_generation, next_run_at = ?2,
       sync_state = CASE sync_state WHEN 'none' THEN 'synced' ELSE sync_state END, updated_at = ?2
     WHERE id = ?1 AND init_state = 'initializing'`,
  )
    .bind(monitorId, now)
    .run();
  return "done";
}

/** Applies the record's frequency/paused to the engine watch (the latest PATCH wins). */
export async function reconcileMonitor(env: MonitorEngineEnv, monitorId: string, now: number): Promise<TaskOutcome> {
  const claimed = await env.DB.prepare(
    `UPDATE monitors SET sync_state = 'running', sync_attempts = sync_attempts + 1, sync_next_retry_at = ?2
     WHERE id = ?1 AND (sync_state = 'pending' OR (sync_state IN ('running', 'retryable') AND sync_next_retry_at <= ?3))
     RETURNING init_state, sync_attempts, sync_generation`,
  )
    .bind(monitorId, now + TASK_LEASE_MS, now)
    .first<{ init_state: string; sync_attempts: number; sync_generation: number }>();
  if (!claimed) return "skipped";
  if (claimed.init_state !== "ready") {
    return recordFailure(env, "sync", monitorId, claimed.sync_attempts, now, new Error(`engine watch not initialized (initialization ${claimed.init_state})`));
  }
  const applied = await env.DB.prepare(
    `UPDATE monitors SET engine_frequency = frequency, engine_paused = paused, engine_generation = sync_generation,
       sync_state = 'synced', sync_next_retry_at = NULL, sync_error_reason = NULL, sync_attempts = 0
     WHERE id = ?1 AND sync_state = 'running' AND sync_generation = ?2`,
  )
    .bind(monitorId, claimed.sync_generation)
    .run();
  // A newer PATCH re-armed the state to pending meanwhile: its own task applies it.
  return applied.meta.changes > 0 ? "done" : "skipped";
}

async function recordFailure(env: MonitorEngineEnv, which: "init" | "sync", monitorId: string, attempts: number, now: number, err: unknown): Promise<TaskOutcome> {
  const exhausted = attempts >= ENGINE_ATTEMPT_BUDGET || (which === "init" && isPermanent(err));
  const running = which === "init" ? "initializing" : "running";
  const nextRetry = exhausted ? null : now + ENGINE_BACKOFF_MS[Math.min(attempts, ENGINE_BACKOFF_MS.length) - 1]!;
  await env.DB.prepare(
    `UPDATE monitors SET ${which}_state = ?2, ${which}_next_retry_at = ?3, ${which}_error_reason = ?4 WHERE id = ?1 AND ${which}_state = '${running}'`,
  )
    .bind(monitorId, exhausted ? "failed" : "retryable", nextRetry, reasonOf(err))
    .run();
  return exhausted ? "failed" : "retryable";
}
