/**
 * JSON in an HMAC-signed, HttpOnly, SameSite=Lax cookie (hono's signed cookies: HMAC-SHA256,
 * verified with `crypto.subtle.verify`, so in constant time). The payload names its own kind
 * (`typ`), since hono signs the value and not the cookie's name, and carries its expiry (`exp`,
 * epoch seconds), checked here rather than left to the browser.
 */
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import type { z } from "zod";
import { fromBase64Url, toBase64Url } from "@shared/claim/codes";
import { ApiError } from "@shared/errors";
import { useSecureCookies } from "./config";
import type { PlatformEnv } from "./env";

const MIN_SECRET_LENGTH = 32;

/** The signing secret; without one (or with a short one) nothing is signed in: fail closed. */
export function sessionSecret(c: Context<PlatformEnv>): string {
  const secret = c.env.SESSION_SECRET;
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    throw new ApiError("degraded", "Sign-in is not available on this deployment.", { internal: "SESSION_SECRET unset or shorter than 32 characters" });
  }
  return secret;
}

export interface SignedCookie<T> {
  read(c: Context<PlatformEnv>): Promise<T | null>;
  write(c: Context<PlatformEnv>, value: Omit<T, "typ" | "exp">): Promise<void>;
  clear(c: Context<PlatformEnv>): void;
}

export function signedCookie<S extends z.ZodType<{ typ: string; exp: number }>>(
  name: string,
  typ: string,
  ttlS: number,
  schema: S,
): SignedCookie<z.infer<S>> {
  const options = (c: Context) => {
    const secure = useSecureCookies(c.req.url);
    // `__Host-` pins the cookie to this host over https, with no Domain and Path=/.
    return { secure, httpOnly: true, sameSite: "Lax" as const, path: "/", ...(secure ? { prefix: "host" as const } : {}) };
  };
  return {
    async read(c) {
      const opts = options(c);
      const raw = await getSignedCookie(c, sessionSecret(c), name, opts.prefix);
      if (!raw) return null;
      let value: unknown;
      try {
        value = JSON.parse(new TextDecoder().decode(fromBase64Url(raw)));
      } catch {
        return null;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success || parsed.data.typ !== typ || parsed.data.exp * 1000 <= Date.now()) return null;
      return parsed.data;
    },
    async write(c, value) {
      const exp = Math.floor(Date.now() / 1000) + ttlS;
      const encoded = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...value, typ, exp })));
      await setSignedCookie(c, name, encoded, sessionSecret(c), { ...options(c), maxAge: ttlS });
    },
    clear(c) {
      deleteCookie(c, name, options(c));
    },
  };
}
