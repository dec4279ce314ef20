/**
 * The active-conversion slots (`ConversionSlots`) live in a fixed set of 32 objects, chosen by a
 * hash of `slots:<client ip>` like the quota and claim shards (docs/pdf-and-mcp.md#limits-and-admission),
 * not one object per client IP: the objects, their storage files and their memory stay bounded
 * however many clients convert. Inside a shard each client keeps its own leases under its own
 * storage key, counted on its own, and the shard's alarm drops each client's ended leases.
 */
import { env, listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { shardObject } from "@shared/quota";
import { slotsShardCore } from "../../durable-objects/conversion-slots";
import { withConversionSlot } from "../../workers/pdf/src/pdf-limits";

/** docs/pdf-and-mcp.md#limits-and-admission: the documented number of slot objects. */
const DOCUMENTED_SHARDS = 32;

let ipCounter = 0;
/** A fresh client IP (IPv4 and IPv6 alternately), never used by another test. */
const freshIp = () => {
  ipCounter += 1;
  return ipCounter % 2 === 0 ? `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}` : `2001:db8:5107:${ipCounter.toString(16)}::`;
};

/** The object documented to hold `ip`'s slots (the name `slots:<ip>` hashed onto the shards). */
const shardOf = (ip: string) => shardObject(env.SLOTS, `slots:${ip}`);

/** Keys stored in `ip`'s shard object that belong to `ip` (its leases and its wake-up time). */
async function storedKeysOf(ip: string): Promise<string[]> {
  const keys: string[] = await runInDurableObject(shardOf(ip), async (_instance, state) => [...(await state.storage.list()).keys()]);
  return keys.filter((k) => k.split("|")[1] === encodeURIComponent(ip));
}

/**
 * Starts a conversion as client `ip` that holds its slot until `gate` opens; `decided` settles as
 * soon as the admission answered: "admitted", or the refusal's error code.
 */
function hold(ip: string, gate: Promise<void>) {
  let admitted!: () => void;
  const started = new Promise<string>((resolve) => (admitted = () => resolve("admitted")));
  const done = withConversionSlot(env, ip, async () => {
    admitted();
    await gate;
  });
  const refused = done.then(
    () => "admitted",
    (err: unknown) => (err instanceof ApiError ? err.code : String(err)),
  );
  return { decided: Promise.race([started, refused]), done: refused };
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("conversion slot shards", { timeout: 120_000 }, () => {
  it("holds the slots of 200 clients converting at once in at most 32 objects, and stores nothing once they finish", async () => {
    const ips = Array.from({ length: 200 }, freshIp);
    const conversions = gate();
    const held = ips.map((ip) => hold(ip, conversions.opened));
    expect(await Promise.all(held.map((h) => h.decided))).toEqual(ips.map(() => "admitted"));
    const objects = await listDurableObjectIds(env.SLOTS);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.length).toBeLessThanOrEqual(DOCUMENTED_SHARDS);
    // Each client's lease sits in its documented shard, under its own key.
    for (const ip of ips.slice(0, 20)) expect((await storedKeysOf(ip)).length).toBe(2);
    conversions.open();
    expect(await Promise.all(held.map((h) => h.done))).toEqual(ips.map(() => "admitted"));
    // An emptied lease map deletes its key and its wake-up time.
    for (const ip of ips.slice(0, 20)) expect(await storedKeysOf(ip)).toEqual([]);
  });

  it("counts two clients of one object on their own: one with both slots busy leaves the other both of its own", async () => {
    const busy = freshIp();
    const others = Array.from({ length: 400 }, freshIp);
    const neighbour = others.find((ip) => shardOf(ip).id.equals(shardOf(busy).id))!;
    expect(neighbour).toBeDefined();
    const conversions = gate();
    const first = [hold(busy, conversions.opened), hold(busy, conversions.opened)];
    expect(await Promise.all(first.map((h) => h.decided))).toEqual(["admitted", "admitted"]);
    expect(await hold(busy, conversions.opened).decided).toBe("rate_limited");
    const second = [hold(neighbour, conversions.opened), hold(neighbour, conversions.opened)];
    expect(await Promise.all(second.map((h) => h.decided))).toEqual(["admitted", "admitted"]);
    expect(await hold(neighbour, conversions.opened).decided).toBe("rate_limited");
    // Both clients' leases are in the one object, each under its own keys.
    expect((await storedKeysOf(busy)).length).toBe(2);
    expect((await storedKeysOf(neighbour)).length).toBe(2);
    conversions.open();
    await Promise.all([...first, ...second].map((h) => h.done));
  });

  it("drops a client's ended lease at the shard's alarm and keeps the live lease of another client beside it", async () => {
    const ended = freshIp();
    const others = Array.from({ length: 400 }, freshIp);
    const live = others.find((ip) => shardOf(ip).id.equals(shardOf(ended).id))!;
    expect(live).toBeDefined();
    const start = Date.now();
    expect((await shardOf(live).acquire(live, 2, 600_000, start)).granted).toBe(true);
    // A conversion that dies without releasing: its 10 s lease ends, and nobody asks for this client again.
    expect((await shardOf(ended).acquire(ended, 2, 10_000, start)).granted).toBe(true);
    const alarmAt = () => runInDurableObject(shardOf(ended), (_instance, state) => state.storage.getAlarm());
    // The shard's one alarm is armed no later than the earliest lease end of its clients.
    expect(await alarmAt()).toBeLessThanOrEqual(start + 10_000);
    // The alarm, run with the clock just past that lease end (clocks are injected, not slept on).
    await runInDurableObject(shardOf(ended), (_instance, state) => slotsShardCore(state.storage).alarm(start + 10_001));
    expect(await storedKeysOf(ended)).toEqual([]);
    expect((await storedKeysOf(live)).length).toBe(2);
    expect(await shardOf(live).active(live, start + 10_001)).toBe(1);
    // Re-armed for the live lease.
    expect(await alarmAt()).toBe(start + 600_000);
  });

  it("admits exactly 2 of 3 racing conversions for each of 60 clients sharing at most 32 objects", async () => {
    const ips = Array.from({ length: 60 }, freshIp);
    const conversions = gate();
    const held = ips.map((ip) => [1, 2, 3].map(() => hold(ip, conversions.opened)));
    const decided = await Promise.all(held.map((three) => Promise.all(three.map((h) => h.decided))));
    expect(decided.map((d) => d.sort())).toEqual(ips.map(() => ["admitted", "admitted", "rate_limited"]));
    expect((await listDurableObjectIds(env.SLOTS)).length).toBeLessThanOrEqual(DOCUMENTED_SHARDS);
    conversions.open();
    await Promise.all(held.flat().map((h) => h.done));
  });
});
