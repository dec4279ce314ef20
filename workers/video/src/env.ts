import type { ProviderBindings, ProviderEnv } from "@shared/provider";
import type { VideoUpstreamEnv } from "./innertube.upstream";

/** Bindings of the video worker: wrangler.toml (CACHE), dev secrets (CURSOR_SECRET), SVC_* vars. */
export interface VideoBindings extends ProviderBindings, VideoUpstreamEnv {}

export type VideoEnv = ProviderEnv<VideoBindings>;
