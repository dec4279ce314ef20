/**
 * What an MCP tool is here: a name, a description, the zod schema of its arguments (the very
 * schema the matching HTTP route validates with, made strict: unknown arguments are refused),
 * annotations that tell the truth about what a call does, and a `run` that answers a tool result.
 * Tools never build error bodies: they throw ApiError, and the server turns it into a tool error
 * carrying the error envelope.
 */
import type { CallToolResult, Tool, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { McpBindings } from "../env";
import type { RawArgumentKeys } from "../raw-arguments";

/** What a tool call knows about its caller. */
export interface ToolContext {
  env: McpBindings;
  /** The caller's `Authorization` header, passed on to the api. */
  authorization: string;
  /** The caller's client key (`shared/http/client-ip`), `UNKNOWN_CLIENT` when unknown. */
  clientIp: string;
  /** The caller's `request.cf`: passed on to the api, so it believes the address as the edge's. */
  cf?: unknown;
  requestId: string;
  /** Own keys of each call's arguments as sent, by JSON-RPC id (see raw-arguments.ts). */
  rawArgumentKeys?: RawArgumentKeys;
}

export interface McpTool<Input extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: Input;
  /** The JSON Schema tools/list shows, when not `input`'s own (api route tools show their OpenAPI parameters and body). */
  inputJsonSchema?: () => Tool["inputSchema"];
  /** The JSON Schema of `structuredContent` on success, when not `output`'s own. */
  outputJsonSchema?: () => NonNullable<Tool["outputSchema"]>;
  /** When set, successful results carry `structuredContent` of this shape. */
  output?: z.ZodType;
  annotations: Required<Pick<ToolAnnotations, "readOnlyHint" | "destructiveHint" | "idempotentHint" | "openWorldHint">>;
  /** The api route the tool stands for (`_meta.route` in tools/list); none for `read_document`. */
  route?: { method: string; path: string };
  /**
   * Arguments that are HTTP query or path values: numbers and booleans are accepted and turned
   * into the strings the route's schema reads (`limit: 5` → `"5"`) before validation.
   */
  stringArguments?: ReadonlySet<string>;
  /** `args` as the schema parsed them; `sent` as the caller sent them (after `stringArguments`). */
  run(args: z.infer<Input>, ctx: ToolContext, sent: Record<string, unknown>): Promise<CallToolResult>;
}

/** Keeps each tool's argument type while the tool table holds them all. */
export const defineTool = <Input extends z.ZodObject>(tool: McpTool<Input>): McpTool => tool as unknown as McpTool;
