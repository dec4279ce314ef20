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
import { sendSigned } from "@shared/monitors/delivery";
import { attemptsOf, deliveriesOf, eventView } from "@shared/monitors/event-view";
import { queueManualRun } from "@shared/monitors/manual-run";
import { eventRows, loadMonitorEvent } from "@shared/monitors/reads";
import { redeliverEvent, webhookOf } from "@shared/monitors/redeliver";
import { loadOwned } from "./monitors.handlers";
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
  const results = await eventRows(c.env.DB, m.id, limit, { sinceMs: q.since ? Date.parse(q.since) : 0, before });
  const page = results.slice(0, limit);
  const last = page.at(-1);
  const hasMore = results.length > limit && last !== undefined;
  const next = hasMore ? await codec.encode(scope, { t: last.created_at, id: last.id }) : null;
  const attempts = await attemptsOf(c.env.DB, page.map((e) => e.id));
  return ok(c, page.map((e) => eventView(e, attempts.get(e.id) ?? [])), { has_more: hasMore, next_cursor: next });
}

export async function getMonitorEvent(c: Ctx) {
  const { id, event_id } = valid<{ id: string; event_id: string }>(c, "param");
  const m = await loadOwned(c, id);
  const row = await loadMonitorEvent(c.env.DB, m.id, event_id);
  const attempts = (await attemptsOf(c.env.DB, [row.id])).get(row.id) ?? [];
  return ok(c, { ...eventView(row, attempts), deliveries: deliveriesOf(attempts) });
}

export async function redeliverMonitorEvent(c: Ctx) {
  const { id, event_id } = valid<{ id: string; event_id: string }>(c, "param");
  const m = await loadOwned(c, id);
  return ok(c, await redeliverEvent(c.env, m, event_id), {}, 202);
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
