/**
 * `/token` (authorization code + PKCE → ID token) and `/userinfo`. This worker stands in for a
 * third-party provider, so its errors are OAuth's (`{error, error_description}`, RFC 6749 §5.2),
 * not the service's envelope.
 */
import { Hono, type Context } from "hono";
import { DEFAULT_SEED, issuerUrl, type DevIssuerApp, type DevIssuerOptions } from "./context";
import { signingKeyFor } from "./keys";
import { ACCESS_TOKEN_TTL_S, readInternal, signIdToken, signInternal, subjectFor, type CodeGrant } from "./tokens";

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };
/** Codes are single use; this isolate remembers the ones it redeemed (enough for development). */
const redeemed = new Set<string>();

const oauthError = (c: Context, status: 400 | 401, error: string, description: string) =>
  c.json({ error, error_description: description }, status, NO_STORE);

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Client id and secret from the form (`client_secret_post`) or HTTP Basic (`client_secret_basic`). */
function clientCredentials(form: Record<string, string | undefined>, authorization: string | undefined) {
  if (authorization?.startsWith("Basic ")) {
    const [id, secret] = atob(authorization.slice(6)).split(":").map(decodeURIComponent);
    return { id, secret };
  }
  return { id: form.client_id, secret: form.client_secret };
}

export function tokenRoutes(options: Required<DevIssuerOptions>) {
  return new Hono<DevIssuerApp>()
    .post("/token", async (c) => {
      const issuer = issuerUrl(c.env, c.req.url);
      const form = Object.fromEntries(
        Object.entries(await c.req.parseBody()).map(([name, value]) => [name, typeof value === "string" ? value : undefined]),
      );
      if (form.grant_type !== "authorization_code") {
        return oauthError(c, 400, "unsupported_grant_type", "Only authorization_code is supported.");
      }
      const client = clientCredentials(form, c.req.header("Authorization"));
      const requiredSecret = c.env?.DEV_ISSUER_CLIENT_SECRET;
      if (!client.id || (requiredSecret && client.secret !== requiredSecret)) {
        return oauthError(c, 401, "invalid_client", "Unknown client or wrong secret.");
      }
      const key = await signingKeyFor(c.env?.DEV_ISSUER_SEED ?? DEFAULT_SEED);
      const now = options.now();
      const grant = await readInternal<CodeGrant & { jti: string }>(key, "code", form.code ?? "", issuer, now);
      if (!grant || redeemed.has(grant.jti)) return oauthError(c, 400, "invalid_grant", "Unknown, used or expired code.");
      if (grant.client_id !== client.id) return oauthError(c, 400, "invalid_grant", "The code was issued to another client.");
      if (grant.redirect_uri !== form.redirect_uri) return oauthError(c, 400, "invalid_grant", "redirect_uri does not match.");
      const verifier = form.code_verifier ?? "";
      if (!VERIFIER.test(verifier) || (await s256(verifier)) !== grant.code_challenge) {
        return oauthError(c, 400, "invalid_grant", "PKCE verification failed.");
      }
      if (redeemed.size > 10_000) redeemed.clear();
      redeemed.add(grant.jti);
      const claims = { client_id: grant.client_id, email: grant.email, scope: grant.scope, sub: await subjectFor(grant.email) };
      return c.json(
        {
          access_token: await signInternal(key, "access", claims, issuer, now),
          token_type: "Bearer",
          expires_in: ACCESS_TOKEN_TTL_S,
          scope: grant.scope,
          id_token: await signIdToken(key, grant, issuer, now),
        },
        200,
        NO_STORE,
      );
    })
    .on(["GET", "POST"], "/userinfo", async (c) => {
      const issuer = issuerUrl(c.env, c.req.url);
      const token = c.req.header("Authorization")?.match(/^Bearer\s+(.+)$/i)?.[1] ?? "";
      const key = await signingKeyFor(c.env?.DEV_ISSUER_SEED ?? DEFAULT_SEED);
      const access = await readInternal<{ sub: string; email: string }>(key, "access", token, issuer, options.now());
      if (!access) {
        c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
        return oauthError(c, 401, "invalid_token", "Missing, invalid or expired access token.");
      }
      return c.json({ sub: access.sub, email: access.email, email_verified: true, name: access.email.split("@")[0] }, 200, NO_STORE);
    });
}
