/**
 * Watch helpers of the monitors tier: the competitor site of tests/fakes/monitor-web.mjs (served
 * at WEB_URL's root), watches created through the worker as the front door calls it, and runs
 * driven one task at a time (as harness.ts does for monitors).
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { runWatch } from "@shared/watches/run";
import { WatchEnvelopeSchema } from "@shared/contract/watches.records";
import { call, engineEnv } from "./harness";

export interface SiteChanges {
  reset?: boolean;
  plans?: Array<{ name: string; price: number | null }>;
  headline?: string;
  integrations?: Array<{ name: string; domain: string }>;
  status?: Record<string, number>;
  /** Where the pricing page is served, and whether any page or the sitemap links it. */
  pricing_path?: string;
  link_pricing?: boolean;
}

export async function setSite(changes: SiteChanges): Promise<void> {
  await (await fetch(`${env.WEB_URL}/__site`, { method: "POST", body: JSON.stringify(changes) })).arrayBuffer();
}

export async function siteHits(): Promise<Record<string, number>> {
  return ((await (await fetch(`${env.WEB_URL}/__site`)).json()) as { hits: Record<string, number> }).hits;
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function createWatch(ws: string, body: Record<string, unknown> = {}) {
  const res = await call(ws, "POST", "/v1/watches", { target: env.WEB_URL, ...body });
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${await res.text()}`);
  return WatchEnvelopeSchema.parse(await res.json()).data;
}

/** Runs the watch's slot `slot` at engine time `now` (as a `watch_run` task would). */
export async function runAt(watchId: string, slot: number, bindings = engineEnv()) {
  return runWatch(bindings, {}, { watchId, slot, now: slot });
}

export async function expectError(res: Response, status: number, code: string, field?: string) {
  const body = await json<{ error: { code: string; message: string } }>(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  if (field) expect(body.error.message).toContain(field);
}

/** A watch of the competitor site in each workspace, each with one real event (baseline, then a price change). */
export async function watchesWithEvents(workspaces: string[]) {
  await setSite({ reset: true });
  const watches = [];
  for (const ws of workspaces) watches.push(await createWatch(ws, { topics: ["pricing"] }));
  const t0 = Date.now();
  for (const w of watches) await runAt(w.id, t0);
  await setSite({ plans: [{ name: "Starter", price: 21 }, { name: "Pro", price: 49 }, { name: "Enterprise", price: null }] });
  const eventIds: string[] = [];
  for (const w of watches) {
    const run = await runAt(w.id, t0 + 24 * 3_600_000);
    if (!("events" in run) || run.events.length === 0) throw new Error("setup: no watch event");
    eventIds.push(run.events[0]!);
  }
  await setSite({ reset: true });
  return watches.map((w, i) => ({ id: w.id, eventId: eventIds[i]! }));
}
