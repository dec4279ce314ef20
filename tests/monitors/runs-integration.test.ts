/**
 * A run, end to end inside workerd: credits, safe fetch of the shop page, the price detector, R2
 * snapshot + manifest, the MonitorRun row, the change event; and the three idempotency cases.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "@shared/auth/keys";
import { MonitorHistoryPageSchema } from "@shared/contract/monitors.routes";
import { MonitorChangeEventSchema } from "@shared/monitors/event";
import { runMonitor } from "@shared/monitors/run";
import { INTERVAL_MS } from "@shared/monitors/schedule";
import { tick } from "@shared/monitors/tick";
import { balanceOf, call, deps, engineEnv, readyShopMonitor, setShop, shopHits, shopUrl } from "./harness";

const runsOf = (id: string) => env.DB.prepare("SELECT * FROM monitor_runs WHERE monitor_id = ?1 ORDER BY created_at").bind(id).all<Record<string, unknown>>();

describe("a run", () => {
  it("first run is the baseline (no change, no event); a price change is one event with evidence in R2", async () => {
    const { ws, id, t0 } = await readyShopMonitor("r1");
    await setShop("r1", { price: "19.99" });
    const e = engineEnv();
    const first = await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 });
    expect(first).toMatchObject({ status: "succeeded", changed: false });
    expect(e.MONITOR_TASKS.sent).toEqual([]);
    // Unchanged page: no change.
    const same = await runMonitor(e, deps, { monitorId: id, slot: t0 + INTERVAL_MS["15m"], now: t0 + INTERVAL_MS["15m"] });
    expect(same).toMatchObject({ status: "succeeded", changed: false });
    await setShop("r1", { price: "29.99" });
    const third = await runMonitor(e, deps, { monitorId: id, slot: t0 + 2 * INTERVAL_MS["15m"], now: t0 + 2 * INTERVAL_MS["15m"] });
    expect(third).toMatchObject({ status: "succeeded", changed: true, eventId: expect.any(String) });
    expect(e.MONITOR_TASKS.sent).toEqual([{ kind: "deliver", deliveryId: expect.any(String), now: t0 + 2 * INTERVAL_MS["15m"] }]);

    const history = MonitorHistoryPageSchema.parse(await (await call(ws, "GET", `/v1/monitors/${id}/history`)).json());
    expect(history.data.map((r) => [r.status, r.baseline, r.changed, r.credits])).toEqual([
      ["succeeded", false, true, 1],
      ["succeeded", false, false, 1],
      ["succeeded", true, false, 1],
    ]);
    expect((await call(ws, "GET", `/v1/monitors/${id}`)).ok).toBe(true);

    const stored = await env.DB.prepare("SELECT payload FROM monitor_events WHERE run_id = ?1").bind("runId" in third ? third.runId : "").first<{ payload: string }>();
    const event = MonitorChangeEventSchema.parse(JSON.parse(stored!.payload));
    expect(event).toMatchObject({ event_version: 1, event_type: "monitor.change.detected", monitor_id: id, detector: "price", url: shopUrl("r1"), importance: "high" });
    expect(stored!.payload).not.toContain("secret-r1");
    expect(stored!.payload).not.toContain(ws);
    expect(stored!.payload).not.toContain("Widget");
    // Evidence: the manifest exists, hashes to manifest_sha256 and lists objects that exist with those hashes.
    const manifestObject = await env.SNAPSHOTS.get(event.evidence.manifest_path);
    const manifestText = await manifestObject!.text();
    expect(await sha256Hex(manifestText)).toBe(event.evidence.manifest_sha256);
    const manifest = JSON.parse(manifestText) as { objects: { key: string; sha256: string; bytes: number }[] };
    for (const o of manifest.objects) {
      const object = await env.SNAPSHOTS.get(o.key);
      const bytes = new Uint8Array(await object!.arrayBuffer());
      expect(await sha256Hex(bytes)).toBe(o.sha256);
      expect(bytes.byteLength).toBe(o.bytes);
    }
    expect(manifest.objects.find((o) => o.key.endsWith("page.html"))!.bytes).toBe(event.evidence.bytes);
    expect(event.evidence.commit).toMatch(/^[0-9a-f]{64}$/);
  });

  it("costs 1 credit per run; a workspace without credits gets a recorded run saying so, and no fetch", async () => {
    const { ws, id, t0 } = await readyShopMonitor("r2", { credits: 1_000 });
    const e = engineEnv();
    expect(await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 })).toMatchObject({ status: "succeeded" });
    expect(await balanceOf(ws)).toMatchObject({ free_credits_micro: 0, balance_micro: 0 });
    const hits = await shopHits("r2");
    expect(await runMonitor(e, deps, { monitorId: id, slot: t0 + 1, now: t0 + 1 })).toMatchObject({ status: "insufficient_credits" });
    expect(await shopHits("r2")).toBe(hits);
    const runs = (await runsOf(id)).results;
    expect(runs.map((r) => [r.status, r.credits])).toEqual([["succeeded", 1], ["insufficient_credits", 0]]);
  });

  it("a failed fetch is a recorded failed run, not a change, and is not charged", async () => {
    const { ws, id, t0 } = await readyShopMonitor("r3");
    const e = engineEnv();
    await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 });
    const balance = await balanceOf(ws);
    await setShop("r3", { status: 503 });
    expect(await runMonitor(e, deps, { monitorId: id, slot: t0 + 1, now: t0 + 1 })).toMatchObject({ status: "fetch_failed", changed: false });
    expect(await balanceOf(ws)).toEqual(balance);
    await setShop("r3", { status: 200 });
    // The page is back unchanged: still no change against the baseline.
    expect(await runMonitor(e, deps, { monitorId: id, slot: t0 + 2, now: t0 + 2 })).toMatchObject({ status: "succeeded", changed: false });
    expect(e.MONITOR_TASKS.sent).toEqual([]);
    const runs = (await runsOf(id)).results;
    expect(runs.map((r) => [r.status, r.changed, r.credits])).toEqual([["succeeded", 0, 1], ["fetch_failed", 0, 0], ["succeeded", 0, 1]]);
  });

  it("without a webhook a change is recorded on the run and as an event (DECISIONS §7), and nothing is delivered", async () => {
    const { id, t0 } = await readyShopMonitor("r4", { webhook: false });
    const e = engineEnv();
    await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 });
    await setShop("r4", { price: "5.00" });
    const run = await runMonitor(e, deps, { monitorId: id, slot: t0 + 1, now: t0 + 1 });
    expect(run).toMatchObject({ changed: true, eventId: expect.any(String) });
    const stored = await env.DB.prepare("SELECT id, run_id FROM monitor_events WHERE monitor_id = ?1").bind(id).all();
    expect(stored.results).toEqual([{ id: "eventId" in run ? run.eventId : "", run_id: "runId" in run ? run.runId : "" }]);
    expect(e.MONITOR_TASKS.sent).toEqual([]);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE monitor_id = ?1").bind(id).first<{ n: number }>())!.n).toBe(0);
  });
});

describe("a run enqueued before a pause", () => {
  it("is skipped without a run row or a fetch", async () => {
    const { ws, id, t0 } = await readyShopMonitor("p1");
    await call(ws, "PATCH", `/v1/monitors/${id}`, { paused: true });
    const hits = await shopHits("p1");
    expect(await runMonitor(engineEnv(), deps, { monitorId: id, slot: t0, now: t0 })).toEqual({ status: "skipped" });
    expect(await shopHits("p1")).toBe(hits);
    expect((await runsOf(id)).results).toHaveLength(0);
  });
});

describe("exactly one run per monitor per due slot", () => {
  it("the cron firing twice for the same minute enqueues the slot once", async () => {
    const { id, t0 } = await readyShopMonitor("i1");
    const e = engineEnv();
    await tick(e, t0 + 30_000);
    await tick(e, t0 + 30_000);
    const runs = e.MONITOR_TASKS.sent.filter((t) => t.kind === "run" && t.monitorId === id);
    expect(runs).toEqual([{ kind: "run", monitorId: id, slot: t0, now: t0 + 30_000 }]);
  });

  it("two ticks racing for the same minute may both enqueue; the run key still gives one run", async () => {
    const { id, t0 } = await readyShopMonitor("i1b");
    const e = engineEnv();
    await Promise.all([tick(e, t0 + 30_000), tick(e, t0 + 30_000)]);
    const tasks = e.MONITOR_TASKS.sent.filter((t) => t.kind === "run" && t.monitorId === id);
    expect(tasks.length).toBeGreaterThanOrEqual(1);
    for (const task of tasks) if (task.kind === "run") await runMonitor(e, deps, task);
    expect((await runsOf(id)).results).toHaveLength(1);
  });

  it("a redelivered queue message does not run the slot again", async () => {
    const { id, t0 } = await readyShopMonitor("i2");
    const e = engineEnv();
    const task = { monitorId: id, slot: t0, now: t0 };
    expect(await runMonitor(e, deps, task)).toMatchObject({ status: "succeeded" });
    const hits = await shopHits("i2");
    expect(await runMonitor(e, deps, task)).toEqual({ status: "duplicate" });
    expect(await shopHits("i2")).toBe(hits);
    expect((await runsOf(id)).results).toHaveLength(1);
  });

  it("two consumers racing for one slot: one runs, one fetch, one charge", async () => {
    const { ws, id, t0 } = await readyShopMonitor("i3");
    const e = engineEnv();
    const before = await balanceOf(ws);
    const hits = await shopHits("i3");
    const task = { monitorId: id, slot: t0, now: t0 };
    const outcomes = await Promise.all([runMonitor(e, deps, task), runMonitor(e, deps, task), runMonitor(e, deps, task)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["duplicate", "duplicate", "succeeded"]);
    expect((await runsOf(id)).results).toHaveLength(1);
    expect(await shopHits("i3")).toBe(hits + 1);
    const after = await balanceOf(ws);
    expect(before.free_credits_micro + before.balance_micro - (after.free_credits_micro + after.balance_micro)).toBe(1_000);
  });
});
