/**
 * Money is durable (docs/front-door.md#durability): paid credits are written before a response,
 * so evicting or crashing the organization's CreditAccount in the middle of concurrent paid
 * requests neither loses a paid charge nor lets a paid credit be spent twice, and the D1 mirror
 * agrees with the account afterwards. Also: a charge split between free and paid credits, and its
 * refund to both pools.
 */
import { env, runDurableObjectAlarm, SELF } from "cloudflare:test";
import { restartObject } from "../support/durable-restart";
import { describe, expect, it } from "vitest";
import { readBalance } from "@shared/billing";
import { bearer, type SeededKey, seedKey } from "./seed";

const ITEM = "http://api.test/v1/news/item/1";
const PRICE = 1_000;

const accountOf = (seeded: SeededKey) => env.CREDITS.get(env.CREDITS.idFromName(`org:${seeded.orgId}`));

/** A workspace with `freeMicro` free credits and `paidMicro` paid ones, credited the way a settled top-up is. */
async function seedPaid(freeMicro: number, paidMicro: number): Promise<SeededKey> {
  const seeded = await seedKey({ creditsMicro: freeMicro });
  await accountOf(seeded).credit(seeded.workspaceId, paidMicro, "balance");
  return seeded;
}

/**
 * Crashes the account object (`ctx.abort()`: in-memory state gone, calls in flight fail), and only
 * it: the other test files of the tier share the runtime.
 */
const crash = (seeded: SeededKey) => restartObject(() => accountOf(seeded), "crash test");

const mirrored = (workspaceId: string) =>
  env.DB.prepare("SELECT balance_micro, free_credits_micro FROM workspaces WHERE id = ?1").bind(workspaceId).first<{ balance_micro: number; free_credits_micro: number }>();

/** Fires `count` paid reads at once and, once the first has answered, runs `disrupt` while the rest are in flight. */
async function burstWith(seeded: SeededKey, count: number, disrupt: () => Promise<void>): Promise<number[]> {
  const requests = Array.from({ length: count }, () => SELF.fetch(ITEM, { headers: bearer(seeded.key) }).then(async (r) => (await r.arrayBuffer(), r.status)));
  await Promise.race(requests);
  await disrupt();
  return Promise.all(requests);
}

describe("paid credits survive the loss of the credit account object", { timeout: 120_000 }, () => {
  it("evicting the account mid-burst charges each served request exactly once and never more than the balance", async () => {
    const seeded = await seedPaid(0, 20 * PRICE);
    const statuses = await burstWith(seeded, 40, () => restartObject(() => accountOf(seeded)));
    const served = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 402 && s !== 503)).toEqual([]);
    expect(served).toBeLessThanOrEqual(20);
    // Read through a fresh instance: only what storage kept counts.
    await restartObject(() => accountOf(seeded));
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 20 * PRICE - served * PRICE, free_credits_micro: 0 });
    await runDurableObjectAlarm(accountOf(seeded));
    expect(await mirrored(seeded.workspaceId)).toEqual({ balance_micro: 20 * PRICE - served * PRICE, free_credits_micro: 0 });
  });

  it("crashing the account mid-burst loses no paid charge of a served request and keeps none of a failed one", async () => {
    const seeded = await seedPaid(0, 30 * PRICE);
    const statuses = await burstWith(seeded, 30, () => crash(seeded));
    const served = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(served).toBeGreaterThan(0);
    // A request that failed because the object crashed was never charged, or its charge was refunded by id.
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 30 * PRICE - served * PRICE, free_credits_micro: 0 });
    await runDurableObjectAlarm(accountOf(seeded));
    expect(await mirrored(seeded.workspaceId)).toEqual({ balance_micro: 30 * PRICE - served * PRICE, free_credits_micro: 0 });
  });

  it("credits a top-up once: five deliveries at once all answer the credited balance, and a redelivery after a crash changes nothing", async () => {
    const seeded = await seedKey({ creditsMicro: 0 });
    const intentId = `tpi_${crypto.randomUUID().replaceAll("-", "")}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => accountOf(seeded).creditTopup(seeded.workspaceId, intentId, 7 * PRICE)));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(results.map((r) => r.balance_micro)).toEqual(Array(5).fill(7 * PRICE));
    expect((await accountOf(seeded).creditTopup(seeded.workspaceId, intentId, 7 * PRICE)).credited).toBe(false);
    await crash(seeded);
    expect((await accountOf(seeded).creditTopup(seeded.workspaceId, intentId, 7 * PRICE)).credited).toBe(false);
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 7 * PRICE, free_credits_micro: 0 });
  });

  it("keeps a top-up credited before a crash", async () => {
    const seeded = await seedPaid(0, 5 * PRICE);
    await crash(seeded);
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 5 * PRICE, free_credits_micro: 0 });
  });
});

describe("a charge split between free and paid credits", () => {
  it("takes the free credits first and the rest from the paid balance", async () => {
    const seeded = await seedPaid(400, 10_000);
    expect((await SELF.fetch(ITEM, { headers: bearer(seeded.key) })).status).toBe(200);
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 9_400, free_credits_micro: 0 });
    await runDurableObjectAlarm(accountOf(seeded));
    expect(await mirrored(seeded.workspaceId)).toEqual({ balance_micro: 9_400, free_credits_micro: 0 });
  });

  it("gives a failed request's split charge back to both pools exactly as taken, and survives a crash after the refund", async () => {
    const seeded = await seedPaid(400, 10_000);
    const res = await SELF.fetch(`${ITEM}?fail=1`, { headers: bearer(seeded.key) });
    expect(res.status).toBe(502);
    await crash(seeded);
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 10_000, free_credits_micro: 400 });
  });

  it("answers 402 when free and paid credits together fall short, and takes nothing", async () => {
    const seeded = await seedPaid(400, 500);
    expect((await SELF.fetch(ITEM, { headers: bearer(seeded.key) })).status).toBe(402);
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 500, free_credits_micro: 400 });
  });
});
