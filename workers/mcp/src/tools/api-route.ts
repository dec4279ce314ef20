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

export async function callApiRoute(ctx: ToolContext, pathAndQuery: string): Promise<CallToolResult> {
  const headers = new Headers({ Authorization: ctx.authorization, Accept: "application/json", "X-Request-Id": ctx.requestId });
  // The api believes this only with the edge's `request.cf` (passed on) or in the harness, as for any caller.
  for (const [name, value] of Object.entries(clientKeyHeaders(ctx.clientIp))) headers.set(name, value);
  const init = { headers, ...(ctx.cf ? { cf: ctx.cf } : {}) } as RequestInit;
  const res = await callService(ctx.env.API, "api", new Request(`https://api.internal${pathAndQuery}`, init));
  if (!res.ok) throw await answerError(res, "api");
  return jsonResult(await res.text(), res.headers.get("X-Cache"));
}
