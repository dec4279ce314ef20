import type { WorkerEnv } from "@shared/config";
import type { ProviderEnv } from "@shared/provider";
import type { Env as Generated } from "../worker-configuration";

/** Bindings of the video worker: generated from its wrangler.toml (`npm run types`) and the SVC_* knobs. */
export interface VideoBindings extends WorkerEnv<Generated> {}

export type VideoEnv = ProviderEnv<VideoBindings>;
