/**
 * Playlists, mixes and channels listed among videos (search results, suggestions beside a video, a
 * channel's shelves). No route answers them as records today (the lists are lists of videos), but
 * they are read, so that a tile of a known kind is told apart from a shape we do not know, and so
 * that the videos a playlist tile previews are never mistaken for results.
 */
import type { VideoChannelRef, VideoThumbnail } from "@shared/contract/video.records";
import { arr, at, channelFromByline, exactCount, handleFromPath, intString, type Json, obj, textOf, thumbnailsOf } from "./innertube.text";

export interface PlaylistListing {
  id: string;
  title: string;
  /** A mix (`RD…`): a list the platform generates around a video, without a fixed length. */
  is_mix: boolean;
  channel: VideoChannelRef | null;
  video_count: number | null;
  thumbnails: VideoThumbnail[];
}

export interface ChannelListing {
  id: string;
  name: string;
  handle: string | null;
  subscriber_count: number | null;
  video_count: number | null;
  thumbnails: VideoThumbnail[];
}

/**
 * The value of a `playlistRenderer`, `gridPlaylistRenderer`, `compactPlaylistRenderer`,
 * `radioRenderer`, `compactRadioRenderer`, `gridRadioRenderer`, `endScreenPlaylistRenderer` or
 * collection `lockupViewModel` (named by `shape`) → a playlist listing; null without an id or title.
 */
export function playlistListingOf(shape: string, v: Json): PlaylistListing | null {
  return shape === "lockupViewModel" ? fromLockup(v) : fromRenderer(shape, v);
}

function fromRenderer(key: string, v: Json): PlaylistListing | null {
  const id = v.playlistId;
  const title = textOf(v.title);
  if (typeof id !== "string" || id === "" || title === null) return null;
  const byline = v.longBylineText ?? v.shortBylineText;
  const firstThumbs = arr(v.thumbnails)[0];
  return {
    id,
    title,
    is_mix: /radio/i.test(key) || id.startsWith("RD"),
    channel: byline === undefined ? null : channelFromByline(byline),
    video_count: intString(v.videoCount) ?? exactCount(v.videoCountText) ?? exactCount(v.thumbnailText),
    thumbnails: thumbnailsOf(v.thumbnail ?? firstThumbs ?? at(v, "thumbnailRenderer", "playlistCustomThumbnailRenderer", "thumbnail")),
  };
}

/** A collection lockup: the count is a thumbnail badge ("12 videos"), the owner a linked metadata part. */
function fromLockup(v: Json): PlaylistListing | null {
  const id = v.contentId;
  const meta = at(v, "metadata", "lockupMetadataViewModel");
  const title = textOf(at(meta, "title"));
  if (typeof id !== "string" || id === "" || title === null) return null;
  const thumb = at(v, "contentImage", "collectionThumbnailViewModel", "primaryThumbnail", "thumbnailViewModel") ?? at(v, "contentImage", "thumbnailViewModel");
  const badges = arr(at(thumb, "overlays"))
    .flatMap((o) => [...arr(at(o, "thumbnailOverlayBadgeViewModel", "thumbnailBadges")), ...arr(at(o, "thumbnailBottomOverlayViewModel", "badges"))])
    .map((b) => textOf(at(b, "thumbnailBadgeViewModel", "text")) ?? "");
  const parts = arr(at(meta, "metadata", "contentMetadataViewModel", "metadataRows")).flatMap((r) => arr(obj(r)?.metadataParts));
  const owner = parts.map((p) => obj(at(p, "text"))).find((t) => at(t, "commandRuns", 0, "onTap", "innertubeCommand", "browseEndpoint") !== null);
  const browse = at(owner, "commandRuns", 0, "onTap", "innertubeCommand", "browseEndpoint");
  const ownerId = at(browse, "browseId");
  return {
    id,
    title,
    is_mix: id.startsWith("RD"),
    channel: owner === undefined || owner === null ? null : { id: typeof ownerId === "string" ? ownerId : null, name: textOf(owner), handle: handleFromPath(at(browse, "canonicalBaseUrl")) },
    video_count: badges.map((t) => exactCount(t)).find((n) => n !== null) ?? null,
    thumbnails: thumbnailsOf(at(thumb, "image")),
  };
}

/** `{channelRenderer | gridChannelRenderer: …}`'s value → a channel listing; null without an id or name. */
export function channelListingOf(v: Json): ChannelListing | null {
  const id = v.channelId;
  const name = textOf(v.title);
  if (typeof id !== "string" || !id.startsWith("UC") || name === null) return null;
  const subscribers = textOf(v.subscriberCountText);
  // Since handles (2022) the subscriber field may hold the handle and the video-count field the subscribers.
  const handleInSubscribers = subscribers !== null && subscribers.startsWith("@");
  return {
    id,
    name,
    handle: handleInSubscribers ? subscribers : handleFromPath(at(v, "navigationEndpoint", "browseEndpoint", "canonicalBaseUrl")),
    subscriber_count: exactCount(handleInSubscribers ? v.videoCountText : subscribers),
    video_count: handleInSubscribers ? null : exactCount(v.videoCountText),
    thumbnails: thumbnailsOf(v.thumbnail),
  };
}
