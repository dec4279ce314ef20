/**
 * A workspace moved to a plan without monitors or watches (shared/auth/entitlements.ts,
 * docs/monitors.md#plans): its runs are recorded `skipped_not_entitled` without a charge or a
 * fetch, and its pending webhook attempts are not sent (they fail unsent and keep their schedule,
 * so the event still arrives if the plan comes back).
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { MonitorHistoryPageSchema } from "@shared/contract/monitors.routes";
import { deliverAttempt } from "@shared/monitors/delivery";
import { DELIVERY_DELAYS_MS } from "@shared/monitors/engine";
import { runMonitor } from "@shared/monitors/run";
import { balanceOf, call, configureHook, deps, engineEnv, hookUrl, readyShopMonitor, received, seedWorkspace, setShop, shopHits } from "./harness";
import { createWatch, runAt, setSite, siteHits } from "./watch-harness";

const HOUR = 3_600_000;

const setPlan = (ws: string, plan: string) => env.DB.prepare("UPDATE workspaces SET plan = ?2 WHERE id = ?1").bind(ws, plan).run();
const total = async (ws: string) => {
  const b = await balanceOf(ws);
  return b.balance_micro + b.free_credits_micro;
};
const deliveriesOf = async (eventId: string) =>
  (await env.DB.prepare("SELECT id, attempt, status, response_status, error, due_at FROM webhook_deliveries WHERE event_id = ?1 ORDER BY attempt").bind(eventId).all<Record<string, unknown>>()).results;

beforeEach(async () => {
  await setSite({ reset: true });
});

describe("a monitor of a workspace moved to a plan without monitors", () => {
  it("is neither charged nor fetched; its run is recorded skipped_not_entitled in the history", async () => {
    const { ws, id, t0 } = await readyShopMonitor("plan1");
    const e = engineEnv();
    expect(await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 })).toMatchObject({ status: "succeeded" });
    await setPlan(ws, "suspended");
    const before = await total(ws);
    const hits = await shopHits("plan1");
    const slot = t0 + HOUR;
    expect(await runMonitor(e, deps, { monitorId: id, slot, now: slot })).toMatchObject({ status: "skipped_not_entitled", changed: false });
    expect(await runMonitor(e, deps, { monitorId: id, slot, now: slot })).toEqual({ status: "duplicate" });
    expect(await shopHits("plan1")).toBe(hits);
    expect(await total(ws)).toBe(before);
    // The history is the engine's record (the front door would answer 403 to the workspace itself).
    const history = MonitorHistoryPageSchema.parse(await (await call(ws, "GET", `/v1/monitors/${id}/history`)).json());
    expect(history.data.map((r) => [r.status, r.changed, r.credits])).toEqual([
      ["skipped_not_entitled", false, 0],
      ["succeeded", false, 1],
    ]);
  });

  it("has its pending webhook attempts failed unsent on their schedule, and delivered once the plan is back", async () => {
    const { ws, id, t0 } = await readyShopMonitor("plan2");
    await configureHook("plan2", { secret: "secret-plan2" });
    const e = engineEnv();
    await setShop("plan2", { price: "10.00" });
    await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 });
    await setShop("plan2", { price: "12.00" });
    const changed = await runMonitor(e, deps, { monitorId: id, slot: t0 + 1, now: t0 + 1 });
    const eventId = "eventId" in changed ? changed.eventId! : "";
    const [first] = await deliveriesOf(eventId);

    await setPlan(ws, "suspended");
    expect(await deliverAttempt(e, {}, first!.id as string, t0 + 1)).toBe("retry_scheduled");
    expect(await received("plan2")).toEqual([]);
    const rows = await deliveriesOf(eventId);
    expect(rows.map((r) => [r.attempt, r.status, r.response_status])).toEqual([
      [1, "failed", null],
      [2, "pending", null],
    ]);
    expect(rows[0]!.error).toContain("plan");
    expect(rows[1]!.due_at).toBe(t0 + 1 + DELIVERY_DELAYS_MS[1]);

    await setPlan(ws, "free");
    expect(await deliverAttempt(e, {}, rows[1]!.id as string, rows[1]!.due_at as number)).toBe("delivered");
    expect((await received("plan2")).map((d) => [d.event_id, d.verified])).toEqual([[eventId, true]]);
  });
});

describe("a watch of a workspace moved to a plan without watches", () => {
  it("is neither charged nor fetched, and its run says skipped_not_entitled", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"] });
    await setPlan(ws, "suspended");
    const before = await total(ws);
    const hits = await siteHits();
    const t0 = Date.now();
    expect(await runAt(w.id, t0)).toMatchObject({ status: "skipped_not_entitled", topicsRead: 0 });
    expect(await runAt(w.id, t0)).toEqual({ status: "duplicate" });
    expect(await siteHits()).toEqual(hits);
    expect(await total(ws)).toBe(before);
    const runs = await env.DB.prepare("SELECT status, credits FROM watch_runs WHERE watch_id = ?1").bind(w.id).all();
    expect(runs.results).toEqual([{ status: "skipped_not_entitled", credits: 0 }]);
  });

  it("has its pending webhook attempts failed unsent", async () => {
    const ws = await seedWorkspace();
    const secret = "watch-plan-secret";
    await configureHook("watch-plan", { secret });
    const w = await createWatch(ws, { topics: ["pricing"], webhook: { url: hookUrl("watch-plan"), secret } });
    const t0 = Date.now();
    const e = engineEnv();
    await runAt(w.id, t0, e);
    await setSite({ plans: [{ name: "Starter", price: 29 }, { name: "Pro", price: 49 }, { name: "Enterprise", price: null }] });
    const run = await runAt(w.id, t0 + 24 * HOUR, e);
    const [eventId] = "events" in run ? run.events : [];
    const [first] = await deliveriesOf(eventId!);

    await setPlan(ws, "suspended");
    expect(await deliverAttempt(e, {}, first!.id as string, t0 + 24 * HOUR)).toBe("retry_scheduled");
    expect(await received("watch-plan")).toEqual([]);
    expect((await deliveriesOf(eventId!)).map((r) => [r.attempt, r.status])).toEqual([
      [1, "failed"],
      [2, "pending"],
    ]);
  });
});
