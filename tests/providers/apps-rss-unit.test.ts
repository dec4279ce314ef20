import { describe, expect, it } from "vitest";
import { normalizeRssFeed } from "../../workers/apps/src/apps-rss.normalize";
import type { RssFeedBody } from "../../workers/apps/src/apps.raw.schemas";
import { AppListItemSchema } from "@shared/contract/apps.records";
import topFree from "../fixtures/upstream/appstore-rss/appstore-rss_us_topfreeapplications_SYNTHETIC.json";
import topPaid from "../fixtures/upstream/appstore-rss/appstore-rss_us_toppaidapplications_SYNTHETIC.json";

const feed = topFree as RssFeedBody;
const entries = topFree.feed.entry;

describe("normalizeRssFeed", () => {
  it("normalizes every chart entry into a schema-valid AppListItem ranked from 1", () => {
    const items = normalizeRssFeed(feed);
    expect(items).toHaveLength(entries.length);
    expect(items.map((i) => i.rank)).toEqual(entries.map((_, k) => k + 1));
    for (const item of items) expect(AppListItemSchema.parse(item)).toEqual(item);
  });

  it("takes the id from im:id as a string, and bundle id, developer and genre from the entry", () => {
    const [item] = normalizeRssFeed(feed);
    const e = entries[0];
    expect(item).toMatchObject({
      id: e?.id.attributes["im:id"],
      bundle_id: e?.id.attributes["im:bundleId"],
      name: e?.["im:name"].label,
      developer: { name: e?.["im:artist"].label, url: e?.["im:artist"].attributes.href },
      primary_genre: e?.category.attributes.label,
      price: { amount: 0, currency: "USD", formatted: "Get" },
    });
    expect(item?.developer.id).toMatch(/^\d+$/);
    expect(e?.["im:artist"].attributes.href).toContain(`/id${item?.developer.id}?`);
  });

  it("picks the tallest icon and the alternate link, and converts the release date to UTC", () => {
    const [item] = normalizeRssFeed(feed);
    expect(item?.icon_url).toContain("100x100");
    expect(item?.url).toBe(entries[0]?.link[0]?.attributes.href);
    expect(item?.release_date).toMatch(/^\d{4}-\d{2}-\d{2}T07:00:00Z$/);
  });

  it("reads paid prices from the decimal amount", () => {
    const [item] = normalizeRssFeed(topPaid as RssFeedBody);
    expect(item?.price?.amount).toBeGreaterThan(0);
    expect(item?.price?.formatted).toMatch(/^\$/);
  });

  it("accepts a one-app chart whose entry is a bare object, and an empty chart without entry", () => {
    const one = { feed: { ...topFree.feed, entry: entries[0] } } as RssFeedBody;
    expect(normalizeRssFeed(one).map((i) => i.rank)).toEqual([1]);
    expect(normalizeRssFeed({ feed: { title: { label: "x" } } })).toEqual([]);
    expect(normalizeRssFeed({})).toEqual([]);
  });

  it("skips entries without a numeric id but keeps the ranks of the others", () => {
    const broken = { ...entries[0], id: { label: "x", attributes: { "im:id": "abc" } } };
    const items = normalizeRssFeed({ feed: { entry: [broken, entries[1], entries[2]] } } as RssFeedBody);
    expect(items.map((i) => i.rank)).toEqual([2, 3]);
  });

  it("uses explicit nulls when an entry lacks optional parts", () => {
    const [item] = normalizeRssFeed({ feed: { entry: [{ "im:name": { label: "Bare" }, id: { attributes: { "im:id": "123" } } }] } });
    expect(item).toEqual({
      rank: 1,
      id: "123",
      bundle_id: null,
      name: "Bare",
      developer: { id: null, name: null, url: null },
      summary: null,
      price: null,
      primary_genre: null,
      icon_url: null,
      url: null,
      release_date: null,
    });
    expect(AppListItemSchema.parse(item)).toEqual(item);
  });
});
