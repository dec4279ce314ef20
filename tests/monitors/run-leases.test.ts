/**
 * Runs that lose their consumer or their charge's answer (DECISIONS §7, docs/monitors.md#charges):
 * a run whose consumer died after the charge is finished `failed` by the tick within 15 minutes
 * and its charge refunded exactly once; a run that outlives its lease records nothing when it
 * ends; a charge whose answer was lost after the debit is refunded, by the run or, when the
 * account cannot be reached then, by a later tick.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { MonitorHistoryPageSchema } from "@shared/contract/monitors.routes";
import { RUN_LEASE_MS } from "@shared/monitors/engine";
import { runMonitor } from "@shared/monitors/run";
import { tick } from "@shared/monitors/tick";
import { runWatch } from "@shared/watches/run";
import { REFUND_WINDOW_MS } from "../../durable-objects/credit-account";
import { balanceOf, call, creditsWith, deps, engineEnv, gate, ledgerOf, readyShopMonitor, seedWorkspace, setShop } from "./harness";
import { createWatch, setSite } from "./watch-harness";

const MINUTE = 60_000;
const WAIT = { timeout: 10_000, interval: 50 };

const total = async (ws: string) => {
  const b = await balanceOf(ws);
  return b.balance_micro + b.free_credits_micro;
};
const kinds = async (ws: string) => (await ledgerOf(ws)).map((e) => e.kind);
const runRow = (table: "monitor_runs" | "watch_runs", id: string) => env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id).first<Record<string, unknown>>();
const runsOf = (monitorId: string) => env.DB.prepare("SELECT * FROM monitor_runs WHERE monitor_id = ?1").bind(monitorId).all<Record<string, unknown>>();

describe("a run whose consumer died", () => {
  it("after the charge is finished failed by the tick 15 minutes later, and its charge is refunded once", async () => {
    const { ws, id, t0 } = await readyShopMonitor("lease1");
    const before = await total(ws);
    // The consumer is evicted once the account took the credit: the run never gets further.
    const dying = engineEnv();
    dying.CREDITS = creditsWith({ afterCharge: () => new Promise(() => {}) });
    void runMonitor(dying, deps, { monitorId: id, slot: t0, now: t0 });
    await vi.waitFor(async () => expect(await total(ws)).toBe(before - 1_000), WAIT);
    const [claimed] = (await runsOf(id)).results;
    expect(claimed).toMatchObject({ status: "running" });

    // Within the lease the run is left alone.
    await tick(engineEnv(), t0 + RUN_LEASE_MS - MINUTE);
    expect(await runRow("monitor_runs", claimed!.id as string)).toMatchObject({ status: "running" });

    await tick(engineEnv(), t0 + 15 * MINUTE);
    expect(await runRow("monitor_runs", claimed!.id as string)).toMatchObject({ status: "failed", credits: 0 });
    expect(await total(ws)).toBe(before);
    // Another tick refunds nothing more.
    await tick(engineEnv(), t0 + 16 * MINUTE);
    expect(await total(ws)).toBe(before);
    expect(await kinds(ws)).toEqual(["refund", "charge", "grant"]);
    const history = MonitorHistoryPageSchema.parse(await (await call(ws, "GET", `/v1/monitors/${id}/history`)).json());
    expect(history.data.map((r) => [r.status, r.credits])).toEqual([["failed", 0]]);
  });

  it("a run alive past its lease records nothing when it ends and is refunded once; the slot is not run again", async () => {
    const { ws, id, t0 } = await readyShopMonitor("lease2");
    const e = engineEnv();
    await setShop("lease2", { price: "10.00" });
    await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 });
    const state = await env.DB.prepare("SELECT detector_state, last_commit FROM monitors WHERE id = ?1").bind(id).first();
    await setShop("lease2", { price: "20.00" });
    const before = await total(ws);

    const stalled = gate();
    const slow = engineEnv();
    slow.CREDITS = creditsWith({ afterCharge: () => stalled.opened });
    const slot = t0 + 15 * MINUTE;
    const running = runMonitor(slow, deps, { monitorId: id, slot, now: slot });
    await vi.waitFor(async () => expect(await total(ws)).toBe(before - 1_000), WAIT);

    await tick(engineEnv(), slot + 15 * MINUTE);
    expect(await total(ws)).toBe(before);
    stalled.open();
    expect(await running).toMatchObject({ status: "failed", changed: false });

    // Nothing of the late run was written: no event, the state it would have replaced, one refund.
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM monitor_events WHERE monitor_id = ?1").bind(id).first<{ n: number }>())!.n).toBe(0);
    expect(await env.DB.prepare("SELECT detector_state, last_commit FROM monitors WHERE id = ?1").bind(id).first()).toEqual(state);
    expect(await total(ws)).toBe(before);
    expect((await kinds(ws)).filter((k) => k === "refund")).toHaveLength(1);
    expect(await runMonitor(engineEnv(), deps, { monitorId: id, slot, now: slot })).toEqual({ status: "duplicate" });
    // The next slot sees the price change against the last good state.
    expect(await runMonitor(e, deps, { monitorId: id, slot: slot + 15 * MINUTE, now: slot + 15 * MINUTE })).toMatchObject({ status: "succeeded", changed: true });
  });

  it("a watch run that died after the charge is finished failed by the tick and refunded whole", async () => {
    await setSite({ reset: true });
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing", "product"] });
    const before = await total(ws);
    const t0 = Date.now();
    const dying = engineEnv();
    dying.CREDITS = creditsWith({ afterCharge: () => new Promise(() => {}) });
    void runWatch(dying, {}, { watchId: w.id, slot: t0, now: t0 });
    await vi.waitFor(async () => expect(await total(ws)).toBe(before - 2_000), WAIT);
    const claimed = await env.DB.prepare("SELECT id FROM watch_runs WHERE watch_id = ?1").bind(w.id).first<{ id: string }>();
    expect(await runRow("watch_runs", claimed!.id)).toMatchObject({ status: "running" });

    await tick(engineEnv(), t0 + 15 * MINUTE);
    expect(await runRow("watch_runs", claimed!.id)).toMatchObject({ status: "failed", credits: 0 });
    expect(await total(ws)).toBe(before);
    await tick(engineEnv(), t0 + 16 * MINUTE);
    expect(await total(ws)).toBe(before);
    expect((await kinds(ws)).filter((k) => k === "refund")).toHaveLength(1);
  });
});

describe("a charge whose answer was lost", () => {
  it("after the debit is refunded, and the run says billing_unavailable", async () => {
    const { ws, id, t0 } = await readyShopMonitor("lost1");
    const before = await total(ws);
    const lossy = engineEnv();
    lossy.CREDITS = creditsWith({
      afterCharge: async () => {
        throw new Error("network connection lost");
      },
    });
    expect(await runMonitor(lossy, deps, { monitorId: id, slot: t0, now: t0 })).toMatchObject({ status: "billing_unavailable" });
    expect(await total(ws)).toBe(before);
    expect(await kinds(ws)).toEqual(["refund", "charge", "grant"]);
    expect((await runsOf(id)).results.map((r) => [r.status, r.credits])).toEqual([["billing_unavailable", 0]]);
  });

  it("is refunded by a later tick when the account could not take the refund then", async () => {
    const { ws, id, t0 } = await readyShopMonitor("lost2");
    const before = await total(ws);
    const down = engineEnv();
    down.CREDITS = creditsWith({
      afterCharge: async () => {
        throw new Error("network connection lost");
      },
      refundFails: true,
    });
    expect(await runMonitor(down, deps, { monitorId: id, slot: t0, now: t0 })).toMatchObject({ status: "billing_unavailable" });
    expect(await total(ws)).toBe(before - 1_000);
    await tick(engineEnv(), t0 + MINUTE);
    expect(await total(ws)).toBe(before);
    await tick(engineEnv(), t0 + 2 * MINUTE);
    expect((await kinds(ws)).filter((k) => k === "refund")).toHaveLength(1);
  });
});

describe("the run lease", () => {
  it("ends a dead run within DECISIONS' 15 minutes with the minute cron, while its charge is still refundable", () => {
    expect(RUN_LEASE_MS + MINUTE).toBeLessThanOrEqual(15 * MINUTE);
    expect(15 * MINUTE).toBeLessThan(REFUND_WINDOW_MS);
  });
});
