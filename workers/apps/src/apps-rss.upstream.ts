import type { APP_COLLECTIONS as CONTRACT_COLLECTIONS } from "@shared/contract/apps.routes";
import { ApiError } from "@shared/errors";
import { getUpstreamJson } from "@shared/provider/upstream-json";
import type { RssFeedBody } from "./apps.raw.schemas";
import { clamp, type Fetch } from "./apps.upstream";

/** Our collection names (docs/contract.md#providers `list?collection=`) → the App Store RSS feed names. */
export const APP_COLLECTIONS = {
  top_free: "topfreeapplications",
  top_paid: "toppaidapplications",
  top_grossing: "topgrossingapplications",
  new_apps: "newapplications",
} as const satisfies Record<(typeof CONTRACT_COLLECTIONS)[number], string>;
export type AppCollection = keyof typeof APP_COLLECTIONS;

export interface RssParams {
  collection: AppCollection;
  /** Two-letter storefront code; `us` when absent (the feed path needs one). */
  country?: string | undefined;
  limit: number;
  /** Numeric App Store genre id; see `genreIdFor`. */
  genre?: string | undefined;
}

// The legacy RSS feeds serve at most 200 entries.
const RSS_MAX_LIMIT = 200;

/** @example appStoreRssUrl(base, { collection: "top_free", country: "us", limit: 10, genre: "6014" }) // ".../us/rss/topfreeapplications/limit=10/genre=6014/json" */
export function appStoreRssUrl(base: string, p: RssParams): string {
  const country = encodeURIComponent((p.country ?? "us").toLowerCase());
  const genre = p.genre !== undefined && p.genre !== "" ? `/genre=${encodeURIComponent(p.genre)}` : "";
  return `${base}/${country}/rss/${APP_COLLECTIONS[p.collection]}/limit=${clamp(p.limit, 1, RSS_MAX_LIMIT)}${genre}/json`;
}

export async function fetchAppStoreRss(fetchFn: Fetch, base: string, p: RssParams): Promise<RssFeedBody> {
  const body = await getUpstreamJson(fetchFn, appStoreRssUrl(base, p), {
    notFound: "No such app chart for this storefront.",
    badRequest: "The app store does not know this storefront or category.",
  });
  if (body === null || typeof body !== "object" || typeof (body as RssFeedBody).feed !== "object") {
    throw new ApiError("upstream_unavailable", "The app store sent an answer of an unexpected shape.", { internal: "RSS body has no feed" });
  }
  return body as RssFeedBody;
}

/** App Store (iOS) top-level genres, by the slug clients may pass as `category`. */
export const APP_STORE_GENRES: Readonly<Record<string, string>> = {
  business: "6000",
  weather: "6001",
  utilities: "6002",
  travel: "6003",
  sports: "6004",
  social_networking: "6005",
  reference: "6006",
  productivity: "6007",
  photo_video: "6008",
  news: "6009",
  navigation: "6010",
  music: "6011",
  lifestyle: "6012",
  health_fitness: "6013",
  games: "6014",
  finance: "6015",
  entertainment: "6016",
  education: "6017",
  books: "6018",
  medical: "6020",
  magazines_newspapers: "6021",
  catalogs: "6022",
  food_drink: "6023",
  shopping: "6024",
  stickers: "6025",
  developer_tools: "6026",
  graphics_design: "6027",
};

/**
 * A `category` value → genre id (the route contract takes numeric ids; names are a convenience
 * for callers such as the MCP layer): a slug above ("Health & Fitness", "health-fitness" and
 * "health_fitness" all work) or a numeric genre id (sub-genres such as 7001 included).
 * Null when it names no genre, which the route answers with invalid_request.
 */
export function genreIdFor(category: string): string | null {
  const trimmed = category.trim();
  if (/^\d{4,5}$/.test(trimmed)) return trimmed;
  const slug = trimmed
    .toLowerCase()
    .replace(/&|\band\b/g, " ")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return APP_STORE_GENRES[slug] ?? null;
}
