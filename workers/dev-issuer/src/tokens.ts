/**
 * Everything the dev issuer hands out is a JWT signed with its key, so it keeps no state: the
 * authorization code carries the request it answers (and when the human authenticated), the access
 * token the user it stands for, the session cookie who signed in at the issuer and when.
 */
import { SignJWT, createLocalJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { SigningKey } from "./keys";

const CODE_TTL_S = 120;
const TOKEN_TTL_S = 3600;
/** How long the issuer remembers a sign-in (its own session, as a real provider keeps one). */
export const SESSION_TTL_S = 12 * 3600;

export type CodeGrant = {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  nonce?: string;
  email: string;
  /** When the human authenticated, seconds since the epoch: the ID token's `auth_time`. */
  auth_time?: number;
};

/** The issuer's own session: who signed in here, and when (ms). */
export type IssuerSession = { email: string; auth_time_ms: number };

type Use = "code" | "access" | "session";

const TTL_S: Record<Use, number> = { code: CODE_TTL_S, access: TOKEN_TTL_S, session: SESSION_TTL_S };

export const seconds = (ms: number) => Math.floor(ms / 1000);

/** Stable subject for an email address: the same person signs in as the same `sub`. */
export async function subjectFor(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email));
  return `dev_${[...new Uint8Array(digest)].slice(0, 16).map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

function sign(key: SigningKey, payload: JWTPayload, issuer: string, nowMs: number, ttlS: number, typ = "JWT") {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "ES256", kid: key.kid, typ })
    .setIssuer(issuer)
    .setIssuedAt(seconds(nowMs))
    .setExpirationTime(seconds(nowMs) + ttlS)
    .sign(key.privateKey);
}

export function signInternal(key: SigningKey, use: Use, payload: JWTPayload, issuer: string, nowMs: number) {
  const jti = crypto.randomUUID();
  return sign(key, { ...payload, token_use: use, jti }, issuer, nowMs, TTL_S[use], `dev-${use}+jwt`);
}

/** The payload of one of our own tokens of the given use, or null if it is not one (or expired). */
export async function readInternal<T extends JWTPayload>(
  key: SigningKey,
  use: Use,
  token: string,
  issuer: string,
  nowMs: number,
): Promise<(T & { jti: string }) | null> {
  try {
    const { payload } = await jwtVerify<T>(token, createLocalJWKSet({ keys: [key.publicJwk] }), {
      issuer,
      algorithms: ["ES256"],
      typ: `dev-${use}+jwt`,
      currentDate: new Date(nowMs),
    });
    return payload.token_use === use && typeof payload.jti === "string" ? (payload as T & { jti: string }) : null;
  } catch {
    return null;
  }
}

export async function signIdToken(
  key: SigningKey,
  grant: CodeGrant,
  issuer: string,
  nowMs: number,
): Promise<string> {
  return sign(
    key,
    {
      aud: grant.client_id,
      sub: await subjectFor(grant.email),
      email: grant.email,
      email_verified: true,
      name: grant.email.split("@")[0],
      // When the human authenticated (the code carries it), not when the code was redeemed.
      ...(grant.auth_time !== undefined ? { auth_time: grant.auth_time } : {}),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    },
    issuer,
    nowMs,
    TOKEN_TTL_S,
  );
}

export const ACCESS_TOKEN_TTL_S = TOKEN_TTL_S;
