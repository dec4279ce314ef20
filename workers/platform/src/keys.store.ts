/**
 * Workspace keys in D1 (the table the api's front door reads). A key is stored only as its
 * SHA-256; the plaintext exists in the return value of `issueKey` and nowhere else here.
 *
 * One active key per workspace is the partial unique index `api_keys_one_active_per_workspace`;
 * `issueKey` also checks it inside its batch, so two racing approvals end with one key created
 * and the other told about it, never with two keys or an error.
 *
 * The free grant (docs/contract.md#credits: 500 credits with the first long-lived key) rides in the same
 * batch as the key: a ledger row with once_key "free_grant" (unique per workspace), and the
 * credit update only when that very row was inserted, so it happens exactly once per workspace.
 */
import { generateApiKey, keyPrefix, SCOPE_SOCIAL, sha256Hex, type KeyEnvironment } from "@shared/auth/keys";
import { type CreditNamespace, grantFreeCredits, revokeKeysInAccount } from "@shared/billing";
import { FREE_CREDITS, MICRO_PER_CREDIT } from "@shared/pricing";

export const FREE_GRANT_MICRO = FREE_CREDITS * MICRO_PER_CREDIT;
export const FREE_GRANT_ONCE_KEY = "free_grant";

/** What may be shown of a key after its creation (the `existing_key` object). */
export interface KeyRecord {
  key_id: string;
  key_prefix: string;
  workspace_id: string;
  created_at: string;
}

export interface IssuedKey extends KeyRecord {
  api_key: string;
}

export interface KeyOwner {
  workspace_id: string;
  org_id: string;
}

const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;

export async function activeKey(db: D1Database, workspaceId: string): Promise<KeyRecord | null> {
  return db
    .prepare(
      `SELECT id AS key_id, key_prefix, workspace_id, created_at FROM api_keys
        WHERE workspace_id = ?1 AND status = 'active' LIMIT 1`,
    )
    .bind(workspaceId)
    .first<KeyRecord>();
}

/**
 * Creates a key for the workspace. With `replace`, the active key (if any) is revoked in the same
 * batch (rotation); without it, null means the workspace already has an active key.
 */
export async function issueKey(
  db: D1Database,
  owner: KeyOwner,
  environment: KeyEnvironment,
  options: { replace: boolean; nowMs?: number; credits?: CreditNamespace },
): Promise<IssuedKey | null> {
  const apiKey = generateApiKey(environment);
  const key: IssuedKey = {
    api_key: apiKey,
    key_id: newId("key"),
    key_prefix: keyPrefix(apiKey),
    workspace_id: owner.workspace_id,
    created_at: new Date(options.nowMs ?? Date.now()).toISOString(),
  };
  const ledgerId = newId("led");
  const statements: D1PreparedStatement[] = [];
  if (options.replace) {
    // RETURNING: the keys this rotation revoked, so the account object refuses them at once.
    statements.push(
      db
        .prepare(`UPDATE api_keys SET status = 'revoked', revoked_at = ?2 WHERE workspace_id = ?1 AND status = 'active' RETURNING id`)
        .bind(owner.workspace_id, key.created_at),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO api_keys (id, workspace_id, org_id, key_hash, key_prefix, scopes, status, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, 'active', ?7
          WHERE NOT EXISTS (SELECT 1 FROM api_keys WHERE workspace_id = ?2 AND status = 'active')`,
      )
      .bind(key.key_id, owner.workspace_id, owner.org_id, await sha256Hex(apiKey), key.key_prefix, SCOPE_SOCIAL, key.created_at),
    db
      .prepare(
        `INSERT OR IGNORE INTO credit_ledger (id, workspace_id, delta_micro, reason, once_key)
         SELECT ?1, ?2, ?3, 'free_grant', ?4 WHERE EXISTS (SELECT 1 FROM api_keys WHERE id = ?5)`,
      )
      .bind(ledgerId, owner.workspace_id, FREE_GRANT_MICRO, FREE_GRANT_ONCE_KEY, key.key_id),
    db
      .prepare(
        `UPDATE workspaces SET free_credits_micro = free_credits_micro + ?2
          WHERE id = ?1 AND EXISTS (SELECT 1 FROM credit_ledger WHERE id = ?3)`,
      )
      .bind(owner.workspace_id, FREE_GRANT_MICRO, ledgerId),
  );
  let results: D1Result[];
  try {
    results = await db.batch(statements);
  } catch (err) {
    // The index is the last word when another writer slipped in between (the batch rolled back).
    if (!options.replace && String(err).includes("UNIQUE constraint failed: api_keys.workspace_id")) return null;
    throw err;
  }
  const inserted = results[options.replace ? 1 : 0]!.meta.changes === 1;
  const granted = results[options.replace ? 2 : 1]!.meta.changes === 1;
  // The workspace's CreditAccount may have loaded its balance before this grant (docs/payments.md#ledger).
  const accountOwner = { orgId: owner.org_id, workspaceId: owner.workspace_id };
  if (granted && options.credits) await grantFreeCredits(options.credits, accountOwner, FREE_GRANT_MICRO);
  if (options.replace && options.credits) {
    await revokeKeysInAccount(options.credits, accountOwner, (results[0]!.results as { id: string }[]).map((row) => row.id));
  }
  return inserted ? key : null;
}

/** Takes a key out of service (a key created for a claim that could not take it). */
export async function revokeKey(db: D1Database, keyId: string): Promise<void> {
  await db
    .prepare(`UPDATE api_keys SET status = 'revoked', revoked_at = ?2 WHERE id = ?1 AND status = 'active'`)
    .bind(keyId, new Date().toISOString())
    .run();
}
