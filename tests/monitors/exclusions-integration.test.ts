/**
 * Source exclusions in the monitors worker (docs/contract.md#source-exclusions, docs/monitors.md,
 * docs/watches.md), generated from `PAGE_READERS` for its routes: creating a monitor or a watch of
 * an excluded source (host, subdomain, path under a prefix) is 451 and writes nothing; a monitor
 * whose URL became excluded cannot be kept running by a PATCH (pausing it still works); its
 * scheduled run is a recorded failed run with no charge and no fetch; a redirect into an excluded
 * source is not followed; and a watch run does not fetch discovered pages under an excluded prefix.
 */
import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { pageReadersOf } from "@shared/contract/page-readers";
import { runMonitor } from "@shared/monitors/run";
import { SOURCE_EXCLUSIONS_KEY } from "@shared/net";
import { expectExcluded } from "../support/page-readers";
import { balanceOf, call, createMonitor, deps, engineEnv, readyShopMonitor, seedWorkspace, shopHits, shopUrl } from "./harness";
import { runAt, setSite, siteHits } from "./watch-harness";

/** A list of the test's own (one store object per test, so no cached list is shared). */
const listed = (text: string) => ({ get: async () => text }) as unknown as KVNamespace;
const withList = (text: string) => ({ ...engineEnv(), SOURCE_EXCLUSIONS: listed(text) });

const port = () => new URL(env.WEB_URL).port;

const rowsOf = async (table: "monitors" | "watches", ws: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE workspace_id = ?1`).bind(ws).first<{ n: number }>())!.n;

/** How each create route of this worker is asked for a source, and what it answers when it is not excluded. */
const CREATES: Record<string, { table: "monitors" | "watches"; body: (source: string) => Record<string, unknown>; ok: number }> = {
  "POST /v1/monitors": { table: "monitors", body: (url) => ({ url, detector: "price", frequency: "1h" }), ok: 202 },
  "POST /v1/watches": { table: "watches", body: (target) => ({ target }), ok: 201 },
};

afterAll(() => env.SOURCE_EXCLUSIONS.delete(SOURCE_EXCLUSIONS_KEY));

describe("page readers of the monitors worker", () => {
  it("cover every monitor and watch route of PAGE_READERS", () => {
    const here = pageReadersOf("api").filter((r) => / \/v1\/(monitors|watches)/.test(r));
    expect([...Object.keys(CREATES), "PATCH /v1/monitors/{id}"].sort()).toEqual(here);
  });

  for (const [route, create] of Object.entries(CREATES)) {
    it(`${route}: an excluded host, subdomain or path under a prefix is 451 and writes nothing; a sibling path is created`, async () => {
      const ws = await seedWorkspace();
      const e = withList("localhost, 127.0.0.1/shop/ex1");
      const sources = [`http://localhost:${port()}/shop/a`, `http://www.localhost:${port()}/shop/a`, `http://127.0.0.1:${port()}/shop/ex1`];
      for (const source of sources) await expectExcluded(await call(ws, "POST", route.replace("POST ", ""), create.body(source), e), source);
      expect(await rowsOf(create.table, ws)).toBe(0);
      expect(e.MONITOR_TASKS.sent).toEqual([]);
      const sibling = await call(ws, "POST", route.replace("POST ", ""), create.body(`http://127.0.0.1:${port()}/shop/ex1x`), e);
      expect(sibling.status, await sibling.clone().text()).toBe(create.ok);
      expect(await rowsOf(create.table, ws)).toBe(1);
    });
  }

  it("POST /v1/watches: a domain target whose homepage is excluded is 451", async () => {
    const ws = await seedWorkspace();
    await expectExcluded(await call(ws, "POST", "/v1/watches", { target: "127.0.0.9" }, withList("127.0.0.9")), "domain");
    expect(await rowsOf("watches", ws)).toBe(0);
  });

  it("PATCH /v1/monitors/{id} of a monitor whose URL became excluded: 451 unless it leaves the monitor paused", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { url: shopUrl("ex2"), detector: "price", frequency: "1h" });
    const e = withList("127.0.0.1/shop/ex2");
    await expectExcluded(await call(ws, "PATCH", `/v1/monitors/${m.id}`, { frequency: "6h" }, e), "frequency");
    expect((await call(ws, "PATCH", `/v1/monitors/${m.id}`, { paused: true }, e)).status).toBe(200);
    expect((await call(ws, "PATCH", `/v1/monitors/${m.id}`, { webhook: null }, e)).status).toBe(200);
    await expectExcluded(await call(ws, "PATCH", `/v1/monitors/${m.id}`, { paused: false }, e), "resume");
    expect((await env.DB.prepare("SELECT frequency, paused FROM monitors WHERE id = ?1").bind(m.id).first())).toEqual({ frequency: "1h", paused: 1 });
  });
});

describe("a scheduled run", () => {
  it("of a monitor whose URL became excluded (the KV list, changed without a restart) is a recorded failed run, with no charge and no fetch", async () => {
    const { ws, id, t0 } = await readyShopMonitor("ex3");
    const e = engineEnv();
    expect(await runMonitor(e, deps, { monitorId: id, slot: t0, now: t0 })).toMatchObject({ status: "succeeded" });
    const balance = await balanceOf(ws);
    const hits = await shopHits("ex3");
    await env.SOURCE_EXCLUSIONS.put(SOURCE_EXCLUSIONS_KEY, "127.0.0.1/shop/ex3");
    expect(await runMonitor(e, deps, { monitorId: id, slot: t0 + 1, now: t0 + 1 })).toMatchObject({ status: "fetch_failed", changed: false });
    expect(await shopHits("ex3")).toBe(hits);
    expect(await balanceOf(ws)).toEqual(balance);
    const runs = await env.DB.prepare("SELECT status, credits FROM monitor_runs WHERE monitor_id = ?1 ORDER BY created_at").bind(id).all();
    expect(runs.results).toEqual([{ status: "succeeded", credits: 1 }, { status: "fetch_failed", credits: 0 }]);
    await env.SOURCE_EXCLUSIONS.delete(SOURCE_EXCLUSIONS_KEY);
  });

  it("does not follow a redirect into an excluded source", async () => {
    const { ws, id, t0 } = await readyShopMonitor("ex4");
    const sent: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response(null, { status: 302, headers: { location: `http://localhost:${port()}/shop/ex4` } });
    }) as typeof fetch;
    const balance = await balanceOf(ws);
    expect(await runMonitor(withList("localhost"), { ...deps, fetch: fetcher }, { monitorId: id, slot: t0, now: t0 })).toMatchObject({ status: "fetch_failed" });
    expect(sent).toEqual([shopUrl("ex4")]);
    expect(await balanceOf(ws)).toEqual(balance);
  });

  it("of a watch does not fetch discovered pages under an excluded prefix, and refunds the topic it could not read", async () => {
    await setSite({ reset: true });
    const ws = await seedWorkspace();
    const created = await call(ws, "POST", "/v1/watches", { target: env.WEB_URL, topics: ["pricing", "product"] });
    expect(created.status).toBe(201);
    const { data: w } = (await created.json()) as { data: { id: string } };
    const before = await siteHits();
    const balance = await balanceOf(ws);
    const run = await runAt(w.id, Date.now(), withList("127.0.0.1/pricing"));
    expect(run).toMatchObject({ status: "partial", topicsRead: 1 });
    const after = await siteHits();
    expect(after["/pricing"] ?? 0).toBe(before["/pricing"] ?? 0);
    expect((after["/features"] ?? 0) - (before["/features"] ?? 0)).toBeGreaterThan(0);
    const spent = balance.balance_micro + balance.free_credits_micro - ((await balanceOf(ws)).balance_micro + (await balanceOf(ws)).free_credits_micro);
    expect(spent).toBe(1_000);
  });
});
