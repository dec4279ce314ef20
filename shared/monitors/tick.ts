/**
 * One cron tick at engine time `now` (the cron's `scheduledTime`): enqueue every due run, and the
 * initialization, reconciliation and delivery tasks whose retry time (or lease) has come.
 *
 * Idempotent by construction: a due slot becomes a `run` task for `monitorId:slot`, and the run
 * itself claims that key with a unique index, so two ticks for the same minute, a redelivered
 * message or two racing consumers still give one run. Advancing `next_run_at` only moves a
 * monitor past slots already handed out.
 */
import { enqueue, type MonitorEngineEnv, type MonitorTask, SEND_CHUNK, TASK_LEASE_MS } from "./engine";
import { ADVANCE_SQL } from "./schedule";

export interface TickReport {
  runs: number;
  inits: number;
  syncs: number;
  deliveries: number;
}

/** Enough for 100,000 monitors due in one tick; the rest wait for the next. */
const MAX_RUN_CHUNKS = 1_000;

export async function tick(env: MonitorEngineEnv, now: number): Promise<TickReport> {
  const runs = await enqueueDueRuns(env, now);
  const [inits, syncs, deliveries] = await Promise.all([
    enqueueRetries(env, now, "init", "init_state IN ('pending', 'initializing', 'retryable') AND init_next_retry_at <= ?1"),
    enqueueRetries(env, now, "sync", "sync_state IN ('pending', 'running', 'retryable') AND sync_next_retry_at <= ?1"),
    enqueueDueDeliveries(env, now),
  ]);
  return { runs, inits, syncs, deliveries };
}

/** Schedulable = ready, not paused, and the engine watch agrees it is not paused. */
const DUE_WHERE = "init_state = 'ready' AND paused = 0 AND engine_paused = 0 AND next_run_at <= ?1";

async function enqueueDueRuns(env: MonitorEngineEnv, now: number): Promise<number> {
  let total = 0;
  for (let chunk = 0; chunk < MAX_RUN_CHUNKS; chunk++) {
    const { results } = await env.DB.prepare(`SELECT id, next_run_at FROM monitors WHERE ${DUE_WHERE} ORDER BY next_run_at LIMIT ${SEND_CHUNK}`)
      .bind(now)
      .all<{ id: string; next_run_at: number }>();
    if (results.length === 0) break;
    await enqueue(env.MONITOR_TASKS, results.map((m) => ({ kind: "run", monitorId: m.id, slot: m.next_run_at, now })));
    // Past the slots just handed out; rows a PATCH moved meanwhile no longer match and keep theirs.
    const ids = results.map((m) => m.id);
    // The ids go as one JSON parameter: D1 allows at most 100 bound parameters per statement.
    await env.DB.prepare(`UPDATE monitors SET next_run_at = ${ADVANCE_SQL} WHERE ${DUE_WHERE} AND id IN (SELECT value FROM json_each(?2))`)
      .bind(now, JSON.stringify(ids))
      .run();
    total += results.length;
    if (results.length < SEND_CHUNK) break;
  }
  return total;
}

async function enqueueRetries(env: MonitorEngineEnv, now: number, kind: "init" | "sync", where: string): Promise<number> {
  const { results } = await env.DB.prepare(`SELECT id FROM monitors WHERE ${where} LIMIT 1000`).bind(now).all<{ id: string }>();
  await enqueue(env.MONITOR_TASKS, results.map((m): MonitorTask => ({ kind, monitorId: m.id, now })));
  return results.length;
}

async function enqueueDueDeliveries(env: MonitorEngineEnv, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    "SELECT id FROM webhook_deliveries WHERE status = 'pending' AND due_at <= ?1 AND (attempted_at IS NULL OR attempted_at <= ?2) LIMIT 5000",
  )
    .bind(now, now - TASK_LEASE_MS)
    .all<{ id: string }>();
  await enqueue(env.MONITOR_TASKS, results.map((d): MonitorTask => ({ kind: "deliver", deliveryId: d.id, now })));
  return results.length;
}
