/**
 * The apps worker's routes against the fake upstream serving recorded iTunes responses and the
 * SYNTHETIC App Store charts: happy paths, parameter bounds (apps limits clamp), bundle ids
 * wherever a track id goes, 404, unsupported operations. Bodies are checked strictly against
 * the documented response schemas.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { App, AppListItem } from "@shared/contract/apps.records";
import { appsAppRoute, appsListRoute, appsSearchRoute, appsSimilarRoute, UNSUPPORTED_APP_OPERATIONS } from "@shared/contract/apps.routes";
import { nameTerm } from "../../workers/apps/src/apps-similar";
import { expectData, expectError, fake, freshWorld, providerApp } from "./harness";

beforeEach(freshWorld);

describe("GET /v1/apps/app", () => {
  it("answers exactly one app by numeric track id, the id as a string", async () => {
    const { data } = await expectData<App[]>(await providerApp("apps").get("/v1/apps/app?id=284882215"), appsAppRoute);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: "284882215", bundle_id: "com.facebook.Facebook", name: "Facebook", primary_genre: "Social Networking" });
    expect(data[0]!.rating).toBeUndefined();
  });

  it("accepts a bundle id as appId, and as id (wherever a track id goes)", async () => {
    for (const query of ["appId=com.facebook.Facebook", "id=com.facebook.Facebook"]) {
      const { data } = await expectData<App[]>(await providerApp("apps").get(`/v1/apps/app?${query}`), appsAppRoute);
      expect(data.map((a) => a.id)).toEqual(["284882215"]);
    }
    expect((await fake.hits()).by_url["/lookup?bundleId=com.facebook.Facebook&entity=software"]).toBe(1);
  });

  it("includes ratings only when asked, with the store's count", async () => {
    const { data } = await expectData<App[]>(await providerApp("apps").get("/v1/apps/app?id=284882215&ratings=true"), appsAppRoute);
    expect(data[0]!.rating).toEqual({ average: 3.5, count: 2840784 });
  });

  it("takes the provider guide's `language` as an alias of `lang` (lang wins when both are sent)", async () => {
    await expectData(await providerApp("apps").get("/v1/apps/app?id=338986109&country=FR&language=fr-FR"), appsAppRoute);
    expect(Object.keys((await fake.hits()).by_url)).toEqual(["/lookup?id=338986109&country=fr&lang=fr_fr&entity=software"]);
    await fake.reset();
    await expectData(await providerApp("apps").get("/v1/apps/search?term=slack&language=de&lang=en"), appsSearchRoute);
    expect(Object.keys((await fake.hits()).by_url)).toEqual(["/search?term=slack&lang=en&entity=software&limit=10"]);
  });

  it("passes the storefront and language to the store", async () => {
    await expectData(await providerApp("apps").get("/v1/apps/app?id=338986109&country=FR&lang=fr-FR"), appsAppRoute);
    expect(Object.keys((await fake.hits()).by_url)).toEqual(["/lookup?id=338986109&country=fr&lang=fr_fr&entity=software"]);
  });

  it("answers 404 not_found for an app the store does not have", async () => {
    await expectError(await providerApp("apps").get("/v1/apps/app?id=1"), 404, "not_found");
    await expectError(await providerApp("apps").get("/v1/apps/app?appId=net.sunapps.invalid"), 404, "not_found");
  });

  it.each([
    ["", "id"],
    ["id=284882215&appId=com.facebook.Facebook", "id"],
    ["id=28488%2F2215", "id"],
    ["id=284882215&country=usa", "country"],
    ["id=284882215&ratings=maybe", "ratings"],
  ])("rejects ?%s with 400 invalid_request naming %s", async (query, field) => {
    const error = await expectError(await providerApp("apps").get(`/v1/apps/app?${query}`), 400, "invalid_request");
    expect(error.message).toContain(`"${field}"`);
    expect((await fake.hits()).total).toBe(0);
  });
});

describe("GET /v1/apps/search", () => {
  it("answers apps in the store's order, at most limit", async () => {
    const { data } = await expectData<App[]>(await providerApp("apps").get("/v1/apps/search?term=slack&limit=5"), appsSearchRoute);
    expect(data).toHaveLength(5);
    expect(data[0]!.name.toLowerCase()).toContain("slack");
  });

  it("clamps limit into 1..50 instead of rejecting it", async () => {
    expect((await expectData<App[]>(await providerApp("apps").get("/v1/apps/search?term=slack&limit=0"), appsSearchRoute)).data).toHaveLength(1);
    const big = await expectData<App[]>(await providerApp("apps").get("/v1/apps/search?term=slack&limit=500"), appsSearchRoute);
    expect(big.data.length).toBeLessThanOrEqual(50);
    expect(Object.keys((await fake.hits()).by_url)).toContain("/search?term=slack&entity=software&limit=50");
  });

  it("answers an empty list when nothing matches", async () => {
    const { data } = await expectData<App[]>(await providerApp("apps").get("/v1/apps/search?term=zzzqqqxxx"), appsSearchRoute);
    expect(data).toEqual([]);
  });

  it("rejects a missing term with 400 invalid_request", async () => {
    const error = await expectError(await providerApp("apps").get("/v1/apps/search?limit=5"), 400, "invalid_request");
    expect(error.message).toContain('"term"');
  });
});

describe("GET /v1/apps/similar", () => {
  it("ranks apps from the name and genre searches and never lists the app itself", async () => {
    const { data } = await expectData<App[]>(await providerApp("apps").get("/v1/apps/similar?id=803453959"), appsSimilarRoute);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(20);
    expect(data.map((a) => a.id)).not.toContain("803453959");
    expect(data.map((a) => a.bundle_id)).not.toContain("com.tinyspeck.slackmacgap");
    // A Mac app's similar apps come from the Mac store.
    const urls = Object.keys((await fake.hits()).by_url);
    expect(urls).toContain("/search?term=slack&entity=macSoftware&limit=25");
    expect(urls).toContain("/search?term=business&entity=macSoftware&limit=25");
  });

  it("accepts a bundle id", async () => {
    const { data } = await expectData<App[]>(await providerApp("apps").get("/v1/apps/similar?appId=com.tinyspeck.slackmacgap"), appsSimilarRoute);
    expect(data.map((a) => a.id)).not.toContain("803453959");
  });

  it("answers 404 not_found for an unknown app", async () => {
    await expectError(await providerApp("apps").get("/v1/apps/similar?id=1"), 404, "not_found");
  });

  it("rejects a missing id with 400 invalid_request", async () => {
    await expectError(await providerApp("apps").get("/v1/apps/similar"), 400, "invalid_request");
  });

  it.each([
    ["Slack for Desktop", "slack"],
    ["Things 3", "things"],
    ["Facebook", "facebook"],
    ["BBEdit: Pro Text Editor", "bbedit"],
    ["The App", null],
  ])("takes the distinctive words of %j as the name search", (name, term) => {
    expect(nameTerm(name)).toBe(term);
  });
});

describe("GET /v1/apps/list", () => {
  it("answers a chart in rank order", async () => {
    const { data } = await expectData<AppListItem[]>(await providerApp("apps").get("/v1/apps/list?collection=top_paid&limit=5"), appsListRoute);
    expect(data.map((a) => a.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(data.every((a) => /^\d+$/.test(a.id))).toBe(true);
  });

  it("filters by category (genre id) and storefront", async () => {
    const { data } = await expectData<AppListItem[]>(await providerApp("apps").get("/v1/apps/list?collection=top_free&category=6014&country=GB&limit=50"), appsListRoute);
    expect(data.length).toBe(8);
    expect(Object.keys((await fake.hits()).by_url)).toEqual(["/gb/rss/topfreeapplications/limit=50/genre=6014/json"]);
  });

  it("answers a one-app chart (the feed's bare-object quirk) as a list of one", async () => {
    const { data } = await expectData<AppListItem[]>(await providerApp("apps").get("/v1/apps/list?collection=new_apps&limit=1"), appsListRoute);
    expect(data).toHaveLength(1);
  });

  it("clamps limit into 1..100", async () => {
    await expectData(await providerApp("apps").get("/v1/apps/list?collection=top_grossing&limit=1000"), appsListRoute);
    expect(Object.keys((await fake.hits()).by_url)).toEqual(["/us/rss/topgrossingapplications/limit=100/json"]);
  });

  it.each([
    ["", "collection"],
    ["collection=top_everything", "collection"],
    ["collection=top_free&category=games", "category"],
  ])("rejects ?%s with 400 invalid_request naming %s", async (query, field) => {
    const error = await expectError(await providerApp("apps").get(`/v1/apps/list?${query}`), 400, "invalid_request");
    expect(error.message).toContain(`"${field}"`);
  });
});

describe("operations the apps provider does not serve", () => {
  it.each(UNSUPPORTED_APP_OPERATIONS)("/v1/apps/%s answers 400 unsupported_operation without an upstream call", async (operation) => {
    const error = await expectError(await providerApp("apps").get(`/v1/apps/${operation}?id=284882215`), 400, "unsupported_operation");
    expect(error.message).toContain("app, search, similar, list");
    expect((await fake.hits()).total).toBe(0);
  });

  it("answers any other unknown /v1/apps path with 404 not_found", async () => {
    await expectError(await providerApp("apps").get("/v1/apps/charts"), 404, "not_found");
  });
});
