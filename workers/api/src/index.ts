/**
 * api worker — `{base_url}` (port 8787): the front door. Health, discovery, and every keyed
 * provider route (auth → validation → limits → credits → service binding).
 */
import { isHarness } from "@shared/config";
import { PROVIDERS } from "@shared/contract/catalog";
import { createWorkerApp } from "@shared/http/worker-app";
import { capabilitiesRoutes } from "./capabilities";
import type { ApiEnv } from "./env";
import { authenticate, forwardTo, providerPolicy, routeMethods } from "./front-door";
import { harnessScheduled, monitorsCron } from "./cron";
import { MonitorChangeEventSchema } from "@shared/monitors/event";
import { WatchEventUpdatedSchema, WatchWebhookEventSchema } from "@shared/contract/watches.records";
import { MonitorWebhookTestEventSchema } from "@shared/contract/monitor-events.records";
import { billingRoutes } from "./billing";
import { API_LLMS_TXT } from "./llms";
import { primitiveRoutes } from "./primitives";
import { providerExtraRoutes } from "./provider-extras";
import { serveResearch } from "./research/research.handler";
import { databaseReady } from "./readiness";
import { harnessFaults, setHarnessFaults } from "./harness-faults";

const app = createWorkerApp<ApiEnv>({
  service: "api",
  title: "Data gateway API",
  description: "Read-only public platform data for AI agents: one envelope, one set of error codes, one pagination contract.",
  llms: API_LLMS_TXT,
  readiness: databaseReady,
});

// Harness only: stores marked down by the soak-and-fault bench (workers/api/src/harness-faults.ts).
app.use("*", harnessFaults);
app.post("/__harness/faults", setHarnessFaults);

app.route("/", capabilitiesRoutes());
app.route("/", providerExtraRoutes());
app.route("/", billingRoutes());
app.route("/", primitiveRoutes());

// Catalog routes are forwarded to their provider worker, except the research workflows, which the
// front door runs itself (one call per target, price and refunds per target).
for (const provider of PROVIDERS) {
  for (const spec of provider.routes) {
    app.on(routeMethods(spec), spec.route.getRoutingPath(), authenticate(providerPolicy(provider, spec)));
    app.openapi(spec.route, (provider.name === "research" ? serveResearch() : forwardTo(provider, spec)) as never);
  }
}
app.openAPIRegistry.register("MonitorChangeEvent", MonitorChangeEventSchema);
app.openAPIRegistry.register("WatchEventCreated", WatchWebhookEventSchema);
app.openAPIRegistry.register("WatchEventUpdated", WatchEventUpdatedSchema);
app.openAPIRegistry.register("MonitorWebhookTestEvent", MonitorWebhookTestEventSchema);
// Harness only (the monitors worker answers 404 otherwise): evidence objects for end-to-end tests.
app.get("/__harness/evidence/*", async (c) => {
  if (!isHarness(c.env)) return c.notFound();
  const res = await c.env.MONITORS.fetch(c.req.raw);
  return new Response(res.body, res); // mutable headers, for the request-id middleware
});

// Harness only (404 otherwise): run the cron's tick at a given time (workers/api/src/cron.ts).
app.get("/cdn-cgi/handler/scheduled", harnessScheduled);

/** The fetch handler, plus the cron (`[triggers] crons` in wrangler.toml) that drives monitors. */
export default Object.assign(app, { scheduled: monitorsCron });
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
export { CreditAccount } from "../../../durable-objects/credit-account";
export { McpGate } from "./mcp-gate";
