/** ID token validation (OpenID Connect Core §3.1.3.7) with keys from the provider's JWKS. */
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import { constantTimeEqual } from "../claim/codes";
import { ApiError } from "../errors";

/** Asymmetric algorithms only: `none` and HMAC (keyed with the client secret) are refused. */
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA", "Ed25519"];
/** Allowed clock skew between us and the provider, seconds (default of `clockToleranceS`). */
export const CLOCK_TOLERANCE_S = 60;
/** A key set is refetched on an unknown `kid` at most this often (key rotation, not per attack). */
const JWKS_REFETCH_COOLDOWN_MS = 30_000;

export interface IdTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  /** When the human authenticated at the provider, seconds since the epoch (OpenID Connect Core §2). */
  auth_time?: number;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface IdTokenVerifierOptions {
  issuer: string;
  clientId: string;
  jwksUri: string;
  fetch: typeof fetch;
  now: () => number;
  /** Allowed clock skew, seconds (default `CLOCK_TOLERANCE_S`). */
  clockToleranceS?: number;
}

const rejected = (reason: string, cause?: unknown) =>
  new ApiError("invalid_request", "Sign-in could not be completed. Please start again.", { internal: `oidc:${reason}`, cause });

/**
 * Returns a verifier that checks signature, `iss`, `aud` (= client id, `azp` when several), `exp`,
 * `iat` and `nonce`. The key set is cached as a value (never as a pending promise, which workerd
 * will not share across requests) and refetched when a token names an unknown key.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions) {
  let keys: { set: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | null = null;

  async function loadKeys() {
    let response: Response;
    try {
      response = await options.fetch(options.jwksUri, { headers: { Accept: "application/json" } });
    } catch (cause) {
      throw new ApiError("upstream_unavailable", "The identity provider is unreachable.", { internal: "oidc:jwks_unreachable", cause });
    }
    if (!response.ok) {
      throw new ApiError("upstream_unavailable", "The identity provider is unreachable.", { internal: `oidc:jwks_status ${response.status}` });
    }
    const jwks = (await response.json().catch(() => null)) as JSONWebKeySet | null;
    if (!jwks || !Array.isArray(jwks.keys)) {
      throw new ApiError("upstream_unavailable", "The identity provider is misconfigured.", { internal: "oidc:jwks_invalid" });
    }
    keys = { set: createLocalJWKSet(jwks), fetchedAt: options.now() };
    return keys.set;
  }

  async function verifySignature(idToken: string) {
    const verifyOptions = {
      issuer: options.issuer,
      audience: options.clientId,
      algorithms: ALGORITHMS,
      currentDate: new Date(options.now()),
      clockTolerance: options.clockToleranceS ?? CLOCK_TOLERANCE_S,
      requiredClaims: ["sub", "iat", "exp"],
    };
    const set = keys?.set ?? (await loadKeys());
    try {
      return await jwtVerify<IdTokenClaims>(idToken, set, verifyOptions);
    } catch (error) {
      const stale = keys && options.now() - keys.fetchedAt >= JWKS_REFETCH_COOLDOWN_MS;
      if (!(error instanceof errors.JWKSNoMatchingKey) || !stale) throw error;
      return jwtVerify<IdTokenClaims>(idToken, await loadKeys(), verifyOptions);
    }
  }

  return async function verifyIdToken(idToken: string, expected: { nonce: string }): Promise<IdTokenClaims> {
    let claims: IdTokenClaims;
    try {
      claims = (await verifySignature(idToken)).payload;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = error instanceof errors.JOSEError ? error.code : "ERR_UNKNOWN";
      throw rejected(`id_token_invalid ${code}`, error);
    }
    if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== options.clientId) {
      throw rejected("id_token_azp_mismatch");
    }
    if (typeof claims.nonce !== "string" || !constantTimeEqual(claims.nonce, expected.nonce)) {
      throw rejected("nonce_mismatch");
    }
    return claims;
  };
}

/**
 * A step-up's proof that the human authenticated just now: the ID token's `auth_time` must be
 * present (a sign-in that sent `max_age` requires it: OpenID Connect Core §3.1.2.1, §3.1.3.7 #13),
 * at most `maxAgeS` old and not later than now beyond the clock skew. A provider that signed the
 * human in from an older session, or that says nothing about when, does not complete the step-up.
 */
export function requireFreshAuthentication(claims: IdTokenClaims, o: { maxAgeS: number; nowMs: number; skewS: number }): void {
  const authTime = claims.auth_time;
  const notFresh = (reason: string) =>
    new ApiError("invalid_request", "Your identity provider did not confirm a fresh sign-in, so nothing was changed. Please sign in again.", {
      internal: `oidc:${reason}`,
    });
  if (typeof authTime !== "number" || !Number.isFinite(authTime)) throw notFresh("auth_time_missing");
  const nowS = o.nowMs / 1000;
  if (authTime > nowS + o.skewS) throw notFresh("auth_time_in_future");
  if (nowS - authTime > o.maxAgeS) throw notFresh("auth_time_too_old");
}
