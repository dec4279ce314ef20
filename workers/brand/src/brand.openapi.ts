/** The OpenAPI description of `GET /{domain}` (served by the route in brand.routes.ts). */
import { z } from "@hono/zod-openapi";
import { BrandSchema } from "@shared/brand";
import { AnonymousQuotaErrorSchema, ErrorResponseSchema, successEnvelope } from "@shared/http/envelope";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorResponseSchema } } });
const integer = { type: "integer" as const };

export const brandRouteDoc = {
  method: "get" as const,
  path: "/{domain}",
  tags: ["brand"],
  summary: "Brand intelligence for a domain",
  description:
    "Fetches https://{domain}/ (http:// only when no connection can be made), its web manifest and up to 3 stylesheets, " +
    "and returns name, description, logos, favicon, og:image, colours, fonts, social links and a word count. " +
    "`Cache-Control: no-cache` skips the 300 s cache. 20 requests per client IP per UTC day; cache hits and upstream failures count.",
  request: {
    params: z.object({ domain: z.string().regex(/^[a-z0-9.-]+$/).openapi({ example: "stripe.com" }) }),
    headers: z.object({ "Cache-Control": z.string().optional().openapi({ example: "no-cache" }) }),
  },
  responses: {
    200: {
      description: "Brand record; meta.stale is true when an expired copy was served during an outage.",
      headers: {
        "X-RateLimit-Limit": { description: "Daily anonymous limit (20).", schema: integer },
        "X-RateLimit-Remaining": { description: "Requests left today for this client IP.", schema: integer },
        "X-RateLimit-Reset": { description: "Next UTC midnight, Unix seconds.", schema: integer },
        "X-Cache": { description: "hit, miss or stale.", schema: { type: "string" as const } },
      },
      content: { "application/json": { schema: successEnvelope(BrandSchema) } },
    },
    400: error("invalid_request: invalid or blocked domain (IPs, reserved and private names, public suffixes), or it does not resolve."),
    404: error("not_found: the homepage answered 404/410, or 401/403 (not public)."),
    429: {
      description: "anonymous_limit_reached, with Retry-After and continuation to the key-claim recipe.",
      content: { "application/json": { schema: AnonymousQuotaErrorSchema } },
    },
    451: error("source_excluded: the operators exclude this domain (or its homepage redirected to an excluded source); error.status 45101, error.detail says what to do."),
    502: error("upstream_unavailable: the site is unreachable, too slow or answered 5xx/429."),
    503: error("degraded: the quota or cache store is unavailable; nothing was served."),
  },
};
