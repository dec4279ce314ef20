import type { ProviderBindings, ProviderEnv } from "@shared/provider";
import type { SocialUpstreamEnv } from "./syndication.upstream";

/** Bindings of the social worker: wrangler.toml (CACHE), dev secrets (CURSOR_SECRET), SVC_* vars. */
export interface SocialBindings extends ProviderBindings, SocialUpstreamEnv {}

export type SocialEnv = ProviderEnv<SocialBindings>;
