/**
 * Shapes of the Apple upstream bodies as the recorded responses show them. Fields are typed
 * loosely on purpose: normalizers read them defensively, so a dropped or retyped field becomes
 * `null` in our record instead of a crash or a made-up value.
 */

/** One element of `results` of iTunes `/lookup` and `/search` (software entities). */
export interface ItunesResult {
  wrapperType?: unknown;
  kind?: unknown;
  trackId?: unknown;
  trackName?: unknown;
  bundleId?: unknown;
  artistId?: unknown;
  artistName?: unknown;
  artistViewUrl?: unknown;
  sellerName?: unknown;
  sellerUrl?: unknown;
  description?: unknown;
  price?: unknown;
  currency?: unknown;
  formattedPrice?: unknown;
  genres?: unknown;
  primaryGenreName?: unknown;
  averageUserRating?: unknown;
  userRatingCount?: unknown;
  version?: unknown;
  releaseDate?: unknown;
  currentVersionReleaseDate?: unknown;
  fileSizeBytes?: unknown;
  contentAdvisoryRating?: unknown;
  trackContentRating?: unknown;
  languageCodesISO2A?: unknown;
  artworkUrl512?: unknown;
  artworkUrl100?: unknown;
  artworkUrl60?: unknown;
  screenshotUrls?: unknown;
  ipadScreenshotUrls?: unknown;
  trackViewUrl?: unknown;
  minimumOsVersion?: unknown;
}

/** iTunes `/lookup` and `/search` body. Errors come as `{errorMessage, queryParameters}`. */
export interface ItunesResponse {
  resultCount?: unknown;
  results?: unknown;
  errorMessage?: unknown;
}

/**
 * App Store RSS (`/{country}/rss/{feed}/limit={n}/json`): XML turned into JSON, so every value
 * sits in `label` or `attributes`, and a one-element list comes as a bare object.
 */
export interface RssLabel {
  label?: unknown;
  attributes?: Record<string, unknown>;
}

export interface RssEntry {
  "im:name"?: RssLabel;
  "im:image"?: RssLabel | RssLabel[];
  summary?: RssLabel;
  "im:price"?: RssLabel;
  "im:contentType"?: RssLabel;
  rights?: RssLabel;
  title?: RssLabel;
  link?: RssLabel | RssLabel[];
  id?: RssLabel;
  "im:artist"?: RssLabel;
  category?: RssLabel;
  "im:releaseDate"?: RssLabel;
}

export interface RssFeedBody {
  feed?: {
    entry?: RssEntry | RssEntry[];
    updated?: RssLabel;
    title?: RssLabel;
  };
}
