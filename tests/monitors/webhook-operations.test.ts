/**
 * Webhook operations (DECISIONS §7; docs/monitors.md#redeliver, #webhook-test) against a receiver
 * that fails, then recovers: the delivery log shows each attempt's status code; a redelivery sends
 * the same stored bytes under the same event_id with a fresh signature the node:crypto receiver
 * accepts, as a new delivery with its own 8 attempts; the test ping reports what the receiver
 * answered and records nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MonitorEventEnvelopeSchema, MonitorRedeliverySchema, MonitorWebhookTestEventSchema, MonitorWebhookTestSchema } from "@shared/contract/monitor-events.records";
import { deliverAttempt } from "@shared/monitors/delivery";
import { DELIVERY_DELAYS_MS, MAX_DELIVERY_ATTEMPTS } from "@shared/monitors/engine";
import { runMonitor } from "@shared/monitors/run";
import { call, configureHook, deps, engineEnv, readyShopMonitor, received, setShop, verifyAt } from "./harness";
import { json } from "./watch-harness";

interface DeliveryRow {
  id: string;
  attempt: number;
  first_attempt: number;
  status: string;
  due_at: number;
  attempted_at: number | null;
}

const rowsOf = async (eventId: string) =>
  (await env.DB.prepare("SELECT id, attempt, first_attempt, status, due_at, attempted_at FROM webhook_deliveries WHERE event_id = ?1 ORDER BY attempt").bind(eventId).all<DeliveryRow>()).results;
const pendingOf = async (eventId: string) => (await rowsOf(eventId)).find((r) => r.status === "pending");
const eventOf = async (ws: string, id: string, eventId: string) => MonitorEventEnvelopeSchema.parse(await json(await call(ws, "GET", `/v1/monitors/${id}/events/${eventId}`))).data;

/** A monitor whose second run detected a change; the receiver `shop` verifies with its secret. */
async function changed(shop: string) {
  const m = await readyShopMonitor(shop);
  await configureHook(shop, { secret: `secret-${shop}` });
  await setShop(shop, { price: "10.00" });
  await runMonitor(engineEnv(), deps, { monitorId: m.id, slot: m.t0, now: m.t0 });
  await setShop(shop, { price: "14.00" });
  const run = await runMonitor(engineEnv(), deps, { monitorId: m.id, slot: m.t0 + 1, now: m.t0 + 1 });
  if (!("eventId" in run) || !run.eventId) throw new Error("no change detected");
  const payload = (await env.DB.prepare("SELECT payload FROM monitor_events WHERE id = ?1").bind(run.eventId).first<{ payload: string }>())!.payload;
  return { ...m, eventId: run.eventId, payload };
}

describe("a receiver that fails, then recovers", () => {
  it("the delivery log shows each attempt's status code; redeliver sends the same bytes and event_id, freshly signed", async () => {
    const c = await changed("op1");
    let now = c.t0 + 1;
    // The receiver answers 500, then 503: two failed attempts, the third scheduled.
    for (const status of [500, 503]) {
      await configureHook("op1", { status });
      const pending = (await pendingOf(c.eventId))!;
      now = Math.max(now, pending.due_at);
      expect(await deliverAttempt(env, {}, pending.id, now)).toBe("retry_scheduled");
    }
    let one = await eventOf(c.ws, c.id, c.eventId);
    expect(one.delivery).toEqual({ status: "pending", attempts: 2 });
    expect(one.deliveries.map((d) => [d.attempt, d.status_code, d.error])).toEqual([
      [1, 500, "HTTP 500"],
      [2, 503, "HTTP 503"],
    ]);
    const scheduled = (await pendingOf(c.eventId))!;
    expect(scheduled).toMatchObject({ attempt: 3, first_attempt: 1 });

    // The receiver recovers; the agent does not wait 5 minutes for attempt 3: it redelivers.
    await configureHook("op1", { status: 0 });
    const res = await call(c.ws, "POST", `/v1/monitors/${c.id}/events/${c.eventId}/redeliver`);
    expect(res.status).toBe(202);
    expect(MonitorRedeliverySchema.parse(await res.json()).data).toEqual({ event_id: c.eventId, delivery_status: "pending" });
    // The redelivery replaced the scheduled attempt that was never sent; it starts a new delivery.
    const rows = await rowsOf(c.eventId);
    expect(rows.map((r) => [r.attempt, r.first_attempt, r.status])).toEqual([
      [1, 1, "failed"],
      [2, 1, "failed"],
      [3, 3, "pending"],
    ]);
    expect(rows[2]!.id).not.toBe(scheduled.id);
    const before = Math.floor(Date.now() / 1000);
    expect(await deliverAttempt(env, {}, rows[2]!.id, rows[2]!.due_at)).toBe("delivered");

    const got = await received("op1");
    expect(got.map((d) => d.answered)).toEqual([500, 503, 204]);
    const last = got.at(-1)!;
    expect(last).toMatchObject({ event_id: c.eventId, body: c.payload, verified: true });
    expect(Number(last.timestamp)).toBeGreaterThanOrEqual(before);
    expect(await verifyAt(last, "secret-op1", Number(last.timestamp))).toEqual({ ok: true });
    one = await eventOf(c.ws, c.id, c.eventId);
    expect(one.delivery).toEqual({ status: "delivered", attempts: 3 });
    expect(one.deliveries.map((d) => [d.attempt, d.status_code, d.error])).toEqual([
      [1, 500, "HTTP 500"],
      [2, 503, "HTTP 503"],
      [3, 204, null],
    ]);
  });

  it("a redelivery after the 8th failure has its own 8 attempts on the schedule, numbered after the first delivery's", async () => {
    const c = await changed("op2");
    await configureHook("op2", { status: 500 });
    for (let pending = await pendingOf(c.eventId); pending; pending = await pendingOf(c.eventId)) await deliverAttempt(env, {}, pending.id, pending.due_at);
    expect((await eventOf(c.ws, c.id, c.eventId)).delivery).toEqual({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });

    expect((await call(c.ws, "POST", `/v1/monitors/${c.id}/events/${c.eventId}/redeliver`)).status).toBe(202);
    expect((await eventOf(c.ws, c.id, c.eventId)).delivery).toEqual({ status: "pending", attempts: MAX_DELIVERY_ATTEMPTS });
    for (let pending = await pendingOf(c.eventId); pending; pending = await pendingOf(c.eventId)) await deliverAttempt(env, {}, pending.id, pending.due_at);
    const rows = await rowsOf(c.eventId);
    expect(rows).toHaveLength(2 * MAX_DELIVERY_ATTEMPTS);
    const second = rows.slice(MAX_DELIVERY_ATTEMPTS);
    expect(second.map((r) => [r.attempt, r.first_attempt])).toEqual(second.map((_, i) => [MAX_DELIVERY_ATTEMPTS + i + 1, MAX_DELIVERY_ATTEMPTS + 1]));
    expect(second.slice(1).map((r, i) => r.due_at - second[i]!.due_at)).toEqual(DELIVERY_DELAYS_MS.slice(1));
    const one = await eventOf(c.ws, c.id, c.eventId);
    expect(one.delivery).toEqual({ status: "failed", attempts: 2 * MAX_DELIVERY_ATTEMPTS });
    expect(one.deliveries.map((d) => d.attempt)).toEqual(Array.from({ length: 2 * MAX_DELIVERY_ATTEMPTS }, (_, i) => i + 1));
    // Every attempt of both deliveries carried the same event and bytes.
    const got = await received("op2");
    expect(got).toHaveLength(2 * MAX_DELIVERY_ATTEMPTS);
    for (const d of got) expect(d).toMatchObject({ event_id: c.eventId, body: c.payload, verified: true });
  });

  it("redelivering goes to the monitor's current webhook, and is 400 when it has none", async () => {
    const c = await changed("op3");
    await configureHook("op3", { status: 0 });
    await call(c.ws, "PATCH", `/v1/monitors/${c.id}`, { webhook: null });
    const res = await call(c.ws, "POST", `/v1/monitors/${c.id}/events/${c.eventId}/redeliver`);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain("webhook");
    // Nothing was written.
    expect((await rowsOf(c.eventId)).map((r) => r.status)).toEqual(["destination_replaced"]);

    await configureHook("op3-new", { secret: "new-secret-op3" });
    await call(c.ws, "PATCH", `/v1/monitors/${c.id}`, { webhook: { url: `${env.WEB_URL}/hook/op3-new`, secret: "new-secret-op3" } });
    expect((await call(c.ws, "POST", `/v1/monitors/${c.id}/events/${c.eventId}/redeliver`)).status).toBe(202);
    const pending = (await pendingOf(c.eventId))!;
    expect(await deliverAttempt(env, {}, pending.id, pending.due_at)).toBe("delivered");
    expect((await received("op3-new")).map((d) => [d.event_id, d.verified])).toEqual([[c.eventId, true]]);
  });
});

describe("the webhook test ping", () => {
  it("reports the receiver's status code, is signed like an event, and records nothing", async () => {
    const c = await changed("op4");
    const countRows = async () =>
      (await env.DB.prepare("SELECT (SELECT COUNT(*) FROM monitor_events WHERE monitor_id = ?1) + (SELECT COUNT(*) FROM webhook_deliveries WHERE monitor_id = ?1) AS n").bind(c.id).first<{ n: number }>())!.n;
    const rowsBefore = await countRows();
    await configureHook("op4", { status: 418 });
    const failed = await call(c.ws, "POST", `/v1/monitors/${c.id}/webhook/test`);
    expect(failed.status).toBe(200);
    const answer = MonitorWebhookTestSchema.parse(await failed.json()).data;
    expect(answer).toMatchObject({ delivered: false, status_code: 418, error: "HTTP 418" });

    await configureHook("op4", { status: 0 });
    const ok = MonitorWebhookTestSchema.parse(await json(await call(c.ws, "POST", `/v1/monitors/${c.id}/webhook/test`))).data;
    expect(ok).toMatchObject({ delivered: true, status_code: 204, error: null });
    expect(ok.event_id).not.toBe(answer.event_id);

    const pings = await received("op4");
    expect(pings.map((p) => [p.event_id, p.answered, p.verified])).toEqual([
      [answer.event_id, 418, true],
      [ok.event_id, 204, true],
    ]);
    const body = MonitorWebhookTestEventSchema.parse(JSON.parse(pings[1]!.body));
    expect(body).toMatchObject({ event_version: 1, event_id: ok.event_id, event_type: "monitor.webhook.test", monitor_id: c.id });
    expect(pings[1]!.body).not.toContain("secret-op4");
    // Not a change event: nothing recorded, the events list unchanged.
    expect(await countRows()).toBe(rowsBefore);
  });

  it("a receiver the safe fetcher refuses to follow is answered, with a null status code and the reason", async () => {
    const c = await readyShopMonitor("op5");
    // The receiver redirects to the cloud metadata address: the redirect is revalidated and refused.
    await configureHook("op5", { redirect: "http://169.254.169.254/latest/meta-data/" });
    const res = await call(c.ws, "POST", `/v1/monitors/${c.id}/webhook/test`);
    expect(res.status).toBe(200);
    const answer = MonitorWebhookTestSchema.parse(await res.json()).data;
    expect(answer).toMatchObject({ delivered: false, status_code: null, error: expect.stringContaining("unsafe_redirect") });
  });

  it("is 400 invalid_request on a monitor without a webhook", async () => {
    const c = await readyShopMonitor("op6", { webhook: false });
    const res = await call(c.ws, "POST", `/v1/monitors/${c.id}/webhook/test`);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("webhook") });
  });
});
