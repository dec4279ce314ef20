import { z } from "@hono/zod-openapi";
import { orNull } from "./params";

/**
 * Records the video provider returns (the spec leaves their fields open). Choices:
 * - Ids are the platform's own (11-character video ids, `UC…` channel ids, playlist ids).
 * - Counts are integers only when the platform states them exactly ("1,545,374 views"); a rounded
 *   display ("1.5M views", "25m subscribers") or an absent count is `null`, never a guess or a zero.
 * - `published_at` is RFC 3339 only where the platform gives a date; listings only say "3 days
 *   ago", which cannot be made exact, so there it is `null` and the text is kept in `published_text`.
 * - Durations are whole seconds; `null` for live streams and where no length is shown.
 */
const rfc3339 = z.iso.datetime({ offset: true });
const count = z.number().int().min(0).nullable();

export const VideoThumbnailSchema = z
  .strictObject({ url: z.string(), width: z.number().int().min(0).nullable(), height: z.number().int().min(0).nullable() })
  .openapi("VideoThumbnail");
export type VideoThumbnail = z.infer<typeof VideoThumbnailSchema>;

export const VideoChannelRefSchema = z
  .strictObject({
    id: z.string().nullable().openapi({ description: "Channel id (UC…)." }),
    name: z.string().nullable(),
    handle: z.string().nullable().openapi({ description: "@handle, when the platform shows one." }),
  })
  .openapi("VideoChannelRef");
export type VideoChannelRef = z.infer<typeof VideoChannelRefSchema>;

export const VideoSummarySchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    channel: orNull(VideoChannelRefSchema),
    duration_s: count.openapi({ description: "Length in seconds; null for live streams or when not shown." }),
    view_count: count,
    published_at: rfc3339.nullable().openapi({ description: "Null in listings: the platform only gives a relative time there." }),
    published_text: z.string().nullable().openapi({ description: "The platform's relative time as shown, e.g. \"3 days ago\"." }),
    is_live: z.boolean(),
    thumbnails: z.array(VideoThumbnailSchema),
  })
  .openapi("VideoSummary");
export type VideoSummary = z.infer<typeof VideoSummarySchema>;

export const VideoCaptionTrackSchema = z
  .strictObject({ language: z.string(), name: z.string().nullable(), auto_generated: z.boolean() })
  .openapi("VideoCaptionTrack");
export type VideoCaptionTrack = z.infer<typeof VideoCaptionTrackSchema>;

export const VideoSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    channel: VideoChannelRefSchema,
    duration_s: count,
    view_count: count,
    like_count: count.openapi({ description: "Null when the platform does not state it." }),
    published_at: rfc3339.nullable(),
    category: z.string().nullable(),
    keywords: z.array(z.string()),
    is_live: z.boolean(),
    thumbnails: z.array(VideoThumbnailSchema),
    captions: z.array(VideoCaptionTrackSchema).openapi({ description: "Transcript languages available at /v1/video/transcript/{id}." }),
  })
  .openapi("Video");
export type Video = z.infer<typeof VideoSchema>;

export const VideoChannelSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    handle: z.string().nullable(),
    url: z.string(),
    description: z.string().nullable(),
    subscriber_count: count.openapi({ description: "Null when only a rounded figure is shown." }),
    video_count: count,
    avatar: z.array(VideoThumbnailSchema),
    videos: z.array(VideoSummarySchema).openapi({ description: "Newest uploads; meta.next_cursor pages further." }),
  })
  .openapi("VideoChannel");
export type VideoChannel = z.infer<typeof VideoChannelSchema>;

export const VideoCommentSchema = z
  .strictObject({
    id: z.string(),
    text: z.string(),
    author: z.strictObject({ channel_id: z.string().nullable(), handle: z.string().nullable() }),
    like_count: count,
    reply_count: count,
    published_at: rfc3339.nullable(),
    published_text: z.string().nullable(),
    is_pinned: z.boolean(),
    is_creator: z.boolean().openapi({ description: "Written by the video's channel." }),
  })
  .openapi("VideoComment");
export type VideoComment = z.infer<typeof VideoCommentSchema>;

export const VideoPlaylistSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    channel: orNull(VideoChannelRefSchema),
    video_count: count,
    view_count: count,
    thumbnails: z.array(VideoThumbnailSchema),
    videos: z.array(VideoSummarySchema).openapi({ description: "In playlist order; meta.next_cursor pages further." }),
  })
  .openapi("VideoPlaylist");
export type VideoPlaylist = z.infer<typeof VideoPlaylistSchema>;

export const TranscriptSegmentSchema = z
  .strictObject({ start_s: z.number().min(0), duration_s: z.number().min(0), text: z.string() })
  .openapi("TranscriptSegment");

export const VideoTranscriptSchema = z
  .strictObject({
    video_id: z.string(),
    language: z.string(),
    name: z.string().nullable(),
    auto_generated: z.boolean(),
    segments: z.array(TranscriptSegmentSchema),
    available_languages: z.array(VideoCaptionTrackSchema),
  })
  .openapi("VideoTranscript");
export type VideoTranscript = z.infer<typeof VideoTranscriptSchema>;
