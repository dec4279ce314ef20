/**
 * The monitor routes at the front door: key required, the request validated with the monitor
 * contract, then forwarded with its method and body to the monitors worker (an echo stand-in here;
 * tests/monitors tests the worker itself), free per request; discovery lists them; the cron calls
 * the monitors worker's `tick` with the cron's scheduledTime.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readBalance } from "@shared/billing";
import worker from "../../workers/api/src/index";
import { bearer, seedKey } from "./seed";
import { expectInvalidRequest } from "../support/invalid-request";

const json = (key: string, method: string, body: unknown) => ({
  method,
  headers: { ...bearer(key), "Content-Type": "application/json" },
  body: JSON.stringify(body),
});
const create = { url: "https://example.com/p", detector: "price", frequency: "1h" };

describe("monitor routes at the front door", () => {
  it("need a key", async () => {
    const res = await SELF.fetch("http://api.test/v1/monitors", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(create) });
    expect(res.status).toBe(401);
    expect((await SELF.fetch("http://api.test/v1/monitors")).status).toBe(401);
  });

  it("forward the validated body, method and workspace, and charge nothing per request", async () => {
    const k = await seedKey();
    const before = await readBalance(env.CREDITS, k);
    const res = await SELF.fetch("http://api.test/v1/monitors", json(k.key, "POST", create));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { provider: string; method: string; path: string; body: string; workspace: string } };
    expect(data).toMatchObject({ provider: "monitors", method: "POST", path: "/v1/monitors", workspace: k.workspaceId });
    expect(JSON.parse(data.body)).toEqual(create);
    const patch = await SELF.fetch("http://api.test/v1/monitors/0b8f6f1e-4a1f-4a59-9a53-1c2b3d4e5f60", json(k.key, "PATCH", { paused: true }));
    expect(((await patch.json()) as { data: { method: string } }).data.method).toBe("PATCH");
    const del = await SELF.fetch("http://api.test/v1/monitors/0b8f6f1e-4a1f-4a59-9a53-1c2b3d4e5f60", { method: "DELETE", headers: bearer(k.key) });
    expect(((await del.json()) as { data: { method: string } }).data.method).toBe("DELETE");
    expect(await readBalance(env.CREDITS, k)).toEqual(before);
  });

  it.each([
    ["unknown field", "POST", "/v1/monitors", { ...create, extra: 1 }, '"extra"'],
    ["frequency outside the presets", "POST", "/v1/monitors", { ...create, frequency: "2m" }, '"frequency"'],
    ["url in a PATCH", "PATCH", "/v1/monitors/x", { url: "https://example.com/" }, '"url"'],
    ["detector in a PATCH", "PATCH", "/v1/monitors/x", { detector: "price" }, '"detector"'],
  ])("refuse %s with 400 invalid_request before forwarding", async (_name, method, path, body, field) => {
    const k = await seedKey();
    await expectInvalidRequest(await SELF.fetch(`http://api.test${path}`, json(k.key, method, body)), field);
  });

  it("forward the event and operation routes (DECISIONS §7) with their method, path and workspace, free per request", async () => {
    const k = await seedKey();
    const before = await readBalance(env.CREDITS, k);
    const ID = "0b8f6f1e-4a1f-4a59-9a53-1c2b3d4e5f60";
    const EV = "5a8f6f1e-4a1f-4a59-9a53-1c2b3d4e5f61";
    for (const [method, path] of [
      ["GET", `/v1/monitors/${ID}/events?since=2026-01-01T00:00:00Z&limit=5`],
      ["GET", `/v1/monitors/${ID}/events/${EV}`],
      ["POST", `/v1/monitors/${ID}/events/${EV}/redeliver`],
      ["POST", `/v1/monitors/${ID}/webhook/test`],
      ["POST", `/v1/monitors/${ID}/runs`],
    ] as const) {
      const res = await SELF.fetch(`http://api.test${path}`, { method, headers: bearer(k.key) });
      expect(res.status, path).toBe(200);
      const { data } = (await res.json()) as { data: { method: string; path: string; workspace: string } };
      expect(data, path).toMatchObject({ method, path: path.split("?")[0], workspace: k.workspaceId });
    }
    expect(await readBalance(env.CREDITS, k)).toEqual(before);
  });

  it.each([
    ["limit 0", "?limit=0", '"limit"'],
    ["a since that is not a date-time", "?since=soon", '"since"'],
  ])("refuse an events query with %s before forwarding", async (_name, query, field) => {
    const k = await seedKey();
    await expectInvalidRequest(await SELF.fetch(`http://api.test/v1/monitors/x/events${query}`, { headers: bearer(k.key) }), field);
  });

  it("another method on a monitor path is 405", async () => {
    const k = await seedKey();
    const res = await SELF.fetch("http://api.test/v1/monitors", { method: "PUT", headers: bearer(k.key) });
    expect(res.status).toBe(405);
  });
});

describe("monitor discovery", () => {
  it("/v1/capabilities lists the monitor routes (free) and the price of a run as billed work scheduled by POST /v1/monitors", async () => {
    const body = (await (await SELF.fetch("http://api.test/v1/capabilities")).json()) as {
      data: { providers: { name: string; routes: Record<string, unknown>[]; billed_work?: Record<string, unknown>[] }[] };
    };
    const monitors = body.data.providers.find((p) => p.name === "monitors")!;
    expect(monitors.routes).toContainEqual({ method: "POST", path: "/v1/monitors", auth: "key", scope: null, price_credits: 0 });
    expect(monitors.routes).toContainEqual({ method: "DELETE", path: "/v1/monitors/{id}", auth: "key", scope: null, price_credits: 0 });
    // Routes are HTTP routes only: the run price is not a pseudo-method on a path.
    for (const route of monitors.routes) expect(["GET", "POST", "PATCH", "DELETE"]).toContain(route.method);
    expect(monitors.billed_work).toEqual([
      { work: "monitor_run", price_credits: 1, per: "run", scheduled_by: { method: "POST", path: "/v1/monitors" }, description: expect.stringContaining("scheduled run") },
    ]);
    // Providers without billed work carry no such field.
    expect(body.data.providers.find((p) => p.name === "news")).not.toHaveProperty("billed_work");
  });

  it("/openapi.json documents every monitor path and the schemas", async () => {
    const doc = (await (await SELF.fetch("http://api.test/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.paths["/v1/monitors"]!)).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/v1/monitors/{id}"]!)).toEqual(expect.arrayContaining(["get", "patch", "delete"]));
    expect(Object.keys(doc.paths["/v1/monitors/{id}/history"]!)).toEqual(["get"]);
    for (const name of ["Monitor", "MonitorCreateRequest", "MonitorUpdateRequest", "MonitorEnvelope", "MonitorPage", "MonitorRun", "MonitorHistoryPage", "MonitorChangeEvent"]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
  });

  it("/openapi.json documents the event and operation routes and their strict records", async () => {
    const doc = (await (await SELF.fetch("http://api.test/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; additionalProperties?: unknown; required?: string[] }> };
    };
    expect(Object.keys(doc.paths["/v1/monitors/{id}/events"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/v1/monitors/{id}/events/{event_id}"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/v1/monitors/{id}/events/{event_id}/redeliver"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/v1/monitors/{id}/webhook/test"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/v1/monitors/{id}/runs"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/v1/monitors/{id}/runs"]!.post!.responses)).toEqual(expect.arrayContaining(["202", "400", "404", "429"]));
    expect(Object.keys(doc.paths["/v1/monitors/{id}/events/{event_id}/redeliver"]!.post!.responses)).toContain("202");
    for (const name of ["MonitorEvent", "MonitorEventDetail", "MonitorEventPage", "MonitorEventEnvelope", "MonitorFieldChange", "MonitorDeliveryAttempt", "MonitorRunQueued", "MonitorRedelivery", "MonitorWebhookTest", "MonitorWebhookTestEvent", "WatchEventUpdated"]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
    // Every field of the change event, plus changes and delivery, in one closed object (no allOf a strict validator would misread).
    const event = doc.components.schemas.MonitorEvent!;
    expect(event.additionalProperties).toBe(false);
    expect(Object.keys(event.properties!)).toEqual(expect.arrayContaining([...Object.keys(doc.components.schemas.MonitorChangeEvent!.properties!), "changes", "delivery"]));
    expect(Object.keys(doc.components.schemas.MonitorEventDetail!.properties!)).toContain("deliveries");
  });

  it("/llms.txt says how to create a monitor, read its events, check now, redeliver, test and verify a webhook", async () => {
    const text = await (await SELF.fetch("http://api.test/llms.txt")).text();
    expect(text).toContain("POST /v1/monitors");
    for (const route of ["GET /v1/monitors/{id}/events", "POST /v1/monitors/{id}/runs", "/events/{event_id}/redeliver", "POST /v1/monitors/{id}/webhook/test", "watch.event.updated"]) {
      expect(text, route).toContain(route);
    }
    expect(text).toContain("x-service-signature");
    expect(text).toContain("300");
  });
});

describe("the cron", () => {
  it("calls the monitors worker's tick with the cron's scheduledTime", async () => {
    const ctx = createExecutionContext();
    const scheduledTime = 1_900_000_000_000 + Math.floor(Math.random() * 1_000_000);
    await worker.scheduled({ scheduledTime, cron: "* * * * *", noRetry() {} } as ScheduledController, env, ctx);
    await waitOnExecutionContext(ctx);
    const ticks = (await (await env.MONITORS.fetch("http://monitors/__ticks")).json()) as number[];
    expect(ticks).toContain(scheduledTime);
  });
});

describe("the cron trigger path (harness only)", () => {
  const trigger = (query: string, bindings: object = env) =>
    worker.fetch(new Request(`http://api.test/cdn-cgi/handler/scheduled${query}`), bindings as never, createExecutionContext());

  it("runs the tick at `time` and answers ok once it ran", async () => {
    const time = 1_900_000_000_000 + Math.floor(Math.random() * 1_000_000);
    const res = await trigger(`?cron=*+*+*+*+*&time=${time}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
    expect((await (await env.MONITORS.fetch("http://monitors/__ticks")).json()) as number[]).toContain(time);
  });

  it.each(["-5", "1.5", "soon", "99999999999999999"])("refuses time=%s with 400 naming `time`", async (time) => {
    const res = await trigger(`?time=${time}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("`time`");
  });

  it("is a 404 outside the harness and runs no tick", async () => {
    const time = 1_800_000_000_000 + Math.floor(Math.random() * 1_000_000);
    const res = await trigger(`?time=${time}`, { ...env, SVC_HARNESS: undefined });
    expect(res.status).toBe(404);
    expect((await (await env.MONITORS.fetch("http://monitors/__ticks")).json()) as number[]).not.toContain(time);
  });
});
