/**
 * The api worker's internal entrypoint for the mcp worker, reached only through a service binding
 * with `entrypoint = "McpGate"` (the mcp worker's `API_GATE`), never from the public host. It runs
 * the front door's own authenticate → admit → refund for MCP calls that no api route serves
 * (`read_document`), so MCP callers get exactly the api's keys, limits, credits and errors:
 *   GET  /__gate/caller                 204 when the Bearer key may use MCP (every MCP request)
 *   POST /__gate/admit/read_document    per-key and per-org windows, then 5 credits: 200 {charged}
 *   POST /__gate/refund/read_document   gives a failed call's credits back: 204
 *   GET  /fetcher/readyz                the api's own database and auth checks (the mcp host's readyz)
 * Failures answer with the api's status and error envelope (401, 402, 403, 429, 503).
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { createWorkerApp } from "../../../shared/http/worker-app";
import { priceMicro } from "../../../shared/pricing";
import type { ApiBindings, ApiEnv } from "./env";
import { admit, authenticate, refund } from "./front-door";
import { databaseReady } from "./readiness";

const gate = createWorkerApp<ApiEnv>({
  service: "api-mcp-gate",
  title: "MCP gate (internal)",
  description: "Internal: authentication, limits and credits of MCP calls for the mcp worker.",
  llms: "Internal entrypoint of the api worker for the mcp worker.\n",
  readiness: databaseReady,
});

gate.use("/__gate/*", authenticate({ auth: "key", scope: null, entitlement: "mcp" }));
gate.get("/__gate/caller", (c) => c.body(null, 204));
gate.post("/__gate/admit/read_document", async (c) => c.json({ charged: (await admit(c, "read_document")).charged }));
gate.post("/__gate/refund/read_document", async (c) => {
  await refund(c, { headers: {}, charged: priceMicro("read_document") });
  return c.body(null, 204);
});

export class McpGate extends WorkerEntrypoint<ApiBindings> {
  override fetch(request: Request): Response | Promise<Response> {
    return gate.fetch(request, this.env, this.ctx);
  }
}
