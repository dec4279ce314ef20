/**
 * The initialization_state and sync_state tables (docs/contract.md#monitors), row by row, and the scheduling
 * rules. Tasks are run by the test (the queue records what the engine asked for).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ENGINE_ATTEMPT_BUDGET, ENGINE_BACKOFF_MS } from "@shared/monitors/engine";
import { initializeMonitor, reconcileMonitor } from "@shared/monitors/lifecycle";
import { INTERVAL_MS } from "@shared/monitors/schedule";
import { tick } from "@shared/monitors/tick";
import { staticResolver } from "@shared/net";
import type { Resolver } from "@shared/net";
import { call, createMonitor, engineEnv, getMonitor, row, seedWorkspace, shopUrl } from "./harness";

const failingDns: Resolver = { resolve: () => Promise.reject(new Error("SERVFAIL")) };
const publicDns = staticResolver({ "shop.example": ["93.184.215.14"] });
const privateDns = staticResolver({ "shop.example": ["10.1.2.3"] });
const NAMED = "https://shop.example/widget";

async function readyMonitor(ws: string, frequency = "1h", now = Date.now()) {
  const m = await createMonitor(ws, { url: shopUrl("life"), detector: "price", frequency });
  expect(await initializeMonitor(env, {}, m.id, now)).toBe("done");
  return m;
}

describe("initialization_state", () => {
  it("pending → initializing → ready; next_run_at appears only when ready", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: shopUrl("init"), detector: "price", frequency: "1h" });
    expect(m.initialization_state).toBe("pending");
    expect(m.next_run_at).toBeUndefined();
    const now = Date.now();
    expect(await initializeMonitor(env, {}, m.id, now)).toBe("done");
    const ready = await getMonitor(ws, m.id);
    expect(ready).toMatchObject({ initialization_state: "ready", sync_state: "synced", next_run_at: new Date(now).toISOString() });
    expect(ready.initialization_error_reason).toBeUndefined();
  });

  it("a redelivered init task does nothing once the monitor is ready", async () => {
    const ws = await seedWorkspace();
    const m = await readyMonitor(ws);
    expect(await initializeMonitor(env, {}, m.id, Date.now() + 1)).toBe("skipped");
    expect((await row(m.id))!.init_attempts).toBe(1);
  });

  it("initializing → retryable with next retry time and reason; early retries are refused; then → ready", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: NAMED, detector: "price", frequency: "1h" });
    const t0 = Date.now();
    expect(await initializeMonitor(env, { resolver: failingDns }, m.id, t0)).toBe("retryable");
    const retry = await getMonitor(ws, m.id);
    expect(retry).toMatchObject({
      initialization_state: "retryable",
      initialization_next_retry_at: new Date(t0 + ENGINE_BACKOFF_MS[0]).toISOString(),
      initialization_error_reason: expect.stringContaining("resolve"),
    });
    expect(retry.next_run_at).toBeUndefined();
    // Before its retry time the task is not taken; the tick re-enqueues it only once due.
    expect(await initializeMonitor(env, { resolver: publicDns }, m.id, t0 + 1_000)).toBe("skipped");
    const early = engineEnv();
    await tick(early, t0 + 1_000);
    expect(early.MONITOR_TASKS.sent.filter((t) => t.kind === "init" && t.monitorId === m.id)).toEqual([]);
    const due = engineEnv();
    await tick(due, t0 + ENGINE_BACKOFF_MS[0]);
    expect(due.MONITOR_TASKS.sent).toContainEqual({ kind: "init", monitorId: m.id, now: t0 + ENGINE_BACKOFF_MS[0] });
    expect(await initializeMonitor(env, { resolver: publicDns }, m.id, t0 + ENGINE_BACKOFF_MS[0])).toBe("done");
    const ready = await getMonitor(ws, m.id);
    expect(ready.initialization_state).toBe("ready");
    expect(ready.initialization_next_retry_at).toBeUndefined();
    expect(ready.initialization_error_reason).toBeUndefined();
  });

  it("retryable → failed once the bounded budget is spent, with the reason", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: NAMED, detector: "price", frequency: "1h" });
    let now = Date.now();
    const outcomes: string[] = [];
    for (let i = 0; i < ENGINE_ATTEMPT_BUDGET; i++) {
      outcomes.push(await initializeMonitor(env, { resolver: failingDns }, m.id, now));
      now += 2 * 60 * 60 * 1000;
    }
    expect(outcomes).toEqual([...Array(ENGINE_ATTEMPT_BUDGET - 1).fill("retryable"), "failed"]);
    const failed = await getMonitor(ws, m.id);
    expect(failed).toMatchObject({ initialization_state: "failed", initialization_error_reason: expect.any(String) });
    expect(failed.initialization_next_retry_at).toBeUndefined();
    expect(failed.next_run_at).toBeUndefined();
    // Failed is terminal: no more attempts.
    expect(await initializeMonitor(env, { resolver: publicDns }, m.id, now)).toBe("skipped");
  });

  it("a target that now resolves to a private address fails at once (outside the harness)", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: NAMED, detector: "price", frequency: "1h" });
    const prod = { ...env, SVC_HARNESS: undefined };
    expect(await initializeMonitor(prod, { resolver: privateDns }, m.id, Date.now())).toBe("failed");
    expect(await getMonitor(ws, m.id)).toMatchObject({ initialization_state: "failed", initialization_error_reason: expect.stringContaining("non-public") });
  });

  it("a crashed initialization (lease expired) is taken again by the tick", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: shopUrl("lease"), detector: "price", frequency: "1h" });
    await env.DB.prepare("UPDATE monitors SET init_state = 'initializing', init_next_retry_at = ?2 WHERE id = ?1").bind(m.id, 1_000).run();
    const e = engineEnv();
    await tick(e, 2_000);
    expect(e.MONITOR_TASKS.sent).toContainEqual({ kind: "init", monitorId: m.id, now: 2_000 });
    expect(await initializeMonitor(env, {}, m.id, 2_000)).toBe("done");
  });
});

describe("sync_state", () => {
  it("none → synced when initialization creates the engine watch", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: shopUrl("s0"), detector: "price", frequency: "1h" });
    expect(m.sync_state).toBe("none");
    await initializeMonitor(env, {}, m.id, Date.now());
    expect((await getMonitor(ws, m.id)).sync_state).toBe("synced");
  });

  it("PATCH of frequency commits at once → pending → (worker) running → synced, engine matching the record", async () => {
    const ws = await seedWorkspace();
    const m = await readyMonitor(ws);
    const e = engineEnv();
    const res = await call(ws, "PATCH", `/v1/monitors/${m.id}`, { frequency: "6h" }, e);
    const body = ((await res.json()) as { data: Record<string, unknown> }).data;
    expect(body).toMatchObject({ frequency: "6h", sync_state: "pending" });
    expect(e.MONITOR_TASKS.sent).toEqual([{ kind: "sync", monitorId: m.id, now: expect.any(Number) }]);
    expect((await row(m.id))!.engine_frequency).toBe("1h");
    expect(await reconcileMonitor(env, m.id, Date.now())).toBe("done");
    expect((await getMonitor(ws, m.id)).sync_state).toBe("synced");
    expect(await row(m.id)).toMatchObject({ engine_frequency: "6h", engine_paused: 0 });
    // A redelivered sync task finds nothing to do.
    expect(await reconcileMonitor(env, m.id, Date.now())).toBe("skipped");
  });

  it("PATCH of paused → pending → synced with the engine paused", async () => {
    const ws = await seedWorkspace();
    const m = await readyMonitor(ws);
    await call(ws, "PATCH", `/v1/monitors/${m.id}`, { paused: true });
    expect((await getMonitor(ws, m.id)).sync_state).toBe("pending");
    await reconcileMonitor(env, m.id, Date.now());
    expect(await row(m.id)).toMatchObject({ engine_paused: 1, sync_state: "synced" });
  });

  it("running → retryable (next retry, reason) while the watch does not exist; retryable → synced once it does", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: shopUrl("s2"), detector: "price", frequency: "1h" });
    await call(ws, "PATCH", `/v1/monitors/${m.id}`, { frequency: "12h" });
    const t0 = Date.now();
    expect(await reconcileMonitor(env, m.id, t0)).toBe("retryable");
    expect(await getMonitor(ws, m.id)).toMatchObject({
      sync_state: "retryable",
      sync_next_retry_at: new Date(t0 + ENGINE_BACKOFF_MS[0]).toISOString(),
      sync_error_reason: expect.stringContaining("not initialized"),
    });
    await initializeMonitor(env, {}, m.id, t0);
    const due = engineEnv();
    await tick(due, t0 + ENGINE_BACKOFF_MS[0]);
    expect(due.MONITOR_TASKS.sent).toContainEqual({ kind: "sync", monitorId: m.id, now: t0 + ENGINE_BACKOFF_MS[0] });
    expect(await reconcileMonitor(env, m.id, t0 + ENGINE_BACKOFF_MS[0])).toBe("done");
    const synced = await getMonitor(ws, m.id);
    expect(synced.sync_state).toBe("synced");
    expect(synced.sync_error_reason).toBeUndefined();
    expect((await row(m.id))!.engine_frequency).toBe("12h");
  });

  it("retryable → failed when the budget is spent (sync_error_reason set); failed → re-armed by a new PATCH", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: NAMED, detector: "price", frequency: "1h" });
    await call(ws, "PATCH", `/v1/monitors/${m.id}`, { paused: true });
    let now = Date.now();
    const outcomes: string[] = [];
    for (let i = 0; i < ENGINE_ATTEMPT_BUDGET; i++) {
      outcomes.push(await reconcileMonitor(env, m.id, now));
      now += 2 * 60 * 60 * 1000;
    }
    expect(outcomes.at(-1)).toBe("failed");
    expect(await getMonitor(ws, m.id)).toMatchObject({ sync_state: "failed", sync_error_reason: expect.any(String) });
    await initializeMonitor(env, { resolver: publicDns }, m.id, now);
    // Any new PATCH re-arms it, also one that changes only the webhook.
    const res = await call(ws, "PATCH", `/v1/monitors/${m.id}`, { webhook: { url: "https://hooks.example.com/rearm", secret: "rearm-secret" } });
    const rearmed = ((await res.json()) as { data: Record<string, unknown> }).data;
    expect(rearmed.sync_state).toBe("pending");
    expect(rearmed.sync_error_reason).toBeUndefined();
    expect(await reconcileMonitor(env, m.id, now)).toBe("done");
    expect((await getMonitor(ws, m.id)).sync_state).toBe("synced");
    expect((await row(m.id))!.engine_paused).toBe(1);
  });

  it("a newer PATCH while one is applied is not lost: the latest record wins", async () => {
    const ws = await seedWorkspace();
    const m = await readyMonitor(ws);
    await call(ws, "PATCH", `/v1/monitors/${m.id}`, { frequency: "6h" });
    // The worker claims the first change...
    await env.DB.prepare("UPDATE monitors SET sync_state = 'running', sync_next_retry_at = ?2 WHERE id = ?1").bind(m.id, Date.now() + 60_000).run();
    // ...a second PATCH re-arms it...
    await call(ws, "PATCH", `/v1/monitors/${m.id}`, { frequency: "24h" });
    expect((await getMonitor(ws, m.id)).sync_state).toBe("pending");
    expect(await reconcileMonitor(env, m.id, Date.now())).toBe("done");
    expect(await row(m.id)).toMatchObject({ engine_frequency: "24h", sync_state: "synced" });
  });
});

describe("scheduling rules", () => {
  const iso = (ms: number) => new Date(ms).toISOString();

  it("a frequency change recomputes next_run_at from the time of change", async () => {
    const ws = await seedWorkspace();
    const m = await readyMonitor(ws, "24h", Date.now() - 1000);
    const before = Date.now();
    const res = await call(ws, "PATCH", `/v1/monitors/${m.id}`, { frequency: "15m" });
    const after = Date.now();
    const next = Date.parse(((await res.json()) as { data: { next_run_at: string } }).data.next_run_at);
    expect(next).toBeGreaterThanOrEqual(before + INTERVAL_MS["15m"]);
    expect(next).toBeLessThanOrEqual(after + INTERVAL_MS["15m"]);
  });

  it("a paused monitor keeps reporting its stored schedule and is not run", async () => {
    const ws = await seedWorkspace();
    const t0 = Date.now();
    const m = await readyMonitor(ws, "1h", t0);
    await call(ws, "PATCH", `/v1/monitors/${m.id}`, { paused: true });
    const paused = await getMonitor(ws, m.id);
    expect(paused).toMatchObject({ paused: true, next_run_at: iso(t0) });
    const e = engineEnv();
    await tick(e, t0 + 3 * INTERVAL_MS["1h"]);
    expect(e.MONITOR_TASKS.sent.filter((t) => t.kind === "run" && t.monitorId === m.id)).toEqual([]);
  });

  it("resuming sets the next run one interval after the resume, never at once", async () => {
    const ws = await seedWorkspace();
    const t0 = Date.now() - 5 * INTERVAL_MS["1h"];
    const m = await readyMonitor(ws, "1h", t0);
    await call(ws, "PATCH", `/v1/monitors/${m.id}`, { paused: true });
    await reconcileMonitor(env, m.id, Date.now());
    const before = Date.now();
    const res = await call(ws, "PATCH", `/v1/monitors/${m.id}`, { paused: false });
    await reconcileMonitor(env, m.id, Date.now());
    const next = Date.parse(((await res.json()) as { data: { next_run_at: string } }).data.next_run_at);
    expect(next).toBeGreaterThanOrEqual(before + INTERVAL_MS["1h"]);
    const e = engineEnv();
    await tick(e, Date.now());
    expect(e.MONITOR_TASKS.sent.filter((t) => t.kind === "run" && t.monitorId === m.id)).toEqual([]);
    await tick(e, next);
    expect(e.MONITOR_TASKS.sent.filter((t) => t.kind === "run" && t.monitorId === m.id)).toEqual([{ kind: "run", monitorId: m.id, slot: next, now: next }]);
  });

  it("a tick runs a due monitor once per slot and moves it one interval on; missed slots give one run, not a burst", async () => {
    const ws = await seedWorkspace();
    const t0 = 1_900_000_000_000;
    const m = await readyMonitor(ws, "15m", t0);
    const e = engineEnv();
    await tick(e, t0 + 3.5 * INTERVAL_MS["15m"]);
    expect(e.MONITOR_TASKS.sent.filter((t) => t.kind === "run" && t.monitorId === m.id)).toEqual([{ kind: "run", monitorId: m.id, slot: t0, now: t0 + 3.5 * INTERVAL_MS["15m"] }]);
    expect((await getMonitor(ws, m.id)).next_run_at).toBe(iso(t0 + 4 * INTERVAL_MS["15m"]));
  });
});
