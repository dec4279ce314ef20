/**
 * The behaviour of the claim Durable Objects, apart from the `DurableObject` base class (which
 * only accepts a real `DurableObjectState`), so unit tests can run it on `MemoryStorage`.
 * durable-objects/claim.ts forwards each method here and nothing else.
 */
import { createAttemptCounter } from "./attempt-counter";
import type { AttemptDecision } from "./attempt-limiter";
import { createClaimMachine, type CreateClaimInput, type CreatedClaim } from "./claim-machine";
import { createCodeSlot } from "./code-slot";
import type { ClaimView } from "./record";
import type { Approval, DecisionOutcome, PollOutcome } from "./state";
import type { KeyValueStorage } from "./storage";

/** Durable Object storage as these objects use it: key-value plus one alarm. */
export interface AlarmStorage extends KeyValueStorage {
  setAlarm(scheduledTime: number): Promise<void>;
  deleteAlarm(): Promise<void>;
  deleteAll(): Promise<void>;
}

/** Re-arms the alarm for `next`, or drops everything once there is nothing left to keep. */
async function rearm(storage: AlarmStorage, next: number | null): Promise<void> {
  if (next === null) await storage.deleteAll();
  else await storage.setAlarm(next);
}

export function claimObjectCore(storage: AlarmStorage) {
  const claim = createClaimMachine(storage);
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
