/**
 * api worker — `{base_url}` (port 8787): the front door. Health, discovery, and every keyed
 * provider route (auth → validation → limits → credits → service binding).
 */
import { PROVIDERS } from "../../../shared/contract/catalog";
import { createWorkerApp } from "../../../shared/http/worker-app";
import { capabilitiesRoutes } from "./capabilities";
import type { ApiEnv } from "./env";
import { authenticate, forwardTo, providerPolicy } from "./front-door";
import { billingRoutes } from "./billing";
import { API_LLMS_TXT } from "./llms";
import { primitiveRoutes } from "./primitives";
import { providerExtraRoutes } from "./provider-extras";
import { serveResearch } from "./research/research.handler";
import { databaseReady } from "./readiness";

const app = createWorkerApp<ApiEnv>({
  service: "api",
  title: "Data gateway API",
  description: "Read-only public platform data for AI agents: one envelope, one set of error codes, one pagination contract.",
  llms: API_LLMS_TXT,
  readiness: databaseReady,
});

app.route("/", capabilitiesRoutes());
app.route("/", providerExtraRoutes());
app.route("/", billingRoutes());
app.route("/", primitiveRoutes());

// Catalog routes are forwarded to their provider worker, except the research workflows, which the
// front door runs itself (one call per target, price and refunds per target).
for (const provider of PROVIDERS) {
  for (const spec of provider.routes) {
    app.on(["GET", "HEAD"], spec.route.getRoutingPath(), authenticate(providerPolicy(provider, spec)));
    app.openapi(spec.route, (provider.name === "research" ? serveResearch() : forwardTo(provider, spec)) as never);
  }
}

export default app;
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
export { CreditAccount } from "../../../durable-objects/credit-account";
export { McpGate } from "./mcp-gate";
