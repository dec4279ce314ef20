import { z } from "@hono/zod-openapi";
import { cursorParam, intParam, langParam } from "./params";
import { providerGet } from "./provider-route";
import { VideoChannelSchema, VideoCommentSchema, VideoPlaylistSchema, VideoSchema, VideoSummarySchema, VideoTranscriptSchema } from "./video.records";

/** Page sizes when `limit` is left out (docs/contract.md#providers: video `limit` 1..50). */
export const VIDEO_SEARCH_DEFAULT_LIMIT = 20;
export const VIDEO_COMMENTS_DEFAULT_LIMIT = 20;

export const videoIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a platform id").openapi({ param: { name: "id", in: "path" }, example: "M4gD1WSo5mA" }),
});
const language = langParam("language").optional();
const cursor = cursorParam.optional();

export const videoLanguageQuery = z.object({ language });
/** Listings that page with `meta.next_cursor` take `cursor` too (docs/contract.md#pagination: every paginated route). */
export const videoPagedLanguageQuery = z.object({ language, cursor });

export const videoSearchQuery = z.object({
  term: z.string().min(1, "is required").max(200).openapi({ param: { name: "term", in: "query" } }),
  language,
  limit: intParam(1, 50, "limit", VIDEO_SEARCH_DEFAULT_LIMIT).optional(),
  cursor,
});

export const videoCommentsQuery = z.object({ limit: intParam(1, 50, "limit", VIDEO_COMMENTS_DEFAULT_LIMIT).optional(), cursor });

const byId = (kind: string, summary: string, query: z.ZodObject, data: z.ZodType) =>
  providerGet({ provider: "video", path: `/v1/video/${kind}/{id}`, summary, params: videoIdParams, query, auth: "optional", data });

export const videoSearchRoute = providerGet({
  provider: "video",
  path: "/v1/video/search",
  summary: "Search videos",
  auth: "optional",
  query: videoSearchQuery,
  data: z.array(VideoSummarySchema),
});
export const videoVideoRoute = byId("video", "One video", videoLanguageQuery, VideoSchema);
export const videoChannelRoute = byId("channel", "One channel with its newest uploads", videoPagedLanguageQuery, VideoChannelSchema);
export const videoCommentsRoute = byId("comments", "Comments of a video, top first", videoCommentsQuery, z.array(VideoCommentSchema));
export const videoPlaylistRoute = byId("playlist", "One playlist with its videos", videoPagedLanguageQuery, VideoPlaylistSchema);
export const videoRelatedRoute = byId("related", "Videos related to a video", videoPagedLanguageQuery, z.array(VideoSummarySchema));
export const videoTranscriptRoute = byId("transcript", "Transcript of a video", videoLanguageQuery, VideoTranscriptSchema);

export const videoRoutes = [videoSearchRoute, videoVideoRoute, videoChannelRoute, videoCommentsRoute, videoPlaylistRoute, videoRelatedRoute, videoTranscriptRoute];
