/**
 * Monitors read pages in `auto` through the render worker (issue 34, docs/monitors.md#rendered-pages):
 * the monitor engine here runs with the real D1, R2 and credit accounts, and its `RENDER` binding on
 * the render worker and its real browser. A pricing page whose plans its script writes from JSON
 * yields the prices and their changes, the run's evidence is the rendered HTML with a manifest that
 * says so, a static page is never rendered, and a page that needs a browser none can give is not
 * read as its empty shell.
 */
import { applyD1Migrations, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RenderService } from "@shared/contract/render";
import { detectors } from "@shared/detectors";
import type { MonitorEngineEnv, MonitorTask } from "@shared/monitors/engine";
import { initializeMonitor } from "@shared/monitors/lifecycle";
import { runMonitor } from "@shared/monitors/run";
import { RENDER_SLOTS_PER_ACCOUNT } from "@shared/render/limits";
import worker from "../../workers/monitors/src/index";
import type { MonitorsBindings } from "../../workers/monitors/src/env";
import { site } from "./helpers";

const HOUR = 3_600_000;
const deps = { detectors };
const pageUrl = (path: string) => `http://127.0.0.1:${site.pagePort}${path}`;

/**
 * The engine's bindings as the monitors worker has them, the queue a recorder (each test runs its
 * tasks itself); `browser: false` is a deployment without the render binding.
 */
function engineEnv(o: { browser?: boolean } = {}): MonitorsBindings {
  const queue = { send: async () => {}, sendBatch: async (_: Iterable<MessageSendRequest<MonitorTask>>) => {} };
  const bindings = { ...(env as unknown as MonitorsBindings), MONITOR_TASKS: queue as unknown as Queue<MonitorTask> };
  if (o.browser === false) delete bindings.RENDER;
  return bindings;
}

async function setPlans(plans: Array<{ name: string; price: number }>) {
  await fetch(pageUrl("/__pricing"), { method: "POST", body: JSON.stringify({ plans }) });
}

async function served(path: string): Promise<number> {
  return ((await (await fetch(pageUrl("/__served"))).json()) as Record<string, number>)[path] ?? 0;
}

/** A workspace with credits and a ready monitor of `path` (its baseline run made), as the api creates one. */
async function readyMonitor(path: string, detector: string, o: { browser?: boolean } = {}) {
  const orgId = `org_${crypto.randomUUID()}`;
  const workspaceId = `ws_${crypto.randomUUID()}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO organizations (id, name) VALUES (?1, 'org')").bind(orgId),
    env.DB.prepare("INSERT INTO workspaces (id, org_id, name, free_credits_micro) VALUES (?1, ?2, 'ws', 500000)").bind(workspaceId, orgId),
  ]);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request("http://monitors.test/v1/monitors", {
      method: "POST",
      headers: { "X-Svc-Workspace-Id": workspaceId, "X-Request-Id": "req-render", "Content-Type": "application/json" },
      body: JSON.stringify({ url: pageUrl(path), detector, frequency: "1h" }),
    }),
    engineEnv(),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(202);
  const { id } = ((await res.json()) as { data: { id: string } }).data;
  const t0 = Date.now();
  await initializeMonitor(engineEnv(o) as MonitorEngineEnv, deps, id, t0);
  return { workspaceId, id, t0 };
}

interface RunRow {
  id: string;
  status: string;
  baseline: number;
  changed: number;
}
const runsOf = async (monitorId: string) =>
  (await env.DB.prepare("SELECT id, status, baseline, changed FROM monitor_runs WHERE monitor_id = ?1 ORDER BY slot").bind(monitorId).all<RunRow>()).results;

async function manifestOf(monitorId: string, runId: string) {
  const object = await env.SNAPSHOTS.get(`monitors/${monitorId}/runs/${runId}/manifest.json`);
  return (await object!.json()) as { rendered: boolean; render_fallback: string | null; objects: Array<{ key: string }> };
}
const pageOf = async (monitorId: string, runId: string) => (await env.SNAPSHOTS.get(`monitors/${monitorId}/runs/${runId}/page.html`))!.text();
const stateOf = async (monitorId: string) =>
  JSON.parse((await env.DB.prepare("SELECT detector_state FROM monitors WHERE id = ?1").bind(monitorId).first<{ detector_state: string }>())!.detector_state) as {
    plans: Array<{ name: string; amount: number | null }>;
  } | null;

const PLANS = [
  { name: "Starter", price: 19 },
  { name: "Pro", price: 49 },
];

beforeAll(() => applyD1Migrations(env.DB, env.TEST_MIGRATIONS));
beforeEach(() => setPlans(PLANS));

describe("a monitor of a pricing page that its script fills", () => {
  it("reads the prices from the rendered page, reports a change of its JSON as one event, and keeps the rendered HTML as evidence", async () => {
    const { id, t0 } = await readyMonitor("/pricing-shell", "saas_pricing");
    const [baseline] = await runsOf(id);
    expect(baseline).toMatchObject({ status: "succeeded", baseline: 1 });
    expect((await stateOf(id))!.plans.map((p) => [p.name, p.amount])).toEqual([
      ["Starter", 19],
      ["Pro", 49],
    ]);
    expect(await manifestOf(id, baseline!.id)).toMatchObject({ rendered: true, render_fallback: null });
    // The evidence is what the detector read: the DOM the script wrote, not the empty shell.
    expect(await pageOf(id, baseline!.id)).toContain("$49");

    await setPlans([
      { name: "Starter", price: 19 },
      { name: "Pro", price: 59 },
    ]);
    const outcome = await runMonitor(engineEnv() as MonitorEngineEnv, deps, { monitorId: id, slot: t0 + HOUR, now: t0 + HOUR });
    expect(outcome).toMatchObject({ status: "succeeded", changed: true });
    const events = (await env.DB.prepare("SELECT payload, changes FROM monitor_events WHERE monitor_id = ?1").bind(id).all<{ payload: string; changes: string }>()).results;
    expect(events).toHaveLength(1);
    const event = JSON.parse(events[0]!.payload) as { change_type: string; evidence: { manifest_path: string } };
    expect(event.change_type).toBe("price_changed");
    expect(JSON.parse(events[0]!.changes)).toEqual([{ field: "plans.pro.price", before: 49, after: 59 }]);
    const manifest = (await (await env.SNAPSHOTS.get(event.evidence.manifest_path))!.json()) as { rendered: boolean };
    expect(manifest.rendered).toBe(true);
  });

  it("does not read the shell when no render slot is free: the run is a refunded failed fetch, and the next rendered run reports the change once", async () => {
    const { workspaceId, id, t0 } = await readyMonitor("/pricing-shell", "saas_pricing");
    // Renders of a page that never finishes hold every render slot of the workspace for 20 s.
    const render = (env as unknown as { RENDER: RenderService }).RENDER;
    const holders = Array.from({ length: RENDER_SLOTS_PER_ACCOUNT }, () => render.render({ url: pageUrl("/forever"), account: `ws:${workspaceId}`, waitForSlot: true }));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await setPlans([
      { name: "Starter", price: 29 },
      { name: "Pro", price: 49 },
    ]);
    const busy = await runMonitor(engineEnv() as MonitorEngineEnv, deps, { monitorId: id, slot: t0 + HOUR, now: t0 + HOUR });
    expect(busy).toMatchObject({ status: "fetch_failed", changed: false });
    expect((await stateOf(id))!.plans).toHaveLength(2);
    for (const held of await Promise.all(holders)) expect(held.ok).toBe(true);

    const next = await runMonitor(engineEnv() as MonitorEngineEnv, deps, { monitorId: id, slot: t0 + 2 * HOUR, now: t0 + 2 * HOUR });
    expect(next).toMatchObject({ status: "succeeded", changed: true });
    const events = (await env.DB.prepare("SELECT changes FROM monitor_events WHERE monitor_id = ?1").bind(id).all<{ changes: string }>()).results;
    expect(events.map((e) => JSON.parse(e.changes))).toEqual([[{ field: "plans.starter.price", before: 19, after: 29 }]]);
  });

  it("takes a new baseline, not an event per plan, when a page first read without a browser is rendered", async () => {
    const { id, t0 } = await readyMonitor("/pricing-shell", "saas_pricing", { browser: false });
    const [baseline] = await runsOf(id);
    expect(await manifestOf(id, baseline!.id)).toMatchObject({ rendered: false, render_fallback: "browser_unavailable" });
    // The shell has no plans to read.
    expect((await stateOf(id))?.plans ?? []).toEqual([]);
    const rendered = await runMonitor(engineEnv() as MonitorEngineEnv, deps, { monitorId: id, slot: t0 + HOUR, now: t0 + HOUR });
    expect(rendered).toMatchObject({ status: "succeeded", changed: false });
    expect((await runsOf(id)).at(-1)).toMatchObject({ baseline: 1 });
    expect((await stateOf(id))!.plans).toHaveLength(2);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM monitor_events WHERE monitor_id = ?1").bind(id).first<{ n: number }>())!.n).toBe(0);
  });
});

describe("a monitor of a page that needs no script", () => {
  it("reads the static page as fetched, without a render", async () => {
    const before = await served("/pricing-static");
    const { id } = await readyMonitor("/pricing-static", "saas_pricing");
    const [baseline] = await runsOf(id);
    expect(baseline).toMatchObject({ status: "succeeded", baseline: 1 });
    expect((await stateOf(id))!.plans.map((p) => [p.name, p.amount])).toEqual([
      ["Starter", 19],
      ["Pro", 49],
    ]);
    expect(await manifestOf(id, baseline!.id)).toMatchObject({ rendered: false, render_fallback: null });
    // One request of the page: the engine's fetch; a render would have fetched it again.
    expect((await served("/pricing-static")) - before).toBe(1);
  });
});
