/**
 * Channels and playlists from `/youtubei/v1/browse`. A browse answer with an ERROR alert and no
 * metadata ("This channel was removed…", "This playlist type is unviewable.") is 404; an answer
 * with neither is a shape we do not know (502).
 */
import type { VideoChannel, VideoPlaylist, VideoSummary } from "@shared/contract/video.records";
import { ApiError } from "@shared/errors";
import { shapeError } from "./innertube.upstream";
import { nextTokenOf, videosOf, walkItems } from "./innertube-items";
import { arr, at, channelFromByline, exactCount, handleFromPath, type Json, obj, textOf, thumbnailsOf } from "./innertube.text";

/** One upstream page of a video list, and the item shapes the walker did not know (the read logs them). */
export interface ItemsPage {
  items: VideoSummary[];
  next: string | null;
  unknown: string[];
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
  // The header before the page header view model (`c4TabbedHeaderRenderer`) states the counts in its own fields.
  const c4 = obj(at(body, "header", "c4TabbedHeaderRenderer"));
  for (const field of ["channelHandleText", "subscriberCountText", "videosCountText"]) {
    const text = textOf(c4?.[field]);
    if (text !== null) parts.push(text);
  }
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

/**
 * Videos of the selected tab (first page) or of a continuation page (`onResponseReceivedActions`,
 * or `continuationContents` before 2021). A tab's shelves are its own lists (a channel's home tab
 * shows its uploads in shelves), so their videos count; playlist and channel tiles do not.
 */
export function browseItemsOf(body: Json, what: string): ItemsPage {
  const tabs = at(body, "contents", "twoColumnBrowseResultsRenderer", "tabs");
  const continuation = body.onResponseReceivedActions ?? body.continuationContents;
  let root: unknown;
  if (continuation !== undefined && continuation !== null) root = continuation;
  else if (Array.isArray(tabs)) root = arr(tabs).find((t) => at(t, "tabRenderer", "selected") === true) ?? tabs[0];
  else {
    assertNotGone(body, what);
    throw shapeError(`browse ${what}: neither tabs nor continuation actions`);
  }
  const walk = walkItems(root);
  return { items: videosOf(walk, { withAsides: true }), next: nextTokenOf(walk), unknown: walk.unknown };
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
  // Pages of the sidebar layout give the counts, description and owner there rather than in a header.
  const sidebar = arr(at(body, "sidebar", "playlistSidebarRenderer", "items"));
  const primary = obj(sidebar.map((i) => at(i, "playlistSidebarPrimaryInfoRenderer")).find((i) => i !== null));
  const sideOwner = sidebar.map((i) => at(i, "playlistSidebarSecondaryInfoRenderer", "videoOwner", "videoOwnerRenderer", "title")).find((t) => t !== null);
  const stats = [...arr(header?.stats), ...arr(primary?.stats)].map((s) => textOf(s) ?? "");
  const description = textOf(header?.descriptionText) ?? textOf(primary?.description) ?? (typeof micro?.description === "string" ? micro.description : null);
  const owner = header?.ownerText ?? sideOwner;
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
