import { env, evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { liveLeases } from "../../durable-objects/conversion-slots";
import { uniqueId } from "./pdf-client";

const LEASE_MS = 90_000;
const T0 = Date.UTC(2026, 0, 1, 12);
const slots = () => env.SLOTS.get(env.SLOTS.idFromName(uniqueId("slots")));

describe("ConversionSlots leases", () => {
  it("grants up to the limit, then refuses with the time until the earliest lease ends", async () => {
    const stub = slots();
    const a = await stub.acquire(2, LEASE_MS, T0);
    const b = await stub.acquire(2, LEASE_MS, T0 + 10_000);
    const c = await stub.acquire(2, LEASE_MS, T0 + 20_000);
    expect([a.granted, b.granted, c.granted]).toEqual([true, true, false]);
    expect(c).toEqual({ granted: false, active: 2, retryAfterS: 70 });
  });

  it("frees a slot when its holder releases it", async () => {
    const stub = slots();
    const a = await stub.acquire(2, LEASE_MS, T0);
    await stub.acquire(2, LEASE_MS, T0);
    if (!a.granted) throw new Error("first acquire refused");
    await stub.release(a.leaseId, T0 + 1);
    expect((await stub.acquire(2, LEASE_MS, T0 + 2)).granted).toBe(true);
  });

  it("frees the slot of a conversion that died without releasing once its lease expires", async () => {
    const stub = slots();
    await stub.acquire(2, LEASE_MS, T0);
    await stub.acquire(2, LEASE_MS, T0);
    expect((await stub.acquire(2, LEASE_MS, T0 + LEASE_MS - 1)).granted).toBe(false);
    expect(await stub.active(T0 + LEASE_MS)).toBe(0);
    expect((await stub.acquire(2, LEASE_MS, T0 + LEASE_MS)).granted).toBe(true);
  });

  it("keeps its leases when the object is evicted from memory", async () => {
    const stub = slots();
    await stub.acquire(2, LEASE_MS, T0);
    await stub.acquire(2, LEASE_MS, T0);
    await evictDurableObject(stub);
    expect(await stub.active(T0 + 1)).toBe(2);
    expect((await stub.acquire(2, LEASE_MS, T0 + 1)).granted).toBe(false);
  });

  it("grants exactly 2 of 3 racing acquires, on fresh objects and on objects just evicted from memory", async () => {
    const rounds = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const stub = slots();
        if (i % 2 === 1) {
          // Leases on disk but none in memory: the first acquire after eviction reads storage.
          const held = await stub.acquire(2, LEASE_MS, T0);
          await evictDurableObject(stub);
          if (!held.granted) throw new Error("setup acquire refused");
          await stub.release(held.leaseId, T0);
          await evictDurableObject(stub);
        }
        const decisions = await Promise.all([1, 2, 3].map(() => stub.acquire(2, LEASE_MS, T0)));
        return decisions.filter((d) => d.granted).length;
      }),
    );
    expect(rounds).toEqual(Array(40).fill(2));
  });

  it("treats releasing an unknown lease as a no-op", async () => {
    const stub = slots();
    await stub.acquire(2, LEASE_MS, T0);
    await stub.release("no-such-lease", T0);
    expect(await stub.active(T0)).toBe(1);
  });

  it("drops exactly the leases whose expiry has passed", () => {
    const leases = new Map([["a", 10], ["b", 20]]);
    expect([...liveLeases(leases, 10).keys()]).toEqual(["b"]);
  });
});
