/** Search results and watch-page suggestions → pages of `VideoSummary`. */
import { shapeError } from "./innertube.upstream";
import { at, collect, continuationToken, type Json } from "./innertube.text";
import type { ItemsPage } from "./video-browse.normalize";
import { summariesOf, VIDEO_ITEM_RENDERERS } from "./video-items.normalize";

/** `/search` first page (`contents`) or continuation (`onResponseReceivedCommands`). Shelves of other videos are left out. */
export function searchPageOf(body: Json): ItemsPage {
  const root = at(body, "contents", "twoColumnSearchResultsRenderer", "primaryContents") ?? body.onResponseReceivedCommands;
  if (root === null || root === undefined) throw shapeError("search: neither contents nor continuation commands");
  const found = collect(root, VIDEO_ITEM_RENDERERS);
  return { items: summariesOf(found), next: continuationToken(found) };
}

/**
 * `/next` with a videoId: the suggestions beside the video (`secondaryResults`); a continuation
 * page: `onResponseReceivedEndpoints`. Null when the watch page has no suggestions column (the
 * platform's answer for a video that does not exist).
 */
export function relatedPageOf(body: Json): ItemsPage | null {
  // A watch page has `onResponseReceivedEndpoints` too (engagement panels): its `contents` decide.
  const watch = at(body, "contents", "twoColumnWatchNextResults");
  const root = watch !== null ? at(watch, "secondaryResults") : body.onResponseReceivedEndpoints;
  if (watch !== null && root === null) return null;
  if (!Array.isArray(root) && watch === null) throw shapeError("next: neither watch results nor continuation endpoints");
  const found = collect(root, VIDEO_ITEM_RENDERERS);
  return { items: summariesOf(found), next: continuationToken(found) };
}
