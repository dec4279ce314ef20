/**
 * The claims (`ClaimObject`), the user-code directory (`ClaimCodeIndex`) and the code-entry brake
 * (`ClaimAttemptLimiter`) live in a fixed set of 32 objects each, chosen by a hash of the claim id,
 * code or client key like the quota shards (docs/claim-flow.md#shards), not one object per claim,
 * code or client: the objects, their storage files and their memory stay bounded however many
 * claims and clients come. Inside a shard each claim, code and client keeps its own entry, and the
 * shard's alarm frees each entry when its own time comes.
 */
import { env, listDurableObjectIds, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { attemptLimiterAdapter, attemptShard, claimDirectoryAdapter, claimRegistryAdapter, claimShard, codeShard } from "../../durable-objects/claim";
import { sha256Hex } from "@shared/auth/keys";
import { USER_CODE_ALPHABET } from "@shared/claim/codes";
import { createClaim } from "./support";

/** docs/claim-flow.md#shards: the documented number of objects per class. */
const DOCUMENTED_SHARDS = 32;

async function inChunks<T>(items: T[], size: number, run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return ipCounter % 2 === 0 ? `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}` : `2001:db8:c1a1:${ipCounter.toString(16)}::1`;
};

describe("claim shards", { timeout: 120_000 }, () => {
  it("200 claims reserve their user codes in at most 32 objects, and each code finds its own claim", async () => {
    const claims: Array<{ claim_id: string; user_code: string }> = [];
    await inChunks(Array.from({ length: 200 }, freshIp), 20, async (ip) => claims.push(await createClaim(undefined, ip)));
    const objects = await listDurableObjectIds(env.CLAIM_CODES);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.length).toBeLessThanOrEqual(DOCUMENTED_SHARDS);
    const directory = claimDirectoryAdapter(env.CLAIM_CODES);
    for (const claim of claims.slice(0, 40)) expect(await directory.lookup(claim.user_code)).toBe(claim.claim_id);
  });

  it("200 claims are held in at most 32 objects, each claim with its own record and state", async () => {
    const claims: Array<{ claim_id: string; user_code: string }> = [];
    await inChunks(Array.from({ length: 200 }, freshIp), 20, async (ip) => claims.push(await createClaim(undefined, ip)));
    const objects = await listDurableObjectIds(env.CLAIMS);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.length).toBeLessThanOrEqual(DOCUMENTED_SHARDS);
    // Two claims of one object: denying the first leaves the second pending.
    const [first] = claims;
    const second = claims.find((c) => c !== first && claimShard(env.CLAIMS, c.claim_id).id.equals(claimShard(env.CLAIMS, first!.claim_id).id));
    expect(second).toBeDefined();
    const registry = claimRegistryAdapter(env.CLAIMS);
    expect((await registry(first!.claim_id).deny("usr_shard_test")).ok).toBe(true);
    expect((await registry(first!.claim_id).get())?.status).toBe("denied");
    expect((await registry(second!.claim_id).get())?.status).toBe("pending");
    expect((await registry(second!.claim_id).get())?.user_code).toBe(second!.user_code);
  });

  it("deletes an expired claim at the shard's alarm and keeps the live claim beside it", async () => {
    const registry = claimRegistryAdapter(env.CLAIMS);
    const ids = Array.from({ length: 400 }, (_, i) => `clm_${i.toString(16).padStart(32, "0")}`);
    const expiring = ids[0]!;
    const stub = claimShard(env.CLAIMS, expiring);
    const live = ids.slice(1).find((id) => claimShard(env.CLAIMS, id).id.equals(stub.id))!;
    expect(live).toBeDefined();
    const created = Date.now() - 10 * 24 * 3600_000;
    await registry(expiring).create({ claim_id: expiring, user_code: "ZZXW-QQQQ" }, created);
    await registry(live).create({ claim_id: live, user_code: "ZZXW-RRRR" });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await registry(expiring).get()).toBeNull();
    expect((await registry(live).get())?.status).toBe("pending");
    const left: string[] = await runInDurableObject(stub, async (_instance, state) => [...(await state.storage.list()).keys()]);
    expect(left.some((k) => k.includes(expiring))).toBe(false);
    expect(left.filter((k) => k.includes(live)).length).toBe(2);
  });

  it("200 client keys are braked in at most 32 objects, each locked on its own", async () => {
    const limiter = attemptLimiterAdapter(env.CLAIM_ATTEMPTS);
    const keys = Array.from({ length: 200 }, (_, i) => (i % 2 ? `ip:${freshIp()}` : `sub:shard-test|${i}`));
    await inChunks(keys, 20, async (key) => expect((await limiter.charge(key)).allowed).toBe(true));
    const objects = await listDurableObjectIds(env.CLAIM_ATTEMPTS);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.length).toBeLessThanOrEqual(DOCUMENTED_SHARDS);
    // Two keys of one object: locking the first (5 free, the 6th refused) leaves the second free.
    const first = keys[0]!;
    const second = keys.find((k) => k !== first && attemptShard(env.CLAIM_ATTEMPTS, k).id.equals(attemptShard(env.CLAIM_ATTEMPTS, first).id))!;
    expect(second).toBeDefined();
    for (let i = 0; i < 4; i++) expect((await limiter.charge(first)).allowed).toBe(true);
    expect((await limiter.charge(first)).allowed).toBe(false);
    expect((await limiter.charge(second)).allowed).toBe(true);
  });

  it("frees an expired code at the shard's alarm and keeps the live code beside it", async () => {
    const directory = claimDirectoryAdapter(env.CLAIM_CODES);
    const codes = [...USER_CODE_ALPHABET].flatMap((a) => [...USER_CODE_ALPHABET].map((b) => `ZZXW-VT${a}${b}`));
    const expiring = codes[0]!;
    const stub = codeShard(env.CLAIM_CODES, expiring);
    const live = codes.slice(1).find((c) => codeShard(env.CLAIM_CODES, c).id.equals(stub.id))!;
    expect(live).toBeDefined();
    expect(await directory.reserve(expiring, "clm_expiring", Date.now() + 50)).toBe(true);
    expect(await directory.reserve(live, "clm_live", Date.now() + 600_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await directory.lookup(expiring)).toBeNull();
    expect(await directory.lookup(live)).toBe("clm_live");
    // Storage keeps nothing of the expired code (its entry and its wake-up time are gone).
    const left: string[] = await runInDurableObject(stub, async (_instance, state) => [...(await state.storage.list()).keys()]);
    const [gone, kept] = [await sha256Hex(expiring), await sha256Hex(live)];
    expect(left.some((k) => k.includes(gone))).toBe(false);
    expect(left.filter((k) => k.includes(kept)).length).toBe(2);
  });
});
