/**
 * Provider routes the front door answers itself, without auth or charge: the apps operations that
 * are not supported (400 `unsupported_operation`, answered here so nothing is forwarded).
 * The public `/v1/news/capabilities` and `/v1/social/capabilities` live in `capabilities.ts`.
 */
import { appsUnsupportedRoutes, SUPPORTED_APP_OPERATIONS } from "@shared/contract/apps.routes";
import { createRouter } from "@shared/http/router";
import { unsupportedOperation } from "@shared/provider/unsupported-operation";
import type { ApiEnv } from "./env";

export function providerExtraRoutes() {
  const app = createRouter<ApiEnv>();
  for (const { operation, route } of appsUnsupportedRoutes) app.openapi(route, unsupportedOperation("apps", operation, SUPPORTED_APP_OPERATIONS));
  return app;
}
