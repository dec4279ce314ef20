/**
 * mcp worker — `{mcp_url}` (port 8791): MCP tools at `/mcp` for agents with an API key. Keys,
 * limits and credits are the api's (through its `McpGate` entrypoint); `read_document` is the pdf
 * worker's conversion (through its `PdfInternal` entrypoint); the other tools are api routes (every
 * keyed read of the catalog, generated from its route specs).
 */
import { createWorkerApp } from "@shared/http/worker-app";
import type { McpEnv } from "./env";
import { MCP_LLMS_TXT } from "./llms";
import { mcpRoutes } from "./mcp.routes";
import { mcpReady } from "./readiness";

const app = createWorkerApp<McpEnv>({
  service: "mcp",
  title: "MCP server",
  description: "MCP tools at /mcp (Streamable HTTP, stateless, Bearer API key): read_document, read_markdown, brand and every keyed read of the api (tools/list).",
  llms: MCP_LLMS_TXT,
  readiness: mcpReady,
});

app.route("/", mcpRoutes());

export default app;
