/**
 * `/authorize`: the sign-in form, and its submission redirecting back with `code` and `state`.
 * Like a real provider, the issuer remembers a sign-in (its session cookie, `SESSION_TTL_S`) and
 * answers a later request from it without asking again, unless the request asks for a new
 * authentication: `prompt=login` (or `consent`, `select_account`), or a `max_age` the time since
 * the human signed in here has reached (`max_age=0`: always). Then the form is shown again; `prompt=none` without a usable session is `login_required`.
 * The ID token's `auth_time` is when the human submitted the form, never when a code was reissued.
 * `/logout` forgets the issuer's session (to sign in as someone else).
 */
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type AuthorizeRequest, checkAuthorizeRequest, errorRedirect } from "./authorize-request";
import { DEFAULT_SEED, issuerUrl, type DevIssuerApp, type DevIssuerOptions } from "./context";
import { signingKeyFor, type SigningKey } from "./keys";
import { signInPage } from "./sign-in.page";
import { type CodeGrant, type IssuerSession, readInternal, seconds, SESSION_TTL_S, signInternal } from "./tokens";

const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** The issuer's session cookie, kept to its sign-in path (the platform may share the host locally). */
const SESSION_COOKIE = "dev_issuer_session";
const COOKIE_PATH = "/authorize";

const keyOf = (c: Context<DevIssuerApp>) => signingKeyFor(c.env?.DEV_ISSUER_SEED ?? DEFAULT_SEED);

async function issuerSession(c: Context<DevIssuerApp>, key: SigningKey, issuer: string, nowMs: number): Promise<IssuerSession | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const session = await readInternal<IssuerSession>(key, "session", token, issuer, nowMs);
  return session && typeof session.email === "string" && typeof session.auth_time_ms === "number" ? session : null;
}

/**
 * Whether the request lets a sign-in from `authTimeMs` stand (OpenID Connect Core §3.1.2.1):
 * `login`, `consent` and `select_account` all want the form (where the human picks the account).
 */
function sessionSatisfies(request: AuthorizeRequest, authTimeMs: number, nowMs: number): boolean {
  if (request.prompt.some((p) => p !== "none")) return false;
  return request.max_age === undefined || nowMs - authTimeMs < request.max_age * 1000;
}

/** The redirect back to the client with a code for `email`, authenticated at `authTimeMs`. */
async function codeRedirect(key: SigningKey, request: AuthorizeRequest, issuer: string, email: string, authTimeMs: number, nowMs: number) {
  const grant: CodeGrant = {
    client_id: request.client_id,
    redirect_uri: request.redirect_uri,
    code_challenge: request.code_challenge,
    scope: request.scope,
    email,
    auth_time: seconds(authTimeMs),
    ...(request.nonce ? { nonce: request.nonce } : {}),
  };
  const target = new URL(request.redirect_uri);
  target.searchParams.set("code", await signInternal(key, "code", { ...grant }, issuer, nowMs));
  if (request.state !== undefined) target.searchParams.set("state", request.state);
  target.searchParams.set("iss", issuer);
  return target.toString();
}

export function authorizeRoutes(options: Required<DevIssuerOptions>) {
  return new Hono<DevIssuerApp>()
    .get("/authorize", async (c) => {
      const issuer = issuerUrl(c.env, c.req.url);
      const check = checkAuthorizeRequest(c.req.query(), issuer);
      if (!check.ok) return "show" in check ? c.text(check.show, 400) : c.redirect(check.redirect, 302);
      const { request } = check;
      const key = await keyOf(c);
      const now = options.now();
      const session = await issuerSession(c, key, issuer, now);
      if (session && sessionSatisfies(request, session.auth_time_ms, now)) {
        return c.redirect(await codeRedirect(key, request, issuer, session.email, session.auth_time_ms, now), 302);
      }
      if (request.prompt.includes("none")) {
        return c.redirect(errorRedirect(request.redirect_uri, "login_required", "The user must sign in.", request.state, issuer), 302);
      }
      return c.html(signInPage(request, session ? { email: session.email } : {}));
    })
    .post("/authorize", async (c) => {
      const issuer = issuerUrl(c.env, c.req.url);
      const form = Object.fromEntries(
        Object.entries(await c.req.parseBody()).map(([name, value]) => [name, typeof value === "string" ? value : undefined]),
      );
      const check = checkAuthorizeRequest(form, issuer);
      if (!check.ok) return "show" in check ? c.text(check.show, 400) : c.redirect(check.redirect, 302);
      const { request } = check;
      if (form.action === "cancel") {
        return c.redirect(errorRedirect(request.redirect_uri, "access_denied", "The user cancelled sign-in.", request.state, issuer), 302);
      }
      const email = (form.email ?? "").trim().toLowerCase();
      if (!EMAIL.test(email)) {
        return c.html(signInPage(request, { email, error: "Enter an email address." }), 400);
      }
      // The form was submitted: the human authenticated now.
      const key = await keyOf(c);
      const now = options.now();
      setCookie(c, SESSION_COOKIE, await signInternal(key, "session", { email, auth_time_ms: now }, issuer, now), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: "Lax",
        secure: new URL(issuer).protocol === "https:",
        maxAge: SESSION_TTL_S,
      });
      return c.redirect(await codeRedirect(key, request, issuer, email, now, now), 302);
    })
    .get("/logout", (c) => {
      deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH });
      return c.text("Signed out of the development issuer: the next sign-in shows its form.");
    });
}
