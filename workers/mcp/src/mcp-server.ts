/**
 * The MCP server of one HTTP request (stateless: no session outlives the request). It lists the
 * tools with their input and output JSON Schemas, annotations and api route, and runs a call: arguments are checked
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
import { ApiError, isApiError } from "@shared/errors";
import { describeValidationError } from "@shared/http/router";
import type { McpTool, ToolContext } from "./tools/tool";
import { toolError } from "./tools/tool-results";

export const SERVER_INFO = { name: "svc-gateway", version: "1.0.0" };

const INSTRUCTIONS =
  "Public web data and the operations of your workspace, with the same API key, limits, credits and errors as the HTTP API. " +
  "Every keyed route of the api host is one tool, named after its path: reads keep the path's name (news_item, monitors, monitors_by_id, " +
  "watches_events, billing_balance, billing_ledger), writes add their verb (monitors_create, monitors_update, monitors_delete, " +
  "watches_create, watches_update, billing_topup_intents_create). read_document converts a PDF URL to Markdown; read_markdown reads a web page; " +
  "brand* return a domain's brand intelligence; research_company and research_competitors combine them per domain; news_*, apps_*, video_* " +
  "and social_* read the providers. A monitor checks one page for price, SaaS-pricing or product changes on a schedule (1 credit a run); " +
  "a watch follows a competitor's topics (1 credit per topic a run); no webhook is needed: read their runs and events with the monitors_* and watches_* tools. " +
  "Each tool's annotations say whether it only reads (readOnlyHint), destroys (destructiveHint) or may be repeated harmlessly (idempotentHint); " +
  "its result is the route's JSON {data, meta} as structuredContent (described by outputSchema) and as text. " +
  "Errors are tool results with isError true whose text is " +
  '{"error":{"code","message","request_id"}}; honor _meta.retry_after on rate_limited.';

/** A zod schema as the JSON Schema object MCP expects (`type: "object"`, no `$schema`). */
function jsonSchemaOf(schema: z.ZodType): Tool["inputSchema"] {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  return json as Tool["inputSchema"];
}

export function describeTool(tool: McpTool): Tool {
  const output = tool.outputJsonSchema?.() ?? (tool.output ? (jsonSchemaOf(tool.output) as Tool["outputSchema"]) : undefined);
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputJsonSchema?.() ?? jsonSchemaOf(tool.input),
    ...(output ? { outputSchema: output } : {}),
    annotations: { title: tool.title, ...tool.annotations },
    // Which api route the tool runs, for clients (and tests) that map tools to /openapi.json.
    ...(tool.route ? { _meta: { route: tool.route } } : {}),
  };
}

async function callTool(
  tools: readonly McpTool[],
  params: CallToolRequest["params"],
  ctx: ToolContext,
  rpcId: string | number,
): Promise<CallToolResult> {
  const tool = tools.find((t) => t.name === params.name);
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
  try {
    const args = asStrings(params.arguments ?? {}, tool.stringArguments);
    // The keys as sent: parsing drops a `__proto__` key, which must be refused like any other.
    const sent = ctx.rawArgumentKeys?.get(rpcId) ?? Object.keys(args);
    const unknown = sent.filter((key) => !Object.hasOwn(tool.input.shape, key));
    if (unknown.length > 0) throw new ApiError("invalid_request", `Unknown argument${unknown.length > 1 ? "s" : ""}: ${unknown.map((k) => `"${k}"`).join(", ")}.`);
    const parsed = tool.input.safeParse(args);
    if (!parsed.success) throw new ApiError("invalid_request", describeValidationError("argument", parsed.error));
    return await tool.run(parsed.data, ctx, args);
  } catch (err) {
    if (isApiError(err)) {
      if (err.internal) console.warn(`[${ctx.requestId}] ${tool.name} ${err.code}: ${err.internal}`);
      return toolError(err, ctx.requestId);
    }
    console.error(`[${ctx.requestId}] ${tool.name} failed`, err instanceof Error ? err.stack : String(err));
    return toolError(new ApiError("internal_error", "The tool failed to handle this call."), ctx.requestId);
  }
}

/** Numbers and booleans of path and query arguments as the strings HTTP carries; anything else is left to the schema. */
function asStrings(args: Record<string, unknown>, names: ReadonlySet<string> | undefined): Record<string, unknown> {
  if (!names) return args;
  return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, names.has(k) && (typeof v === "number" || typeof v === "boolean") ? String(v) : v]));
}

/**
 * Registered in place of `CallToolRequestSchema`: the SDK parses a request with the registered
 * schema first, and a failure there is answered -32603 (internal error). With this loose schema
 * the SDK's own tools/call check runs next and answers a malformed call (`arguments` null or an
 * array) with -32602 invalid params, which is what it is.
 */
const AnyToolCallSchema = z.looseObject({
  method: z.literal("tools/call"),
  params: z.looseObject({ name: z.string(), arguments: z.unknown().optional() }),
});

export function createMcpServer(tools: readonly McpTool[], ctx: ToolContext): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map(describeTool) }));
  // Reached only once the SDK has validated the request against CallToolRequestSchema.
  server.setRequestHandler(AnyToolCallSchema, (request, extra) => callTool(tools, CallToolRequestSchema.parse(request).params, ctx, extra.requestId));
  return server;
}
