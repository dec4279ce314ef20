/**
 * Watch corrections announced (DECISIONS §7; docs/watches.md#corrections): an event that was sent
 * to the watch's webhook and is retracted by a later run gives exactly one `watch.event.updated`
 * delivery, under a new event_id kept across its retries, signed like every delivery, with the
 * event in its new state. And a watch's entity is named from its site (display_name).
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EventPageSchema, WatchEnvelopeSchema, WatchEventUpdatedSchema, WatchWebhookEventSchema, IntelligenceEnvelopeSchema } from "@shared/contract/watches.records";
import { deliverAttempt } from "@shared/monitors/delivery";
import { call, configureHook, engineEnv, hookUrl, received, recordingQueue, seedWorkspace, verifyAt } from "./harness";
import { createWatch, json, runAt, setSite } from "./watch-harness";

const DAY = 86_400_000;
const TEAM = [{ name: "Starter", price: 19 }, { name: "Pro", price: 49 }, { name: "Team", price: 99 }, { name: "Enterprise", price: null }];

beforeEach(async () => {
  await setSite({ reset: true });
});

const deliveryRows = (watchId: string, kind: string) =>
  env.DB.prepare("SELECT id, event_id, attempt, status, due_at FROM webhook_deliveries WHERE monitor_id = ?1 AND kind = ?2 ORDER BY attempt").bind(watchId, kind).all<{ id: string; event_id: string; attempt: number; status: string; due_at: number }>();

describe("watch.event.updated", () => {
  it("an event retracted after delivery is announced exactly once, with a new event_id kept across retries and the event as it now stands", async () => {
    const secret = "corrections-secret";
    await configureHook("wc1", { secret });
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"], webhook: { url: hookUrl("wc1"), secret } });
    const t0 = Date.now();
    await runAt(w.id, t0);
    await setSite({ plans: TEAM });
    await runAt(w.id, t0 + DAY);
    const [created] = (await deliveryRows(w.id, "watch")).results;
    expect(await deliverAttempt(env, {}, created!.id, t0 + DAY)).toBe("delivered");
    const original = WatchWebhookEventSchema.parse(JSON.parse((await received("wc1"))[0]!.body));
    expect(original.event).toMatchObject({ type: "pricing.plan_added", subject: "Team", status: "active" });

    // The plan is gone at the next run: the event is retracted, and the correction is announced.
    await setSite({ reset: true });
    const queue = recordingQueue();
    const run = await runAt(w.id, t0 + 2 * DAY, engineEnv(queue));
    const updates = (await deliveryRows(w.id, "watch_update")).results;
    expect(updates).toHaveLength(1);
    expect(queue.sent).toContainEqual({ kind: "deliver", deliveryId: updates[0]!.id, now: t0 + 2 * DAY });

    // The receiver fails once, then takes it: both attempts carry the same new event_id and bytes.
    await configureHook("wc1", { status: 500 });
    expect(await deliverAttempt(env, {}, updates[0]!.id, t0 + 2 * DAY)).toBe("retry_scheduled");
    await configureHook("wc1", { status: 0 });
    const retry = (await deliveryRows(w.id, "watch_update")).results.find((r) => r.status === "pending")!;
    expect(await deliverAttempt(env, {}, retry.id, retry.due_at)).toBe("delivered");
    const got = (await received("wc1")).slice(1);
    const announced = got.filter((d) => JSON.parse(d.body).event_type === "watch.event.updated");
    expect(announced).toHaveLength(2);
    expect(announced[0]!.event_id).toBe(announced[1]!.event_id);
    expect(announced[0]!.body).toBe(announced[1]!.body);
    expect(announced.every((d) => d.verified)).toBe(true);
    expect(await verifyAt(announced[1]!, secret, Number(announced[1]!.timestamp))).toEqual({ ok: true });
    const body = WatchEventUpdatedSchema.parse(JSON.parse(announced[1]!.body));
    expect(body.event_id).toBe(announced[1]!.event_id);
    expect(body.event_id).not.toBe(original.event_id);
    expect(body).toMatchObject({ event_version: 1, event_type: "watch.event.updated", watch_id: w.id });
    expect(body.event).toMatchObject({ id: original.event_id, status: "retracted", lineage: { lineage_event_id: original.event_id, correction_reason: expect.stringContaining("reverted") } });
    // The event as the API answers it now is the event the announcement carried.
    const listed = EventPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/events`))).data;
    expect(listed.find((e) => e.id === original.event_id)).toEqual(body.event);
    expect("events" in run && run.events).toHaveLength(1); // the correcting plan_removed event

    // Later runs announce nothing more about it.
    await runAt(w.id, t0 + 3 * DAY);
    await runAt(w.id, t0 + 4 * DAY);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM watch_event_updates WHERE event_id = ?1").bind(original.event_id).first<{ n: number }>())!.n).toBe(1);
  });

  it("an event that was never sent (no webhook when it was created) is corrected without an announcement", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"] });
    const t0 = Date.now();
    await runAt(w.id, t0);
    await setSite({ plans: TEAM });
    await runAt(w.id, t0 + DAY);
    await configureHook("wc2", { secret: "s2" });
    await call(ws, "PATCH", `/v1/watches/${w.id}`, { webhook: { url: hookUrl("wc2"), secret: "s2" } });
    await setSite({ reset: true });
    await runAt(w.id, t0 + 2 * DAY);
    const events = EventPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/events`))).data;
    expect(events.find((e) => e.subject === "Team" && e.type === "pricing.plan_added")?.status).toBe("retracted");
    expect((await deliveryRows(w.id, "watch_update")).results).toEqual([]);
  });
});

describe("the entity's display_name", () => {
  it("is null until a run reads the home page, then the site's name", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"] });
    expect(w.entity.display_name).toBeNull();
    await runAt(w.id, Date.now());
    const after = WatchEnvelopeSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}`))).data;
    expect(after.entity.display_name).toBe("Acme Analytics");
    const intel = IntelligenceEnvelopeSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/intelligence`))).data;
    expect(intel.entity.display_name).toBe("Acme Analytics");
  });

  it("a run whose home page cannot be read keeps the name it had", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing"] });
    const t0 = Date.now();
    await runAt(w.id, t0);
    await setSite({ status: { "/": 503 } });
    await runAt(w.id, t0 + DAY);
    expect(WatchEnvelopeSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}`))).data.entity.display_name).toBe("Acme Analytics");
  });
});
