/**
 * A provider route as the front door sees it: the OpenAPI route (zod request schemas) plus
 * who may call it and what it costs. The api worker registers these, `/v1/capabilities` lists them,
 * and the provider worker validates with the very same schemas.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { PriceName } from "../pricing";
import { AnyData } from "./params";
import { ErrorResponseSchema, MetaSchema } from "../http/envelope";

/** `key`: a valid key is required. `optional`: a key (keyed limits) or none (per-IP daily quota). `public`: no auth. */
export type AuthPolicy = "key" | "optional" | "public";

export interface ProviderRouteSpec {
  route: ReturnType<typeof createRoute>;
  auth: AuthPolicy;
  scope: string | null;
  price: PriceName;
}

export const PROVIDER_ERRORS = {
  400: { description: "invalid_request / invalid_cursor", content: { "application/json": { schema: ErrorResponseSchema } } },
  401: { description: "invalid_or_expired_token", content: { "application/json": { schema: ErrorResponseSchema } } },
  403: { description: "forbidden_scope / not_entitled", content: { "application/json": { schema: ErrorResponseSchema } } },
  404: { description: "not_found", content: { "application/json": { schema: ErrorResponseSchema } } },
  429: { description: "rate_limited (Retry-After)", content: { "application/json": { schema: ErrorResponseSchema } } },
  502: { description: "upstream_unavailable", content: { "application/json": { schema: ErrorResponseSchema } } },
  503: { description: "degraded", content: { "application/json": { schema: ErrorResponseSchema } } },
} as const;

export interface ProviderGetOptions {
  provider: string;
  path: string;
  summary: string;
  description?: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  data?: z.ZodType;
  auth: AuthPolicy;
  scope?: string | null;
  price?: PriceName;
}

/** Declares a GET data route with the standard envelope and error responses. */
export function providerGet(o: ProviderGetOptions): ProviderRouteSpec {
  const request: Record<string, z.ZodObject> = {};
  if (o.query) request.query = o.query;
  if (o.params) request.params = o.params;
  const route = createRoute({
    method: "get",
    path: o.path,
    tags: [o.provider],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    security: o.auth === "public" ? [] : o.auth === "optional" ? [{ bearerAuth: [] }, {}] : [{ bearerAuth: [] }],
    request,
    responses: {
      200: {
        description: "Normalized response",
        content: { "application/json": { schema: z.strictObject({ data: o.data ?? AnyData, meta: MetaSchema }) } },
      },
      ...PROVIDER_ERRORS,
    },
  });
  return { route, auth: o.auth, scope: o.scope ?? null, price: o.price ?? "provider_read" };
}
