/**
 * md worker — `{md_url}` (port 8788): the anonymous URL → Markdown gateway, plus the internal
 * entrypoint the api worker's keyed `/v1/markdown` calls through its `MD` service binding.
 */
import { gatewayReadiness } from "@shared/gateway/readiness";
import { createWorkerApp } from "@shared/http/worker-app";
import type { MdEnv } from "./env";
import { MD_LLMS_TXT } from "./llms";
import { mdRoutes } from "./md.routes";

const app = createWorkerApp<MdEnv>({
  service: "md",
  title: "Markdown gateway",
  description: "Read any public URL as Markdown: GET /md/{target}. Anonymous, 20 requests per client IP per UTC day.",
  llms: MD_LLMS_TXT,
  readiness: gatewayReadiness(),
});

app.route("/", mdRoutes());

export default app;
export { MdInternal } from "./internal";
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
