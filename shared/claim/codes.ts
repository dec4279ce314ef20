/**
 * Secrets and codes of the agent key claim: the agent's `device_code` (never shown to the human),
 * the human's `user_code`, and the helpers to store and compare them safely.
 */

/** Alphabet of `user_code` (docs/contract.md#claim): no vowels, no look-alikes. */
export const USER_CODE_ALPHABET = "BCDFGHJKLMNPQRSTVWXZ";

const USER_CODE_LENGTH = 8;
// Largest multiple of the alphabet size that fits in a byte: bytes at or above it are redrawn,
// so every letter is equally likely (no modulo bias).
const UNBIASED_BYTE_LIMIT = 256 - (256 % USER_CODE_ALPHABET.length);

/** Bytes as base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of a base64url string (padding optional); throws on characters outside the alphabet. */
export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** `n` cryptographically random bytes as base64url (32 bytes → 43 characters). */
export function randomBase64Url(n: number): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(n)));
}

/** A new `device_code`: 32 random bytes, base64url, 43 characters. */
export function newDeviceCode(): string {
  return randomBase64Url(32);
}

/** A new, non-secret claim identifier, e.g. `clm_3q2-7wEv…` (22 characters after the prefix). */
export function newClaimId(): string {
  return `clm_${randomBase64Url(16)}`;
}

/** SHA-256 of a UTF-8 string as lowercase hex; how device codes are stored. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A new `user_code` shaped `XXXX-XXXX`, each letter drawn uniformly from the alphabet. */
export function newUserCode(): string {
  const letters: string[] = [];
  while (letters.length < USER_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      letters.push(USER_CODE_ALPHABET[byte % USER_CODE_ALPHABET.length]!);
      if (letters.length === USER_CODE_LENGTH) break;
    }
  }
  return `${letters.slice(0, 4).join("")}-${letters.slice(4).join("")}`;
}

/**
 * What a human typed, as the canonical `XXXX-XXXX`, or null when it cannot be a user code.
 * Case, dashes and whitespace are ignored.
 *
 * @example normalizeUserCode("bcdf ghjk") // "BCDF-GHJK"
 */
export function normalizeUserCode(input: string): string | null {
  if (input.length > 64) return null;
  const letters = input.replace(/[\s-]/g, "").toUpperCase();
  if (letters.length !== USER_CODE_LENGTH) return null;
  for (const ch of letters) if (!USER_CODE_ALPHABET.includes(ch)) return null;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** String equality whose running time does not depend on where the strings differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  // The length is not secret here (both sides are fixed-length hashes or codes).
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
