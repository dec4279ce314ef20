/**
 * Property-based (fast-check): the real monitors worker, every monitor and watch route of the
 * catalog, with requests drawn from the routes' own schemas (tests/support/catalog-fuzz.ts), bodies
 * included, as the front door forwards them (the workspace header; sometimes another workspace's,
 * sometimes none). Seeded with real ids, a real event, reachable URLs and a real cursor, so most
 * requests reach the handlers. Every answer is one the route documents, every error the envelope
 * with a known code and its status. The front door's own fuzzing stops at a stand-in of this worker.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/monitors/src/index";
import { type CatalogRoute, catalogRoutes, fuzzRoutes, type GeneratedRequest, type Seeds } from "../support/catalog-fuzz";
import { headerText } from "../support/hostile-requests";
import { initializeMonitor } from "@shared/monitors/lifecycle";
import { runMonitor } from "@shared/monitors/run";
import { createMonitor, deps, engineEnv, hookUrl, seedWorkspace, setShop, shopUrl, call } from "./harness";
import { createWatch, watchesWithEvents } from "./watch-harness";

const ORIGIN = "http://monitors.test";

async function send(req: GeneratedRequest): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(req.url, req.init), engineEnv(), ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

let own = "";
let seedsOf: (route: CatalogRoute) => Seeds;
let headers: fc.Arbitrary<Record<string, string>>;

beforeAll(async () => {
  own = await seedWorkspace();
  const other = await seedWorkspace();
  const [ownWatch, otherWatch] = await watchesWithEvents([own, other]);
  const monitor = (ws: string, name: string) => createMonitor(ws, { url: shopUrl(name), detector: "price", frequency: "1h", webhook: { url: hookUrl(name), secret: "fuzz-secret" } });
  const keeper = await monitor(own, "fz-keep");
  // A real change event of the keeper: a baseline at initialization, then a run at another price.
  const t0 = Date.now();
  await setShop("fz-keep", { price: "10.00" });
  await initializeMonitor(engineEnv(), deps, keeper.id, t0);
  await setShop("fz-keep", { price: "12.00" });
  const changed = await runMonitor(engineEnv(), deps, { monitorId: keeper.id, slot: t0 + 3_600_000, now: t0 + 3_600_000 });
  if (!("eventId" in changed) || !changed.eventId) throw new Error(`the keeper's run made no event: ${JSON.stringify(changed)}`);
  const keeperEvent = changed.eventId;
  const victims = [await monitor(own, "fz-v1"), await monitor(own, "fz-v2")];
  const foreign = await monitor(other, "fz-other");
  await createWatch(own, { target: "second.example.com", topics: ["pricing"] });
  const cursorOf = async (path: string) => ((await (await call(own, "GET", path)).json()) as { meta: { next_cursor: string } }).meta.next_cursor;
  const cursors = { monitors: await cursorOf("/v1/monitors?limit=1"), watches: await cursorOf("/v1/watches?limit=1") };
  const shared: Seeds = {
    url: [shopUrl("fz-new"), hookUrl("fz-new"), "https://example.com/p"],
    secret: ["fuzz-secret"],
    target: [env.WEB_URL, "example.com", "https://www.example.com/pricing"],
    topics: [["pricing"], ["pricing", "product"]],
    limit: ["1", "20", "100"],
    // The PATCH's valid body leaves the keeper running with a webhook, so the valid requests of
    // check-now and redeliver can still act on it.
    paused: [false],
    webhook: [{ url: hookUrl("fz-keep"), secret: "fuzz-secret" }],
  };
  const randomId = crypto.randomUUID();
  seedsOf = (route) => {
    // A real cursor for the listing it was made for (elsewhere cursors are drawn: invalid_cursor).
    const cursor = route.path === "/v1/monitors" ? [cursors.monitors] : route.path === "/v1/watches" ? [cursors.watches] : [];
    if (route.provider === "watches") return { ...shared, cursor, id: [ownWatch!.id, otherWatch!.id, randomId], event_id: [ownWatch!.eventId, otherWatch!.eventId, randomId] };
    // The delete route's valid request takes a victim, so the other routes keep a monitor to read.
    const ids = route.method === "DELETE" ? victims.map((m) => m.id) : [keeper.id];
    return { ...shared, cursor, id: [...ids, foreign.id, randomId], event_id: [keeperEvent, randomId] };
  };
  headers = fc.record(
    {
      "X-Svc-Workspace-Id": fc.constantFrom(...Array(8).fill(own), other),
      "X-Request-Id": headerText,
    },
    { requiredKeys: [] },
  );
}, 120_000);

describe("monitors worker under generated requests (fast-check)", () => {
  it("answers every monitor and watch route of the catalog as documented, errors as the envelope with the code's status", async () => {
    const routes = catalogRoutes("monitors", "watches");
    const seen = await fuzzRoutes(routes, send, { origin: ORIGIN, seeds: (r) => seedsOf(r), headers, validHeaders: { "X-Svc-Workspace-Id": own, "X-Request-Id": "fuzz" }, runs: 50 });
    expect([...seen.keys()]).toEqual(routes.map((r) => `${r.method} ${r.path}`));
    // The generated requests got past validation to the handlers on every route (not only 400s).
    for (const [route, statuses] of seen) expect(statuses.filter((s) => s !== 400).length, `${route}: ${statuses.join(",")}`).toBeGreaterThan(1);
  }, 300_000);
});
