/**
 * Property-based (fast-check): the real news, apps, video and social provider apps, every route of
 * the catalog, with requests drawn from the routes' own schemas (tests/support/catalog-fuzz.ts) and
 * sent with the headers the front door forwards (workspace and organization, or a client key; a
 * request id; sometimes Cache-Control), while the fake upstream is healthy or failing, down,
 * rate-limiting or answering 404. Seeded with each route's known-good values (routes-table.ts), so
 * many requests reach the upstream. Every answer is one the route documents, every error the
 * envelope with a known code and its status. The front door's fuzzing stops at stand-ins of these.
 */
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { FakeMode } from "../fakes/upstream-server.mjs";
import { type CatalogRoute, catalogRoutes, fuzzRoutes, type GeneratedRequest, type Seeds } from "../support/catalog-fuzz";
import { headerText } from "../support/hostile-requests";
import { fake, freshWorld, providerApp, type ProviderKind } from "./harness";
import { ROUTES } from "./routes-table";

const ORIGIN = "http://provider.internal";
/** Carries the upstream's mode for one generated request; the tier strips it before sending. */
const MODE_HEADER = "X-Test-Upstream-Mode";
const MODES: FakeMode[] = ["ok", "ok", "ok", "ok", "ok", "ok", "fail", "down", "ratelimit", "notfound"];

/** Each route's known-good path and query values, read from its request in routes-table.ts. */
function seedsOf(route: CatalogRoute): Seeds {
  const known = ROUTES.find((r) => r.spec === route.spec);
  if (!known) throw new Error(`${route.method} ${route.path}: no known-good request in tests/providers/routes-table.ts; add one`);
  const url = new URL(known.path, ORIGIN);
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, "([^/]+)")}$`);
  const values = url.pathname.match(pattern)?.slice(1) ?? [];
  const seeds: Record<string, string[]> = {};
  names.forEach((name, i) => (seeds[name] = [decodeURIComponent(values[i]!)]));
  for (const [k, v] of url.searchParams) seeds[k] = [v];
  return seeds;
}

/** One app per route, so a circuit a route's fuzzing opened does not answer for the next route. */
let apps = new Map<string, ReturnType<typeof providerApp>>();
const upstreamsOf = (route: CatalogRoute) => ROUTES.find((r) => r.spec === route.spec)!.upstreams;

async function send(req: GeneratedRequest, route: CatalogRoute): Promise<Response> {
  const name = `${route.method} ${route.path}`;
  if (!apps.has(name)) apps.set(name, providerApp(route.provider as ProviderKind));
  const mode = (req.init.headers.get(MODE_HEADER) ?? "ok") as FakeMode;
  const headers = new Headers(req.init.headers);
  headers.delete(MODE_HEADER);
  await fake.breakAll(upstreamsOf(route), mode);
  const url = new URL(req.url);
  return apps.get(name)!.request(`${url.pathname}${url.search}`, { ...req.init, headers });
}

/** The caller as the front door describes it: a keyed workspace, or a keyless client key. */
const caller = fc.oneof(
  fc.record({ "X-Svc-Workspace-Id": fc.constantFrom("ws_fuzz", "ws_other"), "X-Svc-Org-Id": fc.constantFrom("org_fuzz", "org_other") }),
  fc.record({ "X-Svc-Client-Ip": fc.constantFrom("ip:203.0.113.9", "ip6:2001:db8::/64", "not-an-ip") }),
  fc.constant({}),
);
const headers = fc
  .tuple(
    caller,
    fc.record({ "X-Request-Id": headerText, "Cache-Control": fc.constantFrom("no-cache", "max-age=abc", "no-store, no-cache") }, { requiredKeys: [] }),
    fc.constantFrom(...MODES),
  )
  .map(([who, extra, mode]) => ({ ...who, ...extra, Accept: "application/json", [MODE_HEADER]: mode }));

beforeEach(async () => {
  await freshWorld();
  apps = new Map();
});

describe("provider workers under generated requests (fast-check)", () => {
  it("answer every news, apps, video and social route of the catalog as documented, healthy upstream or not", async () => {
    const routes = catalogRoutes("news", "apps", "video", "social");
    const seen = await fuzzRoutes(routes, send, {
      origin: ORIGIN,
      seeds: seedsOf,
      headers,
      validHeaders: { "X-Svc-Workspace-Id": "ws_fuzz", "X-Svc-Org-Id": "org_fuzz", "X-Request-Id": "fuzz", Accept: "application/json" },
      runs: 30,
    });
    expect([...seen.keys()]).toEqual(routes.map((r) => `${r.method} ${r.path}`));
    // Past validation on every route: the generated requests reached the upstream adapters.
    for (const [route, statuses] of seen) expect(statuses.filter((s) => s !== 400).length, `${route}: ${statuses.join(",")}`).toBeGreaterThan(1);
    await fake.reset();
  }, 600_000);
});
