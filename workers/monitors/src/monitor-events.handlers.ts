/**
 * A monitor's events and operations (DECISIONS §7; docs/monitors.md#events): the change events to
 * read (with or without a webhook), redelivery of a stored event, the webhook test ping and check
 * now. Every query is scoped to the monitor, which `loadOwned` scoped to the workspace: another
 * workspace's monitor, event or run is a 404.
 */
import type { MonitorEventQuery } from "@shared/contract/monitors.routes";
import { MONITOR_PAGE_DEFAULT_LIMIT } from "@shared/contract/monitors.routes";
import { type MonitorWebhookTestEvent, WEBHOOK_TEST_EVENT_TYPE } from "@shared/contract/monitor-events.records";
import { ApiError } from "@shared/errors";
import { ok } from "@shared/http/envelope";
import { cursorCodec } from "@shared/http/cursor";
import { redeliveryStatements, sendSigned } from "@shared/monitors/delivery";
import { enqueue } from "@shared/monitors/engine";
import { queueManualRun } from "@shared/monitors/manual-run";
import { loadOwned } from "./monitors.handlers";
import { attemptsOf, deliveriesOf, type EventRow, eventView } from "./monitor-event-view";
import type { MonitorRow } from "./monitor-view";
import { type Ctx, valid } from "./request";

interface PagePosition extends Record<string, number | string> {
  t: number;
  id: string;
}

export async function listMonitorEvents(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const q = valid<MonitorEventQuery>(c, "query");
  const limit = q.limit ?? MONITOR_PAGE_DEFAULT_LIMIT;
  const m = await loadOwned(c, id);
  const codec = cursorCodec(c.env.CURSOR_SECRET);
  // The filter is part of the cursor's scope: a cursor only continues the listing it came from.
  const scope = `monitors:events:${m.id}:${q.since ?? ""}`;
  const before = await codec.decodeOr<PagePosition>(scope, q.cursor, { t: Number.MAX_SAFE_INTEGER, id: "" });
  const { results } = await c.env.DB.prepare(
    `SELECT id, payload, changes, created_at FROM monitor_events WHERE monitor_id = ?1 AND created_at >= ?2
       AND (created_at < ?3 OR (created_at = ?3 AND id < ?4)) ORDER BY created_at DESC, id DESC LIMIT ?5`,
  )
    .bind(m.id, q.since ? Date.parse(q.since) : 0, before.t, before.id || "\uffff", limit + 1)
    .all<EventRow>();
  const page = results.slice(0, limit);
  const last = page.at(-1);
  const hasMore = results.length > limit && last !== undefined;
  const next = hasMore ? await codec.encode(scope, { t: last.created_at, id: last.id }) : null;
  const attempts = await attemptsOf(c.env.DB, page.map((e) => e.id));
  return ok(c, page.map((e) => eventView(e, attempts.get(e.id) ?? [])), { has_more: hasMore, next_cursor: next });
}

async function loadEvent(c: Ctx, m: MonitorRow, eventId: string): Promise<EventRow> {
  const row = await c.env.DB.prepare("SELECT id, payload, changes, created_at FROM monitor_events WHERE id = ?1 AND monitor_id = ?2").bind(eventId, m.id).first<EventRow>();
  if (!row) throw new ApiError("not_found", `No event with id ${JSON.stringify(eventId.slice(0, 64))} on this monitor.`);
  return row;
}

export async function getMonitorEvent(c: Ctx) {
  const { id, event_id } = valid<{ id: string; event_id: string }>(c, "param");
  const m = await loadOwned(c, id);
  const row = await loadEvent(c, m, event_id);
  const attempts = (await attemptsOf(c.env.DB, [row.id])).get(row.id) ?? [];
  return ok(c, { ...eventView(row, attempts), deliveries: deliveriesOf(attempts) });
}

/** The webhook a delivery or a test goes to; 400 when the monitor has none. */
function webhookOf(m: MonitorRow): { url: string; secret: string } {
  if (m.webhook_url === null || m.webhook_secret === null) {
    throw new ApiError("invalid_request", "This monitor has no webhook; set one with PATCH /v1/monitors/{id} {\"webhook\": {\"url\", \"secret\"}} first.");
  }
  return { url: m.webhook_url, secret: m.webhook_secret };
}

export async function redeliverMonitorEvent(c: Ctx) {
  const { id, event_id } = valid<{ id: string; event_id: string }>(c, "param");
  const m = await loadOwned(c, id);
  const event = await loadEvent(c, m, event_id);
  const webhook = webhookOf(m);
  const deliveryId = crypto.randomUUID();
  const now = Date.now();
  await c.env.DB.batch(redeliveryStatements(c.env.DB, { id: deliveryId, eventId: event.id, ownerId: m.id, kind: "monitor", destination: webhook.url, now }));
  // If this send is lost, the next tick finds the pending attempt by its due time.
  await enqueue(c.env.MONITOR_TASKS, [{ kind: "deliver", deliveryId, now }]).catch((err: unknown) => console.error("redelivery enqueue failed", deliveryId, String(err)));
  return ok(c, { event_id: event.id, delivery_status: "pending" as const }, {}, 202);
}

export async function testMonitorWebhook(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const m = await loadOwned(c, id);
  const webhook = webhookOf(m);
  const ping: MonitorWebhookTestEvent = { event_version: 1, event_id: crypto.randomUUID(), event_type: WEBHOOK_TEST_EVENT_TYPE, monitor_id: m.id, sent_at: new Date().toISOString() };
  const sent = await sendSigned(c.env, {}, { destination: webhook.url, eventId: ping.event_id, body: JSON.stringify(ping), secret: webhook.secret });
  return ok(c, { event_id: ping.event_id, ...sent });
}

export async function runMonitorNow(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const m = await loadOwned(c, id);
  if (m.init_state !== "ready") {
    throw new ApiError("invalid_request", `This monitor is not initialized yet (initialization_state ${m.init_state}); check again once it is ready.`);
  }
  if (m.paused === 1) throw new ApiError("invalid_request", 'This monitor is paused; resume it with PATCH /v1/monitors/{id} {"paused": false} first.');
  const answer = await queueManualRun(c.env, m.id, Date.now(), c.get("requestId") ?? null);
  if ("retryAfterMs" in answer) {
    const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
    throw new ApiError("rate_limited", `A monitor can be checked at most once a minute; try again in ${seconds} s.`, { headers: { "Retry-After": String(seconds) } });
  }
  return ok(c, { run_id: answer.runId, status: "queued" as const }, {}, 202);
}
