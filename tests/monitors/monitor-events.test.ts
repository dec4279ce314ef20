/**
 * A monitor's change events to read (DECISIONS §7; docs/monitors.md#events): recorded whether or
 * not the monitor has a webhook, listed newest first with `since` and signed cursors, each with
 * the detector's field changes (which plan, from what price to what) and its delivery; one event
 * with its delivery log.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { MonitorEventEnvelopeSchema, MonitorEventPageSchema } from "@shared/contract/monitor-events.records";
import { deliverAttempt } from "@shared/monitors/delivery";
import { initializeMonitor } from "@shared/monitors/lifecycle";
import { runMonitor } from "@shared/monitors/run";
import { call, configureHook, createMonitor, deps, engineEnv, readyShopMonitor, seedWorkspace, setShop } from "./harness";
import { json, setSite } from "./watch-harness";

const MINUTE = 60_000;

const events = async (ws: string, id: string, query = "") => {
  const res = await call(ws, "GET", `/v1/monitors/${id}/events${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return MonitorEventPageSchema.parse(await res.json());
};
const event = async (ws: string, id: string, eventId: string) => {
  const res = await call(ws, "GET", `/v1/monitors/${id}/events/${eventId}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return MonitorEventEnvelopeSchema.parse(await res.json()).data;
};

/** Runs slot `t0 + n × 15 min` of the monitor, with the shop at `price`. */
async function runAtPrice(shop: string, id: string, t0: number, n: number, price: string) {
  await setShop(shop, { price });
  const slot = t0 + n * 15 * MINUTE;
  return runMonitor(engineEnv(), deps, { monitorId: id, slot, now: slot });
}

beforeEach(async () => {
  await setSite({ reset: true });
});

describe("events are recorded without a webhook", () => {
  it("a changed run is an event to read: the payload's fields, the changed field with both prices, delivery null", async () => {
    const { ws, id, t0 } = await readyShopMonitor("ev1", { webhook: false });
    await runAtPrice("ev1", id, t0, 0, "10.00");
    const run = await runAtPrice("ev1", id, t0, 1, "12.50");
    expect(run).toMatchObject({ status: "succeeded", changed: true });

    const page = await events(ws, id);
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ has_more: false, next_cursor: null, request_id: "req-test" });
    const [e] = page.data;
    expect(e).toMatchObject({
      event_version: 1,
      event_type: "monitor.change.detected",
      monitor_id: id,
      run_id: "runId" in run ? run.runId : "",
      detector: "price",
      change_type: "price_changed",
      detected_at: new Date(t0 + 15 * MINUTE).toISOString(),
      changes: [{ field: "price", before: 10, after: 12.5 }],
      delivery: null,
    });
    // The stored payload is the event: the same bytes a webhook would have received.
    const stored = await env.DB.prepare("SELECT payload FROM monitor_events WHERE id = ?1").bind(e!.event_id).first<{ payload: string }>();
    const { changes: _c, delivery: _d, ...payload } = e!;
    expect(payload).toEqual(JSON.parse(stored!.payload));

    const one = await event(ws, id, e!.event_id);
    expect(one).toEqual({ ...e, deliveries: [] });
    // No delivery row for a monitor without a webhook.
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE event_id = ?1").bind(e!.event_id).first<{ n: number }>())!.n).toBe(0);
  });

  it("a saas_pricing monitor names the plan and both prices", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: `${env.WEB_URL}/pricing`, detector: "saas_pricing", frequency: "1h" });
    const t0 = Date.now();
    await initializeMonitor(env, {}, m.id, t0);
    await runMonitor(engineEnv(), deps, { monitorId: m.id, slot: t0, now: t0 });
    await setSite({ plans: [{ name: "Starter", price: 19 }, { name: "Pro", price: 59 }, { name: "Enterprise", price: null }] });
    await runMonitor(engineEnv(), deps, { monitorId: m.id, slot: t0 + 60 * MINUTE, now: t0 + 60 * MINUTE });
    const [e] = (await events(ws, m.id)).data;
    expect(e).toMatchObject({ detector: "saas_pricing", change_type: "price_changed", changes: [{ field: "plans.pro.price", before: 49, after: 59 }] });
  });
});

describe("listing", () => {
  it("newest first, `since` filters by detection time, and signed cursors walk each listing once", async () => {
    const { ws, id, t0 } = await readyShopMonitor("ev2", { webhook: false });
    await runAtPrice("ev2", id, t0, 0, "10.00");
    for (const [n, price] of [[1, "11.00"], [2, "12.00"], [3, "13.00"]] as const) await runAtPrice("ev2", id, t0, n, price);
    const all = (await events(ws, id)).data;
    expect(all.map((e) => e.changes[0]!.after)).toEqual([13, 12, 11]);

    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await events(ws, id, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.meta.has_more).toBe(Boolean(page.meta.next_cursor));
      seen.push(...page.data.map((e) => e.event_id));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => e.event_id));

    const since = new Date(t0 + 30 * MINUTE).toISOString();
    expect((await events(ws, id, `?since=${since}`)).data.map((e) => e.changes[0]!.after)).toEqual([13, 12]);
    // A cursor of one listing does not continue another.
    const first = await events(ws, id, "?limit=1");
    const other = await call(ws, "GET", `/v1/monitors/${id}/events?limit=1&since=${since}&cursor=${encodeURIComponent(first.meta.next_cursor!)}`);
    expect(other.status).toBe(400);
    expect((await json(other)).error.code).toBe("invalid_cursor");
  });

  it.each([
    ["limit 0", "?limit=0", '"limit"'],
    ["limit 101", "?limit=101", '"limit"'],
    ["a since that is not a date-time", "?since=yesterday", '"since"'],
  ])("%s is 400 invalid_request naming the parameter", async (_name, query, field) => {
    const { ws, id } = await readyShopMonitor("ev3", { webhook: false });
    const res = await call(ws, "GET", `/v1/monitors/${id}/events${query}`);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain(field);
  });

  it("an unknown event, or another monitor's, is 404", async () => {
    const a = await readyShopMonitor("ev4a", { webhook: false });
    await runAtPrice("ev4a", a.id, a.t0, 0, "10.00");
    await runAtPrice("ev4a", a.id, a.t0, 1, "20.00");
    const [e] = (await events(a.ws, a.id)).data;
    const sibling = await createMonitor(a.ws, { url: `${env.WEB_URL}/shop/ev4b`, detector: "price", frequency: "1h" });
    for (const path of [`/v1/monitors/${sibling.id}/events/${e!.event_id}`, `/v1/monitors/${a.id}/events/${crypto.randomUUID()}`, `/v1/monitors/${a.id}/events/not-an-id`]) {
      const res = await call(a.ws, "GET", path);
      expect(res.status, path).toBe(404);
      expect((await json(res)).error.code).toBe("not_found");
    }
  });
});

describe("delivery", () => {
  it("with a webhook: pending with no attempt, then delivered after one, and the log shows it", async () => {
    const { ws, id, t0 } = await readyShopMonitor("ev5");
    await configureHook("ev5", { secret: "secret-ev5" });
    await runAtPrice("ev5", id, t0, 0, "10.00");
    await runAtPrice("ev5", id, t0, 1, "12.00");
    const [e] = (await events(ws, id)).data;
    expect(e!.delivery).toEqual({ status: "pending", attempts: 0 });
    const row = await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE event_id = ?1").bind(e!.event_id).first<{ id: string }>();
    expect(await deliverAttempt(env, {}, row!.id, t0 + 15 * MINUTE)).toBe("delivered");
    const one = await event(ws, id, e!.event_id);
    expect(one.delivery).toEqual({ status: "delivered", attempts: 1 });
    expect(one.deliveries).toEqual([{ attempt: 1, at: new Date(t0 + 15 * MINUTE).toISOString(), status_code: 204, error: null }]);
  });
});
