/**
 * The same flow through the real Queue and its consumer (the worker's `queue()` handler):
 * create → initialization task → ready; tick → run tasks → baseline; price change → tick → run →
 * event → delivery task → a signed delivery the node:crypto receiver accepts.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { INTERVAL_MS } from "@shared/monitors/schedule";
import { tick } from "@shared/monitors/tick";
import { configureHook, hookUrl, received, seedWorkspace, setShop, shopUrl } from "./harness";

const WAIT = { timeout: 20_000, interval: 200 };

async function monitor(ws: string, id: string) {
  const res = await SELF.fetch(`http://monitors.test/v1/monitors/${id}`, { headers: { "X-Svc-Workspace-Id": ws } });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

describe("through the queue", () => {
  it("initializes, runs the baseline, detects a price change and delivers one signed event", { timeout: 60_000 }, async () => {
    const ws = await seedWorkspace();
    await setShop("q1", { price: "40.00" });
    await configureHook("q1", { secret: "secret-q1" });
    const res = await SELF.fetch("http://monitors.test/v1/monitors", {
      method: "POST",
      headers: { "X-Svc-Workspace-Id": ws, "Content-Type": "application/json" },
      body: JSON.stringify({ url: shopUrl("q1"), detector: "price", frequency: "15m", webhook: { url: hookUrl("q1"), secret: "secret-q1" } }),
    });
    expect(res.status).toBe(202);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    await vi.waitFor(async () => expect((await monitor(ws, id)).initialization_state).toBe("ready"), WAIT);
    const first = Date.parse((await monitor(ws, id)).next_run_at as string);

    await tick(env, first);
    await vi.waitFor(async () => expect((await monitor(ws, id)).baseline_completed).toBe(true), WAIT);
    await setShop("q1", { price: "30.00" });
    await tick(env, first + INTERVAL_MS["15m"]);
    await vi.waitFor(async () => expect(await received("q1")).toHaveLength(1), WAIT);
    const [delivery] = await received("q1");
    expect(delivery!.verified).toBe(true);
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({ event_type: "monitor.change.detected", monitor_id: id, change_type: expect.any(String) });
    const runs = await env.DB.prepare("SELECT baseline, changed, status FROM monitor_runs WHERE monitor_id = ?1 ORDER BY created_at").bind(id).all();
    expect(runs.results).toEqual([
      { baseline: 1, changed: 0, status: "succeeded" },
      { baseline: 0, changed: 1, status: "succeeded" },
    ]);
    await vi.waitFor(async () => {
      const row = await env.DB.prepare("SELECT status FROM webhook_deliveries WHERE event_id = ?1").bind(event.event_id).first<{ status: string }>();
      expect(row!.status).toBe("delivered");
    }, WAIT);
  });
});
