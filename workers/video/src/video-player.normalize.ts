/**
 * The player response (`/youtubei/v1/player`) → the `Video` record and its caption tracks.
 * `playabilityStatus` decides first: a video that is removed, private, age-gated or otherwise not
 * public is 404 `not_found`; the platform refusing us ("confirm you're not a bot") is our outage.
 */
import type { Video, VideoCaptionTrack } from "@shared/contract/video.records";
import { ApiError } from "@shared/errors";
import { isoToRfc3339 } from "@shared/provider/values.normalize";
import { shapeError } from "./innertube.upstream";
import { arr, at, exactCount, handleFromPath, intString, type Json, obj, textOf, thumbnailsOf } from "./innertube.text";
import { watchUrl } from "./video-items.normalize";

export interface CaptionTrack extends VideoCaptionTrack {
  url: string;
}

/** Throws unless the player says the video can be watched without signing in. */
export function assertPlayable(player: Json, id: string): Json {
  const status = at(player, "playabilityStatus", "status");
  const reason = textOf(at(player, "playabilityStatus", "reason")) ?? "";
  if (status === null) throw shapeError(`player ${id}: no playabilityStatus`);
  if (status === "LOGIN_REQUIRED" && /bot/i.test(reason)) {
    throw new ApiError("upstream_unavailable", "The video platform refused the request; retry later.", { internal: `player ${id}: ${reason}` });
  }
  if (status !== "OK" && status !== "LIVE_STREAM_OFFLINE") {
    throw new ApiError("not_found", `Video ${id} is not publicly available.`, { internal: `player ${id}: ${String(status)} ${reason}` });
  }
  const details = obj(player.videoDetails);
  if (details === null || details.videoId !== id) throw shapeError(`player ${id}: videoDetails missing or for another video`);
  return details;
}

export function captionTracksOf(player: Json): CaptionTrack[] {
  const tracks: CaptionTrack[] = [];
  for (const t of arr(at(player, "captions", "playerCaptionsTracklistRenderer", "captionTracks"))) {
    const o = obj(t);
    if (o === null || typeof o.baseUrl !== "string" || typeof o.languageCode !== "string") continue;
    tracks.push({ url: o.baseUrl, language: o.languageCode, name: textOf(o.name), auto_generated: o.kind === "asr" });
  }
  return tracks;
}

export function normalizeVideo(player: Json, id: string): Video {
  const d = assertPlayable(player, id);
  const micro = obj(at(player, "microformat", "playerMicroformatRenderer")) ?? {};
  const title = typeof d.title === "string" ? d.title : textOf(micro.title);
  const channelId = typeof d.channelId === "string" ? d.channelId : typeof micro.externalChannelId === "string" ? micro.externalChannelId : null;
  if (title === null || channelId === null) throw shapeError(`player ${id}: no title or channel`);
  const live = d.isLive === true || d.isLiveContent === true && d.lengthSeconds === "0";
  const thumbs = thumbnailsOf(d.thumbnail);
  return {
    id,
    title,
    url: watchUrl(id),
    description: typeof d.shortDescription === "string" ? d.shortDescription : textOf(micro.description),
    channel: {
      id: channelId,
      name: typeof d.author === "string" ? d.author : typeof micro.ownerChannelName === "string" ? micro.ownerChannelName : null,
      handle: handleFromPath(micro.ownerProfileUrl),
    },
    duration_s: live ? null : intString(d.lengthSeconds),
    view_count: intString(d.viewCount) ?? exactCount(micro.viewCount),
    like_count: intString(micro.likeCount),
    published_at: isoToRfc3339(micro.publishDate ?? micro.uploadDate),
    category: typeof micro.category === "string" ? micro.category : null,
    keywords: arr(d.keywords).filter((k): k is string => typeof k === "string"),
    is_live: live,
    thumbnails: thumbs.length > 0 ? thumbs : thumbnailsOf(micro.thumbnail),
    captions: captionTracksOf(player).map(({ url: _url, ...track }) => track),
  };
}
