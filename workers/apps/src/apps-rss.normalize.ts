import type { App, AppListItem } from "@shared/contract/apps.records";
import { asNonEmptyString, isoToRfc3339 } from "@shared/provider/values.normalize";
import { trackIdString } from "./apps.normalize";
import type { RssEntry, RssFeedBody, RssLabel } from "./apps.raw.schemas";

/**
 * App Store RSS chart → AppListItem[] in chart order (`rank` from 1). The feed is XML turned
 * into JSON: a chart of one app has `entry` as a bare object, and an empty chart has no `entry`.
 * Entries without a numeric `im:id` or a name are skipped (their rank slot stays counted, so
 * ranks keep matching the store's chart).
 */
export function normalizeRssFeed(body: RssFeedBody): AppListItem[] {
  const items: AppListItem[] = [];
  listOf(body.feed?.entry).forEach((entry, index) => {
    const item = normalizeRssEntry(entry, index + 1);
    if (item !== null) items.push(item);
  });
  return items;
}

export function normalizeRssEntry(entry: RssEntry, rank: number): AppListItem | null {
  const id = trackIdString(entry.id?.attributes?.["im:id"]);
  const name = label(entry["im:name"]);
  if (id === null || name === null) return null;
  const artistUrl = asNonEmptyString(entry["im:artist"]?.attributes?.href);
  return {
    rank,
    id,
    bundle_id: asNonEmptyString(entry.id?.attributes?.["im:bundleId"]),
    name,
    developer: {
      id: artistUrl === null ? null : (/\/id(\d+)(?:[?/#]|$)/.exec(artistUrl)?.[1] ?? null),
      name: label(entry["im:artist"]),
      url: artistUrl,
    },
    summary: label(entry.summary),
    price: rssPrice(entry["im:price"]),
    primary_genre: asNonEmptyString(entry.category?.attributes?.label) ?? asNonEmptyString(entry.category?.attributes?.term),
    icon_url: largestImage(entry["im:image"]),
    url: alternateLink(entry.link) ?? label(entry.id),
    release_date: isoToRfc3339(entry["im:releaseDate"]?.label),
  };
}

function listOf<T>(v: T | T[] | undefined): T[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

function label(v: RssLabel | undefined): string | null {
  return asNonEmptyString(v?.label);
}

// `amount` is a decimal string ("0.00000"); the label is the storefront's wording ("Get", "$0.99").
function rssPrice(v: RssLabel | undefined): App["price"] {
  const amount = asNonEmptyString(v?.attributes?.amount);
  const currency = asNonEmptyString(v?.attributes?.currency);
  if (amount === null || currency === null || !/^\d+(\.\d+)?$/.test(amount)) return null;
  return { amount: Number(amount), currency, formatted: label(v) };
}

function largestImage(v: RssLabel | RssLabel[] | undefined): string | null {
  let best: { url: string; height: number } | null = null;
  for (const img of listOf(v)) {
    const url = label(img);
    if (url === null) continue;
    const height = Number(img.attributes?.height ?? 0) || 0;
    if (best === null || height >= best.height) best = { url, height };
  }
  return best?.url ?? null;
}

function alternateLink(v: RssLabel | RssLabel[] | undefined): string | null {
  for (const link of listOf(v)) {
    const rel = link.attributes?.rel;
    if (rel === undefined || rel === "alternate") {
      const href = asNonEmptyString(link.attributes?.href);
      if (href !== null) return href;
    }
  }
  return null;
}
