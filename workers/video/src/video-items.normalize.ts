/**
 * One listed video → the `VideoSummary` record, from each shape the platform has used for it:
 * the renderer family (`videoRenderer` in search and channel grids, `gridVideoRenderer`,
 * `compactVideoRenderer` beside a video until late 2024, `endScreenVideoRenderer`,
 * `playlistPanelVideoRenderer`), playlist entries (`playlistVideoRenderer`), films (`movieRenderer`,
 * `compactMovieRenderer`, `gridMovieRenderer`), shorts (`reelItemRenderer`, `shortsLockupViewModel`)
 * and the view model beside a video since late 2024 (`lockupViewModel`). A shape without a video id
 * or title gives null (skipped, never half-filled).
 */
import type { VideoChannelRef, VideoSummary } from "@shared/contract/video.records";
import type { Item } from "./innertube-items";
import { arr, at, channelFromByline, clockSeconds, exactCount, handleFromPath, intString, type Json, obj, textOf, thumbnailsOf } from "./innertube.text";
import { playlistListingOf } from "./video-collections.normalize";

export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

type Head = { id: string; title: string; url: string };

function head(id: unknown, title: string | null): Head | null {
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{6,20}$/.test(id) || title === null || title === "") return null;
  return { id, title, url: watchUrl(id) };
}

function isLiveRenderer(v: Json): boolean {
  const badges = arr(v.badges).map((b) => at(b, "metadataBadgeRenderer", "style"));
  if (badges.includes("BADGE_STYLE_TYPE_LIVE_NOW")) return true;
  return arr(v.thumbnailOverlays).some((o) => at(o, "thumbnailOverlayTimeStatusRenderer", "style") === "LIVE");
}

/** The renderer family: `videoId`, `title`, a byline, `lengthText` (or seconds, or the thumbnail's time), `viewCountText`. */
export function videoOf(v: Json): VideoSummary | null {
  const h = head(v.videoId, textOf(v.title));
  if (h === null) return null;
  const live = isLiveRenderer(v);
  const overlayLength = arr(v.thumbnailOverlays)
    .map((o) => at(o, "thumbnailOverlayTimeStatusRenderer", "text"))
    .find((t) => t !== null);
  const byline = v.ownerText ?? v.longBylineText ?? v.shortBylineText;
  return {
    ...h,
    channel: byline === undefined ? null : channelFromByline(byline),
    duration_s: live ? null : (clockSeconds(v.lengthText) ?? intString(v.lengthInSeconds) ?? clockSeconds(overlayLength)),
    view_count: live ? null : exactCount(v.viewCountText),
    published_at: null,
    published_text: textOf(v.publishedTimeText),
    is_live: live,
    thumbnails: thumbnailsOf(v.thumbnail),
  };
}

/** A playlist entry: length in seconds, views and age in `videoInfo` runs ("3,456 views • 2 years ago"). */
export function playlistVideoOf(v: Json): VideoSummary | null {
  const h = head(v.videoId, textOf(v.title));
  if (h === null) return null;
  const info = arr(at(v, "videoInfo", "runs")).map((r) => (typeof obj(r)?.text === "string" ? (obj(r)!.text as string) : ""));
  return {
    ...h,
    channel: v.shortBylineText === undefined ? null : channelFromByline(v.shortBylineText),
    duration_s: intString(v.lengthSeconds) ?? clockSeconds(v.lengthText),
    view_count: exactCount(info.find((t) => /view/i.test(t)) ?? null),
    published_at: null,
    published_text: info.find((t) => /ago|streamed|premiered/i.test(t)) ?? null,
    is_live: false,
    thumbnails: thumbnailsOf(v.thumbnail),
  };
}

/** A short in a shelf (2022–2024): title in `headline`, channel and age in the reel player's header. */
export function reelItemOf(v: Json): VideoSummary | null {
  const header = obj(at(v, "navigationEndpoint", "reelWatchEndpoint", "overlay", "reelPlayerOverlayRenderer", "reelPlayerHeaderSupportedRenderers", "reelPlayerHeaderRenderer"));
  const h = head(v.videoId, textOf(v.headline) ?? textOf(header?.reelTitleText));
  if (h === null) return null;
  const byline = header?.channelTitleText;
  return {
    ...h,
    channel: byline === undefined ? null : channelFromByline(byline),
    // A short's length is not shown on its tile.
    duration_s: null,
    view_count: exactCount(v.viewCountText ?? header?.viewCountText),
    published_at: null,
    published_text: textOf(header?.timestampText),
    is_live: false,
    thumbnails: thumbnailsOf(v.thumbnail),
  };
}

/** A short as a view model (since late 2024): id in the tap command, title and views in the overlay. */
export function shortsLockupOf(v: Json): VideoSummary | null {
  const fromEntity = typeof v.entityId === "string" ? /^shorts-shelf-item-(.+)$/.exec(v.entityId)?.[1] : undefined;
  const h = head(at(v, "onTap", "innertubeCommand", "reelWatchEndpoint", "videoId") ?? fromEntity, textOf(at(v, "overlayMetadata", "primaryText")));
  if (h === null) return null;
  return {
    ...h,
    channel: null,
    duration_s: null,
    view_count: exactCount(at(v, "overlayMetadata", "secondaryText")),
    published_at: null,
    published_text: null,
    is_live: false,
    thumbnails: thumbnailsOf(v.thumbnail),
  };
}

/** A lockup view model: a video, or a playlist / mix / podcast tile read as a playlist. */
export function lockupOf(v: Json): Item | null {
  const type = v.contentType;
  if (type === "LOCKUP_CONTENT_TYPE_VIDEO") {
    const s = videoLockupOf(v);
    return s === null ? null : { kind: "video", video: s };
  }
  if (typeof type === "string" && /^LOCKUP_CONTENT_TYPE_(PLAYLIST|PODCAST|ALBUM)$/.test(type)) {
    const p = playlistListingOf("lockupViewModel", v);
    return p === null ? null : { kind: "playlist", playlist: p };
  }
  return { kind: "unknown", shape: `lockupViewModel(${typeof type === "string" ? type : "no contentType"})` };
}

function videoLockupOf(v: Json): VideoSummary | null {
  const meta = at(v, "metadata", "lockupMetadataViewModel");
  const h = head(v.contentId, textOf(at(meta, "title")));
  if (h === null) return null;
  const rows = metadataRowsOf(meta);
  const parts = rows.flat();
  const badges = arr(at(v, "contentImage", "thumbnailViewModel", "overlays")).flatMap((o) => arr(at(o, "thumbnailBottomOverlayViewModel", "badges")));
  const badgeText = badges.map((b) => textOf(at(b, "thumbnailBadgeViewModel", "text")) ?? "");
  const live = badgeText.some((t) => /^live$/i.test(t)) || parts.some((t) => /watching/i.test(t));
  return {
    ...h,
    channel: lockupChannel(meta, rows),
    duration_s: live ? null : (badgeText.map(clockSeconds).find((s) => s !== null) ?? null),
    view_count: live ? null : exactCount(parts.find((t) => /views?$/i.test(t)) ?? null),
    published_at: null,
    published_text: parts.find((t) => /ago$|^streamed|^premiered/i.test(t)) ?? null,
    is_live: live,
    thumbnails: thumbnailsOf(at(v, "contentImage", "thumbnailViewModel", "image")),
  };
}

/** The text of each metadata row's parts (`contentMetadataViewModel`). */
export function metadataRowsOf(meta: unknown): string[][] {
  return arr(at(meta, "metadata", "contentMetadataViewModel", "metadataRows")).map((r) => arr(obj(r)?.metadataParts).map((p) => textOf(at(p, "text")) ?? ""));
}

function lockupChannel(meta: unknown, rows: string[][]): VideoChannelRef | null {
  const browse = at(meta, "image", "decoratedAvatarViewModel", "rendererContext", "commandContext", "onTap", "innertubeCommand", "browseEndpoint");
  const name = rows[0]?.[0] ?? null;
  const id = at(browse, "browseId");
  if (browse === null && name === null) return null;
  return { id: typeof id === "string" ? id : null, name: name === "" ? null : name, handle: handleFromPath(at(browse, "canonicalBaseUrl")) };
}
