/**
 * platform worker — `{platform_url}` (port 8792): the agent key claim. Agents open and poll
 * claims (JSON API); humans sign in through OpenID Connect, approve or deny, manage their
 * workspace key and credits, and read their monitors and watches (HTML pages, no script); the
 * agent recipe lives at /agent-setup.
 */
import { createWorkerApp } from "@shared/http/worker-app";
import { activateRoutes } from "./activate.routes";
import { agentSetupRoutes, PLATFORM_LLMS_TXT } from "./agent-setup";
import { authRoutes } from "./auth.routes";
import { billingPageRoutes, billingWebhookRoutes } from "./billing.routes";
import { claimRoutes } from "./claim.routes";
import { dashboardRoutes } from "./dashboard.routes";
import { monitorPageRoutes } from "./monitors.routes";
import { PATHS } from "./config";
import type { PlatformEnv } from "./env";
import { pageStylesheet } from "./page-kit";
import { platformReady } from "./readiness";
import { snapshotRoutes, watchPageRoutes } from "./watches.routes";

const app = createWorkerApp<PlatformEnv>({
  service: "platform",
  title: "Platform: agent key claim",
  description: "An agent opens a claim (POST /api/agent/claim), its human approves it in a browser, the agent polls /api/agent/claim/token for a read-only key.",
  llms: PLATFORM_LLMS_TXT,
  readiness: platformReady,
  // The session cookie's origin runs no script on /docs: a plain list that links to the api host's
  // interactive reference (docs/security.md "/docs").
  docs: "static",
  docsStylesheet: PATHS.stylesheet,
});

app.get(PATHS.stylesheet, pageStylesheet);
app.route("/", claimRoutes());
app.route("/", agentSetupRoutes());
app.route("/", authRoutes());
app.route("/", activateRoutes());
app.route("/", dashboardRoutes());
// The workspace's monitors and watches, to read at a glance (docs/monitors.md#dashboard, docs/watches.md#dashboard).
app.route("/", monitorPageRoutes());
app.route("/", watchPageRoutes());
app.route("/", snapshotRoutes());
app.route("/", billingPageRoutes());
app.route("/", billingWebhookRoutes());

export default app;
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
export { ClaimAttemptLimiter, ClaimCodeIndex, ClaimObject } from "../../../durable-objects/claim";
