import { describe, expect, it } from "vitest";
import { cacheKey, coalesce, freshMs, memoryCacheStore, normalizeUrlTarget, readThrough, wantsFresh } from "@shared/cache";
import { ApiError } from "@shared/errors";

class Outage extends Error {}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function setup() {
  const time = clock();
  const store = memoryCacheStore(time.now);
  let calls = 0;
  let fail: Error | null = null;
  const read = (bypass = false) =>
    readThrough({
      store,
      key: "k",
      freshMs: 300_000,
      bypass,
      now: time.now,
      isOutage: (e) => e instanceof Outage,
      produce: async () => {
        calls++;
        if (fail) throw fail;
        return { body: `v${calls}`, contentType: "text/plain" };
      },
    });
  return { time, store, read, calls: () => calls, failWith: (e: Error | null) => (fail = e) };
}

describe("readThrough", () => {
  it("misses, then hits while fresh, then refreshes once expired", async () => {
    const t = setup();
    expect((await t.read()).status).toBe("miss");
    t.time.advance(299_000);
    const hit = await t.read();
    expect(hit).toMatchObject({ status: "hit", ageS: 299, entry: { body: "v1" } });
    t.time.advance(1_000);
    expect(await t.read()).toMatchObject({ status: "miss", entry: { body: "v2" } });
  });

  it("serves the expired copy as stale on an outage, within the 24 h keep", async () => {
    const t = setup();
    await t.read();
    t.time.advance(3_600_000);
    t.failWith(new Outage());
    expect(await t.read()).toMatchObject({ status: "stale", ageS: 3_600, entry: { body: "v1" } });
  });

  it("forgets the copy after its fresh time plus 24 hours", async () => {
    const t = setup();
    await t.read();
    t.time.advance(300_000 + 86_400_000);
    t.failWith(new Outage());
    await expect(t.read()).rejects.toBeInstanceOf(Outage);
  });

  it("propagates failures that are not outages even when a copy exists", async () => {
    const t = setup();
    await t.read();
    t.time.advance(400_000);
    t.failWith(new ApiError("not_found", "gone"));
    await expect(t.read()).rejects.toMatchObject({ code: "not_found" });
  });

  it("skips fresh copies when bypassing, and stores the new answer", async () => {
    const t = setup();
    await t.read();
    expect(await t.read(true)).toMatchObject({ status: "miss", entry: { body: "v2" } });
    expect(await t.read()).toMatchObject({ status: "hit", entry: { body: "v2" } });
  });

  it("fails closed when the store cannot be read", async () => {
    await expect(
      readThrough({
        store: { get: () => Promise.reject(new ApiError("degraded", "cache down")), put: async () => {} },
        key: "k",
        freshMs: 1,
        isOutage: () => true,
        produce: async () => ({ body: "x", contentType: "text/plain" }),
      }),
    ).rejects.toMatchObject({ code: "degraded", status: 503 });
  });
});

describe("coalesce", () => {
  it("runs one producer for concurrent callers of a key and frees the key once settled", async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const produce = async () => {
      runs++;
      await gate;
      return runs;
    };
    const waiting = [coalesce("same", produce), coalesce("same", produce), coalesce("same", produce)];
    release();
    expect(await Promise.all(waiting)).toEqual([1, 1, 1]);
    expect(await coalesce("same", produce)).toBe(2);
  });

  it("hands the producer's failure to every waiter", async () => {
    const boom = () => Promise.reject(new Error("boom"));
    const results = await Promise.allSettled([coalesce("fail", boom), coalesce("fail", boom)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });

  it("stops sharing a producer that never settles (its request was cancelled): a waiter runs its own after the share window", async () => {
    void coalesce("dead", () => new Promise<string>(() => {}), 50);
    const joined = coalesce("dead", async () => "own", 50);
    const outcome = await Promise.race([joined, new Promise((r) => setTimeout(() => r("still waiting"), 2_000))]);
    expect(outcome).toBe("own");
    // The dead producer is no longer the key's: the next caller is served too.
    expect(await coalesce("dead", async () => "next", 50)).toBe("next");
  });
});

describe("cache keys and freshness", () => {
  it("normalizes case, default ports and fragments, and hashes into a short key", async () => {
    expect(normalizeUrlTarget("HTTPS://Example.COM:443/a?b=1#top")).toBe("https://example.com/a?b=1");
    const key = await cacheKey("md", "https://example.com/a", "");
    expect(key).toMatch(/^md:[0-9a-f]{64}$/);
    expect(await cacheKey("md", "https://example.com/a", "#x")).not.toBe(key);
  });

  it("uses 300 s for markdown and brand, and SVC_CACHE_TTL_S only in the harness", () => {
    expect(freshMs("markdown")).toBe(300_000);
    expect(freshMs("brand", { SVC_CACHE_TTL_S: "5" })).toBe(300_000);
    expect(freshMs("brand", { SVC_HARNESS: "1", SVC_CACHE_TTL_S: "5" })).toBe(5_000);
    expect(freshMs("provider")).toBe(60_000);
  });

  it("reads no-cache, no-store and max-age=0 as a bypass", () => {
    expect(wantsFresh("no-cache")).toBe(true);
    expect(wantsFresh("max-age=0, must-revalidate")).toBe(true);
    expect(wantsFresh("no-store")).toBe(true);
    expect(wantsFresh("max-age=60")).toBe(false);
    expect(wantsFresh(undefined)).toBe(false);
  });
});
