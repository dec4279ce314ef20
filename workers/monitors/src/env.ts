import type { CreditNamespace } from "@shared/billing";
import type { RenderService } from "@shared/contract/render";
import type { WorkerEnv } from "@shared/config";
import type { MonitorTask } from "@shared/monitors/engine";
import type { BaseVariables } from "@shared/http/worker-app";
import type { Env as Generated } from "../worker-configuration";

/**
 * Bindings of the monitors worker: generated from its wrangler.toml (`npm run types`), with the
 * queue's message type, the api worker's CreditAccount port (wrangler types a Durable Object of
 * another script as an untyped namespace) and `RENDER` as the render worker's RPC port (optional: a
 * deployment or test without it reads every page static).
 */
export interface MonitorsBindings extends WorkerEnv<Generated, { MONITOR_TASKS: Queue<MonitorTask>; CREDITS: CreditNamespace; RENDER?: RenderService }> {}

export type MonitorsEnv = { Bindings: MonitorsBindings; Variables: BaseVariables };
