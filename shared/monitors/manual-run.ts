/**
 * "Check now" (DECISIONS §7; docs/monitors.md#check-now): the request queues one run of a monitor
 * outside its schedule as a `monitor_runs` row (`kind` manual, status `queued`, `slot` = the time
 * it was asked), and the queue consumer runs it (run.ts `runManual`), charged like any run.
 *
 * The one D1 statement that queues it is also its idempotency key and its rate limit: it inserts
 * only while the monitor has no manual run queued or running and none asked for in the last
 * minute. So two requests racing queue one run; a request while one is pending gets that run's
 * id; a request within the minute after one is refused with the time left. The limit belongs to
 * the monitor (whoever asks), which the run row already records, so no separate counter is kept.
 */
import type { MonitorEngineEnv } from "./engine";
import { enqueue } from "./engine";

/** At most one manual run per monitor per this interval. */
export const MANUAL_RUN_INTERVAL_MS = 60_000;
/** A manual run still `queued` this long after its request lost its queue message: the tick sends it again. */
export const MANUAL_RUN_RESEND_MS = 60_000;

export type ManualRunAnswer = { runId: string } | { retryAfterMs: number };

interface LatestManual {
  id: string;
  status: string;
  created_at: number;
}

/** Queues a manual run of `monitorId` asked at `now` (the request's clock), or names the pending one, or the wait. */
export async function queueManualRun(env: Pick<MonitorEngineEnv, "DB" | "MONITOR_TASKS">, monitorId: string, now: number, requestId: string | null): Promise<ManualRunAnswer> {
  // Twice at most: the pending run may end between the insert and the read that explains its refusal.
  for (let round = 0; round < 2; round++) {
    const runId = crypto.randomUUID();
    const queued = await env.DB.prepare(
      `INSERT OR IGNORE INTO monitor_runs (id, monitor_id, slot, status, created_at, kind, request_id)
       SELECT ?1, ?2, ?3, 'queued', ?3, 'manual', ?4
       WHERE NOT EXISTS (SELECT 1 FROM monitor_runs WHERE monitor_id = ?2 AND kind = 'manual' AND (status IN ('queued', 'running') OR created_at > ?3 - ?5))`,
    )
      .bind(runId, monitorId, now, requestId, MANUAL_RUN_INTERVAL_MS)
      .run();
    if (queued.meta.changes === 1) {
      // If this send is lost, the tick sends it again a minute later (tick.ts).
      await enqueue(env.MONITOR_TASKS, [{ kind: "manual_run", monitorId, runId, now }]).catch((err: unknown) => console.error("manual run enqueue failed", runId, String(err)));
      return { runId };
    }
    const latest = await env.DB.prepare("SELECT id, status, created_at FROM monitor_runs WHERE monitor_id = ?1 AND kind = 'manual' ORDER BY created_at DESC, id DESC LIMIT 1")
      .bind(monitorId)
      .first<LatestManual>();
    if (latest && (latest.status === "queued" || latest.status === "running")) return { runId: latest.id };
    if (latest && latest.created_at > now - MANUAL_RUN_INTERVAL_MS) return { retryAfterMs: latest.created_at + MANUAL_RUN_INTERVAL_MS - now };
  }
  return { retryAfterMs: 1_000 };
}
