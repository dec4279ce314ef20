/**
 * The video provider worker's routes: YouTube (InnerTube) behind the api front door, validated
 * with the same contract the front door uses (shared/contract/video.routes.ts).
 */
import { videoChannelRoute, videoCommentsRoute, videoPlaylistRoute, videoRelatedRoute, videoSearchRoute, videoTranscriptRoute, videoVideoRoute } from "@shared/contract/video.routes";
import { createProviderApp, type ProviderOptions } from "@shared/provider";
import type { VideoBindings } from "./env";
import { VIDEO_LLMS } from "./llms";
import { channelHandler, commentsHandler, playlistHandler, relatedHandler, searchHandler, transcriptHandler, videoHandler } from "./video.handlers";

/** Options inject a clock and retry sleep in tests; production takes the defaults. */
export function createVideoApp(options: ProviderOptions = {}) {
  const app = createProviderApp<VideoBindings>({ name: "video", llms: VIDEO_LLMS, ...options });
  app.openapi(videoSearchRoute.route, searchHandler);
  app.openapi(videoVideoRoute.route, videoHandler);
  app.openapi(videoChannelRoute.route, channelHandler);
  app.openapi(videoCommentsRoute.route, commentsHandler);
  app.openapi(videoPlaylistRoute.route, playlistHandler);
  app.openapi(videoRelatedRoute.route, relatedHandler);
  app.openapi(videoTranscriptRoute.route, transcriptHandler);
  return app;
}
