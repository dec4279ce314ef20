/** The stored shape of one key claim and the numbers docs/contract.md#limits fixes for it. */

/** A claim is valid this long after creation (900 s). */
export const CLAIM_TTL_MS = 900_000;
/** Poll interval a new claim announces, in seconds. */
export const INITIAL_POLL_INTERVAL_S = 3;
/** RFC 8628 §3.5: each `slow_down` adds 5 s to the interval; we stop growing it at 60 s. */
export const SLOW_DOWN_STEP_S = 5;
export const MAX_POLL_INTERVAL_S = 60;
/** A poll this much early still counts as on time (timer and network jitter of honest agents). */
export const POLL_JITTER_MS = 500;
/** How long a finished claim is kept (answers 409/410) before its storage is deleted. */
export const CLAIM_RETENTION_MS = 24 * 3_600_000;

export type ClaimStatus = "pending" | "approved" | "delivered" | "denied" | "expired";

/** The `existing_key` object of a 409 `already_delivered` (docs/contract.md#claim). */
export interface ExistingKey {
  key_id: string;
  key_prefix: string;
  workspace_id: string;
  /** ISO 8601 creation time of the key. */
  created_at: string;
}

/** A freshly issued key, held in plaintext only between approval and the first successful poll. */
export interface KeyHandoff extends ExistingKey {
  api_key: string;
}

export interface ClaimRecord {
  claim_id: string;
  /** SHA-256 hex of the `device_code`; the code itself is never stored. */
  device_code_hash: string;
  /** Canonical `XXXX-XXXX`. */
  user_code: string;
  agent_name: string | null;
  agent_platform: string | null;
  /** Epoch milliseconds. */
  created_at: number;
  expires_at: number;
  /** Seconds the agent must wait between polls; grows on `slow_down`. */
  interval: number;
  last_poll_at: number | null;
  status: ClaimStatus;
  workspace_id: string | null;
  /** Who approved or denied (the identity provider's subject), for the audit trail. */
  decided_by: string | null;
  decided_at: number | null;
  /** "created": a new key was issued for this claim; "existing_key": the workspace had one. */
  key_state: "created" | "existing_key" | null;
  /** Plaintext key, present only while status is "approved". */
  handoff: KeyHandoff | null;
  /** What a poll after delivery reports; never key material. */
  existing_key: ExistingKey | null;
}

/** A claim as the approval page may see it: no secrets, no key material. */
export type ClaimView = Omit<ClaimRecord, "device_code_hash" | "handoff">;

export function toClaimView(record: ClaimRecord): ClaimView {
  const { device_code_hash: _hash, handoff: _handoff, ...view } = record;
  return view;
}
