/**
 * `{mcp_url}/mcp`: Streamable HTTP, stateless, JSON responses (no SSE stream, no session id).
 * POST carries JSON-RPC messages; any other method is 405 (a stateless server offers no GET
 * stream and has no session to DELETE). Every POST needs a valid API key.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Context } from "hono";
import { ApiError } from "../../../shared/errors";
import { clientIp } from "../../../shared/http/client-ip";
import { createRouter } from "../../../shared/http/router";
import { requireCaller } from "./caller";
import type { McpEnv } from "./env";
import { createMcpServer } from "./mcp-server";
import { mcpRouteDoc } from "./mcp.openapi";
import { TOOLS } from "./tools";

async function serveMcp(c: Context<McpEnv>): Promise<Response> {
  const server = createMcpServer(TOOLS, {
    env: c.env,
    authorization: c.req.header("Authorization") ?? "",
    clientIp: clientIp(c),
    requestId: c.get("requestId"),
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(c.req.raw);
  } finally {
    await server.close();
  }
}

export function mcpRoutes() {
  const app = createRouter<McpEnv>();
  app.openAPIRegistry.registerPath(mcpRouteDoc);
  app.post("/mcp", requireCaller(), serveMcp);
  app.all("/mcp", (c) => {
    throw new ApiError("method_not_allowed", `${c.req.method} is not allowed on /mcp; send JSON-RPC messages with POST.`, {
      headers: { Allow: "POST" },
    });
  });
  return app;
}
