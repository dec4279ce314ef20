/**
 * What the human's Approve / Deny does. Approval never rotates: with an active key in the
 * workspace the claim is settled on that key (the agent gets 409 `existing_key`); otherwise a key
 * is created (with the free grant, see keys.store.ts) and handed to the claim for one delivery.
 */
import type { KeyEnvironment } from "@shared/auth/keys";
import type { CreditNamespace } from "@shared/billing";
import type { ClaimRegistry } from "@shared/claim/ports";
import type { ApprovedKey, DecisionOutcome } from "@shared/claim/state";
import { activeKey, issueKey, revokeKey, type KeyOwner } from "./keys.store";

export interface DecisionDeps {
  db: D1Database;
  /** The workspaces' credit accounts, told about a first key's free grant. */
  credits?: CreditNamespace;
  claims: ClaimRegistry;
  environment: KeyEnvironment;
}

export type ApprovalResult = DecisionOutcome & { key_state?: "created" | "existing_key" };

async function settleOnKey(db: D1Database, owner: KeyOwner, environment: KeyEnvironment, credits?: CreditNamespace): Promise<ApprovedKey> {
  const existing = await activeKey(db, owner.workspace_id);
  if (existing) return { kind: "existing", ...existing };
  const issued = await issueKey(db, owner, environment, { replace: false, credits });
  if (issued) return { kind: "created", ...issued };
  // Another approval created the workspace's key between our read and our write: use that one.
  const winner = await activeKey(db, owner.workspace_id);
  if (!winner) throw new Error("workspace key neither created nor found");
  return { kind: "existing", ...winner };
}

export async function approve(deps: DecisionDeps, claimId: string, owner: KeyOwner, decidedBy: string): Promise<ApprovalResult> {
  const claim = deps.claims(claimId);
  const view = await claim.get();
  // Nothing is written for a claim that can no longer take a key.
  if (!view) return { ok: false, reason: "not_found" };
  if (view.status === "expired") return { ok: false, reason: "expired" };
  if (view.status !== "pending") return { ok: false, reason: "not_pending" };

  const key = await settleOnKey(deps.db, owner, deps.environment, deps.credits);
  let outcome: DecisionOutcome;
  try {
    outcome = await claim.approve({ workspace_id: owner.workspace_id, decided_by: decidedBy, key });
  } catch (err) {
    if (key.kind === "created") await revokeKey(deps.db, key.key_id).catch(() => undefined);
    throw err;
  }
  // The claim expired or was decided in the meantime: a fresh key nobody will receive is revoked.
  if (!outcome.ok && key.kind === "created") await revokeKey(deps.db, key.key_id);
  return outcome.ok ? { ok: true, key_state: key.kind === "created" ? "created" : "existing_key" } : outcome;
}

export function deny(deps: Pick<DecisionDeps, "claims">, claimId: string, decidedBy: string): Promise<DecisionOutcome> {
  return deps.claims(claimId).deny(decidedBy);
}
