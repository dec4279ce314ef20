/**
 * OpenID Connect relying party for the platform's sign-in: authorization code flow with PKCE S256,
 * `state` and `nonce`. The caller keeps `{state, nonce, code_verifier}` between the redirect and
 * the callback (e.g. in a short-lived, signed, HttpOnly cookie) and hands them back.
 *
 * @example
 * const oidc = createOidcClient({ issuer, clientId, redirectUri: `${platform}/auth/callback` });
 * const start = await oidc.authorizationUrl();          // redirect to start.url, keep the rest
 * const { claims } = await oidc.completeSignIn(callbackUrl, start);
 *
 * A step-up (a sensitive action wants proof the human just authenticated) asks for a fresh sign-in:
 * `authorizationUrl({ freshSignInS: 600 })` sends `max_age=0` and `prompt=login`, and the callback
 * then requires the ID token's `auth_time` to be at most that old (OpenID Connect Core §3.1.2.1).
 */
import { constantTimeEqual } from "../claim/codes";
import { ApiError } from "../errors";
import { discoverProvider, sameIssuer, type ProviderMetadata } from "./discovery";
import { CLOCK_TOLERANCE_S, createIdTokenVerifier, type IdTokenClaims, requireFreshAuthentication } from "./id-token";
import { codeChallengeS256, newCodeVerifier, newOpaqueValue } from "./random";
import { exchangeCode, type TokenResponse } from "./token-endpoint";

export type { IdTokenClaims } from "./id-token";

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  /** Confidential clients only (`client_secret_post`); public clients rely on PKCE alone. */
  clientSecret?: string;
  redirectUri: string;
  /** Default `openid email profile`. */
  scope?: string;
  fetch?: typeof fetch;
  now?: () => number;
  clockToleranceS?: number;
}

/** What to remember between the redirect to the provider and its callback. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  code_verifier: string;
  /** A step-up: the oldest `auth_time` the callback accepts, seconds before now (`freshSignInS`). */
  fresh_sign_in_s?: number;
}

export interface AuthorizationOptions {
  loginHint?: string;
  /**
   * Ask for a fresh authentication (`max_age=0`, `prompt=login`): the provider must not sign the
   * human in from a session it already has, and the callback rejects an ID token whose `auth_time`
   * is missing or older than this many seconds.
   */
  freshSignInS?: number;
}

export interface SignIn {
  claims: IdTokenClaims;
  tokens: TokenResponse;
}

export interface OidcClient {
  metadata(): Promise<ProviderMetadata>;
  authorizationUrl(options?: AuthorizationOptions): Promise<PendingSignIn & { url: string }>;
  exchangeCode(code: string, codeVerifier: string): Promise<TokenResponse>;
  verifyIdToken(idToken: string, expected: { nonce: string }): Promise<IdTokenClaims>;
  /**
   * Checks the callback (`error`, `state`, `iss`), exchanges the code and verifies the ID token (and
   * its `auth_time` when the sign-in was a step-up).
   */
  completeSignIn(callbackUrl: string | URL, pending: PendingSignIn): Promise<SignIn>;
}

const signInFailed = (reason: string) =>
  new ApiError("invalid_request", "Sign-in could not be completed. Please start again.", { internal: `oidc:${reason}` });

export function createOidcClient(config: OidcClientConfig): OidcClient {
  const fetchFn = config.fetch ?? ((input, init) => fetch(input, init));
  const now = config.now ?? Date.now;
  // Cached as values once resolved: workerd refuses to share a pending promise across requests.
  let meta: ProviderMetadata | null = null;
  let verifier: ReturnType<typeof createIdTokenVerifier> | null = null;

  async function metadata() {
    return (meta ??= await discoverProvider(config.issuer, fetchFn));
  }

  async function verifyIdToken(idToken: string, expected: { nonce: string }) {
    const m = await metadata();
    verifier ??= createIdTokenVerifier({
      issuer: m.issuer,
      clientId: config.clientId,
      jwksUri: m.jwks_uri,
      fetch: fetchFn,
      now,
      clockToleranceS: config.clockToleranceS,
    });
    return verifier(idToken, expected);
  }

  async function exchange(code: string, codeVerifier: string) {
    return exchangeCode({
      tokenEndpoint: (await metadata()).token_endpoint,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri: config.redirectUri,
      code,
      codeVerifier,
      fetch: fetchFn,
    });
  }

  return {
    metadata,
    verifyIdToken,
    exchangeCode: exchange,

    async authorizationUrl(options = {}) {
      const pending: PendingSignIn = { state: newOpaqueValue(), nonce: newOpaqueValue(), code_verifier: newCodeVerifier() };
      const url = new URL((await metadata()).authorization_endpoint);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", config.clientId);
      url.searchParams.set("redirect_uri", config.redirectUri);
      url.searchParams.set("scope", config.scope ?? "openid email profile");
      url.searchParams.set("state", pending.state);
      url.searchParams.set("nonce", pending.nonce);
      url.searchParams.set("code_challenge", await codeChallengeS256(pending.code_verifier));
      url.searchParams.set("code_challenge_method", "S256");
      if (options.loginHint) url.searchParams.set("login_hint", options.loginHint);
      if (options.freshSignInS === undefined) return { ...pending, url: url.toString() };
      // Both: max_age=0 obliges the provider to authenticate again and to return auth_time
      // (OpenID Connect Core §3.1.2.1); prompt=login says the same to providers that ignore max_age.
      url.searchParams.set("max_age", "0");
      url.searchParams.set("prompt", "login");
      return { ...pending, fresh_sign_in_s: options.freshSignInS, url: url.toString() };
    },

    async completeSignIn(callbackUrl, pending) {
      const params = new URL(callbackUrl).searchParams;
      const state = params.get("state");
      if (state === null || !constantTimeEqual(state, pending.state)) throw signInFailed("state_mismatch");
      const error = params.get("error");
      if (error !== null) throw signInFailed(`provider_error ${error}`);
      // RFC 9207: when the provider names itself, it must be the one we sent the human to.
      const iss = params.get("iss");
      if (iss !== null && !sameIssuer(iss, (await metadata()).issuer)) throw signInFailed("issuer_mismatch");
      const code = params.get("code");
      if (!code) throw signInFailed("missing_code");
      const tokens = await exchange(code, pending.code_verifier);
      const claims = await verifyIdToken(tokens.id_token, { nonce: pending.nonce });
      if (pending.fresh_sign_in_s !== undefined) {
        requireFreshAuthentication(claims, { maxAgeS: pending.fresh_sign_in_s, nowMs: now(), skewS: config.clockToleranceS ?? CLOCK_TOLERANCE_S });
      }
      return { claims, tokens };
    },
  };
}
