/**
 * The platform's OpenID Connect client (shared/oidc) for the configured issuer, with every fetch
 * (discovery, JWKS, token) going through the safe fetcher. Private and loopback addresses are
 * allowed in the harness, and for the configured issuer's own origin: that address is operator
 * configuration, not input, and it is how `npm run dev` reaches the dev issuer offline. Endpoints
 * the discovery document names on any other origin get the full checks, and no redirect is
 * followed.
 */
import type { Context } from "hono";
import { ApiError } from "@shared/errors";
import { safeFetch, safeFetchDefaults } from "@shared/net";
import { createOidcClient, type OidcClient } from "@shared/oidc/client";
import { DEFAULT_OIDC_CLIENT_ID, PATHS, platformUrl } from "./config";
import type { PlatformBindings, PlatformEnv } from "./env";
import { isHarness, setting } from "@shared/config";

const MAX_RESPONSE_BYTES = 256 * 1024;
const TIMEOUT_MS = 10_000;

/** A `fetch` over `safeFetch`, as the OIDC client expects one. */
export function oidcFetch(env: PlatformBindings, issuer: string): typeof fetch {
  const issuerOrigin = new URL(issuer).origin;
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const trusted = new URL(url).origin === issuerOrigin;
    const res = await safeFetch(url, {
      method: init?.method ?? "GET",
      headers: init?.headers,
      body: typeof init?.body === "string" ? init.body : null,
      maxBytes: MAX_RESPONSE_BYTES,
      timeoutMs: TIMEOUT_MS,
      maxRedirects: 0,
      allowPrivate: safeFetchDefaults(env).allowPrivate || trusted,
    });
    const headers = new Headers(res.headers);
    headers.delete("content-encoding");
    headers.delete("content-length");
    return new Response(res.body, { status: res.status, headers });
  };
}

// Clients are cached as values per configuration: each keeps the discovery document and key set.
const clients = new Map<string, OidcClient>();

export function oidcClient(c: Context<PlatformEnv>): OidcClient {
  const issuer = setting(c.env, "SVC_UPSTREAM_OIDC_ISSUER");
  if (!issuer) {
    throw new ApiError("degraded", "Sign-in is not available on this deployment.", { internal: "SVC_UPSTREAM_OIDC_ISSUER unset" });
  }
  const clientId = setting(c.env, "SVC_OIDC_CLIENT_ID") ?? DEFAULT_OIDC_CLIENT_ID;
  const redirectUri = `${platformUrl(c.env, c.req.url)}${PATHS.callback}`;
  const cacheKey = [issuer, clientId, redirectUri, String(isHarness(c.env))].join("\n");
  let client = clients.get(cacheKey);
  if (!client) {
    client = createOidcClient({
      issuer,
      clientId,
      clientSecret: c.env.OIDC_CLIENT_SECRET || undefined,
      redirectUri,
      fetch: oidcFetch(c.env, issuer),
    });
    clients.set(cacheKey, client);
  }
  return client;
}
