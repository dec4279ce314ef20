/** Random values and PKCE (RFC 7636) for the OpenID Connect relying party. */
import { randomBase64Url, toBase64Url } from "../claim/codes";

/** A PKCE `code_verifier`: 32 random bytes, 43 base64url characters (RFC 7636 §4.1). */
export function newCodeVerifier(): string {
  return randomBase64Url(32);
}

/** The S256 `code_challenge` of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}

/** An unguessable `state` or `nonce` value. */
export function newOpaqueValue(): string {
  return randomBase64Url(24);
}
