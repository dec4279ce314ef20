/**
 * Isolation (DECISIONS §7): no route exposes or acts on another workspace's events, deliveries or
 * runs. Workspace B calls every event and operation route with workspace A's real monitor, event
 * and run ids (and its own monitor with A's event): each is 404, and nothing happened in A.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runMonitor } from "@shared/monitors/run";
import { watchRoutes } from "@shared/contract/watches.routes";
import { monitorRoutes } from "@shared/contract/monitors.routes";
import { call, configureHook, deps, engineEnv, readyShopMonitor, received, setShop } from "./harness";
import { createWatch, json, runAt, setSite } from "./watch-harness";

const count = async (sql: string, id: string) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())!.n;

describe("another workspace's events, deliveries and runs", () => {
  it("answer 404 on every event and operation route, and nothing is sent, queued or written", async () => {
    const a = await readyShopMonitor("iso-a");
    await configureHook("iso-a", { secret: "secret-iso-a" });
    await setShop("iso-a", { price: "10.00" });
    await runMonitor(engineEnv(), deps, { monitorId: a.id, slot: a.t0, now: a.t0 });
    await setShop("iso-a", { price: "11.00" });
    const changed = await runMonitor(engineEnv(), deps, { monitorId: a.id, slot: a.t0 + 1, now: a.t0 + 1 });
    const eventId = "eventId" in changed ? changed.eventId! : "";
    const runId = "runId" in changed ? changed.runId : "";
    const b = await readyShopMonitor("iso-b");

    const before = {
      deliveries: await count("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE monitor_id = ?1", a.id),
      runs: await count("SELECT COUNT(*) AS n FROM monitor_runs WHERE monitor_id = ?1", a.id),
    };
    const e = engineEnv();
    const attempts: Array<[string, string]> = [
      ["GET", `/v1/monitors/${a.id}/events`],
      ["GET", `/v1/monitors/${a.id}/events/${eventId}`],
      ["POST", `/v1/monitors/${a.id}/events/${eventId}/redeliver`],
      ["POST", `/v1/monitors/${a.id}/webhook/test`],
      ["POST", `/v1/monitors/${a.id}/runs`],
      ["GET", `/v1/monitors/${a.id}/history`],
      // B's own monitor with A's event: still not B's.
      ["GET", `/v1/monitors/${b.id}/events/${eventId}`],
      ["POST", `/v1/monitors/${b.id}/events/${eventId}/redeliver`],
      // A run id is not an event id.
      ["GET", `/v1/monitors/${a.id}/events/${runId}`],
    ];
    for (const [method, path] of attempts) {
      const res = await call(b.ws, method, path, undefined, e);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await json(res)).error.code).toBe("not_found");
    }
    expect(e.MONITOR_TASKS.sent).toEqual([]);
    expect(await received("iso-a")).toEqual([]);
    expect(await count("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE monitor_id = ?1", a.id)).toBe(before.deliveries);
    expect(await count("SELECT COUNT(*) AS n FROM monitor_runs WHERE monitor_id = ?1", a.id)).toBe(before.runs);
    // A itself sees its event.
    expect((await call(a.ws, "GET", `/v1/monitors/${a.id}/events/${eventId}`)).status).toBe(200);
  });

  it("every monitor and watch route that names an id, from the catalog, is 404 for another workspace given the owner's real ids", async () => {
    const a = await readyShopMonitor("iso-c");
    await setShop("iso-c", { price: "10.00" });
    await runMonitor(engineEnv(), deps, { monitorId: a.id, slot: a.t0, now: a.t0 });
    await setShop("iso-c", { price: "12.00" });
    const changed = await runMonitor(engineEnv(), deps, { monitorId: a.id, slot: a.t0 + 1, now: a.t0 + 1 });
    const monitorEventId = "eventId" in changed ? changed.eventId! : "";
    await setSite({ reset: true });
    const w = await createWatch(a.ws, { topics: ["pricing"] });
    await runAt(w.id, a.t0);
    await setSite({ plans: [{ name: "Starter", price: 29 }, { name: "Pro", price: 49 }, { name: "Enterprise", price: null }] });
    const watchRun = await runAt(w.id, a.t0 + 86_400_000);
    const watchEventId = "events" in watchRun ? watchRun.events[0]! : "";
    await setSite({ reset: true });
    const b = await readyShopMonitor("iso-d");

    const bodies: Record<string, unknown> = { "PATCH /v1/monitors/{id}": { paused: true }, "PATCH /v1/watches/{id}": { status: "paused" } };
    const specs = [...monitorRoutes, ...watchRoutes].filter((s) => s.route.path.includes("{id}"));
    expect(specs.length).toBeGreaterThanOrEqual(15);
    for (const spec of specs) {
      const { method, path } = spec.route;
      const isWatch = path.startsWith("/v1/watches");
      const filled = path
        .replace("{id}", isWatch ? w.id : a.id)
        .replace("{event_id}", isWatch ? watchEventId : monitorEventId)
        .replace("{topic}", "pricing");
      const verb = method.toUpperCase();
      const res = await call(b.ws, verb, filled, bodies[`${verb} ${path}`]);
      expect(res.status, `${verb} ${filled}`).toBe(404);
      expect((await json(res)).error.code).toBe("not_found");
    }
    // The owner still has everything.
    expect((await call(a.ws, "GET", `/v1/monitors/${a.id}`)).status).toBe(200);
    expect((await call(a.ws, "GET", `/v1/watches/${w.id}/events/${watchEventId}`)).status).toBe(200);
  });
});
