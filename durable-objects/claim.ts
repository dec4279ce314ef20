/**
 * Durable Objects of the agent key claim; behaviour lives in shared/claim/durable.ts.
 * - `ClaimObject`: each claim's record and state machine, keyed by `claim_id`. Every claim's
 *   read-modify-write runs in its object's one queue, so of ten polls racing after approval
 *   exactly one gets the key.
 * - `ClaimCodeIndex`: `user_code` → `claim_id`, and `ClaimAttemptLimiter`: the brute-force brake
 *   per client key (`"sub:…" | "ip:…"`). All three are sharded like the quota buckets: a claim's,
 *   a code's or a key's entries live in one of `QUOTA_SHARDS` objects (`shardObject`), each with its own
 *   entries and wake-up time inside, so the objects stay a fixed set however many claims and
 *   clients come (docs/claim-flow.md#shards). An object is single-threaded, so each stays exact.
 * Methods take an optional `nowMs` so harness tests can move time; production omits it.
 * The `*Adapter` functions turn the namespaces into the ports of shared/claim/ports.ts.
 */
import { DurableObject } from "cloudflare:workers";
import type { AttemptDecision } from "@shared/claim/attempt-limiter";
import type { CreateClaimInput, CreatedClaim } from "@shared/claim/claim-machine";
import { attemptShardCore, claimShardCore, codeShardCore } from "@shared/claim/durable";
import type { AttemptLimiter, ClaimDirectory, ClaimRegistry } from "@shared/claim/ports";
import type { ClaimView } from "@shared/claim/record";
import type { Approval, DecisionOutcome, PollOutcome } from "@shared/claim/state";
import { shardObject } from "@shared/quota";

export class ClaimObject extends DurableObject<unknown> {
  readonly #core = claimShardCore(this.ctx.storage);

  create(input: CreateClaimInput, nowMs?: number): Promise<CreatedClaim> {
    return this.#core.create(input, nowMs);
  }
  poll(claimId: string, deviceCode: string, nowMs?: number): Promise<PollOutcome> {
    return this.#core.poll(claimId, deviceCode, nowMs);
  }
  approve(claimId: string, approval: Approval, nowMs?: number): Promise<DecisionOutcome> {
    return this.#core.approve(claimId, approval, nowMs);
  }
  deny(claimId: string, decidedBy: string, nowMs?: number): Promise<DecisionOutcome> {
    return this.#core.deny(claimId, decidedBy, nowMs);
  }
  get(claimId: string, nowMs?: number): Promise<ClaimView | null> {
    return this.#core.get(claimId, nowMs);
  }
  override alarm(): Promise<void> {
    return this.#core.alarm();
  }
}

export class ClaimCodeIndex extends DurableObject<unknown> {
  readonly #core = codeShardCore(this.ctx.storage);

  reserve(userCode: string, claimId: string, expiresAt: number, nowMs?: number): Promise<boolean> {
    return this.#core.reserve(userCode, claimId, expiresAt, nowMs);
  }
  lookup(userCode: string, nowMs?: number): Promise<string | null> {
    return this.#core.lookup(userCode, nowMs);
  }
  override alarm(): Promise<void> {
    return this.#core.alarm();
  }
}

export class ClaimAttemptLimiter extends DurableObject<unknown> {
  readonly #core = attemptShardCore(this.ctx.storage);

  charge(clientKey: string, nowMs?: number): Promise<AttemptDecision> {
    return this.#core.charge(clientKey, nowMs);
  }
  refund(clientKey: string, nowMs?: number): Promise<void> {
    return this.#core.refund(clientKey, nowMs);
  }
  override alarm(): Promise<void> {
    return this.#core.alarm();
  }
}

/** Optional fixed clock for harness runs; production passes nothing and each object uses its own. */
type Clock = (() => number) | undefined;

export function claimRegistryAdapter(ns: DurableObjectNamespace<ClaimObject>, now?: Clock): ClaimRegistry {
  return (claimId) => {
    const stub = claimShard(ns, claimId);
    return {
      create: (input, at) => stub.create(input, at ?? now?.()),
      poll: (deviceCode, at) => stub.poll(claimId, deviceCode, at ?? now?.()),
      approve: (approval, at) => stub.approve(claimId, approval, at ?? now?.()),
      deny: (decidedBy, at) => stub.deny(claimId, decidedBy, at ?? now?.()),
      get: (at) => stub.get(claimId, at ?? now?.()),
    };
  };
}

/** The object holding `claimId`'s record: one of a fixed set, named like the quota shards. */
export const claimShard = (ns: DurableObjectNamespace<ClaimObject>, claimId: string) => shardObject(ns, `claim:${claimId}`);
/** The object holding `userCode`'s entry: one of a fixed set, named like the quota shards. */
export const codeShard = (ns: DurableObjectNamespace<ClaimCodeIndex>, userCode: string) => shardObject(ns, `code:${userCode}`);
/** The object holding `clientKey`'s attempts. */
export const attemptShard = (ns: DurableObjectNamespace<ClaimAttemptLimiter>, clientKey: string) => shardObject(ns, `attempts:${clientKey}`);

export function claimDirectoryAdapter(ns: DurableObjectNamespace<ClaimCodeIndex>, now?: Clock): ClaimDirectory {
  return {
    reserve: (userCode, claimId, expiresAt) => codeShard(ns, userCode).reserve(userCode, claimId, expiresAt, now?.()),
    lookup: (userCode) => codeShard(ns, userCode).lookup(userCode, now?.()),
  };
}

export function attemptLimiterAdapter(ns: DurableObjectNamespace<ClaimAttemptLimiter>, now?: Clock): AttemptLimiter {
  return {
    charge: (clientKey) => attemptShard(ns, clientKey).charge(clientKey, now?.()),
    refund: (clientKey) => attemptShard(ns, clientKey).refund(clientKey, now?.()),
  };
}
