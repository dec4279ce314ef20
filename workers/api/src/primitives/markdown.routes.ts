/** Keyed Markdown primitive (docs/contract.md#primitives): `GET /v1/markdown?url=U` → `data: {url, title, content}`, 2 credits. */
import { createRoute } from "@hono/zod-openapi";
import { MarkdownDataSchema } from "@shared/gateway/primitive-data";
import { parseUrlTarget } from "@shared/gateway/url-target";
import { successEnvelope } from "@shared/http/envelope";
import { createRouter } from "@shared/http/router";
import { assertSourceAllowed, safeFetchDefaults } from "@shared/net";
import type { ApiEnv } from "../env";
import { admit, authenticate } from "../front-door";
import { callPrimitive } from "./call-primitive";
import { MarkdownQuerySchema } from "@shared/contract/primitives";
import { primitiveErrors } from "./errors";

export const markdownRoute = createRoute({
  method: "get",
  path: "/v1/markdown",
  tags: ["primitives"],
  summary: "Read a public URL as Markdown (2 credits)",
  description: "`url` is a complete http(s) URL or a bare hostname. `Cache-Control: no-cache` skips the 300 s cache; `X-Cache` says hit, miss or stale.",
  security: [{ bearerAuth: [] }],
  request: { query: MarkdownQuerySchema },
  responses: { 200: { description: "The page", content: { "application/json": { schema: successEnvelope(MarkdownDataSchema) } } }, ...primitiveErrors },
});

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
