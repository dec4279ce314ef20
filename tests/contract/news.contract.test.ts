/** The news provider through the front door: pagination, signed cursors, item trees, caching (docs/contract.md#pagination). */
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { NEWS_LISTS } from "@shared/contract/news.routes";
import { expectError, expectSuccess, kget } from "./contract";

const LISTS = NEWS_LISTS.map((l) => `/v1/news/stories_${l}`);

describe("news lists", () => {
  it.each(LISTS)("GET %s?limit=2: data array, cursor pagination meta", async (path) => {
    const body = expectSuccess(await kget(`${path}?limit=2`));
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeLessThanOrEqual(2);
    expect("next_cursor" in body.meta).toBe(true);
  });

  it("a list's default page size is within 1..100", async () => {
    const body = expectSuccess(await kget("/v1/news/stories_top"));
    expect(body.data.length).toBeGreaterThanOrEqual(1);
    expect(body.data.length).toBeLessThanOrEqual(100);
  });

  it("the end of a collection: next_cursor null (or absent) and no data", async () => {
    const body = expectSuccess(await kget("/v1/news/stories_job?limit=100&page=50"));
    expect(body.meta.next_cursor ?? null).toBeNull();
    expect(body.data).toEqual([]);
  });
});

describe("signed cursors", () => {
  let cursor = "";
  beforeAll(async () => {
    cursor = expectSuccess(await kget("/v1/news/stories_top?limit=2")).meta.next_cursor;
  });

  it("next_cursor gives the next page, the same as page=2", async () => {
    expect(typeof cursor === "string" && cursor.length > 0).toBe(true);
    const first = expectSuccess(await kget("/v1/news/stories_top?limit=2"));
    const second = expectSuccess(await kget(`/v1/news/stories_top?cursor=${encodeURIComponent(cursor)}`));
    expect(second.data).toHaveLength(2);
    const ids1 = first.data.map((i: { id: number }) => i.id);
    expect(second.data.every((i: { id: number }) => !ids1.includes(i.id))).toBe(true);
    const byPage = expectSuccess(await kget("/v1/news/stories_top?limit=2&page=2"));
    expect(byPage.data.map((i: { id: number }) => i.id)).toEqual(second.data.map((i: { id: number }) => i.id));
  });

  it("accepts a cursor with the same limit and refuses one with page", async () => {
    expectSuccess(await kget(`/v1/news/stories_top?limit=2&cursor=${encodeURIComponent(cursor)}`));
    expectError(await kget(`/v1/news/stories_top?page=2&cursor=${encodeURIComponent(cursor)}`), 400, "invalid_request");
  });

  it("refuses every tampered, forged or foreign cursor with 400 invalid_cursor", async () => {
    const [p, s] = cursor.split(".") as [string, string];
    const flip = (str: string, i: number) => str.slice(0, i) + (str[i] === "A" ? "B" : "A") + str.slice(i + 1);
    const forged = `${Buffer.from(JSON.stringify({ v: 1, s: "news/stories_top", p: { page: 99, limit: 2 }, e: 9999999999 })).toString("base64url")}.${s}`;
    const bad = [`${flip(p, 5)}.${s}`, `${p}.${flip(s, 3)}`, cursor.slice(0, -4), `${cursor}A`, p, `${cursor}.x`, "not-a-cursor", "", "null", forged, "A".repeat(5000)];
    for (const c of bad) expectError(await kget(`/v1/news/stories_top?cursor=${encodeURIComponent(c)}`), 400, "invalid_cursor");
    expectError(await kget("/v1/news/stories_top?cursor=%F0%9F%98%80"), 400, "invalid_cursor");
    expectError(await kget(`/v1/news/stories_new?cursor=${encodeURIComponent(cursor)}`), 400, "invalid_cursor");
    expectError(await kget(`/v1/news/search?q=apple&cursor=${encodeURIComponent(cursor)}`), 400, "invalid_cursor");
  });
});

describe("search, items and users", () => {
  it("search pages with a cursor bound to its query", async () => {
    const body = expectSuccess(await kget("/v1/news/search?q=apple&limit=1"));
    const next = body.meta.next_cursor;
    expect(typeof next).toBe("string");
    expect(expectSuccess(await kget(`/v1/news/search?q=apple&cursor=${encodeURIComponent(next)}`)).data.length).toBeLessThanOrEqual(1);
    expectError(await kget(`/v1/news/search?q=banana&cursor=${encodeURIComponent(next)}`), 400, "invalid_cursor");
    expectSuccess(await kget("/v1/news/search?q=apple&page=0&limit=1"));
  });

  it("item: data is an array with exactly the item asked for", async () => {
    const body = expectSuccess(await kget("/v1/news/item/8863?depth=1", { headers: { "X-Request-Id": "contract-item" } }), { requestId: "contract-item" });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].id).toBe(8863);
  });

  it("item with its comment tree, no deeper than depth", async () => {
    const [root] = expectSuccess(await kget("/v1/news/item/39000000?depth=2")).data;
    expect(root.children.length).toBeGreaterThan(0);
    expect(root.children.every((c: { children?: { children?: unknown }[] }) => !c.children || c.children.every((g) => !g.children))).toBe(true);
  });

  it("user: data is an array with exactly one element", async () => {
    expect(expectSuccess(await kget("/v1/news/user/jl")).data).toHaveLength(1);
  });

  it("an unknown item or user → 404 not_found", async () => {
    expectError(await kget("/v1/news/item/999999999"), 404, "not_found");
    expectError(await kget("/v1/news/user/nobody_here_xyz"), 404, "not_found");
  });

  it("X-Cache: miss then hit for the same read; no meta.stale on a fresh answer", async () => {
    const path = `/v1/news/stories_best?limit=1&page=${randomInt(2, 400)}`;
    const a = await kget(path);
    expectSuccess(a);
    expect(["miss", "hit"]).toContain(a.headers["x-cache"]);
    const b = await kget(path);
    expectSuccess(b);
    expect(b.headers["x-cache"]).toBe("hit");
    expect(b.json.meta.stale ?? false).toBe(false);
  });
});
