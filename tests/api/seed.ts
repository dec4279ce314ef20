/** Creates organizations, workspaces and keys straight in D1, as the claim flow would. */
import { env } from "cloudflare:test";
import { generateApiKey, keyPrefix, sha256Hex } from "@shared/auth/keys";

export interface SeededKey {
  key: string;
  keyId: string;
  workspaceId: string;
  orgId: string;
}

export async function seedOrg(name = "org"): Promise<string> {
  const orgId = `org_${crypto.randomUUID()}`;
  await env.DB.prepare("INSERT INTO organizations (id, name) VALUES (?1, ?2)").bind(orgId, name).run();
  return orgId;
}

export async function seedKey(o: { orgId?: string; scopes?: string; plan?: string; creditsMicro?: number; status?: "active" | "revoked" } = {}): Promise<SeededKey> {
  const orgId = o.orgId ?? (await seedOrg());
  const workspaceId = `ws_${crypto.randomUUID()}`;
  const keyId = `key_${crypto.randomUUID()}`;
  const key = generateApiKey("test");
  await env.DB.batch([
    env.DB.prepare("INSERT INTO workspaces (id, org_id, name, plan, free_credits_micro) VALUES (?1, ?2, 'ws', ?3, ?4)").bind(
      workspaceId, orgId, o.plan ?? "free", o.creditsMicro ?? 500_000,
    ),
    env.DB.prepare("INSERT INTO api_keys (id, workspace_id, org_id, key_hash, key_prefix, scopes, status) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)").bind(
      keyId, workspaceId, orgId, await sha256Hex(key), keyPrefix(key), o.scopes ?? "read:social_public", o.status ?? "active",
    ),
  ]);
  return { key, keyId, workspaceId, orgId };
}

export const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
