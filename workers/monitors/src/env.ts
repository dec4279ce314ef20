import type { MonitorEngineEnv } from "@shared/monitors/engine";
import type { BaseVariables } from "@shared/http/worker-app";

/** Bindings of the monitors worker (wrangler.toml) plus the cursor secret. */
export interface MonitorsBindings extends MonitorEngineEnv {
  CURSOR_SECRET: string;
}

export type MonitorsEnv = { Bindings: MonitorsBindings; Variables: BaseVariables };
