/**
 * Sign-in through the configured OpenID Connect provider: authorization code with PKCE, `state`
 * and `nonce` (kept in a signed, HttpOnly, 10-minute cookie between the redirect and the
 * callback), the ID token verified against the provider's JWKS (shared/oidc). The first sign-in
 * of an identity creates its organization and workspace. `?fresh=1` is a step-up (`stepUpSignIn`):
 * the provider is asked to authenticate the human again (`max_age=0`, `prompt=login`), and a token
 * whose `auth_time` is missing or older than `FRESH_SIGN_IN_MS` does not sign in.
 */
import { z } from "zod";
import { ApiError } from "@shared/errors";
import { CLOCK_TOLERANCE_S } from "@shared/oidc/id-token";
import { signInAccount } from "./accounts";
import { PATHS } from "./config";
import { oidcClient } from "./oidc";
import { pageRouter, readForm, renderPage } from "./page-kit";
import { messagePage } from "./pages/message.page";
import { authTimeOf, checkCsrf, endSession, FRESH_SIGN_IN_MS, startSession } from "./session";
import { signedCookie } from "./signed-cookie";

const SIGN_IN_TTL_S = 600;

const pendingSignIn = signedCookie(
  "svc_signin",
  "signin",
  SIGN_IN_TTL_S,
  z.object({
    typ: z.string(),
    exp: z.number(),
    state: z.string(),
    nonce: z.string(),
    code_verifier: z.string(),
    next: z.string(),
    /** Set on a step-up: the callback requires an `auth_time` at most this old (seconds). */
    fresh_sign_in_s: z.number().int().nonnegative().optional(),
  }),
);

/** A top-up's checkout link (docs/payments.md): a human signed out there comes back to pay. */
const CHECKOUT_PAGE = new RegExp(`^${PATHS.checkout}/tpi_[0-9a-f]{32}$`);
/** The monitor and watch pages (ids are uuids; a longer path is still only a page of ours). */
const WORKSPACE_PAGE = new RegExp(`^(${PATHS.monitors}|${PATHS.watches})(/[A-Za-z0-9_-]{1,64}){0,2}$`);

/** Where to go after sign-in: one of our own pages, never another site (open redirect). */
export function safeNext(raw: string | undefined): string {
  if (!raw || raw.length > 200 || !raw.startsWith("/") || raw.startsWith("//") || /[\\\s]/.test(raw)) return PATHS.dashboard;
  const path = raw.split("?")[0]!;
  const allowed = [PATHS.activate, PATHS.approve, PATHS.dashboard].includes(path as never) || CHECKOUT_PAGE.test(path) || WORKSPACE_PAGE.test(path);
  return allowed ? raw : PATHS.dashboard;
}

export function authRoutes() {
  const app = pageRouter([PATHS.login, PATHS.callback, PATHS.logout]);

  app.get(PATHS.login, async (c) => {
    const stepUp = c.req.query("fresh") === "1";
    const start = await oidcClient(c).authorizationUrl(stepUp ? { freshSignInS: FRESH_SIGN_IN_MS / 1000 } : {});
    const { url, ...pending } = start;
    await pendingSignIn.write(c, { ...pending, next: safeNext(c.req.query("next")) });
    return c.redirect(url, 302);
  });

  app.get(PATHS.callback, async (c) => {
    const pending = await pendingSignIn.read(c);
    if (!pending) {
      throw new ApiError("invalid_request", "This sign-in has expired or was started in another browser. Please start again.");
    }
    pendingSignIn.clear(c);
    const { claims } = await oidcClient(c).completeSignIn(c.req.url, pending);
    const email = typeof claims.email === "string" && claims.email_verified !== false ? claims.email : null;
    const account = await signInAccount(c.env.DB, { issuer: claims.iss, subject: claims.sub, email });
    await startSession(c, account, authTimeOf(claims, Date.now(), CLOCK_TOLERANCE_S));
    return c.redirect(pending.next, 303);
  });

  app.post(PATHS.logout, async (c) => {
    const session = c.get("session");
    if (session) {
      await checkCsrf(c, session, (await readForm(c)).csrf);
      await endSession(c, session);
    }
    return renderPage(c, messagePage("Signed out", "You are signed out.", { link: { href: "/", label: "Home" } }));
  });

  return app;
}
