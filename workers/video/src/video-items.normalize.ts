/**
 * Video listings (search results, a channel's uploads, related videos, playlist entries) → the
 * one `VideoSummary` record, from whichever renderer the platform used: `videoRenderer` (search,
 * channel grid), `lockupViewModel` (watch-page suggestions), `playlistVideoRenderer` (playlists).
 * A renderer without a video id or title is skipped (an ad slot, a playlist tile), never half-filled.
 */
import type { VideoChannelRef, VideoSummary } from "@shared/contract/video.records";
import { arr, at, channelFromByline, clockSeconds, exactCount, handleFromPath, intString, type Json, obj, textOf, thumbnailsOf } from "./innertube.text";

export const VIDEO_ITEM_RENDERERS = new Set(["videoRenderer", "lockupViewModel", "playlistVideoRenderer", "gridVideoRenderer", "continuationItemRenderer"]);

export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export function summaryOf(key: string, v: Json): VideoSummary | null {
  switch (key) {
    case "videoRenderer":
    case "gridVideoRenderer":
      return fromVideoRenderer(v);
    case "lockupViewModel":
      return fromLockup(v);
    case "playlistVideoRenderer":
      return fromPlaylistVideo(v);
    default:
      return null;
  }
}

/** Every video summary among collected renderers, in order. */
export function summariesOf(items: { key: string; value: Json }[]): VideoSummary[] {
  const out: VideoSummary[] = [];
  for (const { key, value } of items) {
    const s = summaryOf(key, value);
    if (s !== null) out.push(s);
  }
  return out;
}

function base(id: unknown, title: string | null): { id: string; title: string } | null {
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{6,20}$/.test(id) || title === null) return null;
  return { id, title };
}

function isLiveRenderer(v: Json): boolean {
  const badges = arr(v.badges).map((b) => at(b, "metadataBadgeRenderer", "style"));
  if (badges.includes("BADGE_STYLE_TYPE_LIVE_NOW")) return true;
  return arr(v.thumbnailOverlays).some((o) => at(o, "thumbnailOverlayTimeStatusRenderer", "style") === "LIVE");
}

function fromVideoRenderer(v: Json): VideoSummary | null {
  const b = base(v.videoId, textOf(v.title));
  if (b === null) return null;
  const live = isLiveRenderer(v);
  const overlayLength = arr(v.thumbnailOverlays)
    .map((o) => at(o, "thumbnailOverlayTimeStatusRenderer", "text"))
    .find((t) => t !== null);
  return {
    ...b,
    url: watchUrl(b.id),
    channel: channelFromByline(v.ownerText ?? v.longBylineText ?? v.shortBylineText),
    duration_s: live ? null : (clockSeconds(v.lengthText) ?? clockSeconds(overlayLength)),
    view_count: live ? null : exactCount(v.viewCountText),
    published_at: null,
    published_text: textOf(v.publishedTimeText),
    is_live: live,
    thumbnails: thumbnailsOf(v.thumbnail),
  };
}

function fromPlaylistVideo(v: Json): VideoSummary | null {
  const b = base(v.videoId, textOf(v.title));
  if (b === null) return null;
  const info = arr(at(v, "videoInfo", "runs")).map((r) => (typeof obj(r)?.text === "string" ? (obj(r)!.text as string) : ""));
  return {
    ...b,
    url: watchUrl(b.id),
    channel: v.shortBylineText === undefined ? null : channelFromByline(v.shortBylineText),
    duration_s: intString(v.lengthSeconds) ?? clockSeconds(v.lengthText),
    view_count: exactCount(info.find((t) => /view/i.test(t)) ?? null),
    published_at: null,
    published_text: info.find((t) => /ago|streamed|premiered/i.test(t)) ?? null,
    is_live: false,
    thumbnails: thumbnailsOf(v.thumbnail),
  };
}

function fromLockup(v: Json): VideoSummary | null {
  if (v.contentType !== "LOCKUP_CONTENT_TYPE_VIDEO") return null;
  const meta = at(v, "metadata", "lockupMetadataViewModel");
  const b = base(v.contentId, textOf(at(meta, "title")));
  if (b === null) return null;
  const rows = arr(at(meta, "metadata", "contentMetadataViewModel", "metadataRows")).map((r) => arr(obj(r)?.metadataParts).map((p) => textOf(at(p, "text")) ?? ""));
  const parts = rows.flat();
  const badges = arr(at(v, "contentImage", "thumbnailViewModel", "overlays")).flatMap((o) => arr(at(o, "thumbnailBottomOverlayViewModel", "badges")));
  const badgeText = badges.map((b2) => textOf(at(b2, "thumbnailBadgeViewModel", "text")) ?? "");
  const live = badgeText.some((t) => /^live$/i.test(t)) || parts.some((t) => /watching/i.test(t));
  return {
    ...b,
    url: watchUrl(b.id),
    channel: lockupChannel(meta, rows),
    duration_s: live ? null : (badgeText.map(clockSeconds).find((s) => s !== null) ?? null),
    view_count: live ? null : exactCount(parts.find((t) => /views?$/i.test(t)) ?? null),
    published_at: null,
    published_text: parts.find((t) => /ago$|^streamed|^premiered/i.test(t)) ?? null,
    is_live: live,
    thumbnails: thumbnailsOf(at(v, "contentImage", "thumbnailViewModel", "image")),
  };
}

function lockupChannel(meta: unknown, rows: string[][]): VideoChannelRef | null {
  const browse = at(meta, "image", "decoratedAvatarViewModel", "rendererContext", "commandContext", "onTap", "innertubeCommand", "browseEndpoint");
  const name = rows[0]?.[0] ?? null;
  const id = at(browse, "browseId");
  if (browse === null && name === null) return null;
  return { id: typeof id === "string" ? id : null, name: name === "" ? null : name, handle: handleFromPath(at(browse, "canonicalBaseUrl")) };
}
