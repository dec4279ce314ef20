/**
 * Paging over InnerTube continuations. A continuation token is long (up to ~3 KB) and opaque, so
 * the signed cursor (shared/http/cursor.ts) does not carry it: the token is kept in the KV cache
 * under its SHA-256, written when the page that named it was produced, and the cursor carries that
 * reference plus an offset into the upstream page (a `limit` smaller than the platform's page
 * would otherwise skip the rest of it). A reference that is gone is `invalid_cursor`: restart.
 *
 * A page of `limit` items may take several upstream pages; `MAX_PAGE_CALLS` bounds that.
 */
import type { Context } from "hono";
import { ApiError } from "@shared/errors";
import { cursorCodec } from "@shared/http/cursor";
import type { VideoEnv } from "./env";

/** Where a page starts: an upstream page (null = the first) and an offset into it. */
export interface Position {
  ref: string | null;
  offset: number;
}

export interface UpstreamPage<T> {
  items: T[];
  next: string | null;
}

/** Upstream pages one request may read to fill `limit` (search and comments pages hold ~20). */
export const MAX_PAGE_CALLS = 3;
/** Kept longer than a cached page (24 h stale) plus a cursor's life (1 h). */
const TOKEN_TTL_S = 25 * 3600;
const tokenKey = (ref: string) => `video:continuation:v1:${ref}`;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface Continuations {
  /** The token behind a reference; throws invalid_cursor when it is gone. */
  token(ref: string): Promise<string>;
  /** Stores `token` (with the record head a cursor page repeats) and returns its reference. */
  keep(token: string, head?: unknown): Promise<string>;
  head<T>(ref: string): Promise<T | null>;
}

export function continuations(kv: KVNamespace): Continuations {
  const read = async (ref: string) => {
    let raw: string | null;
    try {
      raw = await kv.get(tokenKey(ref));
    } catch (err) {
      throw new ApiError("degraded", "The shared store is unavailable; retry shortly.", { cause: err, internal: "continuation read" });
    }
    if (raw === null) throw new ApiError("invalid_cursor", "The cursor is unknown, expired or was modified; restart from the first page.", { internal: "continuation gone" });
    return JSON.parse(raw) as { token: string; head?: unknown };
  };
  return {
    token: async (ref) => (await read(ref)).token,
    head: async <T>(ref: string) => ((await read(ref)).head ?? null) as T | null,
    async keep(token, head) {
      const ref = await sha256Hex(token);
      try {
        await kv.put(tokenKey(ref), JSON.stringify({ token, head }), { expirationTtl: TOKEN_TTL_S });
      } catch (err) {
        throw new ApiError("degraded", "The shared store is unavailable; retry shortly.", { cause: err, internal: "continuation write" });
      }
      return ref;
    },
  };
}

/**
 * Items from `start` until `limit` (or one upstream page when `limit` is undefined), reading at
 * most MAX_PAGE_CALLS pages. `next` is where the following page starts, null at the end.
 */
export async function collectPage<T>(
  fetchPage: (token: string | null) => Promise<UpstreamPage<T>>,
  store: Continuations,
  start: Position,
  limit: number | undefined,
): Promise<{ items: T[]; next: Position | null }> {
  const items: T[] = [];
  let ref = start.ref;
  let offset = start.offset;
  for (let calls = 1; ; calls++) {
    const page = await fetchPage(ref === null ? null : await store.token(ref));
    const rest = page.items.slice(offset);
    const want = limit === undefined ? rest.length : limit - items.length;
    items.push(...rest.slice(0, want));
    if (rest.length > want) return { items, next: { ref, offset: offset + want } };
    if (page.next === null) return { items, next: null };
    const nextRef = await store.keep(page.next);
    if (limit === undefined || items.length >= limit || calls >= MAX_PAGE_CALLS) return { items, next: { ref: nextRef, offset: 0 } };
    ref = nextRef;
    offset = 0;
  }
}

/** The position a request asks for: its cursor's, or the first page. */
export async function positionOf(c: Context<VideoEnv>, scope: string, cursor: string | undefined): Promise<Position> {
  if (cursor === undefined) return { ref: null, offset: 0 };
  const p = await cursorCodec(c.env.CURSOR_SECRET).decode(scope, cursor);
  const ref = p.r;
  const offset = p.o;
  if ((ref !== null && (typeof ref !== "string" || !/^[0-9a-f]{64}$/.test(ref))) || typeof offset !== "number" || !Number.isSafeInteger(offset) || offset < 0) {
    throw new ApiError("invalid_cursor", "The cursor is unknown, expired or was modified; restart from the first page.", { internal: "cursor position" });
  }
  return { ref, offset };
}

export async function cursorOf(c: Context<VideoEnv>, scope: string, next: Position | null): Promise<string | null> {
  return next === null ? null : cursorCodec(c.env.CURSOR_SECRET).encode(scope, { r: next.ref, o: next.offset });
}

/** Cache key part of a position. */
export const positionKey = (p: Position) => `${p.ref ?? "first"}+${p.offset}`;
