/**
 * brand worker — `{brand_url}` (port 8789): the anonymous brand gateway, plus the internal
 * entrypoint the api worker's keyed `/v1/brand/*` routes call through its `BRAND` service binding.
 */
import { gatewayReadiness } from "@shared/gateway/readiness";
import { createWorkerApp } from "@shared/http/worker-app";
import { brandRoutes } from "./brand.routes";
import type { BrandEnv } from "./env";
import { BRAND_LLMS_TXT } from "./llms";

const app = createWorkerApp<BrandEnv>({
  service: "brand",
  title: "Brand gateway",
  description: "Brand intelligence for a domain: GET /{domain}. Anonymous, 20 requests per client IP per UTC day.",
  llms: BRAND_LLMS_TXT,
  readiness: gatewayReadiness(),
});

app.route("/", brandRoutes());

export default app;
export { BrandInternal } from "./internal";
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
