/**
 * The MCP server of one HTTP request (stateless: no session outlives the request). It lists the
 * tools with JSON Schemas generated from their zod inputs, and runs a call: arguments are checked
 * with the same zod schema (an unknown or invalid argument is a tool error naming it, as the
 * 2025-11-25 revision asks), and any ApiError becomes a tool error carrying the error envelope.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  type CallToolRequest,
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { ApiError, isApiError } from "../../../shared/errors";
import { describeValidationError } from "../../../shared/http/router";
import type { McpTool, ToolContext } from "./tools/tool";
import { toolError } from "./tools/tool-results";

export const SERVER_INFO = { name: "svc-gateway", version: "1.0.0" };

const INSTRUCTIONS =
  "Read-only public data for agents. read_document converts a PDF URL to Markdown; read_markdown reads a web page; " +
  "brand returns a domain's brand intelligence. Errors are tool results with isError true whose text is " +
  '{"error":{"code","message","request_id"}}; honor _meta.retry_after on rate_limited.';

/** A zod schema as the JSON Schema object MCP expects (`type: "object"`, no `$schema`). */
function jsonSchemaOf(schema: z.ZodType): Tool["inputSchema"] {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  return json as Tool["inputSchema"];
}

export function describeTool(tool: McpTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: jsonSchemaOf(tool.input),
    ...(tool.output ? { outputSchema: jsonSchemaOf(tool.output) as Tool["outputSchema"] } : {}),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  };
}

async function callTool(tools: readonly McpTool[], params: CallToolRequest["params"], ctx: ToolContext): Promise<CallToolResult> {
  const tool = tools.find((t) => t.name === params.name);
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
  try {
    const parsed = tool.input.safeParse(params.arguments ?? {});
    if (!parsed.success) throw new ApiError("invalid_request", describeValidationError("argument", parsed.error));
    return await tool.run(parsed.data, ctx);
  } catch (err) {
    if (isApiError(err)) {
      if (err.internal) console.warn(`[${ctx.requestId}] ${tool.name} ${err.code}: ${err.internal}`);
      return toolError(err, ctx.requestId);
    }
    console.error(`[${ctx.requestId}] ${tool.name} failed`, err instanceof Error ? err.stack : String(err));
    return toolError(new ApiError("internal_error", "The tool failed to handle this call."), ctx.requestId);
  }
}

export function createMcpServer(tools: readonly McpTool[], ctx: ToolContext): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map(describeTool) }));
  server.setRequestHandler(CallToolRequestSchema, (request) => callTool(tools, request.params, ctx));
  return server;
}
