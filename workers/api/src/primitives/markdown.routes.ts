/**
 * Keyed Markdown primitive (docs/contract.md#primitives): `GET /v1/markdown?url=U` → `data: {url, title, content}`, 2 credits.
 * The route is declared in shared/contract/primitives.routes.ts (the mcp worker's `read_markdown` is generated from it).
 */
import { markdownRoute } from "@shared/contract/primitives.routes";
import { parseUrlTarget } from "@shared/gateway/url-target";
import { createRouter } from "@shared/http/router";
import { assertSourceAllowed, safeFetchDefaults } from "@shared/net";
import type { ApiEnv } from "../env";
import { admit, authenticate } from "../front-door";
import { callPrimitive } from "./call-primitive";

export function markdownRoutes() {
  const app = createRouter<ApiEnv>();
  app.on(["GET", "HEAD"], "/v1/markdown", authenticate({ auth: "key", scope: null, entitlement: "markdown", payable: true }));
  app.openapi(markdownRoute, async (c) => {
    const target = parseUrlTarget(c.req.valid("query").url, safeFetchDefaults(c.env));
    await assertSourceAllowed(c.env, target);
    const admission = await admit(c, "markdown");
    return callPrimitive(c, "MD", `/__internal/markdown?url=${encodeURIComponent(target.href)}`, admission) as never;
  });
  return app;
}
