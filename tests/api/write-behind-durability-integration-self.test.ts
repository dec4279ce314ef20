/**
 * What is written behind survives as documented (docs/front-door.md#durability): the windows of a
 * `QuotaBucket` (anonymous daily quotas, x402 attempts, claims, PDF) and the free credits of a
 * `CreditAccount` are written at most 100 ms after they change. Crashing the object
 * (`ctx.abort()`) in the middle of concurrent requests therefore forgets at most what was counted
 * since its last write, never anything written before, and never counts what did not happen: the
 * window after a restart admits no more than the limit plus what the crash forgot, and no fewer
 * than the limit; free credits are never charged for a request that was not served.
 */
import { env, SELF } from "cloudflare:test";
import { restartObject } from "../support/durable-restart";
import { describe, expect, it } from "vitest";
import { readBalance } from "@shared/billing";
import { DAY_MS, peekQuota, quotaObject, takeQuota } from "@shared/quota";
import { bearer, type SeededKey, seedKey } from "./seed";

/** The documented write-behind delay is 100 ms; waiting 5× that makes "written" certain on a loaded machine. */
const AFTER_WRITE_BEHIND_MS = 500;
const settle = () => new Promise((r) => setTimeout(r, AFTER_WRITE_BEHIND_MS));

/** The key-optional apps route: 20 anonymous requests a day per client IP, in the bucket `anon:apps:<ip>` (held by its shard). */
const ANONYMOUS_LIMIT = 20;
const APP = "http://api.test/v1/apps/app?id=284882215";
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1) + 100}`;
const bucketOf = (ip: string) => `anon:apps:${ip}`;
/** The object that holds a bucket's windows (shared with other buckets of its shard). */
const objectOf = (bucket: string) => quotaObject(env.QUOTA, bucket);
const take = (bucket: string) => takeQuota(env.QUOTA, bucket, 10, DAY_MS);
const peek = (bucket: string, limit = 10) => peekQuota(env.QUOTA, bucket, limit, DAY_MS);
const anonymous = (ip: string) => SELF.fetch(APP, { headers: { "CF-Connecting-IP": ip } }).then(async (r) => (await r.arrayBuffer(), r.status));

/** Crashes one object (in-memory state gone, calls in flight fail); the other files of the tier share the runtime. */
const crash = (open: () => DurableObjectStub) => restartObject(open, "crash test");

/** Fires `count` requests at once and, once the first has answered, runs `disrupt` while the rest are in flight. */
async function burstWith(count: number, send: () => Promise<number>, disrupt: () => Promise<unknown>): Promise<number[]> {
  const requests = Array.from({ length: count }, send);
  await Promise.race(requests);
  await disrupt();
  return Promise.all(requests);
}

const served = (statuses: number[]) => statuses.filter((s) => s === 200).length;

describe("a QuotaBucket window under a crash", { timeout: 120_000 }, () => {
  it("keeps every unit written before the crash, forgets at most the burst counted since, and admits at least the limit", async () => {
    const ip = freshIp();
    const before: number[] = [];
    for (let i = 0; i < 6; i++) before.push(await anonymous(ip));
    expect(before).toEqual(Array(6).fill(200));
    await settle();

    const burst = await burstWith(10, () => anonymous(ip), () => crash(() => objectOf(bucketOf(ip))));
    // A request whose limiter crashed under it is refused (503), never let through uncounted.
    expect(burst.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const failed = burst.filter((s) => s === 503).length;

    // The restarted bucket holds the 6 written units, plus any of the burst it had written.
    const restored = ANONYMOUS_LIMIT - (await peek(bucketOf(ip), ANONYMOUS_LIMIT)).remaining;
    expect(restored).toBeGreaterThanOrEqual(6);
    expect(restored).toBeLessThanOrEqual(6 + served(burst) + failed);

    const after: number[] = [];
    for (let status = 0; status !== 429 && after.length <= ANONYMOUS_LIMIT; ) after.push((status = await anonymous(ip)));
    expect(after.at(-1)).toBe(429);
    const total = 6 + served(burst) + served(after);
    // Never more than the limit plus what the crash forgot (at most the burst), never fewer than the limit
    // (less the units of requests that failed with the crash: the bucket may have counted them).
    expect(total).toBeLessThanOrEqual(ANONYMOUS_LIMIT + served(burst));
    expect(total).toBeGreaterThanOrEqual(ANONYMOUS_LIMIT - failed);
  });

  // An eviction, unlike a crash, happens to an idle object: the burst has been answered and written
  // behind before the object leaves memory (tests/support/durable-restart.ts: the test runtime's
  // one restart is an abort, so the test lets the writes land first).
  it("evicted after concurrent requests were counted, forgets nothing: exactly the limit is admitted", async () => {
    const ip = freshIp();
    const burst = await Promise.all(Array.from({ length: 12 }, () => anonymous(ip)));
    expect(burst.filter((s) => s !== 200)).toEqual([]);
    await settle();
    await restartObject(() => objectOf(bucketOf(ip)));
    const after: number[] = [];
    for (let status = 0; status !== 429 && after.length <= ANONYMOUS_LIMIT; ) after.push((status = await anonymous(ip)));
    expect(after.at(-1)).toBe(429);
    expect(served(burst) + served(after)).toBe(ANONYMOUS_LIMIT);
  });

  it("forgets nothing counted more than 100 ms before a crash or an eviction", async () => {
    const ip = freshIp();
    const bucket = `test:${ip}`;
    for (let i = 0; i < 4; i++) expect((await take(bucket)).allowed).toBe(true);
    await settle();
    await crash(() => objectOf(bucket));
    expect((await peek(bucket)).remaining).toBe(6);
    for (let i = 0; i < 3; i++) expect((await take(bucket)).allowed).toBe(true);
    await settle();
    await restartObject(() => objectOf(bucket));
    expect((await peek(bucket)).remaining).toBe(3);
  });

  it("after a crash right after counting, is never stricter than what was admitted, nor looser by more than that burst", async () => {
    const ip = freshIp();
    const bucket = `test:${ip}`;
    for (let i = 0; i < 4; i++) expect((await take(bucket)).allowed).toBe(true);
    await settle();
    for (let i = 0; i < 3; i++) expect((await take(bucket)).allowed).toBe(true);
    await crash(() => objectOf(bucket));
    const remaining = (await peek(bucket)).remaining;
    expect(remaining).toBeGreaterThanOrEqual(3);
    expect(remaining).toBeLessThanOrEqual(6);
  });
});

describe("free credits of a CreditAccount under a crash", { timeout: 120_000 }, () => {
  const ITEM = "http://api.test/v1/news/item/1";
  const PRICE = 1_000;
  const accountOf = (seeded: SeededKey) => env.CREDITS.get(env.CREDITS.idFromName(`org:${seeded.orgId}`));
  const keyed = (seeded: SeededKey) => () => SELF.fetch(ITEM, { headers: bearer(seeded.key) }).then(async (r) => (await r.arrayBuffer(), r.status));

  /** Sums the workspace's ledger: grants − charges + refunds + top-ups, and the free parts alike. */
  async function ledgerSums(seeded: SeededKey) {
    const { items } = await accountOf(seeded).ledger(seeded.workspaceId, 100);
    let total = 0;
    let free = 0;
    for (const row of items) {
      const sign = row.kind === "charge" ? -1 : 1;
      total += sign * row.amount_micro;
      free += sign * row.free_micro;
    }
    return { total, free };
  }

  it("charges each served request at most once, never a failed one, and keeps every charge written before the crash", async () => {
    const START = 40 * PRICE;
    const seeded = await seedKey({ creditsMicro: START });
    const before: number[] = [];
    for (let i = 0; i < 5; i++) before.push(await keyed(seeded)());
    expect(before).toEqual(Array(5).fill(200));
    await settle();

    const burst = await burstWith(20, keyed(seeded), () => crash(() => accountOf(seeded)));
    expect(burst.filter((s) => s !== 200 && s !== 503)).toEqual([]);

    const { free_credits_micro: free, balance_micro: paid } = await readBalance(env.CREDITS, seeded);
    expect(paid).toBe(0);
    // Never more than one price per served request (a request that failed with the crash is not charged)...
    expect(free).toBeGreaterThanOrEqual(START - (5 + served(burst)) * PRICE);
    // ...and the 5 charges written before the crash are all still there: what is lost is at most the burst's.
    expect(free).toBeLessThanOrEqual(START - 5 * PRICE);
    expect((START - free) % PRICE).toBe(0);
    // What survived is consistent: the ledger rows went out in the same writes as the balance.
    expect(await ledgerSums(seeded)).toEqual({ total: free, free });
  });
});
