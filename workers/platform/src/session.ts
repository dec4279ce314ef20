/**
 * The signed-in human: a server-side session (D1 `platform_sessions`, 8 h) whose random `sid` is
 * the only thing the signed cookie carries, so signing out ends the session everywhere; and the
 * CSRF token of every form, derived from the `sid` with the same secret (HMAC), so a token is only
 * good for the session it was rendered in. `auth_time` (when the identity provider last
 * authenticated the human, as its ID token says) lets sensitive actions ask for a recent sign-in,
 * and send an older one through a step-up that the provider must answer with a fresh
 * authentication (docs/security.md#platform-sessions).
 */
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { constantTimeEqual, randomBase64Url, toBase64Url } from "@shared/claim/codes";
import { ApiError } from "@shared/errors";
import { PATHS, platformUrl } from "./config";
import type { PlatformEnv } from "./env";
import { sessionSecret, signedCookie } from "./signed-cookie";

const SESSION_TTL_S = 8 * 3600;

const sessionDataSchema = z.object({
  user_id: z.string(),
  org_id: z.string(),
  workspace_id: z.string(),
  email: z.string().nullable(),
  /** The claim whose user code this human entered; the approval page acts on this one only. */
  claim: z.object({ claim_id: z.string(), user_code: z.string() }).optional(),
});

export type NewSession = z.infer<typeof sessionDataSchema>;
export type Session = NewSession & {
  sid: string;
  /** Epoch ms at which the provider authenticated the human (0: it did not say; never recent). */
  auth_time: number;
};

const sessionCookie = signedCookie("svc_session", "session", SESSION_TTL_S, z.object({ typ: z.string(), exp: z.number(), sid: z.string().min(16) }));

const storeDown = (err: unknown) =>
  new ApiError("degraded", "The session store is unavailable; retry shortly.", { headers: { "Retry-After": "5" }, internal: String(err) });

/**
 * Starts a session after sign-in, with a fresh `sid` (so no CSRF token from before carries over).
 * `authTimeMs` is when the provider authenticated the human (`authTimeOf`), not when this sign-in
 * came back: a provider signing the human in from its own older session gives an older time.
 */
export async function startSession(c: Context<PlatformEnv>, value: NewSession, authTimeMs: number, nowMs = Date.now()): Promise<void> {
  const sid = randomBase64Url(18);
  await c.env.DB.prepare("INSERT INTO platform_sessions (id, user_id, data, auth_time, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(sid, value.user_id, JSON.stringify(value), authTimeMs, nowMs + SESSION_TTL_S * 1000)
    .run()
    .catch((err: unknown) => {
      throw storeDown(err);
    });
  await sessionCookie.write(c, { sid });
}

/** Rewrites the current session with changes (keeps its `sid` and sign-in time). */
export async function updateSession(c: Context<PlatformEnv>, session: Session, changes: Partial<NewSession>): Promise<void> {
  const { sid, auth_time: _a, ...data } = session;
  await c.env.DB.prepare("UPDATE platform_sessions SET data = ?2 WHERE id = ?1 AND revoked_at IS NULL")
    .bind(sid, JSON.stringify({ ...data, ...changes }))
    .run()
    .catch((err: unknown) => {
      throw storeDown(err);
    });
}

/** Ends the session for good: its record is revoked, so a copy of the cookie is worth nothing. */
export async function endSession(c: Context<PlatformEnv>, session: Session): Promise<void> {
  await c.env.DB.prepare("UPDATE platform_sessions SET revoked_at = ?2 WHERE id = ?1")
    .bind(session.sid, Date.now())
    .run()
    .catch((err: unknown) => {
      throw storeDown(err);
    });
  sessionCookie.clear(c);
}

interface SessionRow {
  data: string;
  auth_time: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Puts the session, when its cookie is valid and its record live, in `c.var.session`. */
export function loadSession(): MiddlewareHandler<PlatformEnv> {
  return async function sessionMiddleware(c, next) {
    const cookie = await sessionCookie.read(c);
    if (cookie) {
      const row = await c.env.DB.prepare("SELECT data, auth_time, expires_at, revoked_at FROM platform_sessions WHERE id = ?1")
        .bind(cookie.sid)
        .first<SessionRow>()
        .catch((err: unknown) => {
          throw storeDown(err);
        });
      const data = row && row.revoked_at === null && row.expires_at > Date.now() ? sessionDataSchema.safeParse(JSON.parse(row.data)) : null;
      if (data?.success) c.set("session", { ...data.data, sid: cookie.sid, auth_time: row!.auth_time });
    }
    await next();
  };
}

/** How recent an authentication must be for a key rotation (and a step-up's ID token `auth_time`). */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

/** Whether the provider authenticated the human within `FRESH_SIGN_IN_MS` of `nowMs`. */
export const signedInRecently = (session: Session, nowMs: number) => nowMs - session.auth_time <= FRESH_SIGN_IN_MS;

/**
 * The step-up sign-in: the login route with `fresh=1` asks the provider for a new authentication
 * (`max_age=0`, `prompt=login`) and accepts only an ID token whose `auth_time` is within
 * `FRESH_SIGN_IN_MS` (auth.routes.ts); then the human lands on `next`.
 */
export const stepUpSignIn = (next: string) => `${PATHS.login}?next=${encodeURIComponent(next)}&fresh=1`;

/**
 * The session's `auth_time` (ms) from an ID token's `auth_time` (s): 0 when the provider gave none
 * or one later than now beyond the clock skew (unknown: never recent), at most `nowMs`.
 */
export function authTimeOf(claims: { auth_time?: unknown }, nowMs: number, skewS: number): number {
  const authTime = claims.auth_time;
  if (typeof authTime !== "number" || !Number.isFinite(authTime) || authTime <= 0 || authTime * 1000 > nowMs + skewS * 1000) return 0;
  return Math.min(authTime * 1000, nowMs);
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
