/**
 * Page-numbered pagination with cursors, for provider routes whose upstream pages by number
 * (news lists and search). A request names its page either with `page` or with `cursor` (the
 * previous `meta.next_cursor`, passed verbatim), never both.
 *
 * The cursor (shared/http/cursor.ts: signed, expiring) carries `{page, limit}`; its scope is the
 * route plus a fingerprint of the query that defines the collection (`q`, `tags`), so a cursor
 * from another list or another query is `invalid_cursor`. `limit` may be repeated next to a
 * cursor, but only with the cursor's own value: another page size would skip or repeat records.
 */
import { ApiError } from "../errors";
import { cursorCodec } from "../http/cursor";

export interface PageQuery {
  page?: number | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface PagePosition {
  page: number;
  limit: number;
}

/**
 * The scope a route's cursors are bound to.
 *
 * @example await cursorScope("news/search", { q: "rust", tags: "story" }) // "news/search#3f2a…"
 */
export async function cursorScope(route: string, identity: Record<string, string | undefined> = {}): Promise<string> {
  const entries = Object.entries(identity).filter((e): e is [string, string] => e[1] !== undefined);
  if (entries.length === 0) return route;
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(entries)));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${route}#${hex}`;
}

/**
 * The page a request asks for: from its cursor, else from `page`/`limit` and the route's defaults
 * (`defaults.page` is the route's first page: 1 for lists, 0 for search).
 */
export async function pageFrom(secret: string | undefined, scope: string, q: PageQuery, defaults: PagePosition): Promise<PagePosition> {
  if (q.cursor === undefined) return { page: q.page ?? defaults.page, limit: q.limit ?? defaults.limit };
  if (q.page !== undefined) throw new ApiError("invalid_request", "Send either page or cursor, not both: the cursor already says which page comes next.");
  const position = await cursorCodec(secret).decode(scope, q.cursor);
  const { page, limit } = position;
  if (!Number.isSafeInteger(page) || !Number.isSafeInteger(limit) || (page as number) < defaults.page || (limit as number) < 1) {
    throw new ApiError("invalid_cursor", "The cursor is unknown, expired or was modified; restart from the first page.", { internal: "cursor position" });
  }
  if (q.limit !== undefined && q.limit !== limit) {
    throw new ApiError("invalid_cursor", `This cursor pages by limit=${String(limit)}; repeat that limit or leave it out.`);
  }
  return { page: page as number, limit: limit as number };
}

/** `meta` of a page: `next_cursor` (null at the end), `has_more`, and where this page is. */
export async function pageMeta(secret: string | undefined, scope: string, at: PagePosition, hasMore: boolean) {
  const next_cursor = hasMore ? await cursorCodec(secret).encode(scope, { page: at.page + 1, limit: at.limit }) : null;
  return { next_cursor, has_more: hasMore, page: at.page, limit: at.limit };
}

/**
 * One page of a ranked id list. `page` counts from 1 and `limit` is the page size, both already
 * validated by the route (news lists: limit 1..100, page >= 1).
 *
 * @example pageOfIds([1, 2, 3, 4, 5], 2, 2) // { ids: [3, 4], has_more: true }
 */
export function pageOfIds<T>(ids: readonly T[], page: number, limit: number): { ids: T[]; has_more: boolean } {
  const size = Math.max(1, Math.floor(limit));
  const start = (Math.max(1, Math.floor(page)) - 1) * size;
  return { ids: ids.slice(start, start + size), has_more: start + size < ids.length };
}
