/** mcp host: the shared skeleton (health, /openapi.json, /docs, /llms.txt); its routes land with its issue. */
import { createWorkerApp, type BaseVariables } from "../../../shared/http/worker-app";

const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({
  service: "mcp",
  title: "MCP server",
  description: "MCP tools at /mcp (Streamable HTTP, Bearer key).",
  llms: "# MCP server\n\nMCP tools at /mcp (Streamable HTTP, Bearer key).\n",
});

export default app;
