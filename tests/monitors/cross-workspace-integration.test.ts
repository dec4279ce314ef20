/**
 * No route exposes another workspace's monitors, watches, runs or events (DECISIONS §3, §7: 404).
 * Tested with ids that exist: workspace A gets a monitor with runs and a change event and a watch
 * with a real event; workspace B then asks for each of them on every route of the monitor and watch
 * catalogs that takes an id (shared/contract/catalog.ts), so a new route with a path parameter is
 * covered, or fails here until this file knows where to find a real value for the parameter.
 * An id that exists nowhere would pass even if the handlers never checked the owner.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PROVIDERS } from "@shared/contract/catalog";
import { ERROR_STATUS } from "@shared/errors";
import { runMonitor } from "@shared/monitors/run";
import { call, deps, engineEnv, readyShopMonitor, setShop } from "./harness";
import { createWatch, json, watchesWithEvents } from "./watch-harness";

const HOUR = 3_600_000;

/** Real ids of one workspace, by catalog group and path parameter name. */
type Ids = Record<"monitors" | "watches", Record<string, string>>;

interface World {
  a: string;
  b: string;
  /** A's resources. */
  foreign: Ids;
  /** B's own monitor and watch (each with B's own sub-resources), to ask for A's sub-resources through. */
  own: Ids;
  /** A's second watch: A's own, but not the watch A's event belongs to. */
  otherWatchOfA: string;
}

/** A monitor with a baseline and a change (one event, two runs), in a fresh workspace. */
async function monitorWithEvent(shop: string) {
  const m = await readyShopMonitor(shop);
  await setShop(shop, { price: "10.00" });
  const baseline = await runMonitor(engineEnv(), deps, { monitorId: m.id, slot: m.t0, now: m.t0 });
  await setShop(shop, { price: "12.50" });
  const change = await runMonitor(engineEnv(), deps, { monitorId: m.id, slot: m.t0 + HOUR, now: m.t0 + HOUR });
  if (!("eventId" in change) || !change.eventId || !("runId" in baseline)) throw new Error("setup: no change event");
  return { ws: m.ws, id: m.id, eventId: change.eventId, runId: String(baseline.runId) };
}

let world: World;

beforeAll(async () => {
  const monitorA = await monitorWithEvent("xws-a");
  const monitorB = await monitorWithEvent("xws-b");
  const [watchA, watchB] = await watchesWithEvents([monitorA.ws, monitorB.ws]);
  const otherWatchOfA = (await createWatch(monitorA.ws, { target: "second.example.com", topics: ["pricing"] })).id;
  world = {
    a: monitorA.ws,
    b: monitorB.ws,
    foreign: {
      monitors: { id: monitorA.id, event_id: monitorA.eventId, run_id: monitorA.runId },
      watches: { id: watchA!.id, event_id: watchA!.eventId, topic: "pricing" },
    },
    own: {
      monitors: { id: monitorB.id, event_id: monitorB.eventId, run_id: monitorB.runId },
      watches: { id: watchB!.id, event_id: watchB!.eventId, topic: "pricing" },
    },
    otherWatchOfA,
  };
}, 120_000);

/** Every catalog route of the monitors worker that names a resource in its path. */
const ROUTES = PROVIDERS.filter((p) => p.name === "monitors" || p.name === "watches").flatMap((p) =>
  p.routes
    .map((spec) => ({ group: p.name as "monitors" | "watches", method: spec.route.method.toUpperCase(), path: spec.route.path }))
    .filter((r) => r.path.includes("{")),
);

/** A body the route accepts, so the request gets past validation to the ownership check. */
const VALID_BODY: Record<string, unknown> = {
  "PATCH /v1/monitors/{id}": { paused: true },
  "PATCH /v1/watches/{id}": { status: "paused" },
};

/** The monitor or watch a route's path belongs to (`/v1/monitors/{id}/events/{event_id}` → `/v1/monitors/{id}`). */
const ownerPath = (path: string) => path.replace(/^(\/v1\/[a-z]+\/\{id\}).*$/, "$1");

function fill(path: string, ids: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no real value for path parameter {${name}} of ${path}: add one to this test's world`);
    return encodeURIComponent(value);
  });
}

async function expectNotFound(res: Response, where: string) {
  const body = await json<{ error: { code: string; message: string; request_id: string } }>(res);
  expect(res.status, `${where}: ${JSON.stringify(body).slice(0, 300)}`).toBe(404);
  expect(body.error.code).toBe("not_found");
  expect(ERROR_STATUS[body.error.code as keyof typeof ERROR_STATUS]).toBe(404);
}

describe("another workspace's real resources (DECISIONS §3, §7)", () => {
  it("covers every catalog route with a path parameter", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))("%s with A's ids, asked by B, is 404 and changes nothing", async (_name, r) => {
    const path = fill(r.path, world.foreign[r.group]);
    const before = await call(world.a, "GET", fill(ownerPath(r.path), world.foreign[r.group]));
    await expectNotFound(await call(world.b, r.method, path, VALID_BODY[`${r.method} ${r.path}`]), `${r.method} ${path}`);
    // The ids are real: A reads what B was refused, and it is unchanged.
    if (r.method === "GET") expect((await call(world.a, "GET", path)).status, `A's own ${path}`).toBe(200);
    const after = await call(world.a, "GET", fill(ownerPath(r.path), world.foreign[r.group]));
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ data: (await json<{ data: Record<string, unknown> }>(before)).data });
  });

  it.each(ROUTES.filter((r) => Object.keys(routeParams(r.path)).some((p) => p !== "id" && p.endsWith("_id"))).map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s through B's own resource with A's sub-resource id is 404",
    async (_name, r) => {
      const ids = { ...world.foreign[r.group], id: world.own[r.group].id! };
      await expectNotFound(await call(world.b, r.method, fill(r.path, ids), VALID_BODY[`${r.method} ${r.path}`]), `${r.method} ${r.path} (B's id, A's sub-resource)`);
      // B's own sub-resource through B's own resource is there: the 404 is about the owner.
      if (r.method === "GET") expect((await call(world.b, "GET", fill(r.path, world.own[r.group]))).status).toBe(200);
    },
  );

  it("an event of one of A's watches is 404 through A's other watch", async () => {
    const path = `/v1/watches/${world.otherWatchOfA}/events/${world.foreign.watches.event_id}`;
    await expectNotFound(await call(world.a, "GET", path), path);
  });

  it("B's listings show none of A's monitors, watches, runs or events", async () => {
    const text = [
      await (await call(world.b, "GET", "/v1/monitors?limit=100")).text(),
      await (await call(world.b, "GET", "/v1/watches?limit=100")).text(),
      await (await call(world.b, "GET", `/v1/monitors/${world.own.monitors.id}/history?limit=100`)).text(),
      await (await call(world.b, "GET", `/v1/watches/${world.own.watches.id}/events?limit=100`)).text(),
      await (await call(world.b, "GET", `/v1/watches/${world.own.watches.id}/intelligence`)).text(),
      await (await call(world.b, "GET", `/v1/watches/${world.own.watches.id}/topics/pricing/history?limit=100`)).text(),
    ].join("\n");
    for (const id of [...Object.values(world.foreign.monitors), world.foreign.watches.id!, world.foreign.watches.event_id!]) {
      if (id === "pricing") continue;
      expect(text).not.toContain(id);
    }
    // ...while they do show B's own (the listings are not simply empty).
    expect(text).toContain(world.own.watches.event_id);
    expect(text).toContain(world.own.monitors.run_id);
  });
});

function routeParams(path: string): Record<string, true> {
  return Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1]!, true]));
}
