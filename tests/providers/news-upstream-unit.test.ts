import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import {
  type Fetch,
  algoliaItemUrl,
  algoliaSearchUrl,
  fetchAlgoliaItem,
  fetchAlgoliaSearch,
  fetchFirebaseItem,
  fetchFirebaseItems,
  fetchFirebaseUser,
  fetchStoryIds,
  hnItemUrl,
  hnStoriesUrl,
  hnUserUrl,
  newsUpstreams,
} from "../../workers/news/src/news.upstream";
import { mapBounded, pageOfIds } from "@shared/provider";
import { retryAfterSeconds } from "@shared/provider/upstream-json";
import story from "../fixtures/upstream/hn-firebase/hn-firebase_item_story_8863.json";
import item17 from "../fixtures/upstream/hn-algolia/hn-algolia_items_17.json";
import storySearch from "../fixtures/upstream/hn-algolia/hn-algolia_search_tags-story.json";
import { apiErrorOf } from "../support/api-error";

const FB = "https://hacker-news.firebaseio.com";
const AL = "https://hn.algolia.com";

/** A fake fetch answering from a table of URL → [status, body, headers]; records every URL. */
function fakeFetch(table: Record<string, [number, string, Record<string, string>?]>): Fetch & { calls: string[] } {
  const calls: string[] = [];
  const f = async (url: string): Promise<Response> => {
    calls.push(url);
    const hit = table[url];
    if (hit === undefined) throw new TypeError(`unexpected upstream request ${url}`);
    return new Response(hit[1], { status: hit[0], headers: hit[2] });
  };
  return Object.assign(f, { calls });
}


describe("news upstream URLs", () => {
  it("uses the production bases unless SVC_UPSTREAM_* overrides them", () => {
    expect(newsUpstreams({})).toEqual({ firebase: FB, algolia: AL });
    expect(newsUpstreams({ SVC_UPSTREAM_HN_FIREBASE: "http://127.0.0.1:8799/", SVC_UPSTREAM_HN_ALGOLIA: " " })).toEqual({ firebase: "http://127.0.0.1:8799", algolia: AL });
  });

  it("builds the Firebase paths of docs/contract.md#upstreams", () => {
    expect(hnStoriesUrl(FB, "top")).toBe(`${FB}/v0/topstories.json`);
    expect(hnStoriesUrl(FB, "job")).toBe(`${FB}/v0/jobstories.json`);
    expect(hnItemUrl(FB, 8863)).toBe(`${FB}/v0/item/8863.json`);
    expect(hnUserUrl(FB, "jl")).toBe(`${FB}/v0/user/jl.json`);
    expect(hnUserUrl(FB, "a/../b?")).toBe(`${FB}/v0/user/a%2F..%2Fb%3F.json`);
  });

  it("builds Algolia search and item URLs with encoded parameters", () => {
    expect(algoliaSearchUrl(AL, { q: "apple pie", tags: "(story,poll)", hitsPerPage: 20, page: 0 })).toBe(`${AL}/api/v1/search?query=apple+pie&tags=%28story%2Cpoll%29&hitsPerPage=20&page=0`);
    expect(algoliaSearchUrl(AL, { q: "x&y=z", hitsPerPage: 5, page: 3 })).toBe(`${AL}/api/v1/search?query=x%26y%3Dz&hitsPerPage=5&page=3`);
    expect(algoliaItemUrl(AL, 17)).toBe(`${AL}/api/v1/items/17`);
  });
});

describe("pageOfIds", () => {
  const ids = Array.from({ length: 500 }, (_, i) => i + 1);

  it("slices page `page` (from 1) of `limit` ids", () => {
    expect(pageOfIds(ids, 1, 30)).toEqual({ ids: ids.slice(0, 30), has_more: true });
    expect(pageOfIds(ids, 2, 30).ids[0]).toBe(31);
  });

  it("says there is no more on the last full and partial pages", () => {
    expect(pageOfIds(ids, 5, 100)).toEqual({ ids: ids.slice(400, 500), has_more: false });
    expect(pageOfIds(ids, 17, 30)).toEqual({ ids: ids.slice(480), has_more: false });
  });

  it("returns an empty page past the end", () => {
    expect(pageOfIds(ids, 6, 100)).toEqual({ ids: [], has_more: false });
    expect(pageOfIds([], 1, 10)).toEqual({ ids: [], has_more: false });
  });
});

describe("mapBounded", () => {
  it("keeps input order and never runs more than `concurrency` calls at once", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapBounded([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });
});

describe("news upstream fetchers", () => {
  it("fetches a story list of ids", async () => {
    const f = fakeFetch({ [`${FB}/v0/topstories.json`]: [200, "[3,2,1]"] });
    expect(await fetchStoryIds(f, FB, "top")).toEqual([3, 2, 1]);
  });

  it("rejects a story list that is not a list of ids as upstream_unavailable", async () => {
    const f = fakeFetch({ [`${FB}/v0/newstories.json`]: [200, '{"a":1}'] });
    expect((await apiErrorOf(fetchStoryIds(f, FB, "new"))).code).toBe("upstream_unavailable");
  });

  it("returns a recorded item and turns Firebase's `null` body into not_found", async () => {
    const f = fakeFetch({ [`${FB}/v0/item/8863.json`]: [200, JSON.stringify(story)], [`${FB}/v0/item/1.json`]: [200, "null"] });
    expect((await fetchFirebaseItem(f, FB, 8863)).by).toBe("dhouston");
    const err = await apiErrorOf(fetchFirebaseItem(f, FB, 1));
    expect(err.code).toBe("not_found");
    expect(err.status).toBe(404);
  });

  it("answers not_found for an unknown user", async () => {
    const f = fakeFetch({ [`${FB}/v0/user/nobody.json`]: [200, "null"] });
    expect((await apiErrorOf(fetchFirebaseUser(f, FB, "nobody"))).code).toBe("not_found");
  });

  it("fetches a page of items in list order and skips vanished ones", async () => {
    const f = fakeFetch({
      [`${FB}/v0/item/1.json`]: [200, '{"id":1,"type":"story"}'],
      [`${FB}/v0/item/2.json`]: [200, "null"],
      [`${FB}/v0/item/3.json`]: [200, '{"id":3,"type":"story"}'],
    });
    const items = await fetchFirebaseItems(f, FB, [3, 2, 1], 2);
    expect(items.map((i) => i.id)).toEqual([3, 1]);
    expect(f.calls).toHaveLength(3);
  });

  it("fails the page when one item fetch fails upstream", async () => {
    const f = fakeFetch({ [`${FB}/v0/item/1.json`]: [200, '{"id":1,"type":"story"}'], [`${FB}/v0/item/2.json`]: [503, "busy"] });
    expect((await apiErrorOf(fetchFirebaseItems(f, FB, [1, 2]))).code).toBe("upstream_unavailable");
  });

  it("fetches an Algolia search and an item tree; 404 is not_found", async () => {
    const url = algoliaSearchUrl(AL, { q: "", tags: "story", hitsPerPage: 1, page: 0 });
    const f = fakeFetch({
      [url]: [200, JSON.stringify(storySearch)],
      [`${AL}/api/v1/items/17`]: [200, JSON.stringify(item17)],
      [`${AL}/api/v1/items/5`]: [404, '{"status":404,"error":"Not Found"}'],
    });
    expect((await fetchAlgoliaSearch(f, AL, { q: "", tags: "story", hitsPerPage: 1, page: 0 })).nbHits).toBe(6731683);
    expect((await fetchAlgoliaItem(f, AL, 17)).id).toBe(17);
    expect((await apiErrorOf(fetchAlgoliaItem(f, AL, 5))).code).toBe("not_found");
  });

  it("maps upstream 5xx, network errors and non-JSON bodies to upstream_unavailable without leaking details", async () => {
    const f = fakeFetch({ [`${AL}/api/v1/items/1`]: [500, "boom"], [`${AL}/api/v1/items/2`]: [200, "<html>"] });
    const e500 = await apiErrorOf(fetchAlgoliaItem(f, AL, 1));
    expect(e500.code).toBe("upstream_unavailable");
    expect(e500.status).toBe(502);
    expect(e500.message).not.toContain("algolia");
    expect(e500.internal).toContain("500");
    expect((await apiErrorOf(fetchAlgoliaItem(f, AL, 2))).code).toBe("upstream_unavailable");
    expect((await apiErrorOf(fetchAlgoliaItem(f, AL, 3))).code).toBe("upstream_unavailable");
  });

  it("passes an ApiError thrown by the injected fetcher through unchanged (a safe-fetch timeout stays 504)", async () => {
    const timeout = new ApiError("gateway_timeout", "The upstream took too long.");
    const f: Fetch = async () => {
      throw timeout;
    };
    expect(await apiErrorOf(fetchFirebaseItem(f, FB, 1))).toBe(timeout);
  });

  it("maps an upstream 429 to rate_limited carrying its Retry-After", async () => {
    const f = fakeFetch({ [`${FB}/v0/item/9.json`]: [429, "slow down", { "retry-after": "12" }] });
    const err = await apiErrorOf(fetchFirebaseItem(f, FB, 9));
    expect(err.code).toBe("rate_limited");
    expect(err.headers["Retry-After"]).toBe("12");
  });

  it("reads Retry-After as seconds or an HTTP date, with a default when absent", () => {
    expect(retryAfterSeconds("30")).toBe(30);
    expect(retryAfterSeconds(null)).toBe(60);
    expect(retryAfterSeconds("garbage")).toBe(60);
    expect(retryAfterSeconds("Wed, 21 Oct 2015 07:28:10 GMT", Date.parse("Wed, 21 Oct 2015 07:28:00 GMT"))).toBe(10);
  });
});
