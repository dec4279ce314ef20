/**
 * Watches read their pages in `auto` through the render worker (issue 34, docs/watches.md#rendered-pages),
 * with the engine here on the real D1, R2 and credit accounts and its `RENDER` binding on the render
 * worker and its real browser. The site is the watch site of tests/fixtures/render/render-site.mjs, an
 * origin of its own: a static home page and a pricing page whose priced plans its script writes from
 * JSON beside a Team card the server writes, so the page's static shell reads as one plan.
 * A user of a competitor-intelligence watch must see the plans, one event per change of the JSON,
 * and never the plans "removed" by a run whose browser was busy or "added" by the first run that
 * could render the page.
 */
import { applyD1Migrations, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RenderService } from "@shared/contract/render";
import type { MonitorEngineEnv, MonitorTask } from "@shared/monitors/engine";
import { RENDER_SLOTS_PER_ACCOUNT } from "@shared/render/limits";
import { runWatch } from "@shared/watches/run";
import worker from "../../workers/monitors/src/index";
import type { MonitorsBindings } from "../../workers/monitors/src/env";
import { site } from "./helpers";

const DAY = 24 * 3_600_000;
const siteUrl = (path: string) => `http://127.0.0.1:${site.watchPort}${path}`;

/** The engine's bindings as the monitors worker has them, the queue a recorder; `browser: false` is a deployment without the render binding. */
function engineEnv(o: { browser?: boolean } = {}): MonitorEngineEnv {
  const queue = { send: async () => {}, sendBatch: async (_: Iterable<MessageSendRequest<MonitorTask>>) => {} };
  const bindings = { ...(env as unknown as MonitorsBindings), MONITOR_TASKS: queue as unknown as Queue<MonitorTask> };
  if (o.browser === false) delete bindings.RENDER;
  return bindings as unknown as MonitorEngineEnv;
}

const setPlans = async (plans: Array<{ name: string; price: number }>) => {
  await (await fetch(siteUrl("/__pricing"), { method: "POST", body: JSON.stringify({ plans }) })).arrayBuffer();
};
const served = async (): Promise<Record<string, number>> => (await (await fetch(siteUrl("/__served"))).json()) as Record<string, number>;

/** A workspace with credits and a watch of the site's pricing and positioning, created through the worker as the api does. */
async function newWatch(o: { webhook?: boolean } = {}) {
  const orgId = `org_${crypto.randomUUID()}`;
  const workspaceId = `ws_${crypto.randomUUID()}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO organizations (id, name) VALUES (?1, 'org')").bind(orgId),
    env.DB.prepare("INSERT INTO workspaces (id, org_id, name, free_credits_micro) VALUES (?1, ?2, 'ws', 500000)").bind(workspaceId, orgId),
  ]);
  const body = { target: siteUrl("/"), topics: ["pricing", "positioning"], ...(o.webhook ? { webhook: { url: siteUrl("/__hook"), secret: "watch-render-secret" } } : {}) };
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request("http://monitors.test/v1/watches", {
      method: "POST",
      headers: { "X-Svc-Workspace-Id": workspaceId, "X-Request-Id": "req-watch-render", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    engineEnv() as unknown as MonitorsBindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status, await res.clone().text()).toBe(201);
  return { workspaceId, id: ((await res.json()) as { data: { id: string } }).data.id, t0: Date.now() };
}

const run = (watchId: string, at: number, o: { browser?: boolean } = {}) => runWatch(engineEnv(o), {}, { watchId, slot: at, now: at });

interface StoredEvent {
  type: string;
  subject: string;
  data: Record<string, unknown>;
}
const eventsOf = async (watchId: string): Promise<StoredEvent[]> =>
  (await env.DB.prepare("SELECT record FROM watch_events WHERE watch_id = ?1 ORDER BY created_at, id").bind(watchId).all<{ record: string }>()).results.map(
    (r) => JSON.parse(r.record) as StoredEvent,
  );

/** The current pricing state: its version and plans as [name, amount], by name. */
async function pricingOf(watchId: string) {
  const row = await env.DB.prepare("SELECT version, record FROM watch_topic_states WHERE watch_id = ?1 AND topic = 'pricing' ORDER BY version DESC LIMIT 1")
    .bind(watchId)
    .first<{ version: number; record: string }>();
  const plans = (JSON.parse(row!.record) as { state: { plans: Array<{ name: string; amount: number | null }> } }).state.plans;
  return { version: row!.version, plans: plans.map((p) => [p.name, p.amount]).sort() };
}

/** The snapshot of `path` stored by the watch's latest run that observed it: its bytes and whether a browser rendered it. */
async function snapshotOf(watchId: string, path: string) {
  const o = await env.DB.prepare("SELECT snapshot_key FROM watch_observations WHERE watch_id = ?1 AND url = ?2 ORDER BY observed_at DESC LIMIT 1")
    .bind(watchId, siteUrl(path))
    .first<{ snapshot_key: string }>();
  const object = await env.SNAPSHOTS.get(o!.snapshot_key);
  return { html: await object!.text(), rendered: object!.customMetadata?.rendered };
}

const PLANS = [
  { name: "Starter", price: 19 },
  { name: "Pro", price: 49 },
];
const READ = [
  ["Pro", 49],
  ["Starter", 19],
  ["Team", 99],
];

beforeAll(() => applyD1Migrations(env.DB, env.TEST_MIGRATIONS));
beforeEach(() => setPlans(PLANS));

describe("a watch of a pricing page that its script fills", () => {
  it("reads the plans from the rendered page and reports a change of its JSON as exactly one event", async () => {
    const { id, t0 } = await newWatch({ webhook: true });
    expect(await run(id, t0)).toMatchObject({ status: "succeeded", topicsRead: 2, events: [] });
    expect(await pricingOf(id)).toEqual({ version: 1, plans: READ });
    // The evidence is what the extractor read: the DOM the script wrote, not the shell.
    const snapshot = await snapshotOf(id, "/pricing");
    expect(snapshot.rendered).toBe("true");
    expect(snapshot.html).toContain("$49");

    await setPlans([
      { name: "Starter", price: 19 },
      { name: "Pro", price: 59 },
    ]);
    const changed = await run(id, t0 + DAY);
    expect(changed).toMatchObject({ status: "succeeded", states: 1 });
    const events = await eventsOf(id);
    expect(events.map((e) => [e.type, e.subject])).toEqual([["pricing.price_changed", "Pro"]]);
    expect(events[0]!.data).toMatchObject({ old_price: { amount: 49 }, new_price: { amount: 59 } });
    // One watch.event.created delivery, of that event.
    const deliveries = (await env.DB.prepare("SELECT kind, event_id FROM webhook_deliveries WHERE monitor_id = ?1").bind(id).all<{ kind: string; event_id: string }>()).results;
    expect(deliveries.map((d) => [d.kind, d.event_id])).toEqual([["watch", ("events" in changed && changed.events[0]) || "none"]]);

    // Nothing changed: nothing to report.
    expect(await run(id, t0 + 2 * DAY)).toMatchObject({ status: "succeeded", states: 0, events: [] });
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it("reads nothing from the static shell while every render slot is busy; the next rendered run reports the change once", async () => {
    const { workspaceId, id, t0 } = await newWatch();
    expect(await run(id, t0)).toMatchObject({ status: "succeeded", topicsRead: 2 });
    // Renders of a page that never finishes hold every render slot of the workspace for 20 s.
    const render = (env as unknown as { RENDER: RenderService }).RENDER;
    const holders = Array.from({ length: RENDER_SLOTS_PER_ACCOUNT }, () =>
      render.render({ url: `http://127.0.0.1:${site.pagePort}/forever`, account: `ws:${workspaceId}`, waitForSlot: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await setPlans([
      { name: "Starter", price: 29 },
      { name: "Pro", price: 49 },
    ]);
    // The pricing page could not be read as the state was (rendered): its topic is not read (and refunded), the home page's is.
    const busy = await run(id, t0 + DAY);
    expect(busy).toMatchObject({ status: "partial", topicsRead: 1, events: [], states: 0 });
    expect(await eventsOf(id)).toEqual([]);
    expect(await pricingOf(id)).toEqual({ version: 1, plans: READ });
    expect((await env.DB.prepare("SELECT credits, topics_failed FROM watch_runs WHERE watch_id = ?1 AND slot = ?2").bind(id, t0 + DAY).first())!).toEqual({ credits: 1, topics_failed: 1 });
    for (const held of await Promise.all(holders)) expect(held.ok).toBe(true);

    expect(await run(id, t0 + 2 * DAY)).toMatchObject({ status: "succeeded", states: 1 });
    const events = await eventsOf(id);
    expect(events.map((e) => [e.type, e.subject])).toEqual([["pricing.price_changed", "Starter"]]);
    expect(events[0]!.data).toMatchObject({ old_price: { amount: 19 }, new_price: { amount: 29 } });
  });

  it("takes a new baseline, not an event per plan, when a page first read without a browser is rendered", async () => {
    const { id, t0 } = await newWatch();
    expect(await run(id, t0, { browser: false })).toMatchObject({ status: "succeeded", topicsRead: 2 });
    // The shell alone: the card the server writes.
    expect(await pricingOf(id)).toEqual({ version: 1, plans: [["Team", 99]] });
    expect((await snapshotOf(id, "/pricing")).rendered).toBe("false");

    expect(await run(id, t0 + DAY)).toMatchObject({ status: "succeeded", events: [], states: 1 });
    expect(await pricingOf(id)).toEqual({ version: 2, plans: READ });
    expect(await eventsOf(id)).toEqual([]);
    // The version says why it has no events.
    const v2 = await env.DB.prepare("SELECT record FROM watch_topic_states WHERE watch_id = ?1 AND topic = 'pricing' AND version = 2").bind(id).first<{ record: string }>();
    expect(JSON.parse(v2!.record)).toMatchObject({ baseline: true });

    // And back: a run without a browser after the rendered one reads nothing of the page (the state was rendered).
    expect(await run(id, t0 + 2 * DAY, { browser: false })).toMatchObject({ status: "partial", events: [], states: 0 });
    expect(await pricingOf(id)).toEqual({ version: 2, plans: READ });
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe("a watch's page that needs no script", () => {
  it("is read as fetched, without a render", async () => {
    const { id, t0 } = await newWatch();
    const before = await served();
    expect(await run(id, t0)).toMatchObject({ status: "succeeded", topicsRead: 2 });
    const after = await served();
    const delta = (path: string) => (after[path] ?? 0) - (before[path] ?? 0);
    // One request of the home page, the engine's fetch; a render would have fetched it and its script again.
    expect(delta("/")).toBe(1);
    expect(delta("/analytics.js")).toBe(0);
    expect((await snapshotOf(id, "/")).rendered).toBe("false");
    // The pricing shell was rendered: fetched by the engine, then by the browser with its script.
    expect(delta("/pricing")).toBe(2);
    expect(delta("/pricing.js")).toBe(1);
  });
});
