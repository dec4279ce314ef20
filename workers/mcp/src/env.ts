import type { WorkerEnv } from "@shared/config";
import type { BaseVariables } from "@shared/http/worker-app";
import type { Env as Generated } from "../worker-configuration";

/**
 * Bindings of the mcp worker, generated from its wrangler.toml (`npm run types`): `API` (the api's
 * public routes, called with the caller's key), `API_GATE` (the api's `McpGate`: keys, limits and
 * credits of MCP calls), `PDF` (the pdf worker's `PdfInternal`: `read_document`), and the SVC_* knobs.
 */
export interface McpBindings extends WorkerEnv<Generated> {}

export type McpEnv = {
  Bindings: McpBindings;
  Variables: BaseVariables;
};
