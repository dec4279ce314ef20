import { describe, expect, it } from "vitest";
import { cursorScope, pageFrom, pageMeta } from "@shared/provider";
import { apiErrorOf } from "../support/api-error";

const SECRET = "paging-unit-secret-0123456789abcdef";
const FIRST = { page: 1, limit: 30 };


describe("paging", () => {
  it("takes page and limit from the query, else the route's first page", async () => {
    expect(await pageFrom(SECRET, "s", {}, FIRST)).toEqual(FIRST);
    expect(await pageFrom(SECRET, "s", { page: 3, limit: 5 }, FIRST)).toEqual({ page: 3, limit: 5 });
  });

  it("round-trips the next page through next_cursor", async () => {
    const meta = await pageMeta(SECRET, "s", { page: 2, limit: 5 }, true);
    expect(meta).toMatchObject({ has_more: true, page: 2, limit: 5 });
    expect(await pageFrom(SECRET, "s", { cursor: meta.next_cursor! }, FIRST)).toEqual({ page: 3, limit: 5 });
  });

  it("answers next_cursor null at the end", async () => {
    expect((await pageMeta(SECRET, "s", FIRST, false)).next_cursor).toBeNull();
  });

  it("binds cursors to the query that made them", async () => {
    const scopeA = await cursorScope("news/search", { q: "rust", tags: "story" });
    expect(await cursorScope("news/search", { tags: "story", q: "rust" })).toBe(scopeA);
    expect(await cursorScope("news/search", { q: "rust" })).not.toBe(scopeA);
    const { next_cursor } = await pageMeta(SECRET, scopeA, { page: 0, limit: 5 }, true);
    expect((await apiErrorOf(pageFrom(SECRET, await cursorScope("news/search", { q: "go", tags: "story" }), { cursor: next_cursor! }, FIRST))).code).toBe("invalid_cursor");
  });

  it("rejects page together with a cursor, and a cursor with another limit", async () => {
    const { next_cursor } = await pageMeta(SECRET, "s", { page: 1, limit: 5 }, true);
    expect((await apiErrorOf(pageFrom(SECRET, "s", { cursor: next_cursor!, page: 2 }, FIRST))).code).toBe("invalid_request");
    expect((await apiErrorOf(pageFrom(SECRET, "s", { cursor: next_cursor!, limit: 6 }, FIRST))).code).toBe("invalid_cursor");
    expect(await pageFrom(SECRET, "s", { cursor: next_cursor!, limit: 5 }, FIRST)).toEqual({ page: 2, limit: 5 });
  });

  it("rejects a cursor signed with another secret", async () => {
    const { next_cursor } = await pageMeta("another-secret-0123456789abcdef", "s", FIRST, true);
    expect((await apiErrorOf(pageFrom(SECRET, "s", { cursor: next_cursor! }, FIRST))).code).toBe("invalid_cursor");
  });
});
