/** Discovery document and key set (OpenID Connect Discovery 1.0, RFC 7517). */
import { Hono } from "hono";
import { DEFAULT_SEED, issuerUrl, type DevIssuerApp } from "./context";
import { signingKeyFor } from "./keys";

export function discoveryRoutes() {
  return new Hono<DevIssuerApp>()
    .get("/.well-known/openid-configuration", (c) => {
      const issuer = issuerUrl(c.env, c.req.url);
      return c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["ES256"],
        scopes_supported: ["openid", "email", "profile"],
        prompt_values_supported: ["none", "login", "consent", "select_account"],
        claims_supported: ["iss", "sub", "aud", "exp", "iat", "auth_time", "nonce", "email", "email_verified", "name"],
        token_endpoint_auth_methods_supported: ["none", "client_secret_post", "client_secret_basic"],
        code_challenge_methods_supported: ["S256"],
        authorization_response_iss_parameter_supported: true,
      });
    })
    .get("/jwks", async (c) => {
      const key = await signingKeyFor(c.env?.DEV_ISSUER_SEED ?? DEFAULT_SEED);
      return c.json({ keys: [key.publicJwk] }, 200, { "Cache-Control": "public, max-age=300" });
    });
}
