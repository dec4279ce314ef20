import type { ClientIpEnv } from "@shared/http/client-ip";
import type { BaseVariables } from "@shared/http/worker-app";

export interface McpBindings extends ClientIpEnv {
  /** The api's public routes (`read_markdown`, `brand`); the caller's key goes along. */
  API: Fetcher;
  /** The api's `McpGate` entrypoint: keys, limits and credits of MCP calls. */
  API_GATE: Fetcher;
  /** The pdf worker's `PdfInternal` entrypoint: the `read_document` conversion. */
  PDF: Fetcher;
}

export type McpEnv = {
  Bindings: McpBindings;
  Variables: BaseVariables;
};
