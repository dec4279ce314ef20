import type { WorkerEnv } from "@shared/config";
import type { ProviderEnv } from "@shared/provider";
import type { Env as Generated } from "../worker-configuration";

/** Bindings of the apps worker: generated from its wrangler.toml (`npm run types`) and the SVC_* knobs. */
export interface AppsBindings extends WorkerEnv<Generated> {}

export type AppsEnv = ProviderEnv<AppsBindings>;
