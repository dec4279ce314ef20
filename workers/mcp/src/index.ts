/**
 * mcp worker — `{mcp_url}` (port 8791): MCP tools at `/mcp` for agents with an API key. Keys,
 * limits and credits are the api's (through its `McpGate` entrypoint); `read_document` is the pdf
 * worker's conversion (through its `PdfInternal` entrypoint); every other tool is a keyed api route
 * (reads, writes and billing, one tool per route, generated from the route specs).
 */
import { createWorkerApp } from "@shared/http/worker-app";
import type { McpEnv } from "./env";
import { MCP_LLMS_TXT } from "./llms";
import { mcpRoutes } from "./mcp.routes";
import { mcpReady } from "./readiness";

const app = createWorkerApp<McpEnv>({
  service: "mcp",
  title: "MCP server",
  description: "MCP tools at /mcp (Streamable HTTP, stateless, Bearer API key): read_document and one tool per keyed operation of the api (reads, monitor and watch writes, billing; tools/list).",
  llms: MCP_LLMS_TXT,
  readiness: mcpReady,
});

app.route("/", mcpRoutes());

export default app;
