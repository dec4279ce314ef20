/**
 * The one walker over InnerTube item lists, used by search, channel, playlist, related and comments.
 * The platform renders a list as an array of one-key objects (`{videoRenderer: {…}}`) and has used
 * many keys for the same thing over the years; `SHAPES` names every one we know (the set Invidious
 * reads for these pages) as an item (read into a record), a container (walked into the named fields),
 * an aside (a container whose items sit beside the list: "People also watched" shelves) or ignored
 * (ads, chips, banners). A key at an item position that is none of these is unknown: it is skipped,
 * named in `unknown` (once per response) for the caller to log, and never throws.
 */
import type { VideoComment, VideoSummary } from "@shared/contract/video.records";
import { obj, type Json } from "./innertube.text";
import { channelListingOf, type ChannelListing, type PlaylistListing, playlistListingOf } from "./video-collections.normalize";
import { commentFromThread, commentFromRenderer, commentFromViewModel, commentsTotalOf, type CommentEntities } from "./video-comment-items.normalize";
import { lockupOf, playlistVideoOf, reelItemOf, shortsLockupOf, videoOf } from "./video-items.normalize";

export type Item =
  | { kind: "video"; video: VideoSummary }
  | { kind: "playlist"; playlist: PlaylistListing }
  | { kind: "channel"; channel: ChannelListing }
  | { kind: "comment"; comment: VideoComment }
  | { kind: "comments_total"; total: number | null }
  | { kind: "continuation"; token: string }
  /** A known key whose variant is not (a lockup of a content type we have not seen). */
  | { kind: "unknown"; shape: string };

/** An item as found: its record, the key it came under, and whether it sat in an aside. */
export type Found = Exclude<Item, { kind: "unknown" }> & { shape: string; aside: boolean };

export interface WalkContext {
  /** Comment entity payloads of the response, by key (comments pages only). */
  entities?: CommentEntities;
}

export interface Walk {
  found: Found[];
  /** Unknown shapes, each named once, in the order met. */
  unknown: string[];
  /** Known item shapes that lacked what a record needs (no id or title): skipped, never half-filled. */
  unreadable: string[];
}

type Reader = (v: Json, ctx: WalkContext, shape: string) => Item | null;
type Shape = { type: "item"; read: Reader } | { type: "container" | "aside"; fields: readonly string[] } | { type: "ignored" };

const item = (read: Reader): Shape => ({ type: "item", read });
const video = (read: (v: Json) => VideoSummary | null): Shape => item((v) => {
  const s = read(v);
  return s === null ? null : { kind: "video", video: s };
});
const container = (...fields: string[]): Shape => ({ type: "container", fields });
const aside = (...fields: string[]): Shape => ({ type: "aside", fields });
const IGNORED: Shape = { type: "ignored" };

const playlist: Shape = item((v, _ctx, shape) => {
  const p = playlistListingOf(shape, v);
  return p === null ? null : { kind: "playlist", playlist: p };
});
const channel: Shape = item((v) => {
  const c = channelListingOf(v);
  return c === null ? null : { kind: "channel", channel: c };
});

function continuationOf(v: Json): Item | null {
  const token = obj(obj(obj(v.continuationEndpoint)?.continuationCommand))?.token ?? obj(obj(obj(obj(obj(v.button)?.buttonRenderer)?.command)?.continuationCommand))?.token;
  return typeof token === "string" && token !== "" ? { kind: "continuation", token } : null;
}

const SHAPES: Readonly<Record<string, Shape>> = {
  // Videos, wherever they are listed.
  videoRenderer: video(videoOf),
  gridVideoRenderer: video(videoOf),
  compactVideoRenderer: video(videoOf),
  endScreenVideoRenderer: video(videoOf),
  playlistPanelVideoRenderer: video(videoOf),
  playlistVideoRenderer: video(playlistVideoOf),
  // Films: the same fields; their byline names the distributor's channel.
  movieRenderer: video(videoOf),
  compactMovieRenderer: video(videoOf),
  gridMovieRenderer: video(videoOf),
  reelItemRenderer: video(reelItemOf),
  shortsLockupViewModel: video(shortsLockupOf),
  lockupViewModel: item(lockupOf),
  // Playlists, mixes and channels listed beside videos: read, and left out of video lists.
  playlistRenderer: playlist,
  gridPlaylistRenderer: playlist,
  compactPlaylistRenderer: playlist,
  radioRenderer: playlist,
  compactRadioRenderer: playlist,
  gridRadioRenderer: playlist,
  endScreenPlaylistRenderer: playlist,
  channelRenderer: channel,
  gridChannelRenderer: channel,
  // Comments: threads (top level) and bare comments (a replies page), old and new shapes.
  commentThreadRenderer: item((v, ctx) => commentFromThread(v, ctx.entities)),
  commentViewModel: item((v, ctx) => commentFromViewModel(v, ctx.entities)),
  commentRenderer: item((v) => commentFromRenderer(v)),
  commentsHeaderRenderer: item((v) => ({ kind: "comments_total", total: commentsTotalOf(v) })),
  continuationItemRenderer: item(continuationOf),
  // Wrappers around lists and items.
  secondaryResults: container("results"),
  watchNextEndScreenRenderer: container("results"),
  tabRenderer: container("content"),
  sectionListRenderer: container("contents"),
  itemSectionRenderer: container("contents"),
  richGridRenderer: container("contents"),
  richItemRenderer: container("content"),
  richSectionRenderer: container("content"),
  gridRenderer: container("items"),
  horizontalListRenderer: container("items"),
  verticalListRenderer: container("items"),
  expandedShelfContentsRenderer: container("items"),
  horizontalMovieListRenderer: container("items"),
  playlistVideoListRenderer: container("contents"),
  compactAutoplayRenderer: container("contents"),
  reelShelfRenderer: container("items"),
  appendContinuationItemsAction: container("continuationItems"),
  reloadContinuationItemsCommand: container("continuationItems"),
  sectionListContinuation: container("contents"),
  itemSectionContinuation: container("contents"),
  gridContinuation: container("items"),
  playlistVideoListContinuation: container("contents"),
  // Shelves of other videos ("People also watched", "Latest from …"): beside a search's results.
  shelfRenderer: aside("content"),
  richShelfRenderer: aside("contents"),
  // Ads, banners, chips and notices: nothing to read.
  adSlotRenderer: IGNORED,
  promotedSparklesWebRenderer: IGNORED,
  promotedSparklesTextSearchRenderer: IGNORED,
  promotedVideoRenderer: IGNORED,
  compactPromotedVideoRenderer: IGNORED,
  compactPromotedItemRenderer: IGNORED,
  searchPyvRenderer: IGNORED,
  backgroundPromoRenderer: IGNORED,
  messageRenderer: IGNORED,
  didYouMeanRenderer: IGNORED,
  showingResultsForRenderer: IGNORED,
  includingResultsForRenderer: IGNORED,
  clarificationRenderer: IGNORED,
  emergencyOneboxRenderer: IGNORED,
  infoPanelContainerRenderer: IGNORED,
  horizontalCardListRenderer: IGNORED,
  chipCloudRenderer: IGNORED,
  relatedChipCloudRenderer: IGNORED,
  feedFilterChipBarRenderer: IGNORED,
  hashtagTileRenderer: IGNORED,
  showRenderer: IGNORED,
  commentFilterContextViewModel: IGNORED,
  commentSimpleboxRenderer: IGNORED,
  itemSectionHeaderRenderer: IGNORED,
};

const MAX_DEPTH = 40;

/**
 * Every item under `root` (an item-position object such as `{sectionListRenderer: …}`, or a list of
 * them), in document order.
 *
 * @example walkItems(body.onResponseReceivedEndpoints).found.filter((f) => f.kind === "video")
 */
export function walkItems(root: unknown, ctx: WalkContext = {}): Walk {
  const found: Found[] = [];
  const unknown = new Set<string>();
  const unreadable = new Set<string>();
  const visit = (el: unknown, inAside: boolean, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(el)) {
      for (const x of el) visit(x, inAside, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(obj(el) ?? {})) {
      const v = obj(value);
      // Scalars beside the renderer (`trackingParams`, `clickTrackingParams`) are not items.
      if (v === null) continue;
      const shape = SHAPES[key];
      if (shape === undefined) {
        unknown.add(key);
        continue;
      }
      if (shape.type === "ignored") continue;
      if (shape.type !== "item") {
        for (const field of shape.fields) visit(v[field], inAside || shape.type === "aside", depth + 1);
        continue;
      }
      const got = readSafely(shape.read, v, ctx, key);
      if (got === null) unreadable.add(key);
      else if (got.kind === "unknown") unknown.add(got.shape);
      else found.push({ ...got, shape: key, aside: inAside });
    }
  };
  visit(root, false, 0);
  return { found, unknown: [...unknown], unreadable: [...unreadable] };
}

/** A reader meeting a value it did not expect skips the item rather than failing the page. */
function readSafely(read: Reader, v: Json, ctx: WalkContext, shape: string): Item | null {
  try {
    return read(v, ctx, shape);
  } catch {
    return null;
  }
}

/** The first continuation token among what a walk found (the list's "load more"). */
export function nextTokenOf(walk: Walk): string | null {
  for (const f of walk.found) if (f.kind === "continuation") return f.token;
  return null;
}

/** The videos a walk found, optionally without those of asides. */
export function videosOf(walk: Walk, { withAsides }: { withAsides: boolean }): VideoSummary[] {
  return walk.found.flatMap((f) => (f.kind === "video" && (withAsides || !f.aside) ? [f.video] : []));
}

/** The one log line per unknown shape of a response (the route names where it was met). */
export function reportUnknownShapes(unknown: readonly string[], route: string): void {
  for (const shape of unknown) console.warn(`video: skipped unknown item shape "${shape}" in ${route}`);
}
