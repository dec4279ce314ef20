/**
 * `{mcp_url}/mcp`: Streamable HTTP, stateless, JSON responses (no SSE stream, no session id).
 * POST carries JSON-RPC messages; any other method is 405 (a stateless server offers no GET
 * stream and has no session to DELETE). Every POST needs a valid API key.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Context } from "hono";
import { ApiError } from "@shared/errors";
import { clientIp } from "@shared/http/client-ip";
import { createRouter } from "@shared/http/router";
import { requireCaller } from "./caller";
import type { McpEnv } from "./env";
import { createMcpServer } from "./mcp-server";
import { mcpRouteDoc } from "./mcp.openapi";
import { rawArgumentKeys } from "./raw-arguments";
import { TOOLS } from "./tools";

async function serveMcp(c: Context<McpEnv>): Promise<Response> {
  const server = createMcpServer(TOOLS, {
    env: c.env,
    authorization: c.req.header("Authorization") ?? "",
    clientIp: clientIp(c),
    cf: c.req.raw.cf,
    requestId: c.get("requestId"),
    rawArgumentKeys: await rawArgumentKeys(c.req.raw),
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  let res: Response;
  try {
    res = await transport.handleRequest(c.req.raw);
  } finally {
    await server.close();
  }
  if (res.status >= 400) throw await transportError(res);
  return res;
}

/**
 * The transport refuses a request it cannot read (bad JSON, wrong Content-Type or Accept, an
 * unsupported protocol version) with an HTTP error carrying a JSON-RPC error body. The contract wants the
 * error envelope on every non-2xx answer, and calls all of these malformed input: 400
 * `invalid_request` with the transport's reason. (Failures of a call itself are JSON-RPC errors or
 * tool errors inside a 200, untouched.)
 */
async function transportError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const reason = typeof body?.error?.message === "string" ? body.error.message : `the MCP transport answered ${res.status}`;
  if (res.status >= 500) return new ApiError("internal_error", "The MCP server failed to handle this request.", { internal: reason });
  if (res.status === 413) return new ApiError("payload_too_large", `The MCP request body is too large: ${reason}.`);
  return new ApiError("invalid_request", `The MCP request was refused: ${reason}.`);
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
