/**
 * Provider routes the front door answers without auth or charge: `/v1/news/capabilities`
 * (public; forwarded to the news worker, which knows its circuit state) and the apps operations
 * that are not supported (400 `unsupported_operation`, answered here so nothing is forwarded).
 */
import { appsUnsupportedRoutes, SUPPORTED_APP_OPERATIONS } from "../../../shared/contract/apps.routes";
import { newsCapabilitiesRoute } from "../../../shared/contract/news.routes";
import { ApiError } from "../../../shared/errors";
import { createRouter } from "../../../shared/http/router";
import { unsupportedOperation } from "../../../shared/provider/unsupported-operation";
import type { ApiEnv } from "./env";

export function providerExtraRoutes() {
  const app = createRouter<ApiEnv>();
  app.openapi(newsCapabilitiesRoute, async function newsCapabilities(c) {
    try {
      const res = await c.env.NEWS.fetch(new Request(c.req.url, { headers: { "X-Request-Id": c.get("requestId"), Accept: "application/json" } }));
      return new Response(res.body, res) as never;
    } catch (err) {
      throw new ApiError("upstream_unavailable", "The news provider is unreachable.", { internal: String(err) });
    }
  });
  for (const { operation, route } of appsUnsupportedRoutes) app.openapi(route, unsupportedOperation("apps", operation, SUPPORTED_APP_OPERATIONS));
  return app;
}
