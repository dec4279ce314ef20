/**
 * The one body of every capabilities route (docs/contract.md#capabilities): `/v1/capabilities` (all providers) and
 * the per-provider `/v1/news/capabilities` and `/v1/social/capabilities` (one provider each):
 * `data: {providers: [{name, status, circuit, routes: [{method, path, auth, scope, price_credits}]}]}`.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { successEnvelope } from "../http/envelope";
import { PRICE_CREDITS } from "../pricing";
import type { ProviderRouteSpec } from "./provider-route";

export const CircuitSchema = z.enum(["closed", "open", "half_open"]);

/** What `/__status` of a provider worker answers. */
export const ProviderStatusSchema = z.object({ status: z.string(), circuit: CircuitSchema });
export type ProviderStatusBody = z.infer<typeof ProviderStatusSchema>;

/** A provider that cannot be asked (no binding, no answer, garbage) is reported, not hidden. */
export const UNREACHABLE_PROVIDER: ProviderStatusBody = { status: "unavailable", circuit: "open" };

export const CapabilityRouteSchema = z
  .strictObject({
    method: z.string().openapi({ example: "GET" }),
    path: z.string().openapi({ example: "/v1/news/item/{id}" }),
    auth: z.enum(["key", "optional", "public"]).openapi({ description: "key: Bearer key required; optional: a key or the anonymous per-IP quota; public: no auth." }),
    scope: z.string().nullable().openapi({ description: "Key scope the route requires, or null." }),
    price_credits: z.number().int().min(0),
  })
  .openapi("CapabilityRoute");
export type CapabilityRoute = z.infer<typeof CapabilityRouteSchema>;

export const ProviderCapabilitiesSchema = z
  .strictObject({
    name: z.string(),
    status: z.string().openapi({ description: "available; degraded while the upstream circuit is not closed; unavailable when the provider cannot serve." }),
    circuit: CircuitSchema,
    routes: z.array(CapabilityRouteSchema),
  })
  .openapi("ProviderCapabilities");

export const CapabilitiesSchema = z.strictObject({ providers: z.array(ProviderCapabilitiesSchema) }).openapi("Capabilities");
export type Capabilities = z.infer<typeof CapabilitiesSchema>;

/** The route table of a provider, as every capabilities route lists it. */
export function describeRoutes(specs: readonly ProviderRouteSpec[]): CapabilityRoute[] {
  return specs.map((r) => ({
    method: r.route.method.toUpperCase(),
    path: r.route.path,
    auth: r.auth,
    scope: r.scope,
    price_credits: PRICE_CREDITS[r.price],
  }));
}

/** One provider's entry: its live status plus its route table. */
export const providerCapabilities = (name: string, status: ProviderStatusBody, specs: readonly ProviderRouteSpec[], billedWork: readonly CapabilityRoute[] = []) => ({
  name,
  status: status.status,
  circuit: status.circuit,
  routes: [...describeRoutes(specs), ...billedWork],
});

/** `GET <path>` answering the capabilities body (public, free). */
export function capabilitiesRoute(path: string, tags: string[], summary: string) {
  return createRoute({
    method: "get",
    path,
    tags,
    summary,
    security: [],
    responses: { 200: { description: "Capabilities", content: { "application/json": { schema: successEnvelope(CapabilitiesSchema) } } } },
  });
}
