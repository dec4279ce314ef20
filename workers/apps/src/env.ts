import type { ProviderBindings, ProviderEnv } from "@shared/provider";
import type { AppsUpstreamEnv } from "./apps.upstream";

/** Bindings of the apps worker: wrangler.toml (CACHE), dev secrets (CURSOR_SECRET), SVC_* vars. */
export interface AppsBindings extends ProviderBindings, AppsUpstreamEnv {}

export type AppsEnv = ProviderEnv<AppsBindings>;
