/**
 * The key-claim state machine of docs/contract.md#claim as pure functions:
 * each takes the stored record and `now` (epoch ms) and returns the next record plus what happened.
 * Nothing here reads a clock, storage or the network; `claim-machine.ts` does that around it.
 *
 * pending ──approve (no active key)──▶ approved ──first poll──▶ delivered (409 from then on)
 * pending ──approve (active key)─────▶ delivered, key_state "existing_key" (nothing rotated)
 * pending ──deny──▶ denied            pending|approved ──now ≥ expires_at──▶ expired
 */
import { constantTimeEqual } from "./codes";
import {
  CLAIM_TTL_MS,
  INITIAL_POLL_INTERVAL_S,
  MAX_POLL_INTERVAL_S,
  POLL_JITTER_MS,
  SLOW_DOWN_STEP_S,
  type ClaimRecord,
  type ExistingKey,
  type KeyHandoff,
} from "./record";

export interface OpenClaimInput {
  claim_id: string;
  user_code: string;
  device_code_hash: string;
  agent_name?: string | null;
  agent_platform?: string | null;
}

/** The record of a claim created at `now`: pending, valid 900 s, interval 3 s. */
export function openClaim(input: OpenClaimInput, now: number): ClaimRecord {
  return {
    claim_id: input.claim_id,
    device_code_hash: input.device_code_hash,
    user_code: input.user_code,
    agent_name: input.agent_name ?? null,
    agent_platform: input.agent_platform ?? null,
    created_at: now,
    expires_at: now + CLAIM_TTL_MS,
    interval: INITIAL_POLL_INTERVAL_S,
    last_poll_at: null,
    status: "pending",
    workspace_id: null,
    decided_by: null,
    decided_at: null,
    key_state: null,
    handoff: null,
    existing_key: null,
  };
}

/**
 * Applies the passage of time: a claim still pending or approved at `expires_at` is expired, and
 * an undelivered plaintext key is wiped. Returns the same object when nothing changes.
 */
export function settle(record: ClaimRecord, now: number): ClaimRecord {
  if ((record.status === "pending" || record.status === "approved") && now >= record.expires_at) {
    return { ...record, status: "expired", handoff: null };
  }
  return record;
}

export type PollOutcome =
  | { kind: "invalid_claim" }
  | { kind: "authorization_pending"; interval: number }
  | { kind: "slow_down"; interval: number }
  | { kind: "created"; key: KeyHandoff }
  | { kind: "existing_key"; existing_key: ExistingKey }
  | { kind: "denied" }
  | { kind: "expired" };

export interface PollOptions {
  /** Answer `slow_down` to a pending claim polled faster than its interval (default true). */
  enforceInterval?: boolean;
}

export interface Transition<T> {
  /** The record to store; the very same object when nothing changed (no write needed). */
  record: ClaimRecord | null;
  outcome: T;
}

/**
 * One token poll. `presentedHash` is `hashSecret(device_code)` of what the agent sent; an unknown
 * claim and a wrong device code are indistinguishable (`invalid_claim`) and change nothing.
 * Only a pending claim is ever slowed down: a poll that would deliver or report a final state is
 * answered for what it is, however early it comes.
 */
export function pollClaim(
  record: ClaimRecord | null,
  presentedHash: string,
  now: number,
  options: PollOptions = {},
): Transition<PollOutcome> {
  if (!record || !constantTimeEqual(record.device_code_hash, presentedHash)) {
    return { record, outcome: { kind: "invalid_claim" } };
  }
  const current = settle(record, now);
  switch (current.status) {
    case "expired":
      return { record: current, outcome: { kind: "expired" } };
    case "denied":
      return { record: current, outcome: { kind: "denied" } };
    case "delivered":
      return { record: current, outcome: existingKeyOutcome(current) };
    case "approved": {
      if (!current.handoff) return { record: current, outcome: existingKeyOutcome(current) };
      const { api_key: _plaintext, ...existing } = current.handoff;
      const delivered: ClaimRecord = {
        ...current,
        status: "delivered",
        handoff: null,
        existing_key: existing,
        last_poll_at: now,
      };
      return { record: delivered, outcome: { kind: "created", key: current.handoff } };
    }
    case "pending": {
      const early =
        options.enforceInterval !== false &&
        current.last_poll_at !== null &&
        now - current.last_poll_at < current.interval * 1000 - POLL_JITTER_MS;
      if (early) {
        const interval = Math.min(current.interval + SLOW_DOWN_STEP_S, MAX_POLL_INTERVAL_S);
        return {
          record: { ...current, interval, last_poll_at: now },
          outcome: { kind: "slow_down", interval },
        };
      }
      return {
        record: { ...current, last_poll_at: now },
        outcome: { kind: "authorization_pending", interval: current.interval },
      };
    }
  }
}

function existingKeyOutcome(record: ClaimRecord): PollOutcome {
  // A delivered record always carries existing_key; an empty one would be a storage fault.
  if (!record.existing_key) return { kind: "expired" };
  return { kind: "existing_key", existing_key: record.existing_key };
}

/** The key the approver settled on: a fresh one (with its plaintext) or the workspace's active one. */
export type ApprovedKey =
  | { kind: "created"; api_key: string; key_id: string; key_prefix: string; created_at: string }
  | { kind: "existing"; key_id: string; key_prefix: string; created_at: string };

export interface Approval {
  workspace_id: string;
  /** Subject of the signed-in human. */
  decided_by: string;
  key: ApprovedKey;
}

export type DecisionOutcome =
  | { ok: true }
  | { ok: false; reason: "not_found" | "expired" | "not_pending" };

/**
 * The human approved the claim. With a fresh key the claim becomes `approved` and the next poll
 * delivers it once; with the workspace's existing key it becomes `delivered` at once, so polls
 * answer 409 `existing_key` and nothing is rotated.
 */
export function approveClaim(
  record: ClaimRecord | null,
  approval: Approval,
  now: number,
): Transition<DecisionOutcome> {
  const refused = refuseDecision(record, now);
  if (refused) return refused;
  const current = record!;
  const { key } = approval;
  const existing: ExistingKey = {
    key_id: key.key_id,
    key_prefix: key.key_prefix,
    workspace_id: approval.workspace_id,
    created_at: key.created_at,
  };
  const decided = {
    ...current,
    workspace_id: approval.workspace_id,
    decided_by: approval.decided_by,
    decided_at: now,
  };
  const next: ClaimRecord =
    key.kind === "created"
      ? { ...decided, status: "approved", key_state: "created", handoff: { ...existing, api_key: key.api_key } }
      : { ...decided, status: "delivered", key_state: "existing_key", existing_key: existing };
  return { record: next, outcome: { ok: true } };
}

/** The human refused the claim; the agent learns it on its next poll. */
export function denyClaim(
  record: ClaimRecord | null,
  decidedBy: string,
  now: number,
): Transition<DecisionOutcome> {
  const refused = refuseDecision(record, now);
  if (refused) return refused;
  return {
    record: { ...record!, status: "denied", decided_by: decidedBy, decided_at: now },
    outcome: { ok: true },
  };
}

function refuseDecision(record: ClaimRecord | null, now: number): Transition<DecisionOutcome> | null {
  if (!record) return { record, outcome: { ok: false, reason: "not_found" } };
  const current = settle(record, now);
  if (current.status === "expired") return { record: current, outcome: { ok: false, reason: "expired" } };
  if (current.status !== "pending") return { record: current, outcome: { ok: false, reason: "not_pending" } };
  return null;
}
