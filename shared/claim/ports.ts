/**
 * What the claim flow needs from the outside, keyed the way the platform worker sees it. The
 * Durable Object adapters live in durable-objects/claim.ts; the in-memory ones here serve tests.
 */
import { createAttemptCounter, type AttemptCounter } from "./attempt-counter";
import type { AttemptDecision } from "./attempt-limiter";
import { createClaimMachine, type ClaimMachine, type ClaimMachineOptions } from "./claim-machine";
import { createCodeSlot, type CodeSlot } from "./code-slot";
import { MemoryStorage } from "../durable-storage";

/** `user_code` → `claim_id`. */
export interface ClaimDirectory {
  reserve(userCode: string, claimId: string, expiresAt: number): Promise<boolean>;
  lookup(userCode: string): Promise<string | null>;
}

/** Brute-force brake on user-code entry, per client key. */
export interface AttemptLimiter {
  charge(clientKey: string): Promise<AttemptDecision>;
  refund(clientKey: string): Promise<void>;
}

/** The claim with a given id (one Durable Object each in production). */
export type ClaimRegistry = (claimId: string) => Pick<ClaimMachine, "create" | "poll" | "approve" | "deny" | "get">;

function memo<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}

export function memoryClaimDirectory(options: { now?: () => number } = {}): ClaimDirectory {
  const slot = memo<CodeSlot>(() => createCodeSlot(new MemoryStorage(), options));
  return {
    reserve: (userCode, claimId, expiresAt) => slot(userCode).reserve(claimId, expiresAt),
    lookup: (userCode) => slot(userCode).lookup(),
  };
}

export function memoryAttemptLimiter(options: { now?: () => number } = {}): AttemptLimiter {
  const counter = memo<AttemptCounter>(() => createAttemptCounter(new MemoryStorage(), options));
  return {
    charge: (clientKey) => counter(clientKey).charge(),
    refund: (clientKey) => counter(clientKey).refund(),
  };
}

export function memoryClaimRegistry(options: ClaimMachineOptions = {}): ClaimRegistry {
  return memo<ClaimMachine>(() => createClaimMachine(new MemoryStorage(), options));
}
