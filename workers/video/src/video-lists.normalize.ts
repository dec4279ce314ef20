/** Search results and watch-page suggestions → pages of `VideoSummary`, read by the item walker. */
import { nextTokenOf, videosOf, walkItems } from "./innertube-items";
import { shapeError } from "./innertube.upstream";
import { at, type Json } from "./innertube.text";
import type { ItemsPage } from "./video-browse.normalize";

/**
 * `/search` first page (`contents`) or continuation (`onResponseReceivedCommands`). Videos of shelves
 * ("People also watched") sit beside the results and are left out; so are playlist and channel tiles.
 */
export function searchPageOf(body: Json): ItemsPage {
  const root = at(body, "contents", "twoColumnSearchResultsRenderer", "primaryContents") ?? body.onResponseReceivedCommands;
  if (root === null || root === undefined) throw shapeError("search: neither contents nor continuation commands");
  const walk = walkItems(root);
  return { items: videosOf(walk, { withAsides: false }), next: nextTokenOf(walk), unknown: walk.unknown };
}

/**
 * `/next` with a videoId: the suggestions beside the video (`secondaryResults`); a continuation
 * page: `onResponseReceivedEndpoints`. When the column holds no video we can read (a shape we do not
 * know yet), the end screen's videos stand in, as they repeat the first suggestions. Null when the
 * watch page has no suggestions column (the platform's answer for a video that does not exist).
 */
export function relatedPageOf(body: Json): ItemsPage | null {
  // A watch page has `onResponseReceivedEndpoints` too (engagement panels): its `contents` decide.
  const watch = at(body, "contents", "twoColumnWatchNextResults");
  const root = watch !== null ? at(watch, "secondaryResults") : body.onResponseReceivedEndpoints;
  if (watch !== null && root === null) return null;
  if (!Array.isArray(root) && watch === null) throw shapeError("next: neither watch results nor continuation endpoints");
  const walk = walkItems(root);
  const items = videosOf(walk, { withAsides: true });
  if (items.length > 0 || watch === null) return { items, next: nextTokenOf(walk), unknown: walk.unknown };
  const endScreen = walkItems(at(body, "playerOverlays", "playerOverlayRenderer", "endScreen"));
  return { items: videosOf(endScreen, { withAsides: true }), next: nextTokenOf(walk), unknown: [...new Set([...walk.unknown, ...endScreen.unknown])] };
}
