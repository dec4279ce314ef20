/**
 * Keyed Markdown primitive (docs/contract.md#primitives): `GET /v1/markdown?url=U` → `data: {url,
 * title, content}`, 2 credits, rendered or not. The render mode (`render` query parameter, else the
 * `X-Render` header; DECISIONS §6) is checked before any charge; the md gateway renders with the
 * caller's render slots (`callPrimitive` names the account).
 */
import { createRoute } from "@hono/zod-openapi";
import { MarkdownDataSchema } from "@shared/gateway/primitive-data";
import { parseUrlTarget } from "@shared/gateway/url-target";
import { successEnvelope } from "@shared/http/envelope";
import { createRouter } from "@shared/http/router";
import { safeFetchDefaults } from "@shared/net";
import type { ApiEnv } from "../env";
import { admit, authenticate } from "../front-door";
import { callPrimitive } from "./call-primitive";
import { MarkdownQuerySchema } from "@shared/contract/primitives";
import { primitiveErrors } from "./errors";
import { RENDER_HEADER, RENDER_PARAM } from "@shared/contract/render";
import { parseRenderMode } from "@shared/render/mode";

export const markdownRoute = createRoute({
  method: "get",
  path: "/v1/markdown",
  tags: ["primitives"],
  summary: "Read a public URL as Markdown (2 credits)",
  description:
    "`url` is a complete http(s) URL or a bare hostname. `render` (or the `X-Render` header): auto (default) renders the page in a headless browser only " +
    "when its static HTML looks script-rendered, always renders every HTML page, never reads the static HTML only; `X-Rendered: true|false` says which, " +
    "`X-Render-Fallback: <reason>` when auto fell back to the static page. `Cache-Control: no-cache` skips the 300 s cache; `X-Cache` says hit, miss or stale.",
  security: [{ bearerAuth: [] }],
  request: { query: MarkdownQuerySchema },
  responses: { 200: { description: "The page", content: { "application/json": { schema: successEnvelope(MarkdownDataSchema) } } }, ...primitiveErrors },
});

export function markdownRoutes() {
  const app = createRouter<ApiEnv>();
  app.on(["GET", "HEAD"], "/v1/markdown", authenticate({ auth: "key", scope: null, entitlement: "markdown", payable: true }));
  app.openapi(markdownRoute, async (c) => {
    const query = c.req.valid("query");
    const target = parseUrlTarget(query.url, safeFetchDefaults(c.env));
    const mode = query.render !== undefined ? parseRenderMode(query.render, RENDER_PARAM) : parseRenderMode(c.req.header(RENDER_HEADER), RENDER_HEADER);
    const admission = await admit(c, "markdown");
    return callPrimitive(c, "MD", `/__internal/markdown?url=${encodeURIComponent(target.href)}&${RENDER_PARAM}=${mode}`, admission) as never;
  });
  return app;
}
