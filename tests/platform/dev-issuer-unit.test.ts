import { decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { codeChallengeS256, newCodeVerifier } from "@shared/oidc/random";
import { createDevIssuer } from "../../workers/dev-issuer/src/index";
import { deriveSigningKey } from "../../workers/dev-issuer/src/keys";

const ISSUER = "http://issuer.test";
const REDIRECT = "http://platform.test/cb";
const T0 = Date.UTC(2026, 0, 1);
const app = createDevIssuer({ now: () => T0 });

async function authorizeQuery(overrides: Record<string, string | null> = {}) {
  const verifier = newCodeVerifier();
  const params: Record<string, string | null> = {
    response_type: "code",
    client_id: "platform",
    redirect_uri: REDIRECT,
    scope: "openid email",
    state: "st",
    nonce: "nn",
    code_challenge: await codeChallengeS256(verifier),
    code_challenge_method: "S256",
    ...overrides,
  };
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== null));
  return { verifier, query };
}

async function codeFor(query: URLSearchParams, email = "dev@example.com") {
  const form = new URLSearchParams(query);
  form.set("email", email);
  form.set("action", "sign_in");
  const response = await app.request(`${ISSUER}/authorize`, { method: "POST", body: form });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("Location")!).searchParams;
}

function redeem(code: string, verifier: string, extra: Record<string, string> = {}) {
  return app.request(`${ISSUER}/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "authorization_code", code, code_verifier: verifier, client_id: "platform", redirect_uri: REDIRECT, ...extra }),
  });
}

describe("dev issuer", () => {
  it("publishes a discovery document naming itself as issuer", async () => {
    const doc = await (await app.request(`${ISSUER}/.well-known/openid-configuration`)).json<Record<string, unknown>>();
    expect(doc).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: ["ES256"],
    });
  });

  it("derives the same ES256 key from the same seed, another from another seed", async () => {
    const [a, b, c] = await Promise.all([deriveSigningKey("seed-1"), deriveSigningKey("seed-1"), deriveSigningKey("seed-2")]);
    expect(a.publicJwk).toEqual(b.publicJwk);
    expect(a.kid).not.toBe(c.kid);
    expect(a.publicJwk).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(a.publicJwk).not.toHaveProperty("d");
  });

  it("publishes only the public key in its JWKS", async () => {
    const jwks = await (await app.request(`${ISSUER}/jwks`)).json<{ keys: Record<string, unknown>[] }>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });

  it("shows a sign-in form prefilled with dev@example.com and a Sign in button", async () => {
    const { query } = await authorizeQuery();
    const response = await app.request(`${ISSUER}/authorize?${query}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="email" type="email"');
    expect(html).toContain('value="dev@example.com"');
    expect(html).toMatch(/<button[^>]*>Sign in<\/button>/);
    expect(html).not.toMatch(/type="password"/);
  });

  it("escapes what the client sent when echoing it into the form", async () => {
    const { query } = await authorizeQuery({ state: '"><script>alert(1)</script>' });
    const html = await (await app.request(`${ISSUER}/authorize?${query}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("redirects back with an error when PKCE is missing", async () => {
    const { query } = await authorizeQuery({ code_challenge: null, code_challenge_method: null });
    const response = await app.request(`${ISSUER}/authorize?${query}`);
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get("Location")!);
    expect(back.searchParams.get("error")).toBe("invalid_request");
    expect(back.searchParams.get("state")).toBe("st");
  });

  it("never redirects to an unusable redirect_uri", async () => {
    const { query } = await authorizeQuery({ redirect_uri: "javascript:alert(1)" });
    const response = await app.request(`${ISSUER}/authorize?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("Location")).toBeNull();
  });

  it("exchanges a code once for an ID token with iss, aud, sub, email, nonce, iat and exp", async () => {
    const { query, verifier } = await authorizeQuery();
    const back = await codeFor(query);
    expect(back.get("state")).toBe("st");
    const response = await redeem(back.get("code")!, verifier);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json<{ id_token: string; token_type: string }>();
    expect(body.token_type).toBe("Bearer");
    expect(decodeProtectedHeader(body.id_token)).toMatchObject({ alg: "ES256", kid: expect.any(String) });
    const payload = JSON.parse(atob(body.id_token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    expect(payload).toMatchObject({ iss: ISSUER, aud: "platform", email: "dev@example.com", nonce: "nn", iat: T0 / 1000, exp: T0 / 1000 + 3600, auth_time: T0 / 1000 });
    expect((await redeem(back.get("code")!, verifier)).status).toBe(400);
  });

  it.each([
    ["a wrong PKCE verifier", (code: string) => redeem(code, newCodeVerifier())],
    ["another client", (code: string, verifier: string) => redeem(code, verifier, { client_id: "other" })],
    ["another redirect_uri", (code: string, verifier: string) => redeem(code, verifier, { redirect_uri: "http://evil.test/cb" })],
    ["a forged code", (_code: string, verifier: string) => redeem("not.a.code", verifier)],
  ])("refuses the code with %s (invalid_grant)", async (_name, attempt) => {
    const { query, verifier } = await authorizeQuery();
    const code = (await codeFor(query)).get("code")!;
    const response = await attempt(code, verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("requires the client secret when one is configured", async () => {
    const { query, verifier } = await authorizeQuery();
    const code = (await codeFor(query)).get("code")!;
    const env = { DEV_ISSUER_CLIENT_SECRET: "s3cret" };
    const body = { grant_type: "authorization_code", code, code_verifier: verifier, client_id: "platform", redirect_uri: REDIRECT };
    const without = await app.request(`${ISSUER}/token`, { method: "POST", body: new URLSearchParams(body) }, env);
    expect(without.status).toBe(401);
    const withSecret = await app.request(`${ISSUER}/token`, { method: "POST", body: new URLSearchParams({ ...body, client_secret: "s3cret" }) }, env);
    expect(withSecret.status).toBe(200);
  });

  it("answers /userinfo for its access token and 401 without one", async () => {
    const { query, verifier } = await authorizeQuery();
    const code = (await codeFor(query, "ada@example.com")).get("code")!;
    const { access_token } = await (await redeem(code, verifier)).json<{ access_token: string }>();
    const info = await app.request(`${ISSUER}/userinfo`, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(await info.json()).toMatchObject({ email: "ada@example.com", email_verified: true });
    const anonymous = await app.request(`${ISSUER}/userinfo`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("WWW-Authenticate")).toContain("invalid_token");
  });

  it("re-shows the form for an address that is not an email", async () => {
    const { query } = await authorizeQuery();
    const form = new URLSearchParams(query);
    form.set("email", "not-an-email");
    form.set("action", "sign_in");
    const response = await app.request(`${ISSUER}/authorize`, { method: "POST", body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter an email address.");
  });
});

describe("dev issuer: its own sign-in session, prompt and max_age (OpenID Connect Core §3.1.2.1)", () => {
  let clock = T0;
  const issuer = createDevIssuer({ now: () => clock });

  /** Signs in with the form at `clock`; returns the issuer's session cookie. */
  async function signInAtIssuer(email = "ada@example.com"): Promise<string> {
    const { query } = await authorizeQuery();
    const form = new URLSearchParams(query);
    form.set("email", email);
    form.set("action", "sign_in");
    const response = await issuer.request(`${ISSUER}/authorize`, { method: "POST", body: form });
    expect(response.status).toBe(302);
    const cookie = /^(dev_issuer_session=[^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    if (!cookie) throw new Error("no session cookie");
    return cookie;
  }

  async function authorize(cookie: string | undefined, overrides: Record<string, string | null> = {}) {
    const { query, verifier } = await authorizeQuery(overrides);
    const response = await issuer.request(`${ISSUER}/authorize?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
    return { response, verifier };
  }

  async function idTokenClaims(location: string, verifier: string): Promise<Record<string, unknown>> {
    const code = new URL(location).searchParams.get("code")!;
    const token = await issuer.request(`${ISSUER}/token`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "authorization_code", code, code_verifier: verifier, client_id: "platform", redirect_uri: REDIRECT }),
    });
    const { id_token } = await token.json<{ id_token: string }>();
    return JSON.parse(atob(id_token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
  }

  it("answers a later request from its session, silently, with the auth_time of the sign-in (not of the reissue)", async () => {
    clock = T0;
    const cookie = await signInAtIssuer();
    clock = T0 + 30 * 60_000;
    const { response, verifier } = await authorize(cookie);
    expect(response.status).toBe(302);
    const claims = await idTokenClaims(response.headers.get("Location")!, verifier);
    expect(claims).toMatchObject({ email: "ada@example.com", auth_time: T0 / 1000, iat: (T0 + 30 * 60_000) / 1000 });
  });

  it.each([
    ["prompt=login", { prompt: "login" }],
    ["max_age=0", { max_age: "0" }],
    ["max_age=0 and prompt=login", { max_age: "0", prompt: "login" }],
    ["max_age=600 after 30 minutes", { max_age: "600" }],
    ["prompt=select_account", { prompt: "select_account" }],
  ])("shows its sign-in form again for %s although its session is live", async (_name, overrides) => {
    clock = T0;
    const cookie = await signInAtIssuer();
    clock = T0 + 30 * 60_000;
    const { response } = await authorize(cookie, overrides);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="email" type="email"');
    expect(html).toContain('value="ada@example.com"');
  });

  it("lets a session younger than max_age stand", async () => {
    clock = T0;
    const cookie = await signInAtIssuer();
    clock = T0 + 5 * 60_000;
    const { response, verifier } = await authorize(cookie, { max_age: "600" });
    expect(response.status).toBe(302);
    expect(await idTokenClaims(response.headers.get("Location")!, verifier)).toMatchObject({ auth_time: T0 / 1000 });
  });

  it("gives the time of the new authentication after a forced one", async () => {
    clock = T0;
    await signInAtIssuer();
    clock = T0 + 30 * 60_000;
    const { query, verifier } = await authorizeQuery({ max_age: "0", prompt: "login" });
    const form = new URLSearchParams(query);
    form.set("email", "ada@example.com");
    form.set("action", "sign_in");
    const response = await issuer.request(`${ISSUER}/authorize`, { method: "POST", body: form });
    expect(await idTokenClaims(response.headers.get("Location")!, verifier)).toMatchObject({ auth_time: (T0 + 30 * 60_000) / 1000 });
  });

  it("answers prompt=none without a usable session with login_required, and shows the form without a session", async () => {
    clock = T0;
    const none = await authorize(undefined, { prompt: "none" });
    expect(none.response.status).toBe(302);
    expect(new URL(none.response.headers.get("Location")!).searchParams.get("error")).toBe("login_required");
    expect((await authorize(undefined)).response.status).toBe(200);
  });

  it("refuses a malformed max_age or prompt through the redirect", async () => {
    for (const overrides of [{ max_age: "-1" }, { max_age: "soon" }, { prompt: "none login" }, { prompt: "later" }] as Record<string, string>[]) {
      const { response } = await authorize(undefined, overrides);
      expect(response.status, JSON.stringify(overrides)).toBe(302);
      expect(new URL(response.headers.get("Location")!).searchParams.get("error")).toBe("invalid_request");
    }
  });

  it("forgets its session on /logout (clears its cookie)", async () => {
    clock = T0;
    await signInAtIssuer();
    const out = await issuer.request(`${ISSUER}/logout`);
    expect(out.headers.get("Set-Cookie")).toMatch(/^dev_issuer_session=;.*Max-Age=0/i);
  });
});

