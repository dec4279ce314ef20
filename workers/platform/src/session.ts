/**
 * The signed-in human: a stateless session in a signed cookie (8 h), and the CSRF token of every
 * form, derived from the session's random `sid` with the same secret (HMAC), so a token is only
 * good for the session it was rendered in, and nothing needs storing.
 */
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { constantTimeEqual, randomBase64Url, toBase64Url } from "../../../shared/claim/codes";
import { ApiError } from "../../../shared/errors";
import { platformUrl } from "./config";
import type { PlatformEnv } from "./env";
import { sessionSecret, signedCookie } from "./signed-cookie";

const SESSION_TTL_S = 8 * 3600;

const sessionSchema = z.object({
  typ: z.string(),
  exp: z.number(),
  sid: z.string().min(16),
  user_id: z.string(),
  org_id: z.string(),
  workspace_id: z.string(),
  email: z.string().nullable(),
  /** The claim whose user code this human entered; the approval page acts on this one only. */
  claim: z.object({ claim_id: z.string(), user_code: z.string() }).optional(),
});

export type Session = z.infer<typeof sessionSchema>;
export type NewSession = Omit<Session, "typ" | "exp" | "sid">;

const sessionCookie = signedCookie("svc_session", "session", SESSION_TTL_S, sessionSchema);

/** Starts a session after sign-in, with a fresh `sid` (so no CSRF token from before carries over). */
export function startSession(c: Context<PlatformEnv>, value: NewSession): Promise<void> {
  return sessionCookie.write(c, { ...value, sid: randomBase64Url(18) });
}

/** Rewrites the current session with changes (keeps its `sid`). */
export function updateSession(c: Context<PlatformEnv>, session: Session, changes: Partial<NewSession>): Promise<void> {
  const { typ: _t, exp: _e, ...rest } = session;
  return sessionCookie.write(c, { ...rest, ...changes });
}

export const endSession = (c: Context<PlatformEnv>) => sessionCookie.clear(c);

/** Puts the session, when valid, in `c.var.session`. */
export function loadSession(): MiddlewareHandler<PlatformEnv> {
  return async function sessionMiddleware(c, next) {
    const session = await sessionCookie.read(c);
    if (session) c.set("session", session);
    await next();
  };
}

// Imported keys are kept as values (never as pending promises, which workerd will not share).
const csrfKeys = new Map<string, CryptoKey>();

async function csrfKey(secret: string): Promise<CryptoKey> {
  let key = csrfKeys.get(secret);
  if (!key) {
    key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    csrfKeys.set(secret, key);
  }
  return key;
}

export async function csrfToken(c: Context<PlatformEnv>, session: Session): Promise<string> {
  const key = await csrfKey(sessionSecret(c));
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`csrf\u0000${session.sid}`));
  return toBase64Url(new Uint8Array(mac));
}

/**
 * Refuses a form post that is not from one of our pages: the hidden `csrf` field must be this
 * session's token, and a browser-sent `Origin` must be ours (SameSite=Lax already keeps the
 * cookie off cross-site POSTs; this holds even where it would not).
 */
export async function checkCsrf(c: Context<PlatformEnv>, session: Session, submitted: unknown): Promise<void> {
  const origin = c.req.header("Origin");
  const sameOrigin = origin === undefined || origin === platformUrl(c.env, c.req.url) || origin === new URL(c.req.url).origin;
  const expected = await csrfToken(c, session);
  if (!sameOrigin || typeof submitted !== "string" || !constantTimeEqual(submitted, expected)) {
    throw new ApiError("invalid_request", "This form has expired or did not come from this site. Go back, reload the page and try again.", {
      internal: "csrf check failed",
    });
  }
}
