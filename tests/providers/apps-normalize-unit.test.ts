import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { normalizeItunesApp, normalizeItunesResults } from "../../workers/apps/src/apps.normalize";
import { AppSchema } from "@shared/contract/apps.records";
import facebook from "../fixtures/upstream/itunes/itunes_lookup_id-284882215.json";
import orangeFr from "../fixtures/upstream/itunes/itunes_lookup_id-338986109_country-FR.json";
import singleObject from "../fixtures/upstream/itunes/itunes_lookup_id-1472954003_single-result-object-only.json";
import slackMac from "../fixtures/upstream/itunes/itunes_lookup_id-803453959_slack-macOS.json";
import slackSearch from "../fixtures/upstream/itunes/itunes_search_term-slack_entity-desktopSoftware.json";

const first = (body: { results: object[] }): object => body.results[0] ?? {};

describe("normalizeItunesApp", () => {
  it("normalizes the recorded Facebook lookup with the track id as a string", () => {
    const app = normalizeItunesApp(first(facebook), { ratings: false });
    expect(app).toMatchObject({
      id: "284882215",
      bundle_id: "com.facebook.Facebook",
      name: "Facebook",
      developer: { id: "284882218", name: "Facebook, Inc.", url: "https://itunes.apple.com/us/artist/facebook-inc./id284882218?uo=4" },
      price: { amount: 0, currency: "USD", formatted: "Free" },
      genres: ["Social Networking"],
      primary_genre: "Social Networking",
      version: "15.0",
      release_date: "2008-07-11T07:00:00Z",
      size_bytes: 67617695,
      content_rating: "4+",
      minimum_os_version: "7.0",
      url: "https://itunes.apple.com/us/app/facebook/id284882215?mt=8&uo=4",
      seller: { name: "Facebook, Inc.", url: "http://www.facebook.com/mobile" },
    });
    expect(typeof app.id).toBe("string");
    expect(app.screenshots).toHaveLength(5);
    expect(app.icon_url).toContain("mzl.gqntmaen.png");
    expect(AppSchema.parse(app)).toEqual(app);
  });

  it("answers null for a field the record lacks (no current-version date) instead of guessing", () => {
    const app = normalizeItunesApp(first(facebook), { ratings: false });
    expect(app.updated_at).toBeNull();
  });

  it("lists each language once although the store repeats codes", () => {
    const app = normalizeItunesApp(first(facebook), { ratings: false });
    expect(app.languages.filter((l) => l === "ZH")).toHaveLength(1);
    expect(app.languages).toHaveLength(24);
  });

  it("includes rating only when ratings were requested", () => {
    expect(normalizeItunesApp(first(facebook), { ratings: false })).not.toHaveProperty("rating");
    expect(normalizeItunesApp(first(facebook), { ratings: true }).rating).toEqual({ average: 3.5, count: 2840784 });
  });

  it("gives null rating values when the store has none, never a fabricated zero average", () => {
    const raw = { ...first(facebook), averageUserRating: 0, userRatingCount: 0 };
    expect(normalizeItunesApp(raw, { ratings: true }).rating).toEqual({ average: null, count: 0 });
    const bare = { trackId: 1, trackName: "x", wrapperType: "software" };
    expect(normalizeItunesApp(bare, { ratings: true }).rating).toEqual({ average: null, count: null });
  });

  it("keeps a minimal record valid with explicit nulls and empty lists", () => {
    const app = normalizeItunesApp({ trackId: 42, trackName: "Tiny" }, { ratings: false });
    expect(app).toEqual({
      id: "42",
      bundle_id: null,
      name: "Tiny",
      developer: { id: null, name: null, url: null },
      description: null,
      price: null,
      genres: [],
      primary_genre: null,
      version: null,
      release_date: null,
      updated_at: null,
      size_bytes: null,
      content_rating: null,
      languages: [],
      icon_url: null,
      screenshots: [],
      url: null,
      minimum_os_version: null,
      seller: null,
    });
    expect(AppSchema.parse(app)).toEqual(app);
  });

  it("normalizes the French storefront record with its localized price and genres", () => {
    const app = normalizeItunesApp(first(orangeFr), { ratings: true });
    expect(app).toMatchObject({ id: "338986109", price: { amount: 0, currency: "EUR", formatted: "Gratuit" }, genres: ["Utilitaires", "Style de vie"], rating: { average: 3.5, count: 4118 } });
    expect(AppSchema.parse(app)).toEqual(app);
  });

  it("normalizes the macOS Slack record, as mas-cli expects it", () => {
    const app = normalizeItunesApp(first(slackMac), { ratings: false });
    expect(app).toMatchObject({
      id: "803453959",
      name: "Slack",
      version: "3.3.3",
      minimum_os_version: "10.9",
      seller: { name: "Slack Technologies, Inc.", url: "https://slack.com" },
      url: "https://apps.apple.com/us/app/slack-for-desktop/id803453959?mt=12",
      updated_at: "2018-10-02T23:28:05Z",
    });
  });

  it("normalizes the bare result object recorded without its envelope", () => {
    expect(normalizeItunesApp(singleObject, { ratings: false }).id).toBe("1472954003");
  });

  it("throws upstream_unavailable for a record without track id or name", () => {
    expect(() => normalizeItunesApp({ trackName: "x" }, { ratings: false })).toThrowError(ApiError);
    expect(() => normalizeItunesApp({ trackId: 1 }, { ratings: false })).toThrowError(ApiError);
  });
});

describe("normalizeItunesResults", () => {
  it("normalizes all 39 recorded search results into schema-valid apps", () => {
    const apps = normalizeItunesResults(slackSearch.results, { ratings: true });
    expect(apps).toHaveLength(39);
    for (const app of apps) {
      expect(AppSchema.parse(app)).toEqual(app);
      expect(app.id).toMatch(/^\d+$/);
    }
    const paid = apps.find((a) => (a.price?.amount ?? 0) > 0);
    expect(paid?.price?.formatted).toMatch(/^\$\d+\.\d{2}$/);
  });

  it("skips the developer record a lookup by artist id returns", () => {
    const artist = { wrapperType: "artist", artistType: "Software Artist", artistId: 284882218, artistName: "Facebook, Inc." };
    expect(normalizeItunesResults([artist, first(facebook)], { ratings: false }).map((a) => a.id)).toEqual(["284882215"]);
  });

  it("returns an empty list for a body without results", () => {
    expect(normalizeItunesResults(undefined, { ratings: false })).toEqual([]);
  });
});
