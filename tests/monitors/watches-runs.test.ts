/**
 * Watch runs on the monitor engine (docs/watches.md): the tick hands out `watch_run` tasks; a run
 * reads the competitor site through the safe fetcher, stores snapshots in R2, writes the baseline
 * without events, then a new topic-state version and a typed, evidenced `pricing.*` event when the
 * price changes; a revert retracts it with lineage; credits are 1 per topic read; coverage moves
 * by the documented rules; the `watch.event.created` webhook is signed like the monitors'.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EventEnvelopeSchema, EventPageSchema, IntelligenceEnvelopeSchema, TopicHistoryPageSchema, WatchEnvelopeSchema, WatchWebhookEventSchema } from "@shared/contract/watches.records";
import { deliverAttempt } from "@shared/monitors/delivery";
import { tick } from "@shared/monitors/tick";
import { sha256Hex } from "@shared/auth/keys";
import { balanceOf, call, configureHook, engineEnv, expectSignedAsSpec, hookUrl, received, recordingQueue, seedWorkspace } from "./harness";
import { createWatch, json, runAt, setSite } from "./watch-harness";

const HOUR = 3_600_000;
const TOPICS = 5;

beforeEach(async () => {
  await setSite({ reset: true });
});

const events = async (ws: string, id: string, query = "") => EventPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${id}/events${query}`)));
const watch = async (ws: string, id: string) => WatchEnvelopeSchema.parse(await json(await call(ws, "GET", `/v1/watches/${id}`))).data;
const balance = async (ws: string) => {
  const b = await balanceOf(ws);
  return b.balance_micro + b.free_credits_micro;
};

describe("the tick", () => {
  it("hands a new watch's baseline run to the queue once and advances its schedule", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { requested_frequency: "6h" });
    const slot = (await env.DB.prepare("SELECT next_run_at FROM watches WHERE id = ?1").bind(w.id).first<{ next_run_at: number }>())!.next_run_at;
    const queue = recordingQueue();
    const e = engineEnv(queue);
    await tick(e, slot);
    await tick(e, slot);
    expect(queue.sent.filter((t) => t.kind === "watch_run" && t.watchId === w.id)).toEqual([{ kind: "watch_run", watchId: w.id, slot, now: slot }]);
    const next = (await env.DB.prepare("SELECT next_run_at FROM watches WHERE id = ?1").bind(w.id).first<{ next_run_at: number }>())!.next_run_at;
    expect(next).toBe(slot + 6 * HOUR);
    // A paused watch is not handed out.
    await call(ws, "PATCH", `/v1/watches/${w.id}`, { status: "paused" });
    await tick(e, slot + 48 * HOUR);
    expect(queue.sent.filter((t) => t.kind === "watch_run" && t.watchId === w.id)).toHaveLength(1);
  });
});

describe("a watch run", () => {
  it("baseline, then a price change: a new state version and one evidenced pricing event, 1 credit per topic", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws);
    const t0 = Date.now();
    const before = await balance(ws);

    const baseline = await runAt(w.id, t0);
    expect(baseline).toMatchObject({ status: "succeeded", topicsRead: TOPICS, events: [], states: TOPICS });
    expect(before - (await balance(ws))).toBe(TOPICS * 1_000);
    expect((await events(ws, w.id)).data).toEqual([]);
    const afterBaseline = await watch(ws, w.id);
    expect(afterBaseline.coverage).toEqual({ state: "healthy", last_run_at: new Date(t0).toISOString() });
    expect(afterBaseline.entity.observed_since).toBe(new Date(t0).toISOString());

    // The same site again: no new version, no event (state observed again).
    const same = await runAt(w.id, t0 + 24 * HOUR);
    expect(same).toMatchObject({ status: "succeeded", events: [], states: 0 });

    await setSite({ plans: [{ name: "Starter", price: 19 }, { name: "Pro", price: 59 }, { name: "Enterprise", price: null }] });
    const t2 = t0 + 48 * HOUR;
    const change = await runAt(w.id, t2);
    expect(change).toMatchObject({ status: "succeeded", states: 1 });
    expect("events" in change && change.events).toHaveLength(1);

    const page = await events(ws, w.id);
    expect(page.data).toHaveLength(1);
    const event = page.data[0]!;
    expect(event).toMatchObject({
      type: "pricing.price_changed",
      topic: "pricing",
      subject: "Pro",
      status: "active",
      schema_version: 1,
      entity: { id: w.entity.id, domain: w.entity.domain },
      data: { plan: "Pro", old_price: { amount: 49, currency: "USD", period: "month" }, new_price: { amount: 59, currency: "USD", period: "month" } },
      before: { state_version: 1 },
      after: { state_version: 2 },
      detector: { method: "deterministic", model: null },
      confidence: { calibrated: false },
      lineage: { supersedes_event_id: null, retracted_event_id: null, lineage_event_id: null, correction_reason: null },
      detected_at: new Date(t2).toISOString(),
      current_observed_at: new Date(t2).toISOString(),
      previous_observed_at: new Date(t0 + 24 * HOUR).toISOString(),
    });
    expect(event.source.urls).toEqual([`${env.WEB_URL}/pricing`]);
    expect(event.evidence).toHaveLength(1);
    const ev = event.evidence[0]!;
    expect(ev.before_excerpt).toContain("49");
    expect(ev.after_excerpt).toContain("59");
    expect(ev.after_excerpt.length).toBeLessThanOrEqual(280);
    expect(ev.before_content_hash).not.toBe(ev.after_content_hash);
    expect(ev.page_id).toBe(event.source.page_ids[0]);
    // The evidence names snapshots that exist in R2 and hash as it says.
    const snapshot = await env.SNAPSHOTS.get(`watches/${w.id}/snapshots/${ev.after_snapshot_id}.html`);
    const bytes = new Uint8Array(await snapshot!.arrayBuffer());
    expect(await sha256Hex(bytes)).toBe(ev.after_content_hash);
    expect(new TextDecoder().decode(bytes)).toContain("$59");
    expect(event.after.content_hashes).toContain(ev.after_content_hash);
    expect(event.before.snapshot_ids).toContain(ev.before_snapshot_id);

    const single = EventEnvelopeSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/events/${event.id}`))).data;
    expect(single).toEqual(event);

    const history = TopicHistoryPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/topics/pricing/history`))).data;
    expect(history.current).toMatchObject({ version: 2, baseline: false, method: "deterministic", model: null, valid_to: null, valid_from: new Date(t2).toISOString() });
    expect(history.history.map((s) => [s.version, s.baseline])).toEqual([[2, false], [1, true]]);
    expect(history.history[1]).toMatchObject({ valid_to: new Date(t2).toISOString(), observed_to: new Date(t0 + 24 * HOUR).toISOString() });

    const intel = IntelligenceEnvelopeSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/intelligence`))).data;
    expect(intel.topics.pricing!.id).toBe(history.current!.id);
    expect(Object.keys(intel.topics).sort()).toEqual(["customers", "integrations", "positioning", "pricing", "product"]);
    expect(intel.pages.monitored).toBeGreaterThanOrEqual(TOPICS);
    expect(intel.recent_events.map((e) => e.id)).toEqual([event.id]);
  });

  it("a change that reverts at the next run retracts the earlier event, and the correction names it", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"] });
    const t0 = Date.now();
    await runAt(w.id, t0);
    await setSite({ plans: [{ name: "Starter", price: 19 }, { name: "Pro", price: 49 }, { name: "Team", price: 99 }, { name: "Enterprise", price: null }] });
    await runAt(w.id, t0 + 24 * HOUR);
    const [added] = (await events(ws, w.id)).data;
    expect(added).toMatchObject({ type: "pricing.plan_added", subject: "Team", status: "active" });
    await setSite({ reset: true });
    await runAt(w.id, t0 + 48 * HOUR);
    const all = (await events(ws, w.id)).data;
    expect(all).toHaveLength(2);
    const [correction, earlier] = all;
    expect(earlier).toMatchObject({ id: added!.id, status: "retracted" });
    expect(earlier!.lineage.correction_reason).toBeTruthy();
    expect(correction).toMatchObject({ type: "pricing.plan_removed", status: "active", lineage: { retracted_event_id: added!.id, lineage_event_id: added!.id } });
    // The retracted event's record is otherwise unchanged (events are immutable but for status and lineage).
    const { status: _a, lineage: _b, ...restNow } = earlier!;
    const { status: _c, lineage: _d, ...restThen } = added!;
    expect(restNow).toEqual(restThen);
    // Filters.
    expect((await events(ws, w.id, "?type=pricing.plan_added")).data.map((e) => e.id)).toEqual([added!.id]);
    expect((await events(ws, w.id, "?topic=product")).data).toEqual([]);
    expect((await events(ws, w.id, `?since=${new Date(t0 + 47 * HOUR).toISOString()}`)).data.map((e) => e.id)).toEqual([correction!.id]);
    // The same instant written with a numeric offset (RFC 3339) filters the same.
    const withOffset = new Date(t0 + 48 * HOUR).toISOString().replace(/\.\d{3}Z$/, "+01:00");
    expect((await events(ws, w.id, `?since=${encodeURIComponent(withOffset)}`)).data.map((e) => e.id)).toEqual([correction!.id]);
    const p1 = await events(ws, w.id, "?limit=1");
    expect(p1.meta.has_more).toBe(true);
    const p2 = await events(ws, w.id, `?limit=1&cursor=${encodeURIComponent(p1.meta.next_cursor!)}`);
    expect([...p1.data, ...p2.data].map((e) => e.id)).toEqual(all.map((e) => e.id));
    // A cursor of one filter does not continue another.
    const other = await call(ws, "GET", `/v1/watches/${w.id}/events?limit=1&topic=pricing&cursor=${encodeURIComponent(p1.meta.next_cursor!)}`);
    expect(other.status).toBe(400);
  });

  it("coverage: some topic pages failing → degraded, every page failing for 3 runs → failed (daily back-off), recovery → healthy; failed topics are refunded", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { requested_frequency: "6h" });
    const t0 = Date.now();
    await setSite({ status: { "/pricing": 503, "/plans": 404 } });
    const before = await balance(ws);
    const partial = await runAt(w.id, t0);
    expect(partial).toMatchObject({ status: "partial", topicsRead: TOPICS - 1 });
    expect(before - (await balance(ws))).toBe((TOPICS - 1) * 1_000);
    expect((await watch(ws, w.id)).coverage.state).toBe("degraded");

    const down = Object.fromEntries(["/", "/pricing", "/features", "/integrations", "/customers", "/sitemap.xml"].map((p) => [p, 503]));
    await setSite({ status: down });
    for (let i = 1; i <= 3; i++) {
      const spent = await balance(ws);
      expect(await runAt(w.id, t0 + i * 6 * HOUR)).toMatchObject({ status: "failed", topicsRead: 0 });
      expect(await balance(ws)).toBe(spent);
      const now = await watch(ws, w.id);
      expect(now.coverage.state).toBe(i < 3 ? "degraded" : "failed");
      expect(now.effective_frequency).toBe(i < 3 ? "6h" : "24h");
    }
    await setSite({ status: {} });
    await runAt(w.id, t0 + 30 * HOUR);
    expect(await watch(ws, w.id)).toMatchObject({ coverage: { state: "healthy" }, requested_frequency: "6h", effective_frequency: "6h" });
  });

  it("without credits the run is recorded, fetches nothing and changes no state", async () => {
    const ws = await seedWorkspace(0);
    const w = await createWatch(ws);
    expect(await runAt(w.id, Date.now())).toMatchObject({ status: "insufficient_credits", topicsRead: 0 });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM watch_topic_states WHERE watch_id = ?1").bind(w.id).first<{ n: number }>())!.n).toBe(0);
    expect((await watch(ws, w.id)).coverage.state).toBe("initializing");
  });

  it("a slot runs once, and paused watches do not run", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"] });
    const t0 = Date.now();
    expect((await runAt(w.id, t0)).status).toBe("succeeded");
    expect((await runAt(w.id, t0)).status).toBe("duplicate");
    await call(ws, "PATCH", `/v1/watches/${w.id}`, { status: "paused" });
    expect((await runAt(w.id, t0 + HOUR)).status).toBe("skipped");
  });
});

describe("watch webhooks", () => {
  it("deliver watch.event.created, signed like the monitors' webhooks, with the stored bytes", async () => {
    const ws = await seedWorkspace();
    const secret = "watch-hook-secret";
    await configureHook("watch-run", { secret });
    const w = await createWatch(ws, { topics: ["pricing"], webhook: { url: hookUrl("watch-run"), secret } });
    const t0 = Date.now();
    const queue = recordingQueue();
    const e = engineEnv(queue);
    await runAt(w.id, t0, e);
    expect(queue.sent.filter((t) => t.kind === "deliver")).toEqual([]); // the baseline has no events
    await setSite({ plans: [{ name: "Starter", price: 29 }, { name: "Pro", price: 49 }, { name: "Enterprise", price: null }] });
    const run = await runAt(w.id, t0 + 24 * HOUR, e);
    const tasks = queue.sent.filter((t) => t.kind === "deliver");
    expect(tasks).toHaveLength(1);
    const task = tasks[0]!;
    // Sent a while after its task's engine time: signed at the sending time all the same.
    const sentAt = Date.now() + 6 * 60_000;
    vi.setSystemTime(sentAt);
    try {
      expect(task.kind === "deliver" && (await deliverAttempt(e, {}, task.deliveryId, Date.now() - 6 * 60_000))).toBe("delivered");
    } finally {
      vi.useRealTimers();
    }
    const [delivery] = await received("watch-run");
    const stored = await env.DB.prepare("SELECT webhook_payload FROM watch_events WHERE id = ?1").bind(delivery!.event_id).first<{ webhook_payload: string }>();
    await expectSignedAsSpec(delivery!, { secret, eventId: delivery!.event_id, payload: stored!.webhook_payload, sentAtMs: sentAt });
    const body = WatchWebhookEventSchema.parse(JSON.parse(delivery!.body));
    expect(body).toMatchObject({ event_version: 1, event_type: "watch.event.created", watch_id: w.id, event_id: delivery!.event_id });
    expect("events" in run && run.events).toEqual([body.event_id]);
    expect(body.event).toMatchObject({ id: body.event_id, type: "pricing.price_changed", subject: "Starter" });
    expect(delivery!.body).not.toContain(secret);
    expect(delivery!.body).not.toContain(ws);
    const row = await env.DB.prepare("SELECT kind, monitor_id, status FROM webhook_deliveries WHERE event_id = ?1").bind(body.event_id).first();
    expect(row).toEqual({ kind: "watch", monitor_id: w.id, status: "delivered" });
  });
});
