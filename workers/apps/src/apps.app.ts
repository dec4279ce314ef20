/**
 * The apps provider worker's routes: the App Store (iTunes lookup/search, RSS charts) behind the
 * api front door, validated with the same contract the front door uses (shared/contract/apps.routes.ts).
 */
import { appsAppRoute, appsListRoute, appsSearchRoute, appsSimilarRoute, appsUnsupportedRoutes, SUPPORTED_APP_OPERATIONS } from "@shared/contract/apps.routes";
import { createProviderApp, type ProviderOptions, unsupportedOperation } from "@shared/provider";
import { appHandler, listHandler, searchHandler, similarHandler } from "./apps.handlers";
import type { AppsBindings } from "./env";
import { APPS_LLMS } from "./llms";

/** Options inject a clock and retry sleep in tests; production takes the defaults. */
export function createAppsApp(options: ProviderOptions = {}) {
  const app = createProviderApp<AppsBindings>({ name: "apps", llms: APPS_LLMS, ...options });
  app.openapi(appsAppRoute.route, appHandler);
  app.openapi(appsSearchRoute.route, searchHandler);
  app.openapi(appsSimilarRoute.route, similarHandler);
  app.openapi(appsListRoute.route, listHandler);
  for (const { operation, route } of appsUnsupportedRoutes) app.openapi(route, unsupportedOperation("apps", operation, SUPPORTED_APP_OPERATIONS));
  return app;
}
