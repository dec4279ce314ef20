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
    expect(payload).toMatchObject({ iss: ISSUER, aud: "platform", email: "dev@example.com", nonce: "nn", iat: T0 / 1000, exp: T0 / 1000 + 3600 });
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
