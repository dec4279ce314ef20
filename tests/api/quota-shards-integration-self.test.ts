/**
 * The client-keyed quota buckets (anonymous daily quotas, x402 attempts, claims, PDF) live in a
 * fixed set of 32 QuotaBucket objects (docs/front-door.md#quota-shards), not one object per client
 * IP: the objects, their storage files and their memory stay bounded however many clients come.
 * Each bucket keeps its own windows inside its shard, counted exactly under concurrency; memory
 * holds a bounded number of windows (the rest are read back from storage exactly as written); and
 * windows that ended are swept from storage.
 */
import { env, listDurableObjectIds, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DAY_MS, peekQuota, quotaObject, quotaShardOf, takeQuota } from "@shared/quota";
import type { QuotaBucket } from "../../durable-objects/quota-bucket";

/** docs/front-door.md#quota-shards: the documented number of objects. */
const DOCUMENTED_SHARDS = 32;
/** docs/front-door.md#quota-shards: windows an object keeps in memory once written. */
const DOCUMENTED_CACHED_WINDOWS = 2_000;
const ANONYMOUS_LIMIT = 20;
const APP = "http://api.test/v1/apps/app?id=284882215";
const settle = () => new Promise((r) => setTimeout(r, 500));

let ipCounter = 0;
/** Distinct client keys, IPv4 and IPv6 (each /64 is one client). */
const freshIp = () => {
  ipCounter += 1;
  return ipCounter % 2 === 0 ? `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}` : `2001:db8:${ipCounter.toString(16)}::1`;
};
const anonymous = (ip: string) => SELF.fetch(APP, { headers: { "CF-Connecting-IP": ip } });

/** `count` buckets named `prefix<n>` that share one object. */
function bucketsInOneShard(prefix: string, count: number): string[] {
  const target = quotaShardOf(`${prefix}0`);
  const out: string[] = [];
  for (let n = 0; out.length < count; n++) if (quotaShardOf(`${prefix}${n}`) === target) out.push(`${prefix}${n}`);
  return out;
}

async function inChunks<T>(items: T[], size: number, run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

describe("quota shards", { timeout: 120_000 }, () => {
  it("200 anonymous clients of a key-optional route are counted in at most 32 objects", async () => {
    const ips = Array.from({ length: 200 }, freshIp);
    await inChunks(ips, 20, async (ip) => {
      const res = await anonymous(ip);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      expect(res.headers.get("X-RateLimit-Remaining")).toBe("19");
    });
    await settle();
    const objects = await listDurableObjectIds(env.QUOTA);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.length).toBeLessThanOrEqual(DOCUMENTED_SHARDS);
  });

  it("keeps the windows of two clients that share an object apart", async () => {
    const candidates = Array.from({ length: 200 }, freshIp);
    const first = candidates[0]!;
    const second = candidates.find((ip) => ip !== first && quotaShardOf(`anon:apps:${ip}`) === quotaShardOf(`anon:apps:${first}`))!;
    expect(quotaObject(env.QUOTA, `anon:apps:${first}`).id.equals(quotaObject(env.QUOTA, `anon:apps:${second}`).id)).toBe(true);

    for (let i = 0; i < ANONYMOUS_LIMIT; i++) expect((await anonymous(first)).status).toBe(200);
    expect((await anonymous(first)).status).toBe(429);
    const other = await anonymous(second);
    expect(other.status).toBe(200);
    expect(other.headers.get("X-RateLimit-Remaining")).toBe("19");
  });

  it("admits exactly the limit of each bucket when many buckets of one object are asked at once", async () => {
    const buckets = bucketsInOneShard("concurrent:", 8);
    const asks = buckets.flatMap((bucket) => Array.from({ length: 30 }, () => bucket));
    const decisions = await Promise.all(asks.map((bucket) => takeQuota(env.QUOTA, bucket, ANONYMOUS_LIMIT, DAY_MS).then((d) => [bucket, d.allowed] as const)));
    for (const bucket of buckets) expect(decisions.filter(([b, allowed]) => b === bucket && allowed).length).toBe(ANONYMOUS_LIMIT);
  });

  it("holds a bounded number of windows in memory and still counts a bucket exactly after memory forgot it", async () => {
    const [watched, ...others] = bucketsInOneShard("crowd:", DOCUMENTED_CACHED_WINDOWS + 300);
    for (let i = 0; i < 5; i++) expect((await takeQuota(env.QUOTA, watched!, ANONYMOUS_LIMIT, DAY_MS)).allowed).toBe(true);
    await settle();
    await inChunks(others, 100, (bucket) => takeQuota(env.QUOTA, bucket, ANONYMOUS_LIMIT, DAY_MS));
    await settle();

    const cached = await runInDurableObject(quotaObject(env.QUOTA, watched!), (instance: QuotaBucket) => (instance as unknown as { windows: { cached: number } }).windows.cached);
    expect(cached).toBeLessThanOrEqual(DOCUMENTED_CACHED_WINDOWS);
    expect((await peekQuota(env.QUOTA, watched!, ANONYMOUS_LIMIT, DAY_MS)).remaining).toBe(15);
    for (let i = 0; i < 15; i++) expect((await takeQuota(env.QUOTA, watched!, ANONYMOUS_LIMIT, DAY_MS)).allowed).toBe(true);
    expect((await takeQuota(env.QUOTA, watched!, ANONYMOUS_LIMIT, DAY_MS)).allowed).toBe(false);
  });

  it("sweeps the windows that ended from storage and keeps the current ones", async () => {
    const [current] = bucketsInOneShard("sweep:", 1);
    const stub = quotaObject(env.QUOTA, current!);
    expect((await takeQuota(env.QUOTA, current!, ANONYMOUS_LIMIT, DAY_MS)).allowed).toBe(true);
    await settle();
    // A window of two days ago, as an object that forgot it from memory before it ended leaves it.
    const endedKey = `w:${DAY_MS}:sweep:yesterday`;
    await runInDurableObject(stub, (_instance, state) => state.storage.put(endedKey, { start: Math.floor(Date.now() / DAY_MS) * DAY_MS - 2 * DAY_MS, count: 7 }));

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const stored = await runInDurableObject(stub, async (_instance, state) => [...(await state.storage.list({ prefix: "w:" })).keys()]);
    expect(stored).not.toContain(endedKey);
    expect(stored).toContain(`w:${DAY_MS}:${current}`);
    expect((await peekQuota(env.QUOTA, current!, ANONYMOUS_LIMIT, DAY_MS)).remaining).toBe(ANONYMOUS_LIMIT - 1);
  });
});
