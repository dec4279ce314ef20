/** Request validation: docs/contract.md#validation (400 invalid_request naming the field, before limits and credits). */
import { describe, expect, it } from "vitest";
import { anon, expectError, expectSuccess, get, kget, randomIp } from "./contract";

/** [path, field the message must name]: keyed, never charged. */
const CASES: [string, string][] = [
  ["/v1/news/stories_top?limit=0", "limit"], ["/v1/news/stories_top?limit=101", "limit"], ["/v1/news/stories_top?limit=-1", "limit"],
  ["/v1/news/stories_top?limit=1.5", "limit"], ["/v1/news/stories_top?limit=abc", "limit"], ["/v1/news/stories_top?limit=1e2", "limit"],
  ["/v1/news/stories_top?limit=0x10", "limit"], ["/v1/news/stories_top?limit=", "limit"], ["/v1/news/stories_top?limit=99999999999999999999999", "limit"],
  ["/v1/news/stories_top?limit=2&limit=3", "limit"], ["/v1/news/stories_top?page=0", "page"], ["/v1/news/stories_new?page=-3", "page"],
  ["/v1/news/stories_job?page=1.0", "page"],
  ["/v1/news/search", "q"], ["/v1/news/search?q=", "q"], ["/v1/news/search?q=x&limit=0", "limit"], ["/v1/news/search?q=x&limit=101", "limit"],
  ["/v1/news/search?q=x&page=-1", "page"], ["/v1/news/search?q=x&tags=%3Cscript%3E", "tags"], ["/v1/news/search?q=a&q=b", "q"],
  [`/v1/news/search?q=${"a".repeat(600)}`, "q"],
  ["/v1/news/item/abc", "id"], ["/v1/news/item/-5", "id"], ["/v1/news/item/1.5", "id"], ["/v1/news/item/8863?depth=0", "depth"],
  ["/v1/news/item/8863?depth=11", "depth"], ["/v1/news/item/8863?depth=x", "depth"], ["/v1/news/item/99999999999999999999", "id"],
  ["/v1/news/user/a.b", "handle"], ["/v1/news/user/%F0%9F%98%80", "handle"], [`/v1/news/user/${"a".repeat(100)}`, "handle"],
  ["/v1/apps/app", "id"], ["/v1/apps/app?id=1&appId=com.x", "id"], ["/v1/apps/app?id=1&country=usa", "country"], ["/v1/apps/app?id=1&country=1", "country"],
  ["/v1/apps/app?id=1&ratings=maybe", "ratings"], ["/v1/apps/app?id=1&lang=%%%", "lang"], ["/v1/apps/app?id=..%2F..%2Fetc", "id"],
  ["/v1/apps/search", "term"], ["/v1/apps/search?term=", "term"], ["/v1/apps/search?term=x&limit=abc", "limit"], ["/v1/apps/search?term=x&limit=2.5", "limit"],
  ["/v1/apps/similar", "id"], ["/v1/apps/list", "collection"], ["/v1/apps/list?collection=nope", "collection"],
  ["/v1/apps/list?collection=top_free&category=games", "category"],
  ["/v1/video/search", "term"], ["/v1/video/search?term=x&limit=0", "limit"], ["/v1/video/search?term=x&limit=51", "limit"],
  ["/v1/video/comments/abc?limit=51", "limit"], ["/v1/video/video/a%20b", "id"], ["/v1/video/video/abc?language=%%", "language"],
  ["/v1/social/posts/abc", "post_id"], ["/v1/social/posts/-1", "post_id"], ["/v1/social/users/a.b.c/posts", "handle"],
];

describe("request validation", () => {
  it.each(CASES)("GET %s → 400 invalid_request naming %s", async (path, field) => {
    const e = expectError(await kget(path), 400, "invalid_request");
    expect(e.message).toContain(field);
  });

  it("precedes the anonymous quota (a 400 carries no quota headers)", async () => {
    const res = await get("/v1/apps/app", { headers: anon(randomIp()) });
    expectError(res, 400, "invalid_request");
    expect(res.headers["x-ratelimit-remaining"]).toBeUndefined();
  });

  it("ignores unknown query parameters (cache busters)", async () => {
    expectSuccess(await get("/v1/apps/app?id=284882215&_=123", { headers: anon() }));
  });
});
