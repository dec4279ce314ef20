/**
 * Durable Objects of the agent key claim; behaviour lives in shared/claim/durable.ts.
 * - `ClaimObject`, one per claim (`idFromName(claim_id)`): the record and its state machine. Calls
 *   are serialized, so of ten polls racing after approval exactly one gets the key.
 * - `ClaimCodeIndex`, one per user code (`idFromName(user_code)`): `user_code` → `claim_id`.
 * - `ClaimAttemptLimiter`, one per client key (`idFromName("sub:…" | "ip:…")`): brute-force brake.
 * Methods take an optional `nowMs` so harness tests can move time; production omits it.
 * The `*Adapter` functions turn the namespaces into the ports of shared/claim/ports.ts.
 */
import { DurableObject } from "cloudflare:workers";
import type { AttemptDecision } from "@shared/claim/attempt-limiter";
import type { CreateClaimInput, CreatedClaim } from "@shared/claim/claim-machine";
import { attemptLimiterCore, claimObjectCore, codeIndexCore } from "@shared/claim/durable";
import type { AttemptLimiter, ClaimDirectory, ClaimRegistry } from "@shared/claim/ports";
import type { ClaimView } from "@shared/claim/record";
import type { Approval, DecisionOutcome, PollOutcome } from "@shared/claim/state";

export class ClaimObject extends DurableObject<unknown> {
  readonly #core = claimObjectCore(this.ctx.storage);

  create(input: CreateClaimInput, nowMs?: number): Promise<CreatedClaim> {
    return this.#core.create(input, nowMs);
  }
  poll(deviceCode: string, nowMs?: number): Promise<PollOutcome> {
    return this.#core.poll(deviceCode, nowMs);
  }
  approve(approval: Approval, nowMs?: number): Promise<DecisionOutcome> {
    return this.#core.approve(approval, nowMs);
  }
  deny(decidedBy: string, nowMs?: number): Promise<DecisionOutcome> {
    return this.#core.deny(decidedBy, nowMs);
  }
  get(nowMs?: number): Promise<ClaimView | null> {
    return this.#core.get(nowMs);
  }
  override alarm(): Promise<void> {
    return this.#core.alarm();
  }
}

export class ClaimCodeIndex extends DurableObject<unknown> {
  readonly #core = codeIndexCore(this.ctx.storage);

  reserve(claimId: string, expiresAt: number, nowMs?: number): Promise<boolean> {
    return this.#core.reserve(claimId, expiresAt, nowMs);
  }
  lookup(nowMs?: number): Promise<string | null> {
    return this.#core.lookup(nowMs);
  }
  override alarm(): Promise<void> {
    return this.#core.alarm();
  }
}

export class ClaimAttemptLimiter extends DurableObject<unknown> {
  readonly #core = attemptLimiterCore(this.ctx.storage);

  charge(nowMs?: number): Promise<AttemptDecision> {
    return this.#core.charge(nowMs);
  }
  refund(nowMs?: number): Promise<void> {
    return this.#core.refund(nowMs);
  }
  override alarm(): Promise<void> {
    return this.#core.alarm();
  }
}

/** Optional fixed clock for harness runs; production passes nothing and each object uses its own. */
type Clock = (() => number) | undefined;

export function claimRegistryAdapter(ns: DurableObjectNamespace<ClaimObject>, now?: Clock): ClaimRegistry {
  return (claimId) => {
    const stub = ns.getByName(claimId);
    return {
      create: (input, at) => stub.create(input, at ?? now?.()),
      poll: (deviceCode, at) => stub.poll(deviceCode, at ?? now?.()),
      approve: (approval, at) => stub.approve(approval, at ?? now?.()),
      deny: (decidedBy, at) => stub.deny(decidedBy, at ?? now?.()),
      get: (at) => stub.get(at ?? now?.()),
    };
  };
}

export function claimDirectoryAdapter(ns: DurableObjectNamespace<ClaimCodeIndex>, now?: Clock): ClaimDirectory {
  return {
    reserve: (userCode, claimId, expiresAt) => ns.getByName(userCode).reserve(claimId, expiresAt, now?.()),
    lookup: (userCode) => ns.getByName(userCode).lookup(now?.()),
  };
}

export function attemptLimiterAdapter(ns: DurableObjectNamespace<ClaimAttemptLimiter>, now?: Clock): AttemptLimiter {
  return {
    charge: (clientKey) => ns.getByName(clientKey).charge(now?.()),
    refund: (clientKey) => ns.getByName(clientKey).refund(now?.()),
  };
}
