/**
 * Development OpenID Connect issuer for `npm run dev` (suggested port 8793; point
 * `SVC_UPSTREAM_OIDC_ISSUER` at it). Sign-in is an email address and a button, no password.
 * It remembers a sign-in (a session cookie) and honours `prompt` and `max_age` as a real provider
 * does, so a step-up's fresh authentication can be seen locally (authorize.routes.ts).
 * Keys derive from `DEV_ISSUER_SEED`, so tokens stay valid across restarts. Never deploy it.
 */
import { Hono } from "hono";
import { authorizeRoutes } from "./authorize.routes";
import type { DevIssuerApp, DevIssuerOptions } from "./context";
import { discoveryRoutes } from "./discovery.routes";
import { tokenRoutes } from "./token.routes";

export type { DevIssuerEnv } from "./context";

export function createDevIssuer(options: DevIssuerOptions = {}) {
  const resolved = { now: options.now ?? Date.now };
  return new Hono<DevIssuerApp>()
    // What `npm run dev` waits for before it calls a host ready.
    .get("/fetcher/healthz", (c) => c.json({ status: "ok" }))
    .route("/", discoveryRoutes())
    .route("/", authorizeRoutes(resolved))
    .route("/", tokenRoutes(resolved));
}

export default createDevIssuer();
