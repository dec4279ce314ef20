/**
 * What an MCP tool is here: a name, a description, the zod schema of its arguments (the very
 * schema the matching HTTP route validates with, made strict: unknown arguments are refused) and
 * a `run` that answers a tool result. Tools never build error bodies: they throw ApiError, and the
 * server turns it into a tool error carrying the error envelope.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
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
  /** When set, successful results carry `structuredContent` of this shape. */
  output?: z.ZodType;
  run(args: z.infer<Input>, ctx: ToolContext): Promise<CallToolResult>;
}

/** Keeps each tool's argument type while the tool table holds them all. */
export const defineTool = <Input extends z.ZodObject>(tool: McpTool<Input>): McpTool => tool as unknown as McpTool;
