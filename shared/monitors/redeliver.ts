/**
 * Redelivery of a stored monitor event (docs/monitors.md#redeliver), one routine for the API route
 * and the dashboard's button: a new delivery of the stored bytes under the same `event_id` to the
 * monitor's current webhook. 404 for an event that is not the monitor's, 400 when the monitor has
 * no webhook; nothing is written on a refusal.
 */
import { ApiError } from "../errors";
import { redeliveryStatements } from "./delivery";
import { enqueue, type MonitorTask } from "./engine";
import type { MonitorRow } from "./monitor-view";
import { loadMonitorEvent } from "./reads";

/** The webhook a delivery or a test goes to; 400 when the monitor has none. */
export function webhookOf(m: Pick<MonitorRow, "webhook_url" | "webhook_secret">): { url: string; secret: string } {
  if (m.webhook_url === null || m.webhook_secret === null) {
    throw new ApiError("invalid_request", "This monitor has no webhook; set one with PATCH /v1/monitors/{id} {\"webhook\": {\"url\", \"secret\"}} first.");
  }
  return { url: m.webhook_url, secret: m.webhook_secret };
}

export interface RedeliveryEnv {
  DB: D1Database;
  MONITOR_TASKS: Queue<MonitorTask>;
}

/** Queues a redelivery of `eventId` of the (already workspace-checked) monitor `m`. */
export async function redeliverEvent(env: RedeliveryEnv, m: MonitorRow, eventId: string, now = Date.now()): Promise<{ event_id: string; delivery_status: "pending" }> {
  const event = await loadMonitorEvent(env.DB, m.id, eventId);
  const webhook = webhookOf(m);
  const deliveryId = crypto.randomUUID();
  await env.DB.batch(redeliveryStatements(env.DB, { id: deliveryId, eventId: event.id, ownerId: m.id, kind: "monitor", destination: webhook.url, now }));
  // If this send is lost, the next tick finds the pending attempt by its due time.
  await enqueue(env.MONITOR_TASKS, [{ kind: "deliver", deliveryId, now }]).catch((err: unknown) => console.error("redelivery enqueue failed", deliveryId, String(err)));
  return { event_id: event.id, delivery_status: "pending" };
}
