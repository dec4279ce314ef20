/**
 * api worker — `{base_url}` (port 8787): the front door. Health, discovery, and every keyed
 * provider route (auth → validation → limits → credits → service binding).
 */
import { PROVIDERS } from "../../../shared/contract/catalog";
import { createWorkerApp } from "../../../shared/http/worker-app";
import { capabilitiesRoutes } from "./capabilities";
import type { ApiEnv } from "./env";
import { billingRoutes } from "./billing";
import { authenticate, forwardTo, providerPolicy } from "./front-door";
import { API_LLMS_TXT } from "./llms";
import { databaseReady } from "./readiness";

const app = createWorkerApp<ApiEnv>({
  service: "api",
  title: "Data gateway API",
  description: "Read-only public platform data for AI agents: one envelope, one set of error codes, one pagination contract.",
  llms: API_LLMS_TXT,
  readiness: databaseReady,
});

app.route("/", capabilitiesRoutes());
app.route("/", billingRoutes());

for (const provider of PROVIDERS) {
  for (const spec of provider.routes) {
    app.on(["GET", "HEAD"], spec.route.getRoutingPath(), authenticate(providerPolicy(provider, spec)));
    app.openapi(spec.route, forwardTo(provider, spec) as never);
  }
}

export default app;
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
export { CreditAccount } from "../../../durable-objects/credit-account";
