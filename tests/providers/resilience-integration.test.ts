/**
 * What every news and apps route does when its upstream misbehaves (docs/contract.md#caching, #errors;
 * docs/providers.md): upstream 429 → 429 with Retry-After, outage with an expired copy → 200
 * stale, outage with nothing cached → 502, repeated outages → circuit open (502 upstream_unavailable
 * with Retry-After, no upstream call) → half_open after the cool-down (injected clock) → closed by a good probe.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { expectData, expectError, FRESH_MS, fake, freshWorld, providerApp } from "./harness";
import { ROUTES } from "./routes-table";

/** The documented breaker (docs/providers.md): opens after 5 consecutive outages, cools down 30 s. */
const OUTAGES_TO_OPEN = 5;
const COOL_DOWN_MS = 30_000;

beforeEach(freshWorld);

const status = async (app: ReturnType<typeof providerApp>) => (await (await app.get("/__status")).json()) as { status: string; circuit: string };

/** The data with an inner `next_cursor` replaced by whether it was there. */
const withoutCursor = (data: unknown) =>
  data && typeof data === "object" && "next_cursor" in data ? { ...data, next_cursor: (data as { next_cursor: unknown }).next_cursor !== null } : data;

describe.each(ROUTES)("$name ($path)", (route) => {
  it("makes the expected number of upstream calls when cold, and none when warm", async () => {
    const app = providerApp(route.kind);
    const cold = await app.get(route.path);
    await expectData(cold, route.spec);
    expect(cold.headers.get("x-cache")).toBe("miss");
    expect((await fake.hits()).total).toBe(route.calls);
    const warm = await app.get(route.path);
    await expectData(warm, route.spec);
    expect(warm.headers.get("x-cache")).toBe("hit");
    expect((await fake.hits()).total).toBe(route.calls);
  });

  it("answers upstream 429 with 429 rate_limited and the upstream's Retry-After, without retrying", async () => {
    await fake.breakAll(route.upstreams, "ratelimit", { retry_after: 42 });
    const res = await providerApp(route.kind).get(route.path);
    await expectError(res, 429, "rate_limited");
    expect(res.headers.get("retry-after")).toBe("42");
    const hits = await fake.hits();
    expect(Object.values(hits.by_url).every((n) => n === 1)).toBe(true);
  });

  it("serves the expired copy as stale (200, X-Cache stale, meta.stale true) when the upstream is down", async () => {
    const app = providerApp(route.kind);
    const warm = await expectData(await app.get(route.path), route.spec);
    app.clock.advance(FRESH_MS + 1_000);
    await fake.breakAll(route.upstreams, "down");
    const res = await app.get(route.path);
    const stale = await expectData(res, route.spec);
    expect(res.headers.get("x-cache")).toBe("stale");
    expect(Number(res.headers.get("age"))).toBeGreaterThanOrEqual(61);
    expect(stale.meta.stale).toBe(true);
    // A cursor in the data is signed when answered, with an expiry in whole seconds of real time:
    // the two answers may straddle a second, so it is compared by presence, the rest exactly.
    expect(withoutCursor(stale.data)).toEqual(withoutCursor(warm.data));
  });

  it("answers 502 upstream_unavailable when the upstream is down and nothing is cached, after bounded retries", async () => {
    await fake.breakAll(route.upstreams, "down");
    await expectError(await providerApp(route.kind).get(route.path), 502, "upstream_unavailable");
    // 3 tries of the first call at most, plus the item route's Firebase fallback (3 more).
    expect((await fake.hits()).total).toBeLessThanOrEqual(6);
  });

  it("opens the circuit after repeated failures (502 upstream_unavailable with Retry-After, no upstream call), half-opens after the cool-down, closes on a good probe", async () => {
    const app = providerApp(route.kind);
    await fake.breakAll(route.upstreams, "fail");
    for (let i = 0; i < OUTAGES_TO_OPEN; i++) await expectError(await app.get(route.path), 502, "upstream_unavailable");
    expect(await status(app)).toEqual({ status: "degraded", circuit: "open" });

    const before = (await fake.hits()).total;
    const refused = await app.get(route.path);
    await expectError(refused, 502, "upstream_unavailable");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await fake.hits()).total).toBe(before);

    app.clock.advance(COOL_DOWN_MS);
    expect((await status(app)).circuit).toBe("half_open");
    await fake.reset();
    await expectData(await app.get(route.path), route.spec);
    expect(await status(app)).toEqual({ status: "available", circuit: "closed" });
  });

  it("serves a stale copy instead of an error while the circuit is open", async () => {
    const app = providerApp(route.kind);
    await expectData(await app.get(route.path), route.spec);
    app.clock.advance(FRESH_MS + 1_000);
    await fake.breakAll(route.upstreams, "fail");
    for (let i = 0; i < OUTAGES_TO_OPEN; i++) await app.get(route.path);
    expect((await status(app)).circuit).toBe("open");
    const before = (await fake.hits()).total;
    const res = await app.get(route.path);
    expect((await expectData(res, route.spec)).meta.stale).toBe(true);
    expect((await fake.hits()).total).toBe(before);
  });

  it("costs one request's upstream calls for 20 concurrent identical cold requests", async () => {
    const app = providerApp(route.kind);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.get(route.path)));
    const bodies = await Promise.all(answers.map((res) => expectData(res, route.spec)));
    expect((await fake.hits()).total).toBe(route.calls);
    for (const body of bodies) expect(body.data).toEqual(bodies[0]!.data);
  });
});

describe("circuit breaker probes", () => {
  it("a failed half-open probe re-opens the circuit for another cool-down", async () => {
    const app = providerApp("news");
    await fake.breakAll(["hn_firebase", "hn_algolia"], "fail");
    for (let i = 0; i < OUTAGES_TO_OPEN; i++) await app.get("/v1/news/user/jl");
    app.clock.advance(COOL_DOWN_MS);
    expect((await status(app)).circuit).toBe("half_open");
    await expectError(await app.get("/v1/news/user/jl"), 502, "upstream_unavailable");
    expect((await status(app)).circuit).toBe("open");
    const before = (await fake.hits()).total;
    const refused = await app.get("/v1/news/user/jl");
    await expectError(refused, 502, "upstream_unavailable");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await fake.hits()).total).toBe(before);
  });

  it("does not count 404s as failures: the circuit stays closed", async () => {
    const app = providerApp("news");
    for (let i = 0; i < OUTAGES_TO_OPEN + 2; i++) await expectError(await app.get("/v1/news/user/nobody_here"), 404, "not_found");
    expect((await status(app)).circuit).toBe("closed");
  });
});

describe("upstream retries", () => {
  it("recovers from one transient upstream 500 with a retry", async () => {
    await fake.setMode("/v0/user/jl.json", "fail", { times: 1 });
    await expectData(await providerApp("news").get("/v1/news/user/jl"), ROUTES.find((r) => r.name === "news user")!.spec);
    expect((await fake.hits()).by_path["/v0/user/jl.json"]).toBe(2);
  });

  it("recovers from a dropped connection with a retry", async () => {
    await fake.setMode("itunes", "down", { times: 1 });
    await expectData(await providerApp("apps").get("/v1/apps/app?id=284882215"), ROUTES.find((r) => r.name === "apps app")!.spec);
    expect((await fake.hits()).by_upstream.itunes).toBe(2);
  });

  it("skips the cache for Cache-Control: no-cache and asks the upstream again", async () => {
    const app = providerApp("news");
    await app.get("/v1/news/user/jl");
    const res = await app.get("/v1/news/user/jl", { "Cache-Control": "no-cache" });
    expect(res.headers.get("x-cache")).toBe("miss");
    expect((await fake.hits()).total).toBe(2);
  });
});
