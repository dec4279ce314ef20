/**
 * Check now (DECISIONS §7; docs/monitors.md#check-now): `POST /v1/monitors/{id}/runs` queues one
 * run outside the schedule, charged like any run and named in the ledger, shown in the history
 * under its run_id; the same answer while it is pending; at most one a minute (429 with
 * Retry-After); never a scheduled slot's key; never a second event when it overlaps a scheduled
 * run. And the initialization takes the baseline, so a ready monitor can be checked at once.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MonitorEventPageSchema, MonitorRunQueuedSchema } from "@shared/contract/monitor-events.records";
import { MonitorHistoryPageSchema } from "@shared/contract/monitors.routes";
import { handleTask } from "@shared/monitors/consumer";
import { RUN_LEASE_MS } from "@shared/monitors/engine";
import { MANUAL_RUN_INTERVAL_MS, MANUAL_RUN_RESEND_MS, queueManualRun } from "@shared/monitors/manual-run";
import { runManual, runMonitor } from "@shared/monitors/run";
import { tick } from "@shared/monitors/tick";
import { balanceOf, call, createMonitor, deps, engineEnv, gate, ledgerOf, readyShopMonitor, recordingQueue, seedWorkspace, setShop, shopHits, shopUrl } from "./harness";
import { json } from "./watch-harness";

const balance = async (ws: string) => {
  const b = await balanceOf(ws);
  return b.balance_micro + b.free_credits_micro;
};
const history = async (ws: string, id: string) => MonitorHistoryPageSchema.parse(await json(await call(ws, "GET", `/v1/monitors/${id}/history`))).data;
const runRow = (runId: string) => env.DB.prepare("SELECT * FROM monitor_runs WHERE id = ?1").bind(runId).first<Record<string, unknown>>();

/** POST /v1/monitors/{id}/runs through a recording queue: the answer and the task it queued. */
async function checkNow(ws: string, id: string) {
  const e = engineEnv();
  const res = await call(ws, "POST", `/v1/monitors/${id}/runs`, undefined, e);
  return { res, e, tasks: e.MONITOR_TASKS.sent.filter((t) => t.kind === "manual_run") };
}

describe("POST /v1/monitors/{id}/runs", () => {
  it("queues one run: 202 with its run_id, in the history, the same answer while pending; run, it reports the change and is charged 1 credit named in the ledger", async () => {
    const { ws, id, t0 } = await readyShopMonitor("cn1", { webhook: false });
    await setShop("cn1", { price: "20.00" });
    await runMonitor(engineEnv(), deps, { monitorId: id, slot: t0, now: t0 });
    await setShop("cn1", { price: "25.00" });
    const before = await balance(ws);

    const first = await checkNow(ws, id);
    expect(first.res.status).toBe(202);
    const { run_id } = MonitorRunQueuedSchema.parse(await first.res.json()).data;
    expect(first.tasks).toEqual([{ kind: "manual_run", monitorId: id, runId: run_id, now: expect.any(Number) }]);
    expect((await history(ws, id))[0]).toMatchObject({ id: run_id, status: "queued", credits: 0 });
    // Asked again while it is queued: the same run, nothing more queued.
    const again = await checkNow(ws, id);
    expect(again.res.status).toBe(202);
    expect(MonitorRunQueuedSchema.parse(await again.res.json()).data).toEqual({ run_id, status: "queued" });
    expect(again.tasks).toEqual([]);

    const task = first.tasks[0]!;
    const outcome = await handleTask(engineEnv(), deps, task);
    expect(outcome).toMatchObject({ status: "succeeded", runId: run_id, changed: true });
    // A duplicate message finds the run claimed and does nothing.
    expect(await handleTask(engineEnv(), deps, task)).toEqual({ status: "duplicate" });
    expect((await history(ws, id))[0]).toMatchObject({ id: run_id, status: "succeeded", changed: true, credits: 1 });
    const events = MonitorEventPageSchema.parse(await json(await call(ws, "GET", `/v1/monitors/${id}/events`))).data;
    expect(events.map((e) => [e.run_id, e.changes])).toEqual([[run_id, [{ field: "price", before: 20, after: 25 }]]]);

    expect(before - (await balance(ws))).toBe(1_000);
    const charge = (await ledgerOf(ws)).find((l) => l.kind === "charge" && l.route === "/v1/monitors/{id}/runs");
    expect(charge).toMatchObject({ amount_micro: 1_000, request_id: "req-test" });

    // Done, but within the minute: refused with the wait.
    const third = await checkNow(ws, id);
    expect(third.res.status).toBe(429);
    const retryAfter = Number(third.res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(MANUAL_RUN_INTERVAL_MS / 1000);
    expect((await json(third.res)).error.code).toBe("rate_limited");
    expect(third.tasks).toEqual([]);
  });

  it("a minute after the last one, another run may be asked", async () => {
    const { id } = await readyShopMonitor("cn2", { webhook: false });
    const e = engineEnv();
    const t = Date.now();
    const first = await queueManualRun(e, id, t, null);
    expect("runId" in first).toBe(true);
    await handleTask(e, deps, { kind: "manual_run", monitorId: id, runId: "runId" in first ? first.runId : "", now: t });
    expect(await queueManualRun(e, id, t + MANUAL_RUN_INTERVAL_MS - 1, null)).toEqual({ retryAfterMs: 1 });
    const next = await queueManualRun(e, id, t + MANUAL_RUN_INTERVAL_MS, null);
    expect("runId" in next && next.runId).not.toBe("runId" in first && first.runId);
  });

  it("two requests racing queue one run", async () => {
    const { ws, id } = await readyShopMonitor("cn3", { webhook: false });
    const answers = await Promise.all([1, 2, 3].map(() => checkNow(ws, id)));
    const ids = await Promise.all(answers.map(async (a) => (await json(a.res)).data.run_id));
    expect(new Set(ids).size).toBe(1);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM monitor_runs WHERE monitor_id = ?1 AND kind = 'manual'").bind(id).first<{ n: number }>())!.n).toBe(1);
  });

  it("a paused or not yet initialized monitor is 400 invalid_request; another workspace's is 404", async () => {
    const ws = await seedWorkspace();
    const pending = await createMonitor(ws, { url: shopUrl("cn4"), detector: "price", frequency: "1h" });
    const notReady = await call(ws, "POST", `/v1/monitors/${pending.id}/runs`);
    expect(notReady.status).toBe(400);
    expect((await json(notReady)).error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("initialized") });

    const ready = await readyShopMonitor("cn5", { webhook: false });
    await call(ready.ws, "PATCH", `/v1/monitors/${ready.id}`, { paused: true });
    const paused = await call(ready.ws, "POST", `/v1/monitors/${ready.id}/runs`);
    expect(paused.status).toBe(400);
    expect((await json(paused)).error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("paused") });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM monitor_runs WHERE monitor_id IN (?1, ?2)").bind(pending.id, ready.id).first<{ n: number }>())!.n).toBe(0);
  });

  it("a monitor paused after the request is not fetched nor charged: skipped_paused", async () => {
    const { ws, id } = await readyShopMonitor("cn6", { webhook: false });
    const { tasks } = await checkNow(ws, id);
    await call(ws, "PATCH", `/v1/monitors/${id}`, { paused: true });
    const hits = await shopHits("cn6");
    const before = await balance(ws);
    expect(await handleTask(engineEnv(), deps, tasks[0]!)).toMatchObject({ status: "skipped_paused" });
    expect(await shopHits("cn6")).toBe(hits);
    expect(await balance(ws)).toBe(before);
    expect((await history(ws, id))[0]).toMatchObject({ status: "skipped_paused", credits: 0 });
  });
});

describe("the engine around a manual run", () => {
  it("never takes a scheduled slot's key: asked at the very time of a slot, both run", async () => {
    const { id, t0 } = await readyShopMonitor("cn7", { webhook: false });
    const e = engineEnv();
    const manual = await queueManualRun(e, id, t0, null);
    if (!("runId" in manual)) throw new Error("not queued");
    expect(await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 })).toMatchObject({ status: "succeeded" });
    expect(await runManual(e, deps, { monitorId: id, runId: manual.runId, now: t0 })).toMatchObject({ status: "succeeded" });
    const rows = (await env.DB.prepare("SELECT kind, slot, status FROM monitor_runs WHERE monitor_id = ?1 ORDER BY kind").bind(id).all()).results;
    expect(rows).toEqual([
      { kind: "manual", slot: t0, status: "succeeded" },
      { kind: "scheduled", slot: t0, status: "succeeded" },
    ]);
  });

  it("overlapping a scheduled run after a price change, one event between them", async () => {
    const { ws, id, t0 } = await readyShopMonitor("cn8", { webhook: false });
    const e = engineEnv();
    await setShop("cn8", { price: "10.00" });
    await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 });
    await setShop("cn8", { price: "11.00" });
    const { tasks } = await checkNow(ws, id);
    // Both fetch before either writes.
    let arrived = 0;
    const all = gate();
    const meeting: typeof fetch = async (input, init) => {
      if (++arrived >= 2) all.open();
      await all.opened;
      return fetch(input, init);
    };
    const together = { ...deps, fetch: meeting };
    const slot = t0 + 1;
    const outcomes = await Promise.all([runMonitor(e, together, { monitorId: id, slot, now: slot }), handleTask(e, together, tasks[0]!)]);
    expect(outcomes.map((o) => (o as { status: string }).status)).toEqual(["succeeded", "succeeded"]);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM monitor_events WHERE monitor_id = ?1").bind(id).first<{ n: number }>())!.n).toBe(1);
  });

  it("a lost queue message: the tick sends the run again after a minute; one never started is finished failed, uncharged, after the lease", async () => {
    const { id } = await readyShopMonitor("cn9", { webhook: false });
    const t = Date.now();
    const queued = await queueManualRun(engineEnv(), id, t, null);
    if (!("runId" in queued)) throw new Error("not queued");
    const queue = recordingQueue();
    const resent = () => queue.sent.filter((m) => m.kind === "manual_run" && m.monitorId === id);
    await tick(engineEnv(queue), t + MANUAL_RUN_RESEND_MS - 1);
    expect(resent()).toEqual([]);
    await tick(engineEnv(queue), t + MANUAL_RUN_RESEND_MS);
    expect(resent()).toEqual([{ kind: "manual_run", monitorId: id, runId: queued.runId, now: t + MANUAL_RUN_RESEND_MS }]);
    await tick(engineEnv(), t + RUN_LEASE_MS);
    expect(await runRow(queued.runId)).toMatchObject({ status: "failed", credits: 0, refund_due: 0, charge_id: null });
    // The message that finally arrives finds nothing to run.
    expect(await runManual(engineEnv(), deps, { monitorId: id, runId: queued.runId, now: t })).toEqual({ status: "duplicate" });
  });
});

describe("the initialization takes the baseline", () => {
  it("through the consumer, a ready monitor has its baseline; the tick's slot is not run twice; check now then reports the change", async () => {
    const ws = await seedWorkspace();
    await setShop("cn10", { price: "30.00" });
    const e = engineEnv();
    const res = await call(ws, "POST", "/v1/monitors", { url: shopUrl("cn10"), detector: "price", frequency: "15m" }, e);
    const { id } = (await json(res)).data as { id: string };
    const init = e.MONITOR_TASKS.sent.find((t) => t.kind === "init")!;
    expect(await handleTask(e, deps, init)).toBe("done");
    const m = (await json(await call(ws, "GET", `/v1/monitors/${id}`))).data;
    expect(m).toMatchObject({ initialization_state: "ready", baseline_completed: true, next_run_at: new Date(init.now).toISOString() });
    expect((await history(ws, id)).map((r) => [r.status, r.baseline, r.credits])).toEqual([["succeeded", true, 1]]);
    // The tick hands out the first slot; its run finds the slot taken.
    const queue = recordingQueue();
    await tick(engineEnv(queue), init.now);
    const slotTask = queue.sent.find((t) => t.kind === "run" && t.monitorId === id)!;
    expect(await handleTask(engineEnv(), deps, slotTask)).toEqual({ status: "duplicate" });

    await setShop("cn10", { price: "27.00" });
    const { tasks } = await checkNow(ws, id);
    expect(await handleTask(engineEnv(), deps, tasks[0]!)).toMatchObject({ status: "succeeded", changed: true });
    const [event] = MonitorEventPageSchema.parse(await json(await call(ws, "GET", `/v1/monitors/${id}/events`))).data;
    expect(event!.changes).toEqual([{ field: "price", before: 30, after: 27 }]);
  });

  it("a baseline that could not fetch leaves the monitor ready, and the next run is the baseline", async () => {
    const ws = await seedWorkspace();
    await setShop("cn11", { status: 503 });
    const e = engineEnv();
    const { id } = (await json(await call(ws, "POST", "/v1/monitors", { url: shopUrl("cn11"), detector: "price", frequency: "15m" }, e))).data as { id: string };
    expect(await handleTask(e, deps, e.MONITOR_TASKS.sent.find((t) => t.kind === "init")!)).toBe("done");
    expect((await json(await call(ws, "GET", `/v1/monitors/${id}`))).data).toMatchObject({ initialization_state: "ready", baseline_completed: false });
    expect((await history(ws, id)).map((r) => [r.status, r.credits])).toEqual([["fetch_failed", 0]]);
    await setShop("cn11", { status: 200 });
  });
});
