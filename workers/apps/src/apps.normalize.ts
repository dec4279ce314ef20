import type { App } from "@shared/contract/apps.records";
import { ApiError } from "@shared/errors";
import { asNonEmptyString, asString, isoToRfc3339 } from "@shared/provider/values.normalize";
import type { ItunesResult } from "./apps.raw.schemas";

export interface NormalizeAppOptions {
  /** Include `rating` (the `ratings=true` query). */
  ratings: boolean;
}

/** iTunes software result → App. Throws upstream_unavailable when it has no track id or name. */
export function normalizeItunesApp(raw: ItunesResult, opts: NormalizeAppOptions): App {
  const id = trackIdString(raw.trackId);
  const name = asNonEmptyString(raw.trackName);
  if (id === null || name === null) {
    throw new ApiError("upstream_unavailable", "The app store returned an unusable app.", { internal: `result without trackId/trackName: ${String(raw.trackId)}` });
  }
  const screenshots = stringList(raw.screenshotUrls);
  const sellerName = asNonEmptyString(raw.sellerName);
  const app: App = {
    id,
    bundle_id: asNonEmptyString(raw.bundleId),
    name,
    developer: {
      id: trackIdString(raw.artistId),
      name: asNonEmptyString(raw.artistName),
      url: asNonEmptyString(raw.artistViewUrl),
    },
    description: asNonEmptyString(raw.description),
    price: price(raw.price, raw.currency, raw.formattedPrice),
    genres: stringList(raw.genres),
    primary_genre: asNonEmptyString(raw.primaryGenreName),
    version: asNonEmptyString(raw.version),
    release_date: isoToRfc3339(raw.releaseDate),
    updated_at: isoToRfc3339(raw.currentVersionReleaseDate),
    size_bytes: sizeBytes(raw.fileSizeBytes),
    content_rating: asNonEmptyString(raw.trackContentRating) ?? asNonEmptyString(raw.contentAdvisoryRating),
    // The store repeats codes (the Facebook record lists ZH twice): keep the first of each.
    languages: [...new Set(stringList(raw.languageCodesISO2A))],
    icon_url: asNonEmptyString(raw.artworkUrl512) ?? asNonEmptyString(raw.artworkUrl100) ?? asNonEmptyString(raw.artworkUrl60),
    // iPad-only apps have no iPhone screenshots; theirs are the ones to show.
    screenshots: screenshots.length > 0 ? screenshots : stringList(raw.ipadScreenshotUrls),
    url: asNonEmptyString(raw.trackViewUrl),
    minimum_os_version: asNonEmptyString(raw.minimumOsVersion),
    seller: sellerName === null ? null : { name: sellerName, url: asNonEmptyString(raw.sellerUrl) },
  };
  if (opts.ratings) app.rating = rating(raw.averageUserRating, raw.userRatingCount);
  return app;
}

const SOFTWARE_KINDS = new Set(["software", "mac-software"]);

/**
 * The software results of a lookup or search body, in upstream order. A lookup by developer id
 * also returns the developer (`wrapperType: "artist"`): that and anything without a track id
 * is skipped.
 */
export function normalizeItunesResults(results: unknown, opts: NormalizeAppOptions): App[] {
  if (!Array.isArray(results)) return [];
  const apps: App[] = [];
  for (const r of results) {
    if (isSoftwareResult(r)) apps.push(normalizeItunesApp(r, opts));
  }
  return apps;
}

/** An app record we can normalize: software (iOS or macOS) with a track id and a name. */
export function isSoftwareResult(r: unknown): r is ItunesResult {
  if (r === null || typeof r !== "object") return false;
  const x = r as ItunesResult;
  const software = x.wrapperType === "software" || (typeof x.kind === "string" && SOFTWARE_KINDS.has(x.kind));
  return software && trackIdString(x.trackId) !== null && asNonEmptyString(x.trackName) !== null;
}

/** Numeric ids (track, artist) as strings, from a number or a string of digits. */
export function trackIdString(v: unknown): string | null {
  if (typeof v === "number" && Number.isSafeInteger(v) && v > 0) return String(v);
  if (typeof v === "string" && /^[1-9]\d*$/.test(v)) return v;
  return null;
}

function price(amount: unknown, currency: unknown, formatted: unknown): App["price"] {
  const cur = asNonEmptyString(currency);
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0 || cur === null) return null;
  return { amount, currency: cur, formatted: asNonEmptyString(formatted) };
}

function rating(average: unknown, count: unknown): NonNullable<App["rating"]> {
  const n = typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null;
  const avg = typeof average === "number" && average >= 0 && average <= 5 ? average : null;
  // The store says 0 for "not rated yet"; an average over no ratings does not exist.
  return { average: n === 0 ? null : avg, count: n };
}

function sizeBytes(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) && v >= 0 ? v : null;
  const s = asString(v);
  if (s === null || !/^\d{1,15}$/.test(s)) return null;
  return Number(s);
}

function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x !== "") : [];
}
