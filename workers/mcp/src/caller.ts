/**
 * Every MCP request needs an API key (docs/contract.md#auth: MCP is not anonymous and takes the same key as
 * `Authorization: Bearer`). The api's gate checks it with the front door's own code, so a missing,
 * malformed, unknown or revoked key is the api's 401 envelope, and a store outage its 503.
 * Limits and credits are not taken here but per tool call (see the tools).
 */
import type { MiddlewareHandler } from "hono";
import type { McpEnv } from "./env";
import { answerError, callService } from "./service-answer";

export function requireCaller(): MiddlewareHandler<McpEnv> {
  return async function requireCallerKey(c, next) {
    const headers = new Headers({ "X-Request-Id": c.get("requestId") });
    const authorization = c.req.header("Authorization");
    if (authorization !== undefined) headers.set("Authorization", authorization);
    const res = await callService(c.env.API_GATE, "authentication", new Request("https://api.internal/__gate/caller", { headers }));
    if (!res.ok) {
      const err = await answerError(res, "authentication");
      // RFC 6750 / MCP authorization: tell the client which scheme to use.
      if (err.status === 401) err.headers["WWW-Authenticate"] = 'Bearer realm="mcp"';
      throw err;
    }
    await next();
  };
}
