import { describe, expect, it } from "vitest";
import { appStoreRssUrl, fetchAppStoreRss, genreIdFor } from "../../workers/apps/src/apps-rss.upstream";
import { type Fetch, appRef, appsUpstreams, fetchItunesLookup, fetchItunesSearch, itunesLookupUrl, itunesSearchUrl } from "../../workers/apps/src/apps.upstream";
import facebook from "../fixtures/upstream/itunes/itunes_lookup_id-284882215.json";
import noResults from "../fixtures/upstream/itunes/itunes_lookup_id-0_no-results.json";
import invalidId from "../fixtures/upstream/itunes/itunes_lookup_id-invalid_error.json";
import things from "../fixtures/upstream/itunes/itunes_search_term-things_entity-desktopSoftware.json";
import { apiErrorOf } from "../support/api-error";

const IT = "https://itunes.apple.com";

function fakeFetch(table: Record<string, [number, string]>): Fetch & { calls: string[] } {
  const calls: string[] = [];
  const f = async (url: string): Promise<Response> => {
    calls.push(url);
    const hit = table[url];
    if (hit === undefined) throw new TypeError(`unexpected upstream request ${url}`);
    // iTunes labels its JSON text/javascript; the client must not depend on the content type.
    return new Response(hit[1], { status: hit[0], headers: { "content-type": "text/javascript; charset=utf-8" } });
  };
  return Object.assign(f, { calls });
}


describe("apps upstream URLs", () => {
  it("uses the production bases unless SVC_UPSTREAM_* overrides them", () => {
    expect(appsUpstreams({})).toEqual({ itunes: IT, rss: IT });
    expect(appsUpstreams({ SVC_UPSTREAM_ITUNES: "http://127.0.0.1:8799", SVC_UPSTREAM_APPSTORE_RSS: "http://127.0.0.1:8800/" })).toEqual({ itunes: "http://127.0.0.1:8799", rss: "http://127.0.0.1:8800" });
  });

  it("treats digits as a track id and anything else as a bundle id", () => {
    expect(appRef("284882215")).toEqual({ id: "284882215" });
    expect(appRef("com.facebook.Facebook")).toEqual({ bundleId: "com.facebook.Facebook" });
  });

  it("builds lookup URLs by id or bundle id with storefront and software entity", () => {
    expect(itunesLookupUrl(IT, { id: "284882215" })).toBe(`${IT}/lookup?id=284882215&entity=software`);
    expect(itunesLookupUrl(IT, { bundleId: "com.facebook.Facebook", country: "FR", lang: "fr-FR" })).toBe(`${IT}/lookup?bundleId=com.facebook.Facebook&country=fr&lang=fr_fr&entity=software`);
  });

  it("builds search URLs with an encoded term and a limit clamped to what iTunes serves", () => {
    expect(itunesSearchUrl(IT, { term: "to do & notes", country: "us", limit: 25 })).toBe(`${IT}/search?term=to+do+%26+notes&country=us&entity=software&limit=25`);
    expect(itunesSearchUrl(IT, { term: "x", limit: 5000 })).toContain("limit=200");
    expect(itunesSearchUrl(IT, { term: "x", limit: 0 })).toContain("limit=1");
  });

  it("builds App Store RSS chart URLs for every collection", () => {
    expect(appStoreRssUrl(IT, { collection: "top_free", country: "us", limit: 10 })).toBe(`${IT}/us/rss/topfreeapplications/limit=10/json`);
    expect(appStoreRssUrl(IT, { collection: "top_paid", country: "GB", limit: 50, genre: "6014" })).toBe(`${IT}/gb/rss/toppaidapplications/limit=50/genre=6014/json`);
    expect(appStoreRssUrl(IT, { collection: "top_grossing", limit: 5 })).toBe(`${IT}/us/rss/topgrossingapplications/limit=5/json`);
    expect(appStoreRssUrl(IT, { collection: "new_apps", country: "de", limit: 999 })).toBe(`${IT}/de/rss/newapplications/limit=200/json`);
  });

  it("maps category names and ids to genre ids, and unknown names to null", () => {
    expect(genreIdFor("games")).toBe("6014");
    expect(genreIdFor("Health & Fitness")).toBe("6013");
    expect(genreIdFor("photo-video")).toBe("6008");
    expect(genreIdFor("7001")).toBe("7001");
    expect(genreIdFor("astrology")).toBeNull();
  });
});

describe("apps upstream fetchers", () => {
  it("returns the software results of a lookup", async () => {
    const url = itunesLookupUrl(IT, { id: "284882215" });
    const results = await fetchItunesLookup(fakeFetch({ [url]: [200, JSON.stringify(facebook)] }), IT, { id: "284882215" });
    expect(results).toHaveLength(1);
  });

  it("turns resultCount 0 into not_found", async () => {
    const url = itunesLookupUrl(IT, { bundleId: "net.sunapps.invalid" });
    const err = await apiErrorOf(fetchItunesLookup(fakeFetch({ [url]: [200, JSON.stringify(noResults)] }), IT, { bundleId: "net.sunapps.invalid" }));
    expect(err.code).toBe("not_found");
    expect(err.message).toContain("net.sunapps.invalid");
  });

  it("turns Apple's errorMessage body into invalid_request, whether sent as 200 or 400", async () => {
    const url = itunesLookupUrl(IT, { id: "1" });
    for (const status of [200, 400]) {
      const err = await apiErrorOf(fetchItunesLookup(fakeFetch({ [url]: [status, JSON.stringify(invalidId)] }), IT, { id: "1" }));
      expect(err.code).toBe("invalid_request");
      expect(err.message).not.toContain("itunesId");
    }
  });

  it("returns an empty list for a search without results, and all results otherwise", async () => {
    const empty = itunesSearchUrl(IT, { term: "zzz", limit: 10 });
    const full = itunesSearchUrl(IT, { term: "things", limit: 50 });
    const f = fakeFetch({ [empty]: [200, JSON.stringify(noResults)], [full]: [200, JSON.stringify(things)] });
    expect(await fetchItunesSearch(f, IT, { term: "zzz", limit: 10 })).toEqual([]);
    expect(await fetchItunesSearch(f, IT, { term: "things", limit: 50 })).toHaveLength(12);
  });

  it("maps an upstream outage to upstream_unavailable", async () => {
    const url = itunesSearchUrl(IT, { term: "x", limit: 1 });
    expect((await apiErrorOf(fetchItunesSearch(fakeFetch({ [url]: [503, "down"] }), IT, { term: "x", limit: 1 }))).code).toBe("upstream_unavailable");
  });

  it("fetches an RSS chart and rejects a body without a feed", async () => {
    const params = { collection: "top_free", country: "us", limit: 2 } as const;
    const url = appStoreRssUrl(IT, params);
    expect((await fetchAppStoreRss(fakeFetch({ [url]: [200, '{"feed":{"entry":[]}}'] }), IT, params)).feed?.entry).toEqual([]);
    expect((await apiErrorOf(fetchAppStoreRss(fakeFetch({ [url]: [200, "{}"] }), IT, params))).code).toBe("upstream_unavailable");
  });
});
