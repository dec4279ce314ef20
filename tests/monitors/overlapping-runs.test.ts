/**
 * Runs of one monitor (and of one watch) that overlap on purpose (docs/monitors.md#overlapping-runs,
 * docs/watches.md#overlapping-runs): two runs started together against a page that changed give
 * one event; a slow older run that ends after a newer one neither reports the change again nor
 * writes its older state back.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EventPageSchema, TopicHistoryPageSchema } from "@shared/contract/watches.records";
import { runMonitor } from "@shared/monitors/run";
import { runWatch } from "@shared/watches/run";
import { call, deps, engineEnv, gate, readyShopMonitor, seedWorkspace, setShop } from "./harness";
import { createWatch, json, runAt, setSite } from "./watch-harness";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A fetch that holds every call until `count` calls have arrived, so the runs overlap for sure. */
function meetingFetch(count: number): typeof fetch {
  let arrived = 0;
  const all = gate();
  return async (input, init) => {
    if (++arrived >= count) all.open();
    await all.opened;
    return fetch(input, init);
  };
}

/**
 * A fetch that reads the matching page at once but answers only when the test opens `release`
 * (a slow run holding an old page); `read` settles once that page was read.
 */
function heldFetch(matches: (url: string) => boolean = () => true) {
  const read = gate();
  const release = gate();
  const held: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (!matches(String(input))) return res;
    const body = await res.arrayBuffer();
    read.open();
    await release.opened;
    return new Response(body, { status: res.status, headers: res.headers });
  };
  return { fetch: held, read: read.opened, release: release.open };
}

const monitorEvents = async (id: string) => (await env.DB.prepare("SELECT id, run_id FROM monitor_events WHERE monitor_id = ?1").bind(id).all()).results;
const monitorState = (id: string) => env.DB.prepare("SELECT detector_state, last_commit FROM monitors WHERE id = ?1").bind(id).first();

describe("overlapping runs of one monitor", () => {
  it("two runs started together against a page that changed give one event", async () => {
    const { id, t0 } = await readyShopMonitor("ov1");
    const e = engineEnv();
    await setShop("ov1", { price: "10.00" });
    await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 });
    await setShop("ov1", { price: "15.00" });

    const together = { ...deps, fetch: meetingFetch(2) };
    const slots = [t0 + 15 * MINUTE, t0 + 30 * MINUTE];
    const outcomes = await Promise.all(slots.map((slot) => runMonitor(e, together, { monitorId: id, slot, now: slot })));
    expect(outcomes.map((o) => o.status)).toEqual(["succeeded", "succeeded"]);
    expect(outcomes.filter((o) => "changed" in o && o.changed)).toHaveLength(1);
    expect(await monitorEvents(id)).toHaveLength(1);
    expect(e.MONITOR_TASKS.sent.filter((t) => t.kind === "deliver")).toHaveLength(1);
    // The state is the new price: the next run sees no change.
    const next = t0 + 45 * MINUTE;
    expect(await runMonitor(e, deps, { monitorId: id, slot: next, now: next })).toMatchObject({ status: "succeeded", changed: false });
    expect(await monitorEvents(id)).toHaveLength(1);
  });

  it("a slow older run ending after a newer one writes no older state back and reports no second event", async () => {
    const { id, t0 } = await readyShopMonitor("ov2");
    const e = engineEnv();
    await setShop("ov2", { price: "10.00" });
    await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 });

    // The older run reads the page at 10.00 and stalls; the price moves; the newer run reports it.
    const held = heldFetch();
    const older = runMonitor(e, { ...deps, fetch: held.fetch }, { monitorId: id, slot: t0 + 15 * MINUTE, now: t0 + 15 * MINUTE });
    await held.read;
    await setShop("ov2", { price: "20.00" });
    const newer = await runMonitor(e, deps, { monitorId: id, slot: t0 + 30 * MINUTE, now: t0 + 30 * MINUTE });
    expect(newer).toMatchObject({ status: "succeeded", changed: true });
    const after = await monitorState(id);

    held.release();
    expect(await older).toMatchObject({ status: "succeeded", changed: false });
    expect(await monitorState(id)).toEqual(after);
    const next = t0 + 45 * MINUTE;
    expect(await runMonitor(e, deps, { monitorId: id, slot: next, now: next })).toMatchObject({ status: "succeeded", changed: false });
    expect((await monitorEvents(id)).map((ev) => ev.run_id)).toEqual(["runId" in newer ? newer.runId : ""]);
  });
});

describe("overlapping runs of one watch", () => {
  beforeEach(async () => {
    await setSite({ reset: true });
  });

  const pricingEvents = async (ws: string, id: string) => EventPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${id}/events?topic=pricing`))).data;
  const pricingHistory = async (ws: string, id: string) => TopicHistoryPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${id}/topics/pricing/history`))).data;
  const newPrices = [{ name: "Starter", price: 19 }, { name: "Pro", price: 59 }, { name: "Enterprise", price: null }];

  it("a slow older run ending after a newer one writes no older state back and reports no second event", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"] });
    const t0 = Date.now();
    await runAt(w.id, t0);

    const held = heldFetch((url) => url.endsWith("/pricing"));
    const older = runWatch(engineEnv(), { fetch: held.fetch }, { watchId: w.id, slot: t0 + 6 * HOUR, now: t0 + 6 * HOUR });
    await held.read;
    await setSite({ plans: newPrices });
    const newer = await runAt(w.id, t0 + 12 * HOUR);
    expect(newer).toMatchObject({ status: "succeeded", states: 1 });
    expect("events" in newer && newer.events).toHaveLength(1);

    held.release();
    expect(await older).toMatchObject({ status: "succeeded", events: [], states: 0 });
    const history = await pricingHistory(ws, w.id);
    expect(history.current).toMatchObject({ version: 2, valid_to: null });
    expect(history.current!.state).toMatchObject({ plans: expect.arrayContaining([expect.objectContaining({ name: "Pro", amount: 59 })]) });
    expect(await runAt(w.id, t0 + 18 * HOUR)).toMatchObject({ status: "succeeded", events: [], states: 0 });
    const events = await pricingEvents(ws, w.id);
    expect(events.map((ev) => [ev.type, ev.status])).toEqual([["pricing.price_changed", "active"]]);
  });

  it("two runs started together against a changed site give one event, and neither fails", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"] });
    const t0 = Date.now();
    await runAt(w.id, t0);
    await setSite({ plans: newPrices });

    const together = meetingFetch(2);
    const slots = [t0 + 6 * HOUR, t0 + 12 * HOUR];
    const outcomes = await Promise.all(slots.map((slot) => runWatch(engineEnv(), { fetch: together }, { watchId: w.id, slot, now: slot })));
    expect(outcomes.map((o) => o.status)).toEqual(["succeeded", "succeeded"]);
    expect(await pricingEvents(ws, w.id)).toHaveLength(1);
    expect((await pricingHistory(ws, w.id)).current).toMatchObject({ version: 2 });
  });
});
