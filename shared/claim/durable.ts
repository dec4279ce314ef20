/**
 * The behaviour of the claim Durable Objects, apart from the `DurableObject` base class (which
 * only accepts a real `DurableObjectState`), so unit tests can run it on `MemoryStorage`.
 * durable-objects/claim.ts forwards each method here and nothing else.
 */
import { sha256Hex } from "../auth/keys";
import { createAttemptCounter } from "./attempt-counter";
import type { AttemptDecision } from "./attempt-limiter";
import { createClaimMachine, type CreateClaimInput, type CreatedClaim } from "./claim-machine";
import { createCodeSlot } from "./code-slot";
import type { ClaimView } from "./record";
import type { Approval, DecisionOutcome, PollOutcome } from "./state";
import { createSerial, type Serial } from "../serial";
import { type AlarmStorage, keyView, type ShardStorage, wakeDueKeys } from "../durable-storage";

/** Re-arms the alarm for `next`, or drops everything once there is nothing left to keep. */
async function rearm(storage: AlarmStorage, next: number | null): Promise<void> {
  if (next === null) await storage.deleteAll();
  else await storage.setAlarm(next);
}

export function claimObjectCore(storage: AlarmStorage, serial?: Serial) {
  const claim = createClaimMachine(storage, { serial });
  return {
    async create(input: CreateClaimInput, nowMs?: number): Promise<CreatedClaim> {
      const created = await claim.create(input, nowMs);
      // Wakes at expiry to wipe an undelivered key, then once more to delete the record.
      await storage.setAlarm(created.claim.expires_at);
      return created;
    },
    poll: (deviceCode: string, nowMs?: number): Promise<PollOutcome> => claim.poll(deviceCode, nowMs),
    approve: (approval: Approval, nowMs?: number): Promise<DecisionOutcome> => claim.approve(approval, nowMs),
    deny: (decidedBy: string, nowMs?: number): Promise<DecisionOutcome> => claim.deny(decidedBy, nowMs),
    get: (nowMs?: number): Promise<ClaimView | null> => claim.get(nowMs),
    alarm: async (nowMs?: number): Promise<void> => rearm(storage, await claim.sweep(nowMs)),
  };
}

/**
 * The claims of one shard (durable-objects/claim.ts `ClaimObject`, one of `QUOTA_SHARDS` objects
 * chosen by the claim id): each claim keeps its own record and expiry under its key. Every claim's
 * read-modify-write runs in the shard's one queue, so "of ten polls racing after approval exactly
 * one gets the key" holds as it did with one object per claim.
 */
export function claimShardCore(storage: ShardStorage) {
  const serial = createSerial();
  const claim = (claimId: string) => claimObjectCore(keyView(storage, claimId), serial);
  return {
    create: (input: CreateClaimInput, nowMs?: number): Promise<CreatedClaim> => claim(input.claim_id).create(input, nowMs),
    poll: (claimId: string, deviceCode: string, nowMs?: number): Promise<PollOutcome> => claim(claimId).poll(deviceCode, nowMs),
    approve: (claimId: string, approval: Approval, nowMs?: number): Promise<DecisionOutcome> => claim(claimId).approve(approval, nowMs),
    deny: (claimId: string, decidedBy: string, nowMs?: number): Promise<DecisionOutcome> => claim(claimId).deny(decidedBy, nowMs),
    get: (claimId: string, nowMs?: number): Promise<ClaimView | null> => claim(claimId).get(nowMs),
    alarm: (nowMs?: number): Promise<void> => wakeDueKeys(storage, (claimId, now) => claim(claimId).alarm(now), nowMs),
  };
}

/**
 * `user_code` → `claim_id` for every code of one shard (durable-objects/claim.ts `ClaimCodeIndex`,
 * one of `QUOTA_SHARDS` objects chosen by the code): each code keeps its own slot and expiry.
 * A code is stored under its SHA-256, so a lookup never compares the typed code with stored ones
 * (no prefix comparison whose time could tell how much of a guess was right).
 */
export function codeShardCore(storage: ShardStorage) {
  const slot = (hashed: string) => codeIndexCore(keyView(storage, hashed));
  const code = async (userCode: string) => slot(await sha256Hex(userCode));
  return {
    reserve: async (userCode: string, claimId: string, expiresAt: number, nowMs?: number): Promise<boolean> => (await code(userCode)).reserve(claimId, expiresAt, nowMs),
    lookup: async (userCode: string, nowMs?: number): Promise<string | null> => (await code(userCode)).lookup(nowMs),
    alarm: (nowMs?: number): Promise<void> => wakeDueKeys(storage, (hashed, now) => slot(hashed).alarm(now), nowMs),
  };
}

/**
 * Code-entry attempts of every client key of one shard (durable-objects/claim.ts
 * `ClaimAttemptLimiter`): each key keeps its own counter, lockout and forgetting time.
 */
export function attemptShardCore(storage: ShardStorage) {
  const client = (clientKey: string) => attemptLimiterCore(keyView(storage, clientKey));
  return {
    charge: (clientKey: string, nowMs?: number): Promise<AttemptDecision> => client(clientKey).charge(nowMs),
    refund: (clientKey: string, nowMs?: number): Promise<void> => client(clientKey).refund(nowMs),
    alarm: (nowMs?: number): Promise<void> => wakeDueKeys(storage, (clientKey, now) => client(clientKey).alarm(now), nowMs),
  };
}

export function codeIndexCore(storage: AlarmStorage) {
  const slot = createCodeSlot(storage);
  return {
    async reserve(claimId: string, expiresAt: number, nowMs?: number): Promise<boolean> {
      const reserved = await slot.reserve(claimId, expiresAt, nowMs);
      if (reserved) await storage.setAlarm(expiresAt);
      return reserved;
    },
    lookup: (nowMs?: number): Promise<string | null> => slot.lookup(nowMs),
    alarm: async (nowMs?: number): Promise<void> => rearm(storage, await slot.sweep(nowMs)),
  };
}

export function attemptLimiterCore(storage: AlarmStorage) {
  const attempts = createAttemptCounter(storage);
  const scheduleForget = async (nowMs?: number) => {
    const next = await attempts.sweep(nowMs);
    if (next === null) await storage.deleteAlarm();
    else await storage.setAlarm(next);
  };
  return {
    async charge(nowMs?: number): Promise<AttemptDecision> {
      const decision = await attempts.charge(nowMs);
      // A refused attempt changes nothing, so the alarm armed by the last charge still stands;
      // skipping it keeps a locked client's flood cheap.
      if (decision.allowed) await scheduleForget(nowMs);
      return decision;
    },
    async refund(nowMs?: number): Promise<void> {
      await attempts.refund(nowMs);
      await scheduleForget(nowMs);
    },
    alarm: async (nowMs?: number): Promise<void> => rearm(storage, await attempts.sweep(nowMs)),
  };
}
