/**
 * One cron tick at engine time `now` (the cron's `scheduledTime`): enqueue every due monitor and
 * watch run, and the initialization, reconciliation and delivery tasks whose retry time (or lease)
 * has come.
 *
 * Idempotent by construction: a due slot becomes a `run` task for `monitorId:slot`, and the run
 * itself claims that key with a unique index, so two ticks for the same minute, a redelivered
 * message or two racing consumers still give one run. Advancing `next_run_at` only moves a
 * monitor past slots already handed out.
 *
 * It also sweeps the runs that never ended (run-charge.ts): every monitor or watch run still
 * `running` RUN_LEASE_MS after its tick is finished `failed` and its charge refunded, and every
 * refund a run could not settle is asked again. A "check now" run still `queued` a minute after
 * its request (the request's send was lost) is handed to the queue again.
 */
import { enqueue, type MonitorEngineEnv, type MonitorTask, SEND_CHUNK, TASK_LEASE_MS } from "./engine";
import { MANUAL_RUN_RESEND_MS } from "./manual-run";
import { sweepRuns, type SweepReport } from "./run-charge";
import { advanceSql } from "./schedule";

export interface TickReport extends SweepReport {
  runs: number;
  /** Check-now runs whose queue message was sent again. */
  manual_runs: number;
  watch_runs: number;
  inits: number;
  syncs: number;
  deliveries: number;
}

/** Enough for 100,000 monitors due in one tick; the rest wait for the next. */
const MAX_RUN_CHUNKS = 1_000;

export async function tick(env: MonitorEngineEnv, now: number): Promise<TickReport> {
  const runs = await enqueueDueRuns(env, now, MONITOR_SCHEDULE);
  const watchRuns = await enqueueDueRuns(env, now, WATCH_SCHEDULE);
  const [inits, syncs, deliveries, manualRuns, sweep] = await Promise.all([
    enqueueRetries(env, now, "init", "init_state IN ('pending', 'initializing', 'retryable') AND init_next_retry_at <= ?1"),
    enqueueRetries(env, now, "sync", "sync_state IN ('pending', 'running', 'retryable') AND sync_next_retry_at <= ?1"),
    enqueueDueDeliveries(env, now),
    enqueueQueuedManualRuns(env, now),
    sweepRuns(env, now),
  ]);
  return { runs, manual_runs: manualRuns, watch_runs: watchRuns, inits, syncs, deliveries, ...sweep };
}

/** A table of scheduled rows: which are due, the preset column that advances them, their task. */
interface Schedule {
  table: "monitors" | "watches";
  due: string;
  frequencyColumn: string;
  task: (id: string, slot: number, now: number) => MonitorTask;
}

/** Schedulable monitor = ready, not paused, and the engine watch agrees it is not paused. */
const MONITOR_SCHEDULE: Schedule = {
  table: "monitors",
  due: "init_state = 'ready' AND paused = 0 AND engine_paused = 0 AND next_run_at <= ?1",
  frequencyColumn: "frequency",
  task: (monitorId, slot, now) => ({ kind: "run", monitorId, slot, now }),
};

/** Schedulable watch = active (paused and archived watches have no next run). */
const WATCH_SCHEDULE: Schedule = {
  table: "watches",
  due: "status = 'active' AND effective_frequency IS NOT NULL AND next_run_at <= ?1",
  frequencyColumn: "effective_frequency",
  task: (watchId, slot, now) => ({ kind: "watch_run", watchId, slot, now }),
};

async function enqueueDueRuns(env: MonitorEngineEnv, now: number, s: Schedule): Promise<number> {
  let total = 0;
  for (let chunk = 0; chunk < MAX_RUN_CHUNKS; chunk++) {
    const { results } = await env.DB.prepare(`SELECT id, next_run_at FROM ${s.table} WHERE ${s.due} ORDER BY next_run_at LIMIT ${SEND_CHUNK}`)
      .bind(now)
      .all<{ id: string; next_run_at: number }>();
    if (results.length === 0) break;
    await enqueue(env.MONITOR_TASKS, results.map((r) => s.task(r.id, r.next_run_at, now)));
    // Past the slots just handed out; rows a PATCH moved meanwhile no longer match and keep theirs.
    const ids = results.map((r) => r.id);
    // The ids go as one JSON parameter: D1 allows at most 100 bound parameters per statement.
    await env.DB.prepare(`UPDATE ${s.table} SET next_run_at = ${advanceSql(s.frequencyColumn)} WHERE ${s.due} AND id IN (SELECT value FROM json_each(?2))`)
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

/** Check-now runs still queued a while after their request: its message was lost (the claim makes a duplicate harmless). */
async function enqueueQueuedManualRuns(env: MonitorEngineEnv, now: number): Promise<number> {
  const { results } = await env.DB.prepare("SELECT id, monitor_id FROM monitor_runs WHERE status = 'queued' AND created_at <= ?1 LIMIT 1000")
    .bind(now - MANUAL_RUN_RESEND_MS)
    .all<{ id: string; monitor_id: string }>();
  await enqueue(env.MONITOR_TASKS, results.map((r): MonitorTask => ({ kind: "manual_run", monitorId: r.monitor_id, runId: r.id, now })));
  return results.length;
}
