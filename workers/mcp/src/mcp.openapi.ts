/** The OpenAPI description of `POST /mcp` (the MCP protocol itself is described by tools/list). */
import { z } from "@hono/zod-openapi";
import { ErrorResponseSchema } from "@shared/http/envelope";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorResponseSchema } } });

export const mcpRouteDoc = {
  method: "post" as const,
  path: "/mcp",
  tags: ["mcp"],
  summary: "MCP Streamable HTTP endpoint (stateless, JSON responses)",
  description:
    "JSON-RPC 2.0 messages of the Model Context Protocol (revision 2025-11-25). Send `Accept: application/json, " +
    "text/event-stream`. Tools: read_document {url} (5 credits), read_markdown {url} (2), brand {domain} (2), and every keyed " +
    "read of this api as the tool named after its path (research_company, news_item, …; same price); tools/list describes them. " +
    "Tool failures are results with isError true whose text is the error envelope.",
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: z.looseObject({ jsonrpc: z.literal("2.0"), method: z.string().optional() }) } } } },
  responses: {
    200: { description: "JSON-RPC response(s).", content: { "application/json": { schema: z.looseObject({ jsonrpc: z.literal("2.0") }) } } },
    202: { description: "Notifications and responses accepted (no body)." },
    400: error("invalid_request: a body the MCP transport cannot read (not JSON, wrong Content-Type, Accept without text/event-stream, unsupported MCP-Protocol-Version)."),
    401: error("invalid_or_expired_token: the Bearer key is missing, malformed, unknown or revoked."),
    403: error("not_entitled: the workspace plan does not include MCP."),
    405: error("method_not_allowed: only POST (header Allow: POST)."),
    413: error("payload_too_large: a request body over 4 MiB."),
    503: error("degraded: the auth store is unavailable."),
  },
};
