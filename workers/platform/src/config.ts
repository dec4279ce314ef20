/** Deployment settings of the platform, read from its environment with local defaults. */
import type { Context } from "hono";
import { ApiError } from "@shared/errors";
import type { KeyEnvironment } from "@shared/auth/keys";
import type { ClaimLinks } from "@shared/claim/responses";
import type { PlatformBindings, PlatformEnv } from "./env";
import { isHarness, setting } from "@shared/config";
import { hostUrl } from "@shared/http/host-urls";

export const DEFAULT_OIDC_CLIENT_ID = "svc-platform";
/** Harness only: epoch ms the claim objects take as "now", so tests can move time (expiry). */
export const HARNESS_NOW_HEADER = "X-Svc-Now-Ms";

export const PATHS = {
  activate: "/activate",
  approve: "/activate/approve",
  dashboard: "/dashboard",
  rotate: "/dashboard/rotate",
  topup: "/dashboard/topup",
  monitors: "/dashboard/monitors",
  watches: "/dashboard/watches",
  checkout: "/billing/checkout",
  stripeWebhook: "/billing/webhooks/stripe",
  login: "/auth/login",
  callback: "/auth/callback",
  logout: "/auth/logout",
  agentSetup: "/agent-setup",
  stylesheet: "/assets/page.css",
} as const;

/**
 * `{platform_url}`: `SVC_PLATFORM_URL`, required outside the harness (a Host header is the
 * caller's to choose, so it never decides where sign-in redirects and cookies point). Unset
 * outside the harness: 503, and readiness says so.
 */
export function platformUrl(env: PlatformBindings, requestUrl: string): string {
  const configured = setting(env, "SVC_PLATFORM_URL");
  if (configured) return configured;
  if (isHarness(env)) return new URL(requestUrl).origin;
  throw new ApiError("degraded", "This platform is not configured (its public URL is missing); sign-in is unavailable.", {
    internal: "SVC_PLATFORM_URL is not set",
  });
}

/** The links a claim response carries. */
export function claimLinks(env: PlatformBindings, requestUrl: string): ClaimLinks & { platform_url: string } {
  const platform = platformUrl(env, requestUrl);
  return {
    platform_url: platform,
    api_base_url: hostUrl("base_url", env),
    docs_url: setting(env, "SVC_AUTH_DOC_URL") ?? `${platform}${PATHS.agentSetup}`,
    dashboard_url: `${platform}${PATHS.dashboard}`,
    verification_uri: `${platform}${PATHS.activate}`,
  };
}

/** Keys are `svc_test_` in the harness or when SVC_KEY_ENV=test, `svc_live_` otherwise. */
export function keyEnvironment(env: PlatformBindings): KeyEnvironment {
  return setting(env, "SVC_KEY_ENV") === "test" || isHarness(env) ? "test" : "live";
}

/**
 * The clock the claim objects use for this request: the harness header when the harness is on,
 * else undefined (each object reads its own clock). Production ignores the header.
 */
export function harnessClock(c: Context<PlatformEnv>): (() => number) | undefined {
  if (!isHarness(c.env)) return undefined;
  const raw = c.req.header(HARNESS_NOW_HEADER);
  if (!raw || !/^\d{1,16}$/.test(raw)) return undefined;
  const fixed = Number(raw);
  return () => fixed;
}

/**
 * Cookies carry `Secure` (and the `__Host-` prefix) everywhere except plain http on a loopback
 * host, which only a local run serves: browsers would drop a Secure cookie set over http there.
 */
export function useSecureCookies(requestUrl: string): boolean {
  const url = new URL(requestUrl);
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  return !(url.protocol === "http:" && loopback);
}
