/**
 * Keyed Markdown primitive (docs/contract.md#primitives): `GET /v1/markdown?url=U` → `data: {url,
 * title, content}`, 2 credits, rendered or not. The route is declared in
 * shared/contract/primitives.routes.ts (the mcp worker's `read_markdown` is generated from it). The
 * render mode (`render` query parameter, else the `X-Render` header; DECISIONS §6) and the source
 * exclusion list are checked before any charge; the md gateway renders with the caller's render
 * slots (`callPrimitive` names the account).
 */
import { markdownRoute } from "@shared/contract/primitives.routes";
import { RENDER_HEADER, RENDER_PARAM } from "@shared/contract/render";
import { parseUrlTarget } from "@shared/gateway/url-target";
import { createRouter } from "@shared/http/router";
import { assertSourceAllowed, safeFetchDefaults } from "@shared/net";
import { parseRenderMode } from "@shared/render/mode";
import type { ApiEnv } from "../env";
import { admit, authenticate } from "../front-door";
import { callPrimitive } from "./call-primitive";

export function markdownRoutes() {
  const app = createRouter<ApiEnv>();
  app.on(["GET", "HEAD"], "/v1/markdown", authenticate({ auth: "key", scope: null, entitlement: "markdown", payable: true }));
  app.openapi(markdownRoute, async (c) => {
    const query = c.req.valid("query");
    const target = parseUrlTarget(query.url, safeFetchDefaults(c.env));
    const mode = query.render !== undefined ? parseRenderMode(query.render, RENDER_PARAM) : parseRenderMode(c.req.header(RENDER_HEADER), RENDER_HEADER);
    await assertSourceAllowed(c.env, target);
    const admission = await admit(c, "markdown");
    return callPrimitive(c, "MD", `/__internal/markdown?url=${encodeURIComponent(target.href)}&${RENDER_PARAM}=${mode}`, admission) as never;
  });
  return app;
}
