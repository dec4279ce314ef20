/**
 * The one cursor codec: opaque, HMAC-SHA256 signed, carrying a position, a scope and an expiry.
 * Any edited, truncated, foreign (other scope or other secret) or expired cursor fails closed
 * with 400 `invalid_cursor`, and never yields data.
 *
 * @example
 * const codec = cursorCodec(env.CURSOR_SECRET);
 * const next = await codec.encode("news:top", { page: 2 });
 * const { page } = await codec.decode("news:top", cursorFromQuery);
 */
import { ApiError } from "../errors";

const VERSION = 1;
const DEFAULT_TTL_S = 3_600;
const MAX_CURSOR_LENGTH = 2_048;
const encoder = new TextEncoder();

export type CursorPosition = Record<string, string | number | boolean | null>;

function base64url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const bin = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  // Only the canonical spelling is accepted: otherwise unused trailing bits let an edited cursor pass.
  if (base64url(bytes) !== text) throw new Error("non-canonical base64url");
  return bytes;
}

const keyCache = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keyCache.set(secret, key);
  }
  return key;
}

const invalid = (why: string) =>
  new ApiError("invalid_cursor", "The cursor is unknown, expired or was modified; restart from the first page.", {
    internal: why,
  });

export interface CursorCodec {
  encode(scope: string, position: CursorPosition, ttlSeconds?: number): Promise<string>;
  decode<T extends CursorPosition = CursorPosition>(scope: string, cursor: string): Promise<T>;
  /**
   * `start` when the request sent no cursor (`undefined`), else decode: a cursor that was sent,
   * the empty one included, is decoded and fails closed like any other.
   */
  decodeOr<T extends CursorPosition>(scope: string, cursor: string | undefined, start: T): Promise<T>;
}

export function cursorCodec(secret: string | undefined, now: () => number = Date.now): CursorCodec {
  if (!secret || secret.length < 16) {
    // Fail closed: without a real secret no cursor can be trusted or issued.
    throw new ApiError("degraded", "Pagination is unavailable right now.", { internal: "CURSOR_SECRET missing or short" });
  }
  const codec: CursorCodec = {
    async decodeOr<T extends CursorPosition>(scope: string, cursor: string | undefined, start: T): Promise<T> {
      return cursor === undefined ? start : codec.decode<T>(scope, cursor);
    },
    async encode(scope, position, ttlSeconds = DEFAULT_TTL_S) {
      const payload = base64url(encoder.encode(JSON.stringify({ v: VERSION, s: scope, p: position, e: Math.floor(now() / 1000) + ttlSeconds })));
      const sig = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(payload)));
      return `${payload}.${base64url(sig)}`;
    },
    async decode<T extends CursorPosition>(scope: string, cursor: string): Promise<T> {
      if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH) throw invalid("length");
      const [payload, sig, extra] = cursor.split(".");
      if (!payload || !sig || extra !== undefined) throw invalid("shape");
      let parsed: { v?: unknown; s?: unknown; p?: unknown; e?: unknown };
      try {
        const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(sig), encoder.encode(payload));
        if (!valid) throw invalid("signature");
        parsed = JSON.parse(new TextDecoder().decode(fromBase64url(payload)));
      } catch (err) {
        throw err instanceof ApiError ? err : invalid("decode");
      }
      if (parsed.v !== VERSION) throw invalid("version");
      if (parsed.s !== scope) throw invalid("scope");
      if (typeof parsed.e !== "number" || parsed.e * 1000 <= now()) throw invalid("expired");
      if (!parsed.p || typeof parsed.p !== "object" || Array.isArray(parsed.p)) throw invalid("position");
      return parsed.p as T;
    },
  };
  return codec;
}
