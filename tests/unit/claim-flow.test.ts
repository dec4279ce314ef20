import { describe, expect, it } from "vitest";
import { sha256Hex } from "@shared/auth/keys";
import { normalizeUserCode } from "@shared/claim/codes";
import { attemptLimiterCore, attemptShardCore, claimObjectCore, codeIndexCore, codeShardCore } from "@shared/claim/durable";
import { enterUserCode } from "@shared/claim/entry";
import { memoryAttemptLimiter, memoryClaimDirectory, memoryClaimRegistry, type ClaimDirectory } from "@shared/claim/ports";
import { CLAIM_RETENTION_MS, CLAIM_TTL_MS } from "@shared/claim/record";
import { renderPoll, type ClaimLinks } from "@shared/claim/responses";
import { startClaim } from "@shared/claim/start";
import { type AlarmStorage, MemoryStorage, type ShardStorage } from "@shared/durable-storage";

const T0 = Date.UTC(2026, 0, 1);
const links: ClaimLinks = {
  api_base_url: "http://127.0.0.1:8787",
  docs_url: "http://127.0.0.1:8792/docs",
  dashboard_url: "http://127.0.0.1:8792/dashboard",
  verification_uri: "http://127.0.0.1:8792/claim",
};

/** Durable Object storage as the claim objects use it, with one alarm, in memory. */
function fakeStorage() {
  const memory = new MemoryStorage();
  let alarm: number | null = null;
  const storage: AlarmStorage = Object.assign(memory, {
    setAlarm: async (at: number) => void (alarm = at),
    deleteAlarm: async () => void (alarm = null),
    deleteAll: async () => {
      for (const key of Object.keys(memory.dump())) await memory.delete(key);
      alarm = null;
    },
  });
  return { storage, dump: () => memory.dump(), alarm: () => alarm };
}

/** The storage of one shard object (many keys, one alarm), in memory. */
function fakeShardStorage() {
  const memory = new MemoryStorage();
  let alarm: number | null = null;
  const storage: ShardStorage = Object.assign(memory, {
    getAlarm: async () => alarm,
    setAlarm: async (at: number) => void (alarm = at),
  });
  return { storage, dump: () => memory.dump(), alarm: () => alarm };
}

describe("claim flow end to end (in memory)", () => {
  it("goes from claim to approval to a key delivered once", async () => {
    let now = T0;
    const clock = () => now;
    const directory = memoryClaimDirectory({ now: clock });
    const claims = memoryClaimRegistry({ now: clock });
    const limiter = memoryAttemptLimiter({ now: clock });

    const created = await startClaim({ directory, claims, now: clock }, { agent_name: "Claude", agent_platform: "cli" });
    expect(normalizeUserCode(created.claim.user_code)).toBe(created.claim.user_code);
    const claim = claims(created.claim.claim_id);
    expect((await claim.poll(created.device_code)).kind).toBe("authorization_pending");

    now += 20_000;
    const entry = await enterUserCode({ directory, limiter }, ["sub:dev|1"], created.claim.user_code.toLowerCase());
    expect(entry).toEqual({ ok: true, claim_id: created.claim.claim_id, user_code: created.claim.user_code });
    expect(
      await claims(created.claim.claim_id).approve({
        workspace_id: "ws_1",
        decided_by: "dev|1",
        key: { kind: "created", api_key: "svc_test_k", key_id: "key_1", key_prefix: "svc_test_k", created_at: new Date(now).toISOString() },
      }),
    ).toEqual({ ok: true });

    now += 3_000;
    expect(renderPoll(await claim.poll(created.device_code), links).status).toBe(200);
    expect(renderPoll(await claim.poll(created.device_code), links).status).toBe(409);
  });

  it("draws another user code when the first one is taken", async () => {
    const claims = memoryClaimRegistry({ now: () => T0 });
    let refusals = 1;
    const directory: ClaimDirectory = {
      reserve: async () => refusals-- <= 0,
      lookup: async () => null,
    };
    const created = await startClaim({ directory, claims, now: () => T0 }, {});
    expect(created.claim.status).toBe("pending");
  });

  it("gives up with an error when no free code is found", async () => {
    const directory: ClaimDirectory = { reserve: async () => false, lookup: async () => null };
    await expect(startClaim({ directory, claims: memoryClaimRegistry() }, {})).rejects.toThrow(/no free user code/);
  });

  it("keeps a user code from a second live claim and frees it at expiry", async () => {
    const directory = memoryClaimDirectory({ now: () => T0 });
    expect(await directory.reserve("BCDF-GHJK", "clm_1", T0 + 1_000)).toBe(true);
    expect(await directory.reserve("BCDF-GHJK", "clm_2", T0 + 1_000)).toBe(false);
    const later = memoryClaimDirectory({ now: () => T0 + 1_000 });
    expect(await later.lookup("BCDF-GHJK")).toBeNull();
  });
});

describe("Durable Object behaviour", () => {
  it("ClaimObject arms an alarm at expiry, wipes then deletes the claim", async () => {
    const state = fakeStorage();
    const object = claimObjectCore(state.storage);
    const { device_code } = await object.create({ claim_id: "clm_1", user_code: "BCDF-GHJK" }, T0);
    expect(state.alarm()).toBe(T0 + CLAIM_TTL_MS);
    expect((await object.poll(device_code, T0 + 3_000)).kind).toBe("authorization_pending");
    expect(
      await object.approve(
        { workspace_id: "ws_1", decided_by: "dev|1", key: { kind: "existing", key_id: "key_0", key_prefix: "svc_test_0", created_at: "2025-01-01T00:00:00Z" } },
        T0 + 4_000,
      ),
    ).toEqual({ ok: true });
    expect((await object.poll(device_code, T0 + 7_000)).kind).toBe("existing_key");
    expect((await object.get(T0 + 7_000))?.status).toBe("delivered");
  });

  it("ClaimObject alarm expires the claim, then deletes its storage once retention is over", async () => {
    const state = fakeStorage();
    const object = claimObjectCore(state.storage);
    await object.create({ claim_id: "clm_1", user_code: "BCDF-GHJK" }, T0);
    await object.alarm(T0 + CLAIM_TTL_MS);
    expect(state.alarm()).toBe(T0 + CLAIM_TTL_MS + CLAIM_RETENTION_MS);
    await object.alarm(T0 + CLAIM_TTL_MS + CLAIM_RETENTION_MS);
    expect(state.dump()).toEqual({});
    expect(state.alarm()).toBeNull();
    expect(await object.get()).toBeNull();
  });

  it("ClaimCodeIndex maps a code to its claim until expiry", async () => {
    const state = fakeStorage();
    const index = codeIndexCore(state.storage);
    expect(await index.reserve("clm_1", T0 + CLAIM_TTL_MS, T0)).toBe(true);
    expect(state.alarm()).toBe(T0 + CLAIM_TTL_MS);
    expect(await index.lookup(T0 + 1)).toBe("clm_1");
    expect(await index.reserve("clm_2", T0 + CLAIM_TTL_MS, T0 + 1)).toBe(false);
    expect(await index.lookup(T0 + CLAIM_TTL_MS)).toBeNull();
  });

  it("ClaimAttemptLimiter locks after five charges and schedules forgetting", async () => {
    const state = fakeStorage();
    const limiter = attemptLimiterCore(state.storage);
    for (let i = 0; i < 5; i++) expect((await limiter.charge(T0)).allowed).toBe(true);
    expect(await limiter.charge(T0)).toEqual({ allowed: false, retry_after_s: 60 });
    expect(state.alarm()).toBe(T0 + 60_000 + 15 * 60_000);
  });
});

describe("claim shards: many codes and client keys in one object", () => {
  it("keeps two codes of one shard apart and frees each at its own expiry", async () => {
    const shard = fakeShardStorage();
    const index = codeShardCore(shard.storage);
    expect(await index.reserve("BCDF-GHJK", "clm_1", T0 + 1_000, T0)).toBe(true);
    expect(await index.reserve("LMNP-QRST", "clm_2", T0 + 2_000, T0)).toBe(true);
    expect(await index.reserve("BCDF-GHJK", "clm_3", T0 + 3_000, T0 + 1)).toBe(false);
    expect(await index.lookup("BCDF-GHJK", T0 + 1)).toBe("clm_1");
    expect(await index.lookup("LMNP-QRST", T0 + 1)).toBe("clm_2");
    expect(await index.lookup("VWXZ-BCDF", T0 + 1)).toBeNull();
    expect(shard.alarm()).toBe(T0 + 1_000);

    const hashedFirst = await sha256Hex("BCDF-GHJK");
    expect(Object.keys(shard.dump()).some((k) => k.includes(hashedFirst))).toBe(true);
    await index.alarm(T0 + 1_000);
    expect(await index.lookup("LMNP-QRST", T0 + 1_000)).toBe("clm_2");
    expect(Object.keys(shard.dump()).some((k) => k.includes(hashedFirst))).toBe(false);
    expect(JSON.stringify(shard.dump())).not.toContain("LMNP-QRST");
    expect(shard.alarm()).toBe(T0 + 2_000);
    expect(await index.reserve("BCDF-GHJK", "clm_3", T0 + 5_000, T0 + 1_000)).toBe(true);

    await index.alarm(T0 + 5_000);
    expect(shard.dump()).toEqual({});
  });

  it("locks one client key after five charges without locking another of the same shard, and forgets it", async () => {
    const shard = fakeShardStorage();
    const limiter = attemptShardCore(shard.storage);
    for (let i = 0; i < 5; i++) expect((await limiter.charge("ip:203.0.113.7", T0)).allowed).toBe(true);
    expect(await limiter.charge("ip:203.0.113.7", T0)).toEqual({ allowed: false, retry_after_s: 60 });
    expect((await limiter.charge("sub:dev|2", T0)).allowed).toBe(true);
    expect(await limiter.charge("ip:203.0.113.7", T0 + 30_000)).toEqual({ allowed: false, retry_after_s: 30 });
    const forget = T0 + 60_000 + 15 * 60_000;
    expect(shard.alarm()).toBe(T0 + 15 * 60_000);
    await limiter.alarm(T0 + 15 * 60_000);
    expect(Object.keys(shard.dump()).some((k) => k.includes(encodeURIComponent("sub:dev|2")))).toBe(false);
    expect(shard.alarm()).toBe(forget);
    await limiter.alarm(forget);
    expect(shard.dump()).toEqual({});
    expect((await limiter.charge("ip:203.0.113.7", forget)).allowed).toBe(true);
  });
});
