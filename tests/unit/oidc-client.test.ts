import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { createOidcClient, type OidcClientConfig, type PendingSignIn } from "@shared/oidc/client";
import { type IdTokenClaims, requireFreshAuthentication } from "@shared/oidc/id-token";
import { codeChallengeS256 } from "@shared/oidc/random";
import { createDevIssuer, type DevIssuerEnv } from "../../workers/dev-issuer/src/index";

const ISSUER = "http://issuer.test";
const REDIRECT = "http://platform.test/auth/callback";
const T0 = Date.UTC(2026, 0, 1);

/** A dev issuer answering in-process, a log of the paths it was asked for, and a client factory. */
function setup(env: DevIssuerEnv = {}) {
  const issuer = createDevIssuer({ now: () => T0 });
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return issuer.fetch(request, env);
  };
  const client = (overrides: Partial<OidcClientConfig> = {}) =>
    createOidcClient({ issuer: ISSUER, clientId: "platform", redirectUri: REDIRECT, fetch: fetchFn, now: () => T0, ...overrides });
  return { issuer, env, calls, fetchFn, client };
}

/** What a browser does: open the authorization URL, submit the form, return the callback URL. */
async function signInAs(fetchFn: typeof fetch, authorizationUrl: string, email = "dev@example.com", action = "sign_in") {
  const page = await fetchFn(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    form.set(name!, value!.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">"));
  }
  form.set("email", email);
  form.set("action", action);
  const submitted = await fetchFn(`${ISSUER}/authorize`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  });
  expect(submitted.status).toBe(302);
  return submitted.headers.get("Location")!;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("OIDC client against the dev issuer", () => {
  it("completes a code + PKCE round trip and verifies the ID token", async () => {
    const { client, fetchFn } = setup();
    const oidc = client();
    const start = await oidc.authorizationUrl();
    const callback = await signInAs(fetchFn, start.url);
    expect(callback.startsWith(`${REDIRECT}?`)).toBe(true);
    const { claims, tokens } = await oidc.completeSignIn(callback, start);
    expect(claims).toMatchObject({ iss: ISSUER, aud: "platform", email: "dev@example.com", email_verified: true, nonce: start.nonce });
    expect(claims.sub).toMatch(/^dev_[0-9a-f]{32}$/);
    expect(tokens.access_token).toBeTruthy();
  });

  it("asks for the code with S256 PKCE, state and nonce", async () => {
    const start = await setup().client().authorizationUrl({ loginHint: "a@b.test" });
    const url = new URL(start.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/authorize`);
    expect(start.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "platform",
      redirect_uri: REDIRECT,
      scope: "openid email profile",
      state: start.state,
      nonce: start.nonce,
      code_challenge: await codeChallengeS256(start.code_verifier),
      code_challenge_method: "S256",
      login_hint: "a@b.test",
    });
  });

  it("gives the same subject to the same email and another to another email", async () => {
    const { client, fetchFn } = setup();
    const subjectOf = async (email: string) => {
      const oidc = client();
      const start = await oidc.authorizationUrl();
      return (await oidc.completeSignIn(await signInAs(fetchFn, start.url, email), start)).claims.sub;
    };
    const first = await subjectOf("dev@example.com");
    expect(await subjectOf("DEV@example.com ")).toBe(first);
    expect(await subjectOf("other@example.com")).not.toBe(first);
  });

  it("rejects a callback whose state is not ours, before exchanging the code", async () => {
    const { client, fetchFn, calls } = setup();
    const oidc = client();
    const start = await oidc.authorizationUrl();
    const callback = await signInAs(fetchFn, start.url);
    const error = await rejection(oidc.completeSignIn(callback, { ...start, state: "someone-elses-state" }));
    expect(error.status).toBe(400);
    expect(error.internal).toBe("oidc:state_mismatch");
    expect(calls).not.toContain("POST /token");
  });

  it("rejects an ID token whose nonce is not the one we sent", async () => {
    const { client, fetchFn } = setup();
    const oidc = client();
    const start = await oidc.authorizationUrl();
    const pending: PendingSignIn = { ...start, nonce: "a-different-nonce" };
    const error = await rejection(oidc.completeSignIn(await signInAs(fetchFn, start.url), pending));
    expect(error.internal).toBe("oidc:nonce_mismatch");
  });

  it("rejects an ID token issued to another client (audience)", async () => {
    const { client, fetchFn } = setup();
    const other = client({ clientId: "another-app" });
    const start = await other.authorizationUrl();
    const { tokens } = await other.completeSignIn(await signInAs(fetchFn, start.url), start);
    const error = await rejection(client().verifyIdToken(tokens.id_token, { nonce: start.nonce }));
    expect(error.internal).toBe("oidc:id_token_invalid ERR_JWT_CLAIM_VALIDATION_FAILED");
  });

  it("rejects an expired ID token", async () => {
    const { client, fetchFn } = setup();
    const oidc = client();
    const start = await oidc.authorizationUrl();
    const { tokens } = await oidc.completeSignIn(await signInAs(fetchFn, start.url), start);
    const later = client({ now: () => T0 + 2 * 3_600_000 });
    const error = await rejection(later.verifyIdToken(tokens.id_token, { nonce: start.nonce }));
    expect(error.internal).toBe("oidc:id_token_invalid ERR_JWT_EXPIRED");
  });

  it("rejects an ID token signed with a key the issuer does not publish", async () => {
    const forger = setup({ DEV_ISSUER_SEED: "not-the-real-seed" });
    const start = await forger.client().authorizationUrl();
    const { tokens } = await forger.client().completeSignIn(await signInAs(forger.fetchFn, start.url), start);
    const error = await rejection(setup().client().verifyIdToken(tokens.id_token, { nonce: start.nonce }));
    expect(error.internal).toBe("oidc:id_token_invalid ERR_JWKS_NO_MATCHING_KEY");
  });

  it("rejects an ID token with a tampered payload", async () => {
    const { client, fetchFn } = setup();
    const oidc = client();
    const start = await oidc.authorizationUrl();
    const { tokens } = await oidc.completeSignIn(await signInAs(fetchFn, start.url), start);
    const [header, payload, signature] = tokens.id_token.split(".");
    const claims = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/")));
    const forged = btoa(JSON.stringify({ ...claims, email: "admin@example.com" })).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const error = await rejection(oidc.verifyIdToken(`${header}.${forged}.${signature}`, { nonce: start.nonce }));
    expect(error.internal).toBe("oidc:id_token_invalid ERR_JWS_SIGNATURE_VERIFICATION_FAILED");
  });

  it("turns a refused code (wrong PKCE verifier) into 400 without a token", async () => {
    const { client, fetchFn } = setup();
    const oidc = client();
    const start = await oidc.authorizationUrl();
    const callback = await signInAs(fetchFn, start.url);
    const error = await rejection(oidc.completeSignIn(callback, { ...start, code_verifier: "x".repeat(43) }));
    expect(error.status).toBe(400);
    expect(error.internal).toBe("oidc:token_rejected 400 invalid_grant");
  });

  it("reports a cancelled sign-in as the provider's error", async () => {
    const { client, fetchFn } = setup();
    const oidc = client();
    const start = await oidc.authorizationUrl();
    const callback = await signInAs(fetchFn, start.url, "dev@example.com", "cancel");
    const error = await rejection(oidc.completeSignIn(callback, start));
    expect(error.internal).toBe("oidc:provider_error access_denied");
  });

  it("refuses a provider whose discovery document names another issuer", async () => {
    const { client } = setup({ DEV_ISSUER_URL: "http://look-alike.test" });
    const error = await rejection(client().authorizationUrl());
    expect(error.status).toBe(502);
    expect(error.internal).toMatch(/^oidc:issuer_mismatch/);
  });

  it("answers 502 when the provider is unreachable", async () => {
    const oidc = createOidcClient({
      issuer: ISSUER,
      clientId: "platform",
      redirectUri: REDIRECT,
      fetch: async () => {
        throw new TypeError("connection refused");
      },
    });
    const error = await rejection(oidc.metadata());
    expect(error.code).toBe("upstream_unavailable");
  });
});

describe("OIDC step-up: a fresh authentication (OpenID Connect Core §3.1.2.1)", () => {
  it("asks for max_age=0 and prompt=login, and completes with the dev issuer's fresh auth_time", async () => {
    const { client, fetchFn } = setup();
    const oidc = client();
    const start = await oidc.authorizationUrl({ freshSignInS: 600 });
    const url = new URL(start.url);
    expect(url.searchParams.get("max_age")).toBe("0");
    expect(url.searchParams.get("prompt")).toBe("login");
    expect(start.fresh_sign_in_s).toBe(600);
    const { claims } = await oidc.completeSignIn(await signInAs(fetchFn, start.url), start);
    expect(claims.auth_time).toBe(T0 / 1000);
  });

  it("sends neither on an ordinary sign-in", async () => {
    const start = await setup().client().authorizationUrl();
    expect(new URL(start.url).searchParams.has("max_age")).toBe(false);
    expect(new URL(start.url).searchParams.has("prompt")).toBe(false);
    expect(start.fresh_sign_in_s).toBeUndefined();
  });

  it("rejects a step-up whose auth_time is older than the window when the callback arrives", async () => {
    const { client, fetchFn } = setup();
    const start = await client().authorizationUrl({ freshSignInS: 600 });
    const callback = await signInAs(fetchFn, start.url);
    // The same token, checked 601 s after the authentication.
    const late = client({ now: () => T0 + 601_000 });
    const error = await rejection(late.completeSignIn(callback, start));
    expect(error.code).toBe("invalid_request");
    expect(error.internal).toBe("oidc:auth_time_too_old");
  });

  it.each([
    ["600 s old", T0 / 1000 - 600, null],
    ["601 s old", T0 / 1000 - 601, "oidc:auth_time_too_old"],
    ["60 s in the future (the clock skew)", T0 / 1000 + 60, null],
    ["61 s in the future", T0 / 1000 + 61, "oidc:auth_time_in_future"],
    ["missing", undefined, "oidc:auth_time_missing"],
    ["not a number", "1767225600", "oidc:auth_time_missing"],
  ] as const)("requireFreshAuthentication: auth_time %s", (_name, authTime, failure) => {
    const claims = { iss: ISSUER, sub: "s", aud: "platform", exp: 0, iat: 0, auth_time: authTime } as unknown as IdTokenClaims;
    const check = () => requireFreshAuthentication(claims, { maxAgeS: 600, nowMs: T0, skewS: 60 });
    if (failure === null) expect(check).not.toThrow();
    else expect(check).toThrow(expect.objectContaining({ code: "invalid_request", internal: failure }));
  });
});
