/**
 * An agent with no server, only HTTP and a key, through the real dev stack (DECISIONS §7, issue 35):
 * claim a key through the dev issuer, create a monitor on a local pricing page, wait for
 * initialization, change the page's price, check now, read the event with the changed plan and
 * both prices, and find the run's credit in the ledger. Then webhook operations against a receiver
 * that fails and recovers (the delivery log, a redelivery with a fresh valid signature, the test
 * ping), and another workspace's 404s for the same real ids.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type MonitorWeb, startMonitorWeb, verifyDelivery } from "../fakes/monitor-web.mjs";
import { stackUrl } from "../support/stack";
import { claimAndApprove, type Sent } from "./claim-http";

const API = stackUrl("base_url");
const WAIT = { timeout: 60_000, interval: 300 };

let web: MonitorWeb;
beforeAll(async () => {
  web = await startMonitorWeb();
});
afterAll(async () => {
  await web?.close();
});

/** A fresh workspace: its own key, claimed as an agent would, approved by a human at the dev issuer. */
async function claimKey(): Promise<string> {
  const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const log: Sent[] = [];
  return claimAndApprove(ip, log);
}

function api(key: string) {
  const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  return {
    send: (method: string, path: string, body?: unknown) => fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    async get(path: string) {
      const res = await fetch(`${API}${path}`, { headers });
      expect(res.status, path).toBe(200);
      return (await res.json()) as { data: any; meta: Record<string, any> };
    },
  };
}

const site = (changes: unknown) => fetch(`${web.url}/__site`, { method: "POST", body: JSON.stringify(changes) });
const plans = (pro: number) => ({ plans: [{ name: "Starter", price: 19 }, { name: "Pro", price: pro }, { name: "Enterprise", price: null }] });
const hook = (name: string, config: unknown) => fetch(`${web.url}/__hook/${name}`, { method: "POST", body: JSON.stringify(config) });
const received = async (name: string) => ((await (await fetch(`${web.url}/__hook/${name}`)).json()) as { deliveries: Array<Record<string, any>> }).deliveries;

/** Creates a saas_pricing monitor on the pricing page and waits until it is ready. */
async function readyMonitor(client: ReturnType<typeof api>, webhook?: { url: string; secret: string }) {
  const created = await client.send("POST", "/v1/monitors", { url: `${web.url}/pricing`, detector: "saas_pricing", frequency: "24h", ...(webhook ? { webhook } : {}) });
  expect(created.status).toBe(202);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await vi.waitFor(async () => expect((await client.get(`/v1/monitors/${id}`)).data.initialization_state).toBe("ready"), WAIT);
  return id;
}

/** POST …/runs: the queued run's id and the request's id. */
async function checkNow(client: ReturnType<typeof api>, id: string) {
  const res = await client.send("POST", `/v1/monitors/${id}/runs`);
  expect(res.status).toBe(202);
  const body = (await res.json()) as { data: { run_id: string; status: string }; meta: { request_id: string } };
  expect(body.data.status).toBe("queued");
  return { runId: body.data.run_id, requestId: body.meta.request_id };
}

describe("a monitor read without a webhook", () => {
  it("claim a key, create, wait for initialization, change the price, check now, read the change, find the charge", { timeout: 180_000 }, async () => {
    await site({ reset: true, ...plans(49) });
    const client = api(await claimKey());
    const id = await readyMonitor(client);
    // Ready means the baseline was taken: a check can already report a change.
    expect((await client.get(`/v1/monitors/${id}`)).data.baseline_completed).toBe(true);

    await site(plans(59));
    const { runId, requestId } = await checkNow(client, id);
    // Asked again while it is pending: the same run, or (once it ran) not again within the minute.
    const again = await client.send("POST", `/v1/monitors/${id}/runs`);
    if (again.status === 202) expect(((await again.json()) as { data: { run_id: string } }).data.run_id).toBe(runId);
    else {
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(0);
    }

    await vi.waitFor(async () => expect((await client.get(`/v1/monitors/${id}/events`)).data).toHaveLength(1), WAIT);
    const [event] = (await client.get(`/v1/monitors/${id}/events`)).data;
    expect(event).toMatchObject({ event_type: "monitor.change.detected", monitor_id: id, run_id: runId, detector: "saas_pricing", change_type: "price_changed", delivery: null });
    expect(event.changes).toEqual([{ field: "plans.pro.price", before: 49, after: 59 }]);
    const one = (await client.get(`/v1/monitors/${id}/events/${event.event_id}`)).data;
    expect(one).toEqual({ ...event, deliveries: [] });
    const history = (await client.get(`/v1/monitors/${id}/history`)).data;
    expect(history.map((r: any) => [r.id === runId, r.status, r.baseline, r.changed, r.credits])).toEqual([
      [true, "succeeded", false, true, 1],
      [false, "succeeded", true, false, 1],
    ]);

    // The ledger: the baseline's run and the check's run, 1 credit each; the check is named by its route and request.
    const ledger = (await client.get("/v1/billing/ledger")).data as Array<Record<string, any>>;
    const charges = ledger.filter((l) => l.kind === "charge");
    expect(charges.map((c) => c.amount_micro)).toEqual([1_000, 1_000]);
    expect(charges[0]).toMatchObject({ route: "/v1/monitors/{id}/runs", request_id: requestId });
    expect((await client.get("/v1/billing/balance")).data).toEqual({ balance_micro: 0, free_credits_remaining: 498 });
  });
});

describe("webhook operations against a receiver that fails, then recovers", () => {
  it("the delivery log shows each attempt's status code; redeliver succeeds with the same event_id and a fresh signature; the test ping reports the receiver's status", { timeout: 180_000 }, async () => {
    const secret = "e2e-ops-secret";
    await site({ reset: true, ...plans(49) });
    await hook("e2e-ops", { secret, status: 500 });
    const client = api(await claimKey());
    const id = await readyMonitor(client, { url: `${web.url}/hook/e2e-ops`, secret });
    await site(plans(69));
    await checkNow(client, id);

    // Attempt 1 at once and attempt 2 five seconds later both get 500; attempt 3 waits 5 minutes.
    await vi.waitFor(async () => expect(await received("e2e-ops")).toHaveLength(2), WAIT);
    const [event] = (await client.get(`/v1/monitors/${id}/events`)).data;
    let one = (await client.get(`/v1/monitors/${id}/events/${event.event_id}`)).data;
    await vi.waitFor(async () => {
      one = (await client.get(`/v1/monitors/${id}/events/${event.event_id}`)).data;
      expect(one.deliveries.map((d: any) => [d.attempt, d.status_code])).toEqual([
        [1, 500],
        [2, 500],
      ]);
    }, WAIT);
    expect(one.delivery).toEqual({ status: "pending", attempts: 2 });

    // The receiver recovers; redeliver instead of waiting.
    await hook("e2e-ops", { status: 0 });
    const redeliver = await client.send("POST", `/v1/monitors/${id}/events/${event.event_id}/redeliver`);
    expect(redeliver.status).toBe(202);
    expect(((await redeliver.json()) as { data: unknown }).data).toEqual({ event_id: event.event_id, delivery_status: "pending" });
    await vi.waitFor(async () => expect(await received("e2e-ops")).toHaveLength(3), WAIT);
    const got = await received("e2e-ops");
    expect(got.map((d) => d.answered)).toEqual([500, 500, 204]);
    const last = got[2]!;
    expect(last.event_id).toBe(event.event_id);
    expect(last.body).toBe(got[0]!.body);
    expect(last.verified).toBe(true);
    expect(verifyDelivery({ secret, timestamp: last.timestamp, signature: last.signature, body: last.body, now_s: Math.floor(Date.now() / 1000) })).toEqual({ ok: true });
    await vi.waitFor(async () => expect((await client.get(`/v1/monitors/${id}/events/${event.event_id}`)).data.delivery).toEqual({ status: "delivered", attempts: 3 }), WAIT);
    expect((await client.get(`/v1/monitors/${id}/events/${event.event_id}`)).data.deliveries.map((d: any) => [d.attempt, d.status_code, d.error])).toEqual([
      [1, 500, "HTTP 500"],
      [2, 500, "HTTP 500"],
      [3, 204, null],
    ]);

    // The test ping: what the receiver answered, signed like an event, not recorded as one.
    await hook("e2e-ops", { status: 503 });
    const failing = await client.send("POST", `/v1/monitors/${id}/webhook/test`);
    expect(failing.status).toBe(200);
    expect(((await failing.json()) as { data: unknown }).data).toMatchObject({ delivered: false, status_code: 503, error: "HTTP 503" });
    await hook("e2e-ops", { status: 0 });
    const ping = ((await (await client.send("POST", `/v1/monitors/${id}/webhook/test`)).json()) as { data: Record<string, unknown> }).data;
    expect(ping).toMatchObject({ delivered: true, status_code: 204, error: null });
    const pinged = (await received("e2e-ops")).at(-1)!;
    expect(pinged).toMatchObject({ event_id: ping.event_id, verified: true });
    expect(JSON.parse(pinged.body)).toMatchObject({ event_version: 1, event_type: "monitor.webhook.test", monitor_id: id, event_id: ping.event_id });
    expect((await client.get(`/v1/monitors/${id}/events`)).data).toHaveLength(1);

    // Another workspace, given these real ids, finds nothing and does nothing.
    const other = api(await claimKey());
    for (const [method, path] of [
      ["GET", `/v1/monitors/${id}/events`],
      ["GET", `/v1/monitors/${id}/events/${event.event_id}`],
      ["POST", `/v1/monitors/${id}/events/${event.event_id}/redeliver`],
      ["POST", `/v1/monitors/${id}/webhook/test`],
      ["POST", `/v1/monitors/${id}/runs`],
      ["GET", `/v1/monitors/${id}/history`],
    ] as const) {
      const res = await other.send(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    expect(await received("e2e-ops")).toHaveLength(5);
  });
});
