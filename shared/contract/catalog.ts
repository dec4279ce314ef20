/**
 * Every keyed read behind the api front door, with its service binding and routes. The front
 * door registers these, `/v1/capabilities` lists them and the mcp worker makes each GET route a
 * tool, so a route added here is served, priced, discoverable and callable over MCP at once.
 */
import { appsRoutes } from "./apps.routes";
import type { BilledWork } from "./capabilities";
import { MONITOR_RUN_BILLING, monitorRoutes } from "./monitors.routes";
import { newsRoutes } from "./news.routes";
import type { ProviderRouteSpec } from "./provider-route";
import { researchRoutes } from "./research.routes";
import { socialRoutes } from "./social.routes";
import { videoRoutes } from "./video.routes";
import { WATCH_RUN_BILLING, watchRoutes } from "./watches.routes";

export interface ProviderEntry {
  name: "news" | "apps" | "video" | "social" | "research" | "monitors" | "watches";
  /**
   * Name of the service binding on the api worker. Research runs its per-target pipeline in the
   * brand worker (docs/research.md), so its binding is the brand worker's internal entrypoint.
   */
  binding: "NEWS" | "APPS" | "VIDEO" | "SOCIAL" | "BRAND" | "MONITORS";
  routes: ProviderRouteSpec[];
  /** Work billed outside a request (monitor and watch runs), listed by `/v1/capabilities` as `billed_work`. */
  billedWork?: BilledWork[];
}

export const PROVIDERS: ProviderEntry[] = [
  { name: "news", binding: "NEWS", routes: newsRoutes },
  { name: "apps", binding: "APPS", routes: appsRoutes },
  { name: "video", binding: "VIDEO", routes: videoRoutes },
  { name: "social", binding: "SOCIAL", routes: socialRoutes },
  { name: "research", binding: "BRAND", routes: researchRoutes },
  { name: "monitors", binding: "MONITORS", routes: monitorRoutes, billedWork: [MONITOR_RUN_BILLING] },
  // Watches run on the monitor engine, in the monitors worker (docs/watches.md).
  { name: "watches", binding: "MONITORS", routes: watchRoutes, billedWork: [WATCH_RUN_BILLING] },
];
