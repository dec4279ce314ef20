/**
 * The api worker's Cron Trigger (`* * * * *`): one monitor-engine tick per minute, at the cron's
 * `scheduledTime` (docs/contract.md#monitors), so `/cdn-cgi/handler/scheduled?cron=…&time=<ms>` moves the
 * schedule in tests. The monitors worker finds the due work and enqueues it.
 */
import type { ApiBindings } from "./env";

export async function monitorsCron(controller: ScheduledController, env: ApiBindings, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(
    env.MONITORS.tick(controller.scheduledTime).then(
      (report) => console.log("monitors tick", controller.scheduledTime, JSON.stringify(report)),
      (err: unknown) => console.error("monitors tick failed", controller.scheduledTime, err instanceof Error ? err.message : String(err)),
    ),
  );
}
