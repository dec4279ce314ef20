/**
 * A competitor watch through the real dev stack (`npm run dev`): a watch on a local competitor
 * site (tests/fakes/competitor-site.mjs, served by the monitor web) with a webhook to a local
 * receiver; the cron (with a scheduled time) runs the baseline, then a price change gives a
 * `pricing.price_changed` event with evidence whose snapshot is in R2 and hashes as it says, and a
 * signed `watch.event.created` delivery verified with node:crypto; the price going back retracts
 * it (lineage) and announces the retraction once as `watch.event.updated` under a new event_id;
 * the topic history's current state is newer than the baseline; the entity is named from the site.
 */
import { stackUrl } from "../support/stack";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type MonitorWeb, startMonitorWeb, verifyDelivery } from "../fakes/monitor-web.mjs";

const API = stackUrl("base_url");
const keyed = () => ({ Authorization: `Bearer ${inject("devKey")}`, "Content-Type": "application/json" });
const WAIT = { timeout: 60_000, interval: 500 };
const HOUR = 3_600_000;
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

let web: MonitorWeb;
beforeAll(async () => {
  web = await startMonitorWeb();
});
afterAll(async () => {
  await web?.close();
});

const get = async (path: string) => {
  const res = await fetch(`${API}${path}`, { headers: keyed() });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: any; meta: Record<string, unknown> }).data;
};
const cron = (time: number) => fetch(`${API}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*&time=${time}`);
const site = (changes: unknown) => fetch(`${web.url}/__site`, { method: "POST", body: JSON.stringify(changes) });
const plans = (pro: number) => ({ plans: [{ name: "Starter", price: 19 }, { name: "Pro", price: pro }, { name: "Enterprise", price: null }] });
const deliveries = async () => ((await (await fetch(`${web.url}/__hook/watch-e2e`)).json()) as { deliveries: Array<Record<string, any>> }).deliveries;

describe("a watch in the dev stack", () => {
  it("baseline, a price change with evidence and a signed webhook, a retraction with lineage, the topic history", { timeout: 240_000 }, async () => {
    const secret = "watch-e2e-secret";
    await site({ reset: true, ...plans(49) });
    await fetch(`${web.url}/__hook/watch-e2e`, { method: "POST", body: JSON.stringify({ secret }) });
    const created = await fetch(`${API}/v1/watches`, {
      method: "POST",
      headers: keyed(),
      body: JSON.stringify({ target: web.url, topics: ["pricing", "positioning"], requested_frequency: "6h", webhook: { url: `${web.url}/hook/watch-e2e`, secret } }),
    });
    expect(created.status).toBe(201);
    const watch = ((await created.json()) as { data: { id: string; created_at: string; coverage: { state: string } } }).data;
    expect(watch.coverage.state).toBe("initializing");
    const t0 = Date.parse(watch.created_at);
    const id = watch.id;

    // The baseline: states, no events.
    expect((await cron(t0 + 1_000)).status).toBe(200);
    await vi.waitFor(async () => expect((await get(`/v1/watches/${id}`)).coverage.state).toBe("healthy"), WAIT);
    expect(await get(`/v1/watches/${id}/events`)).toEqual([]);
    const baseline = (await get(`/v1/watches/${id}/topics/pricing/history`)).current;
    expect(baseline).toMatchObject({ version: 1, baseline: true });

    // A price change at the next run.
    await site(plans(59));
    expect((await cron(t0 + 6 * HOUR + 1_000)).status).toBe(200);
    await vi.waitFor(async () => expect(await deliveries()).toHaveLength(1), WAIT);
    const [delivery] = await deliveries();
    expect(delivery!.verified).toBe(true);
    expect(verifyDelivery({ secret, timestamp: delivery!.timestamp, signature: delivery!.signature, body: delivery!.body, now_s: Math.floor(Date.now() / 1000) })).toEqual({ ok: true });
    const body = JSON.parse(delivery!.body);
    expect(body).toMatchObject({ event_version: 1, event_type: "watch.event.created", watch_id: id, event_id: delivery!.event_id });
    expect(delivery!.body).not.toContain(secret);

    const event = await get(`/v1/watches/${id}/events/${body.event_id}`);
    expect(event).toEqual(body.event);
    expect(event).toMatchObject({
      type: "pricing.price_changed",
      topic: "pricing",
      subject: "Pro",
      status: "active",
      data: { plan: "Pro", old_price: { amount: 49 }, new_price: { amount: 59 } },
      before: { state_version: 1 },
      after: { state_version: 2 },
      detector: { method: "deterministic", model: null },
      lineage: { supersedes_event_id: null, retracted_event_id: null, lineage_event_id: null, correction_reason: null },
    });
    const evidence = event.evidence[0];
    expect(evidence.source_url).toBe(`${web.url}/pricing`);
    expect(evidence.after_excerpt).toContain("59");
    expect(evidence.before_excerpt).toContain("49");
    const snapshot = await fetch(`${API}/__harness/evidence/watches/${id}/snapshots/${evidence.after_snapshot_id}.html`);
    expect(snapshot.status).toBe(200);
    expect(sha256(new Uint8Array(await snapshot.arrayBuffer()))).toBe(evidence.after_content_hash);

    // The price goes back at the next run: the earlier event is retracted, the correction names it,
    // and the retraction of the event the receiver had is announced once (DECISIONS §7).
    await site(plans(49));
    expect((await cron(t0 + 12 * HOUR + 1_000)).status).toBe(200);
    await vi.waitFor(async () => expect(await deliveries()).toHaveLength(3), WAIT);
    const events = await get(`/v1/watches/${id}/events?topic=pricing`);
    expect(events.map((e: any) => [e.id === body.event_id, e.status])).toEqual([[false, "active"], [true, "retracted"]]);
    expect(events[0].lineage).toMatchObject({ retracted_event_id: body.event_id, lineage_event_id: body.event_id });
    expect(events[0].lineage.correction_reason).toBeTruthy();
    const later: Array<Record<string, any>> = (await deliveries()).slice(1).map((d) => ({ ...d, json: JSON.parse(d.body) }));
    expect(later.map((d) => d.json.event_type).sort()).toEqual(["watch.event.created", "watch.event.updated"]);
    const updated = later.find((d) => d.json.event_type === "watch.event.updated")!;
    expect(updated.verified).toBe(true);
    expect(updated.json).toMatchObject({ event_version: 1, event_id: updated.event_id, watch_id: id, event: { id: body.event_id, status: "retracted" } });
    expect(updated.event_id).not.toBe(body.event_id);
    expect(updated.json.event).toEqual(events[1]);
    expect(later.find((d) => d.json.event_type === "watch.event.created")!.json.event.id).toBe(events[0].id);
    expect((await get(`/v1/watches/${id}`)).entity.display_name).toBe("Acme Analytics");

    // The topic history: the current state is newer than the baseline.
    const history = await get(`/v1/watches/${id}/topics/pricing/history`);
    expect(history.current.version).toBe(3);
    expect(Date.parse(history.current.valid_from)).toBeGreaterThan(Date.parse(baseline.valid_from));
    expect(history.history.map((s: any) => [s.version, s.baseline])).toEqual([[3, false], [2, false], [1, true]]);
    const intel = await get(`/v1/watches/${id}/intelligence`);
    expect(intel.topics.pricing.id).toBe(history.current.id);
    expect(intel.pages.monitored).toBeGreaterThan(0);

    const archived = await fetch(`${API}/v1/watches/${id}`, { method: "PATCH", headers: keyed(), body: JSON.stringify({ status: "archived" }) });
    expect(archived.status).toBe(200);
  });
});
