/** D1 key issuance: one active key per workspace under races, the free grant once, rotation in one batch. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "@shared/auth/keys";
import { signInAccount } from "../../workers/platform/src/accounts";
import { activeKey, issueKey } from "../../workers/platform/src/keys.store";

async function newOwner() {
  const account = await signInAccount(env.DB, { issuer: "https://issuer.test", subject: crypto.randomUUID(), email: null });
  return { workspace_id: account.workspace_id, org_id: account.org_id };
}

const freeCredits = async (workspaceId: string) =>
  (await env.DB.prepare("SELECT free_credits_micro AS f FROM workspaces WHERE id = ?1").bind(workspaceId).first<{ f: number }>())!.f;

describe("issueKey", () => {
  it("lets exactly one of five racing first issues create a key, and grants 500 credits once", async () => {
    const owner = await newOwner();
    const results = await Promise.all(Array.from({ length: 5 }, () => issueKey(env.DB, owner, "test", { replace: false })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await freeCredits(owner.workspace_id)).toBe(500_000);
  });

  it("rotates in one batch: the old key is revoked, the new one active, no second grant", async () => {
    const owner = await newOwner();
    const first = (await issueKey(env.DB, owner, "live", { replace: false }))!;
    expect(first.api_key).toMatch(/^svc_live_[0-9a-f]{64}$/);
    const second = (await issueKey(env.DB, owner, "live", { replace: true }))!;
    const rows = await env.DB.prepare("SELECT id, status, revoked_at, key_hash FROM api_keys WHERE workspace_id = ?1 ORDER BY status DESC")
      .bind(owner.workspace_id)
      .all<{ id: string; status: string; revoked_at: string | null; key_hash: string }>();
    expect(rows.results.map((r) => [r.id, r.status])).toEqual([
      [first.key_id, "revoked"],
      [second.key_id, "active"],
    ]);
    expect(rows.results[1]!.key_hash).toBe(await sha256Hex(second.api_key));
    expect((await activeKey(env.DB, owner.workspace_id))!.key_id).toBe(second.key_id);
    expect(await freeCredits(owner.workspace_id)).toBe(500_000);
  });

  it("is refused by the partial unique index itself if a second active key is forced in", async () => {
    const owner = await newOwner();
    await issueKey(env.DB, owner, "test", { replace: false });
    await expect(
      env.DB.prepare("INSERT INTO api_keys (id, workspace_id, org_id, key_hash, key_prefix) VALUES ('k_forced', ?1, ?2, 'h_forced', 'p')")
        .bind(owner.workspace_id, owner.org_id)
        .run(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
  });
});

describe("signInAccount", () => {
  it("creates an organization, user and workspace on the first sign-in and finds them afterwards", async () => {
    const identity = { issuer: "https://issuer.test", subject: crypto.randomUUID(), email: "a@example.com" };
    const [a, b] = await Promise.all([signInAccount(env.DB, identity), signInAccount(env.DB, identity)]);
    expect(b).toEqual(a);
    expect(await signInAccount(env.DB, identity)).toEqual(a);
  });
});
