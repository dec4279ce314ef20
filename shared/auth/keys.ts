/** API key format, generation and hashing (docs/contract.md#auth). */

export const API_KEY_PATTERN = /^svc_(test|live)_[0-9a-f]{64}$/;
export type KeyEnvironment = "test" | "live";

export const SCOPE_SOCIAL = "read:social_public";
export const DEFAULT_SCOPES = [SCOPE_SOCIAL] as const;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

export function isWellFormedKey(key: string): boolean {
  return API_KEY_PATTERN.test(key);
}

/** A fresh key: prefix + 64 hex characters from 32 random bytes. */
export function generateApiKey(environment: KeyEnvironment): string {
  return `svc_${environment}_${hex(crypto.getRandomValues(new Uint8Array(32)))}`;
}

export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/** The part of a key that may be shown again (dashboard, existing_key): prefix + 8 hex. */
export function keyPrefix(key: string): string {
  return key.slice(0, "svc_live_".length + 8);
}
