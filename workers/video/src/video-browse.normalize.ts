/**
 * Channels and playlists from `/youtubei/v1/browse`. A browse answer with an ERROR alert and no
 * metadata ("This channel was removed…", "This playlist type is unviewable.") is 404; an answer
 * with neither is a shape we do not know (502).
 */
import type { VideoChannel, VideoPlaylist, VideoSummary } from "@shared/contract/video.records";
import { ApiError } from "@shared/errors";
import { shapeError } from "./innertube.upstream";
import { arr, at, channelFromByline, collect, continuationToken, exactCount, handleFromPath, type Json, obj, textOf, thumbnailsOf } from "./innertube.text";
import { summariesOf, VIDEO_ITEM_RENDERERS } from "./video-items.normalize";

export interface ItemsPage {
  items: VideoSummary[];
  next: string | null;
}

function assertNotGone(body: Json, what: string): void {
  const error = arr(body.alerts)
    .map((a) => obj(at(a, "alertRenderer")))
    .find((a) => a?.type === "ERROR");
  if (error) throw new ApiError("not_found", `${what} is not publicly available.`, { internal: textOf(error.text) ?? "ERROR alert" });
}

export type ChannelHead = Omit<VideoChannel, "videos">;

export function channelHeadOf(body: Json, id: string): ChannelHead {
  const meta = obj(at(body, "metadata", "channelMetadataRenderer"));
  if (meta === null) {
    assertNotGone(body, `Channel ${id}`);
    throw shapeError(`browse ${id}: no channelMetadataRenderer`);
  }
  const title = typeof meta.title === "string" ? meta.title : null;
  const channelId = typeof meta.externalId === "string" ? meta.externalId : id;
  if (title === null) throw shapeError(`browse ${id}: channel without a title`);
  const parts = arr(at(body, "header", "pageHeaderRenderer", "content", "pageHeaderViewModel", "metadata", "contentMetadataViewModel", "metadataRows"))
    .flatMap((r) => arr(obj(r)?.metadataParts))
    .map((p) => textOf(at(p, "text")) ?? "");
  return {
    id: channelId,
    title,
    handle: parts.find((p) => /^@\S+$/.test(p)) ?? handleFromPath(meta.vanityChannelUrl),
    url: `https://www.youtube.com/channel/${channelId}`,
    description: typeof meta.description === "string" && meta.description !== "" ? meta.description : null,
    subscriber_count: exactCount(parts.find((p) => /subscriber/i.test(p)) ?? null),
    video_count: exactCount(parts.find((p) => /videos?$/i.test(p)) ?? null),
    avatar: thumbnailsOf(meta.avatar),
  };
}

/** Videos of the selected tab (first page) or of a continuation page. */
export function browseItemsOf(body: Json, what: string): ItemsPage {
  const tabs = at(body, "contents", "twoColumnBrowseResultsRenderer", "tabs");
  const continuation = body.onResponseReceivedActions;
  let root: unknown;
  if (Array.isArray(continuation)) root = continuation;
  else if (Array.isArray(tabs)) root = arr(tabs).find((t) => at(t, "tabRenderer", "selected") === true) ?? tabs[0];
  else {
    assertNotGone(body, what);
    throw shapeError(`browse ${what}: neither tabs nor continuation actions`);
  }
  const found = collect(root, VIDEO_ITEM_RENDERERS);
  return { items: summariesOf(found), next: continuationToken(found) };
}

export type PlaylistHead = Omit<VideoPlaylist, "videos">;

export function playlistHeadOf(body: Json, id: string): PlaylistHead {
  const header = obj(at(body, "header", "playlistHeaderRenderer"));
  const meta = obj(at(body, "metadata", "playlistMetadataRenderer"));
  const micro = obj(at(body, "microformat", "microformatDataRenderer"));
  const title = textOf(header?.title) ?? (typeof meta?.title === "string" ? meta.title : null) ?? (typeof micro?.title === "string" ? micro.title : null);
  if (title === null) {
    assertNotGone(body, `Playlist ${id}`);
    throw shapeError(`browse VL${id}: no playlist header`);
  }
  const stats = arr(header?.stats).map((s) => textOf(s) ?? "");
  const description = textOf(header?.descriptionText) ?? (typeof micro?.description === "string" ? micro.description : null);
  const owner = header?.ownerText;
  return {
    id,
    title,
    url: `https://www.youtube.com/playlist?list=${id}`,
    description: description === "" ? null : description,
    channel: owner === undefined ? null : channelFromByline(owner),
    video_count: exactCount(textOf(header?.numVideosText) ?? stats.find((s) => /videos?$/i.test(s)) ?? null),
    view_count: exactCount(textOf(header?.viewCountText) ?? stats.find((s) => /views?$/i.test(s)) ?? null),
    thumbnails: thumbnailsOf(at(header, "playlistHeaderBanner", "heroPlaylistThumbnailRenderer", "thumbnail") ?? micro?.thumbnail),
  };
}
