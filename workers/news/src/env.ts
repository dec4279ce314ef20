import type { ProviderBindings, ProviderEnv } from "@shared/provider";
import type { NewsUpstreamEnv } from "./news.upstream";

/** Bindings of the news worker: wrangler.toml (CACHE), dev secrets (CURSOR_SECRET), SVC_* vars. */
export interface NewsBindings extends ProviderBindings, NewsUpstreamEnv {}

export type NewsEnv = ProviderEnv<NewsBindings>;
