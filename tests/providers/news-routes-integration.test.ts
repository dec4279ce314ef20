/**
 * The news worker's routes against the fake upstream serving recorded (and marked SYNTHETIC)
 * Hacker News responses: happy paths, every parameter bound, cursors, 404. Every body is checked
 * strictly against the schema /openapi.json documents for its route.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { type Capabilities, CapabilitiesSchema } from "@shared/contract/capabilities";
import type { NewsItem, NewsUser } from "@shared/contract/news.records";
import { NEWS_LISTS, newsCapabilitiesRoute, newsItemRoute, newsListRoutes, newsSearchRoute, newsUserRoute } from "@shared/contract/news.routes";
import topIds from "../fixtures/upstream/hn-firebase/hn-firebase_topstories_SYNTHETIC.json";
import jobIds from "../fixtures/upstream/hn-firebase/hn-firebase_jobstories_SYNTHETIC.json";
import algoliaTree from "../fixtures/upstream/hn-algolia/hn-algolia_items_39000000_SYNTHETIC-300-comments.json";
import { expectData, expectError, fake, freshWorld, providerApp } from "./harness";

beforeEach(freshWorld);

const listRoute = (list: string) => newsListRoutes[NEWS_LISTS.indexOf(list as (typeof NEWS_LISTS)[number])]!;

/** Deepest level of expanded replies under `item` (0 when it has no `children`). */
function expandedDepth(item: NewsItem): number {
  return item.children === undefined || item.children.length === 0 ? (item.children === undefined ? 0 : 1) : 1 + Math.max(...item.children.map(expandedDepth));
}

describe("GET /v1/news/stories_{list}", () => {
  it.each(NEWS_LISTS)("stories_%s answers a page of items in list order with a next_cursor", async (list) => {
    const news = providerApp("news");
    const res = await news.get(`/v1/news/stories_${list}?limit=3`, { "X-Request-Id": `test-${list}` });
    const body = await expectData<NewsItem[]>(res, listRoute(list));
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(3);
    expect(body.meta.request_id).toBe(`test-${list}`);
    expect(typeof body.meta.next_cursor).toBe("string");
    expect(body.meta).toMatchObject({ has_more: true, page: 1, limit: 3 });
    expect(res.headers.get("x-cache")).toBe("miss");
  });

  it("keeps the upstream ranking and pages through it with next_cursor", async () => {
    const news = providerApp("news");
    const first = await expectData<NewsItem[]>(await news.get("/v1/news/stories_top?limit=4"), listRoute("top"));
    expect(first.data.map((i) => i.id)).toEqual(topIds.slice(0, 4));
    const second = await expectData<NewsItem[]>(await news.get(`/v1/news/stories_top?cursor=${first.meta.next_cursor}`), listRoute("top"));
    expect(second.data.map((i) => i.id)).toEqual(topIds.slice(4, 8));
    expect(second.meta).toMatchObject({ page: 2, limit: 4 });
    // `page` numbers reach the same page as the cursor does.
    const byPage = await expectData<NewsItem[]>(await news.get("/v1/news/stories_top?limit=4&page=2"), listRoute("top"));
    expect(byPage.data).toEqual(second.data);
  });

  it("answers next_cursor null on the last page", async () => {
    const news = providerApp("news");
    const last = await expectData<NewsItem[]>(await news.get("/v1/news/stories_job?limit=20&page=2"), listRoute("job"));
    expect(last.data.map((i) => i.id)).toEqual(jobIds.slice(20));
    expect(last.meta).toMatchObject({ next_cursor: null, has_more: false });
  });

  it("keeps unknown values null, never a made-up zero", async () => {
    const news = providerApp("news");
    const { data } = await expectData<NewsItem[]>(await news.get("/v1/news/stories_job?limit=1"), listRoute("job"));
    // A job has no score-bearing discussion: HN sends no `descendants`, so comment_count is unknown.
    expect(data[0]).toMatchObject({ id: jobIds[0], type: "job", comment_count: null });
  });

  it("serves the second identical request from the cache", async () => {
    const news = providerApp("news");
    await news.get("/v1/news/stories_new?limit=2");
    const before = (await fake.hits()).total;
    const again = await news.get("/v1/news/stories_new?limit=2");
    await expectData(again, listRoute("new"));
    expect(again.headers.get("x-cache")).toBe("hit");
    expect((await fake.hits()).total).toBe(before);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["page=0", "page"],
    ["page=-1", "page"],
  ])("rejects %s with 400 invalid_request naming the field", async (query, field) => {
    const news = providerApp("news");
    const error = await expectError(await news.get(`/v1/news/stories_top?${query}`), 400, "invalid_request");
    expect(error.message).toContain(`"${field}"`);
    expect((await fake.hits()).total).toBe(0);
  });

  it("accepts the bounds themselves: limit 1 and 100, page 1", async () => {
    const news = providerApp("news");
    expect((await expectData<NewsItem[]>(await news.get("/v1/news/stories_new?limit=1&page=1"), listRoute("new"))).data).toHaveLength(1);
    expect((await expectData<NewsItem[]>(await news.get("/v1/news/stories_new?limit=100"), listRoute("new"))).data).toHaveLength(100);
  });
});

describe("cursors on news lists", () => {
  async function firstCursor(path: string): Promise<string> {
    const spec = path.startsWith("/v1/news/search") ? newsSearchRoute : listRoute(path.slice("/v1/news/stories_".length, path.indexOf("?")));
    const { meta } = await expectData(await providerApp("news").get(path), spec);
    return meta.next_cursor as string;
  }

  it("rejects a tampered cursor with 400 invalid_cursor", async () => {
    const cursor = await firstCursor("/v1/news/stories_top?limit=2");
    const tampered = cursor.slice(0, -2) + (cursor.endsWith("A") ? "BB" : "AA");
    await expectError(await providerApp("news").get(`/v1/news/stories_top?cursor=${tampered}`), 400, "invalid_cursor");
    await expectError(await providerApp("news").get("/v1/news/stories_top?cursor=not-a-cursor"), 400, "invalid_cursor");
  });

  it("rejects an empty or oversized cursor with 400 invalid_cursor (not invalid_request)", async () => {
    await expectError(await providerApp("news").get("/v1/news/stories_top?cursor="), 400, "invalid_cursor");
    await expectError(await providerApp("news").get(`/v1/news/search?q=apple&cursor=${"A".repeat(5_000)}`), 400, "invalid_cursor");
  });

  it("rejects a cursor of another list with 400 invalid_cursor", async () => {
    const cursor = await firstCursor("/v1/news/stories_new?limit=2");
    await expectError(await providerApp("news").get(`/v1/news/stories_top?cursor=${cursor}`), 400, "invalid_cursor");
  });

  it("rejects a cursor of a search on a list, and of another query on search", async () => {
    const search = await firstCursor("/v1/news/search?q=apple&tags=story&limit=1");
    await expectError(await providerApp("news").get(`/v1/news/stories_top?cursor=${search}`), 400, "invalid_cursor");
    await expectError(await providerApp("news").get(`/v1/news/search?q=banana&tags=story&cursor=${search}`), 400, "invalid_cursor");
    await expectError(await providerApp("news").get(`/v1/news/search?q=apple&tags=comment&cursor=${search}`), 400, "invalid_cursor");
  });

  it("rejects a cursor together with page, and with another limit", async () => {
    const cursor = await firstCursor("/v1/news/stories_top?limit=2");
    await expectError(await providerApp("news").get(`/v1/news/stories_top?cursor=${cursor}&page=2`), 400, "invalid_request");
    await expectError(await providerApp("news").get(`/v1/news/stories_top?cursor=${cursor}&limit=5`), 400, "invalid_cursor");
    await expectData(await providerApp("news").get(`/v1/news/stories_top?cursor=${cursor}&limit=2`), listRoute("top"));
  });
});

describe("GET /v1/news/search", () => {
  it("answers the recorded hits of a query with tags", async () => {
    const news = providerApp("news");
    const body = await expectData<NewsItem[]>(await news.get("/v1/news/search?q=apple&tags=story&limit=1"), newsSearchRoute);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.type).toBe("story");
    expect(body.meta).toMatchObject({ page: 0, limit: 1, has_more: true, total: 27714 });
    expect(typeof body.meta.next_cursor).toBe("string");
  });

  it("pages with the cursor to the end of a small result set, then answers next_cursor null", async () => {
    const news = providerApp("news");
    const seen = new Set<number>();
    let path = "/v1/news/search?q=pg&limit=2";
    for (let page = 0; page < 50; page++) {
      const body = await expectData<NewsItem[]>(await news.get(path), newsSearchRoute);
      expect(body.meta.page).toBe(page);
      for (const item of body.data) seen.add(item.id);
      if (body.meta.next_cursor === null) {
        expect(body.meta.has_more).toBe(false);
        expect(seen.size).toBeGreaterThan(2);
        return;
      }
      path = `/v1/news/search?q=pg&cursor=${body.meta.next_cursor}`;
    }
    throw new Error("search never reached its last page");
  });

  it.each([
    ["", "q"],
    ["q=", "q"],
    ["q=apple&limit=0", "limit"],
    ["q=apple&limit=101", "limit"],
    ["q=apple&page=-1", "page"],
    ["q=apple&tags=story%20OR%201", "tags"],
  ])("rejects ?%s with 400 invalid_request naming %s", async (query, field) => {
    const error = await expectError(await providerApp("news").get(`/v1/news/search?${query}`), 400, "invalid_request");
    expect(error.message).toContain(`"${field}"`);
  });

  it("accepts page 0, the first search page", async () => {
    const body = await expectData(await providerApp("news").get("/v1/news/search?q=apple&tags=comment&limit=1&page=0"), newsSearchRoute);
    expect(body.meta.page).toBe(0);
  });
});

describe("GET /v1/news/item/{id}", () => {
  it("answers exactly one item with its tree to the default depth of 3, in one upstream call", async () => {
    const news = providerApp("news");
    const body = await expectData<NewsItem[]>(await news.get("/v1/news/item/39000000"), newsItemRoute);
    expect(body.data).toHaveLength(1);
    const [story] = body.data;
    expect(story!.id).toBe(39000000);
    expect(story!.children!.map((c) => c.id)).toEqual(algoliaTree.children.map((c) => c.id));
    expect(expandedDepth(story!)).toBeLessThanOrEqual(3);
    expect(body.meta.depth).toBe(3);
    expect((await fake.hits()).total).toBe(1);
  });

  it("depth=1 expands the direct replies only; their replies stay as child_ids", async () => {
    const { data } = await expectData<NewsItem[]>(await providerApp("news").get("/v1/news/item/39000000?depth=1"), newsItemRoute);
    const replies = data[0]!.children!;
    expect(replies.length).toBe(algoliaTree.children.length);
    for (const reply of replies) expect(reply.children).toBeUndefined();
    expect(replies.some((r) => (r.child_ids ?? []).length > 0)).toBe(true);
  });

  it("depth=10 expands the whole recorded tree (10 levels deep)", async () => {
    const { data } = await expectData<NewsItem[]>(await providerApp("news").get("/v1/news/item/39000000?depth=10"), newsItemRoute);
    expect(expandedDepth(data[0]!)).toBe(10);
    expect(data[0]!.comment_count).toBe(297);
  });

  it.each(["depth=0", "depth=11", "depth=x"])("rejects %s with 400 invalid_request", async (query) => {
    const error = await expectError(await providerApp("news").get(`/v1/news/item/39000000?${query}`), 400, "invalid_request");
    expect(error.message).toContain('"depth"');
  });

  it("rejects a non-numeric id with 400 invalid_request", async () => {
    await expectError(await providerApp("news").get("/v1/news/item/abc"), 400, "invalid_request");
  });

  it("answers 404 not_found for an id neither upstream knows", async () => {
    await expectError(await providerApp("news").get("/v1/news/item/999999999"), 404, "not_found");
  });

  it("builds the tree from Firebase when Algolia has not indexed the item", async () => {
    const news = providerApp("news");
    // 8863 is a recorded Firebase story that the fake Algolia does not have.
    const body = await expectData<NewsItem[]>(await news.get("/v1/news/item/8863?depth=1"), newsItemRoute);
    expect(body.data[0]).toMatchObject({ id: 8863, type: "story", author: "dhouston" });
    expect(body.meta.availability).toBeUndefined();
  });

  it("falls back to bounded Firebase fan-out when Algolia is down, with the same tree", async () => {
    const news = providerApp("news");
    const fromAlgolia = await expectData<NewsItem[]>(await news.get("/v1/news/item/39000000?depth=2"), newsItemRoute);
    await fake.reset();
    await fake.setMode("hn_algolia", "down");
    const fallback = providerApp("news");
    const res = await fallback.get("/v1/news/item/39000000?depth=2", { "Cache-Control": "no-cache" });
    const fromFirebase = await expectData<NewsItem[]>(res, newsItemRoute);
    const shape = (i: NewsItem): unknown => ({ id: i.id, children: i.children?.map(shape) });
    expect(shape(fromFirebase.data[0]!)).toEqual(shape(fromAlgolia.data[0]!));
    const hits = await fake.hits();
    const expanded = 1 + fromFirebase.data[0]!.children!.length + fromFirebase.data[0]!.children!.reduce((n, c) => n + (c.child_ids?.length ?? 0), 0);
    expect(hits.by_upstream.hn_firebase).toBe(expanded);
  });

  it("stops the Firebase fan-out at its call budget and says the tree is partial", async () => {
    await fake.setMode("hn_algolia", "down");
    const body = await expectData<NewsItem[]>(await providerApp("news").get("/v1/news/item/39000000?depth=10"), newsItemRoute);
    expect(body.meta.availability).toBe("partial");
    const hits = await fake.hits();
    expect(hits.by_upstream.hn_firebase).toBeLessThanOrEqual(200);
    expect(hits.by_upstream.hn_firebase).toBeGreaterThan(90);
  });
});

describe("GET /v1/news/user/{handle}", () => {
  it("answers exactly one user", async () => {
    const { data } = await expectData<NewsUser[]>(await providerApp("news").get("/v1/news/user/jl"), newsUserRoute);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ handle: "jl" });
    expect(data[0]!.karma).toBeTypeOf("number");
  });

  it("answers 404 not_found for an unknown handle", async () => {
    await expectError(await providerApp("news").get("/v1/news/user/nobody_here"), 404, "not_found");
  });

  it("rejects a handle with other characters with 400 invalid_request", async () => {
    await expectError(await providerApp("news").get("/v1/news/user/a.b"), 400, "invalid_request");
  });
});

describe("GET /v1/news/capabilities", () => {
  it("answers the one capabilities body (docs/contract.md#capabilities): the news provider, its circuit and every route with auth, scope and price", async () => {
    const body = await expectData<Capabilities>(await providerApp("news").get("/v1/news/capabilities"), { route: newsCapabilitiesRoute });
    expect(CapabilitiesSchema.parse(body.data)).toEqual(body.data);
    expect(body.data.providers.map((p) => [p.name, p.status, p.circuit])).toEqual([["news", "available", "closed"]]);
    expect(body.data.providers[0]!.routes.map((r) => r.path)).toEqual([
      "/v1/news/stories_top", "/v1/news/stories_new", "/v1/news/stories_best", "/v1/news/stories_ask", "/v1/news/stories_show", "/v1/news/stories_job",
      "/v1/news/search", "/v1/news/item/{id}", "/v1/news/user/{handle}",
    ]);
    for (const route of body.data.providers[0]!.routes) expect(route).toEqual({ method: "GET", path: route.path, auth: "key", scope: null, price_credits: 1 });
  });
});


it("answers 405 method_not_allowed for a non-GET request on a data route", async () => {
  const res = await providerApp("news").request("/v1/news/stories_top", { method: "POST" });
  await expectError(res, 405, "method_not_allowed");
  expect(res.headers.get("allow")).toContain("GET");
});
