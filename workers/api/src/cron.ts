/**
 * The api worker's Cron Trigger (`* * * * *`): one monitor-engine tick per minute, at the cron's
 * `scheduledTime` (docs/contract.md#monitors). The monitors worker finds the due work and enqueues it.
 *
 * In the harness only, `GET /cdn-cgi/handler/scheduled?cron=…&time=<ms>` on the api host runs the
 * same tick at `time` (the query contract of Miniflare's trigger handler), so tests move the
 * schedule. Outside the harness that path is a 404 (docs/operations.md#cron-triggers).
 */
import type { Context } from "hono";
import { isHarness } from "@shared/config";
import { ApiError } from "@shared/errors";
import type { ApiBindings, ApiEnv } from "./env";

/** One tick at `scheduledTime`, logged either way; never rejects (a failed tick is retried next minute). */
async function monitorsTick(env: ApiBindings, scheduledTime: number): Promise<boolean> {
  try {
    const report = await env.MONITORS.tick(scheduledTime);
    console.log("monitors tick", scheduledTime, JSON.stringify(report));
    return true;
  } catch (err) {
    console.error("monitors tick failed", scheduledTime, err instanceof Error ? err.message : String(err));
    return false;
  }
}

export async function monitorsCron(controller: ScheduledController, env: ApiBindings, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(monitorsTick(env, controller.scheduledTime));
}

/** Largest `time` accepted: what a JavaScript Date can hold. */
const MAX_TIME_MS = 8.64e15;

/**
 * Harness only: runs the cron's tick now, at `time` (ms since the epoch; default now) and answers
 * `ok` once it has run; 503 `degraded` if the tick failed, 400 on a `time` that is not a
 * non-negative integer. `cron` is accepted (any value) for parity with the trigger handler.
 */
export async function harnessScheduled(c: Context<ApiEnv>): Promise<Response> {
  if (!isHarness(c.env)) return c.notFound();
  const raw = c.req.query("time");
  const time = raw === undefined ? Date.now() : Number(raw);
  if (raw !== undefined && (!/^\d{1,16}$/.test(raw) || time > MAX_TIME_MS)) {
    throw new ApiError("invalid_request", "Query parameter `time` must be a non-negative integer number of milliseconds since the epoch.");
  }
  if (!(await monitorsTick(c.env, time))) throw new ApiError("degraded", "The monitors tick failed; see the stack's log.", { headers: { "Retry-After": "5" } });
  return c.text("ok");
}
