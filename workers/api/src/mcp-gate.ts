/**
 * The api worker's internal entrypoint for the mcp worker, reached only through a service binding
 * with `entrypoint = "McpGate"` (the mcp worker's `API_GATE`), never from the public host. It runs
 * the front door's own authenticate → admit → refund for MCP calls that no api route serves
 * (`read_document`), so MCP callers get exactly the api's keys, limits, credits and errors:
 *   GET  /__gate/caller                 204 when the Bearer key may use MCP (every MCP request)
 *   POST /__gate/admit/read_document    per-key and per-org windows, then 5 credits: 200 {charged, charge_id}
 *   POST /__gate/refund {charge_id}     gives that charge of the caller's workspace back, once: 204;
 *                                       an unknown, foreign or already refunded charge is 404
 *   GET  /fetcher/readyz                the api's own database and auth checks (the mcp host's readyz)
 * Failures answer with the api's status and error envelope (401, 402, 403, 429, 503).
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { createWorkerApp } from "@shared/http/worker-app";
import { ApiError } from "@shared/errors";
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
gate.post("/__gate/admit/read_document", async (c) => {
  const admission = await admit(c, "read_document");
  return c.json({ charged: admission.charged, charge_id: admission.chargeId ?? null });
});
gate.post("/__gate/refund", async (c) => {
  const body = (await c.req.json().catch(() => null)) as { charge_id?: unknown } | null;
  const chargeId = typeof body?.charge_id === "string" ? body.charge_id : "";
  if (!(await refund(c, { chargeId }))) {
    throw new ApiError("not_found", "No open charge of this workspace has that charge_id; it may have been refunded already.");
  }
  return c.body(null, 204);
});

/** The gate's app, for tests (the entrypoint below is how the mcp worker reaches it). */
export const mcpGateApp = gate;

export class McpGate extends WorkerEntrypoint<ApiBindings> {
  override fetch(request: Request): Response | Promise<Response> {
    return gate.fetch(request, this.env, this.ctx);
  }
}
