/** Every keyed provider behind the api front door, with its service binding and routes. */
import { appsRoutes } from "./apps.routes";
import type { CapabilityRoute } from "./capabilities";
import { MONITOR_RUN_CAPABILITY, monitorRoutes } from "./monitors.routes";
import { newsRoutes } from "./news.routes";
import type { ProviderRouteSpec } from "./provider-route";
import { socialRoutes } from "./social.routes";
import { videoRoutes } from "./video.routes";

export interface ProviderEntry {
  name: "news" | "apps" | "video" | "social" | "monitors";
  /** Name of the service binding on the api worker. */
  binding: "NEWS" | "APPS" | "VIDEO" | "SOCIAL" | "MONITORS";
  routes: ProviderRouteSpec[];
  /** Work billed outside a request (monitor runs), listed by `/v1/capabilities` beside the routes. */
  billedWork?: CapabilityRoute[];
}

export const PROVIDERS: ProviderEntry[] = [
  { name: "news", binding: "NEWS", routes: newsRoutes },
  { name: "apps", binding: "APPS", routes: appsRoutes },
  { name: "video", binding: "VIDEO", routes: videoRoutes },
  { name: "social", binding: "SOCIAL", routes: socialRoutes },
  { name: "monitors", binding: "MONITORS", routes: monitorRoutes, billedWork: [MONITOR_RUN_CAPABILITY] },
];
