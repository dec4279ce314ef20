/**
 * Tools that are keyed api routes: the call goes to the api's public route with the caller's own
 * key, so the route's validation, limits, credits, cache and errors apply exactly as over HTTP.
 * The route's answer comes back as the tool result (its `{data, meta}` envelope) or tool error.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { clientKeyHeaders } from "@shared/http/client-ip";
import { answerError, callService } from "../service-answer";
import { jsonResult } from "./tool-results";
import type { ToolContext } from "./tool";

export interface ApiRequest {
  method: string;
  /** The route's path with its parameters filled in, and its query. */
  pathAndQuery: string;
  /** The JSON body of a write, when the route takes one. */
  body?: Record<string, unknown>;
}

export async function callApiRoute(ctx: ToolContext, { method, pathAndQuery, body }: ApiRequest): Promise<CallToolResult> {
  const headers = new Headers({ Authorization: ctx.authorization, Accept: "application/json", "X-Request-Id": ctx.requestId });
  // The api believes this only with the edge's `request.cf` (passed on) or in the harness, as for any caller.
  for (const [name, value] of Object.entries(clientKeyHeaders(ctx.clientIp))) headers.set(name, value);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }), ...(ctx.cf ? { cf: ctx.cf } : {}) } as RequestInit;
  const res = await callService(ctx.env.API, "api", new Request(`https://api.internal${pathAndQuery}`, init));
  if (!res.ok) throw await answerError(res, "api");
  // 204 (a delete): no body to relay; the tool still answers the envelope, with data null.
  if (res.status === 204) return jsonResult(JSON.stringify({ data: null, meta: { request_id: res.headers.get("X-Request-Id") ?? ctx.requestId } }), null);
  return jsonResult(await res.text(), res.headers.get("X-Cache"));
}
