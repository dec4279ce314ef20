/** Resolves a Bearer key to its workspace, organization and scopes (D1, by SHA-256 hash only). */
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { apiKeys, workspaces } from "@shared/db/schema";
import { isWellFormedKey, sha256Hex } from "@shared/auth/keys";
import { ApiError } from "@shared/errors";

export interface AuthContext {
  keyId: string;
  workspaceId: string;
  orgId: string;
  scopes: string[];
  plan: string;
}

const INVALID = "The API key is missing, unknown, malformed, expired or revoked; obtain a new key (see /llms.txt).";

/** Reads the key from `Authorization: Bearer <key>`; malformed → 401 before any store lookup. */
export function bearerKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const key = match?.[1];
  if (!key || !isWellFormedKey(key)) throw new ApiError("invalid_or_expired_token", INVALID);
  return key;
}

/**
 * Active keys found in D1 are remembered by this isolate for a few seconds, so a busy key costs
 * one D1 read per isolate per interval instead of one per request. The price is that a revoked
 * or rotated key keeps working for at most this long on an isolate that just saw it (see
 * docs/front-door.md). Unknown and revoked keys are never remembered.
 *
 * The cache is keyed by the key itself, so a hit costs no hashing (SHA-256 was a visible share of
 * a keyed request's CPU); the isolate holds the key while serving the request anyway. Only the
 * hash ever leaves the isolate.
 */
export const KEY_CACHE_TTL_MS = 5_000;
const KEY_CACHE_MAX = 10_000;
const keyCache = new Map<string, { auth: AuthContext; until: number }>();

function remember(key: string, auth: AuthContext, now: number): void {
  if (keyCache.size >= KEY_CACHE_MAX) keyCache.delete(keyCache.keys().next().value as string);
  keyCache.set(key, { auth, until: now + KEY_CACHE_TTL_MS });
}

export async function lookupKey(db: D1Database, key: string, now = Date.now()): Promise<AuthContext> {
  const cached = keyCache.get(key);
  if (cached && cached.until > now) return cached.auth;
  keyCache.delete(key);
  const hash = await sha256Hex(key);
  let row;
  try {
    row = await drizzle(db)
      .select({ keyId: apiKeys.id, workspaceId: apiKeys.workspaceId, orgId: apiKeys.orgId, scopes: apiKeys.scopes, plan: workspaces.plan })
      .from(apiKeys)
      .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
      .where(and(eq(apiKeys.keyHash, hash), eq(apiKeys.status, "active")))
      .get();
  } catch (err) {
    // Fail closed: an unreachable auth store never lets a request through.
    throw new ApiError("degraded", "The auth store is unavailable; retry shortly.", { headers: { "Retry-After": "5" }, internal: String(err) });
  }
  if (!row) throw new ApiError("invalid_or_expired_token", INVALID);
  const auth = { ...row, scopes: row.scopes.split(" ").filter(Boolean) };
  remember(key, auth, now);
  return auth;
}

export const missingKeyError = () => new ApiError("invalid_or_expired_token", INVALID);
