import { env } from "cloudflare:test";
import { restartObject } from "../support/durable-restart";
import { describe, expect, it } from "vitest";
import { slotsShard } from "@shared/gateway/conversion-slots";
import { liveLeases } from "../../durable-objects/conversion-slots";
import { uniqueId } from "./pdf-client";

const LEASE_MS = 90_000;
/**
 * Tomorrow: these leases end in the future, so the shard's alarm (real time) never ends them
 * under a test; the clients of every test share the 32 shard objects.
 */
const T0 = Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 43_200_000;

/** A fresh client's slots, through its shard object. */
function slots() {
  const client = uniqueId("slots");
  // A stub per call, as the gateways open one: a stub that saw a restart stays broken.
  const stub = () => slotsShard(env.SLOTS, client);
  return {
    stub,
    acquire: (nowMs: number) => stub().acquire(client, 2, LEASE_MS, nowMs),
    release: (leaseId: string, nowMs: number) => stub().release(client, leaseId, nowMs),
    active: (nowMs: number) => stub().active(client, nowMs),
  };
}

describe("ConversionSlots leases", () => {
  it("grants up to the limit, then refuses with the time until the earliest lease ends", async () => {
    const client = slots();
    const a = await client.acquire(T0);
    const b = await client.acquire(T0 + 10_000);
    const c = await client.acquire(T0 + 20_000);
    expect([a.granted, b.granted, c.granted]).toEqual([true, true, false]);
    expect(c).toEqual({ granted: false, active: 2, retryAfterS: 70 });
  });

  it("frees a slot when its holder releases it", async () => {
    const client = slots();
    const a = await client.acquire(T0);
    await client.acquire(T0);
    if (!a.granted) throw new Error("first acquire refused");
    await client.release(a.leaseId, T0 + 1);
    expect((await client.acquire(T0 + 2)).granted).toBe(true);
  });

  it("frees the slot of a conversion that died without releasing once its lease expires", async () => {
    const client = slots();
    await client.acquire(T0);
    await client.acquire(T0);
    expect((await client.acquire(T0 + LEASE_MS - 1)).granted).toBe(false);
    expect(await client.active(T0 + LEASE_MS)).toBe(0);
    expect((await client.acquire(T0 + LEASE_MS)).granted).toBe(true);
  });

  it("keeps its leases when the object is evicted from memory", async () => {
    const client = slots();
    await client.acquire(T0);
    await client.acquire(T0);
    await restartObject(client.stub);
    expect(await client.active(T0 + 1)).toBe(2);
    expect((await client.acquire(T0 + 1)).granted).toBe(false);
  });

  it("grants exactly 2 of 3 racing acquires per client, 40 clients at once, some on objects just evicted from memory", async () => {
    const clients = Array.from({ length: 40 }, slots);
    // Leases on disk but none in memory: the first acquire after eviction reads storage.
    for (const client of clients.filter((_, i) => i % 2 === 1)) {
      const held = await client.acquire(T0);
      await restartObject(client.stub);
      if (!held.granted) throw new Error("setup acquire refused");
      await client.release(held.leaseId, T0);
      await restartObject(client.stub);
    }
    const rounds = await Promise.all(
      clients.map(async (client) => (await Promise.all([1, 2, 3].map(() => client.acquire(T0)))).filter((d) => d.granted).length),
    );
    expect(rounds).toEqual(Array(40).fill(2));
  });

  it("treats releasing an unknown lease as a no-op", async () => {
    const client = slots();
    await client.acquire(T0);
    await client.release("no-such-lease", T0);
    expect(await client.active(T0)).toBe(1);
  });

  it("drops exactly the leases whose expiry has passed", () => {
    const leases = new Map([["a", 10], ["b", 20]]);
    expect([...liveLeases(leases, 10).keys()]).toEqual(["b"]);
  });
});
