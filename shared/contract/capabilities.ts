/**
 * The one body of every capabilities route (docs/contract.md#capabilities): `/v1/capabilities` (all providers) and
 * the per-provider `/v1/news/capabilities` and `/v1/social/capabilities` (one provider each):
 * `data: {providers: [{name, status, circuit, routes: [{method, path, auth, scope, price_credits}], billed_work?}]}`.
 * `routes` are HTTP routes only, each with the price of one request; work the service bills later,
 * outside any request (a monitor's scheduled runs), is listed in `billed_work` with the route that
 * schedules it.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { successEnvelope } from "../http/envelope";
import { PRICE_CREDITS, type PriceName } from "../pricing";
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

export const BilledWorkSchema = z
  .strictObject({
    work: z.string().openapi({ example: "monitor_run", description: "Name of the price in the price table." }),
    price_credits: z.number().int().min(0),
    per: z.enum(["run", "topic"]).openapi({ description: "What one charge covers: run = each scheduled run; topic = each topic of each scheduled run." }),
    scheduled_by: z
      .strictObject({ method: z.string().openapi({ example: "POST" }), path: z.string().openapi({ example: "/v1/monitors" }) })
      .openapi({ description: "The route whose resource schedules this work (itself priced in routes)." }),
    description: z.string(),
  })
  .openapi("BilledWork");
export type BilledWork = z.infer<typeof BilledWorkSchema>;

export const ProviderCapabilitiesSchema = z
  .strictObject({
    name: z.string(),
    status: z.string().openapi({ description: "available; degraded while the upstream circuit is not closed; unavailable when the provider cannot serve." }),
    circuit: CircuitSchema,
    routes: z.array(CapabilityRouteSchema),
    billed_work: z
      .array(BilledWorkSchema)
      .optional()
      .openapi({ description: "Work billed outside any request (scheduled runs), present only for providers that have some." }),
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

/**
 * Work billed outside a request, priced from the one price table and tied to the route that
 * schedules it: `billedWork("monitor_run", "run", createMonitorRoute, "…")`.
 */
export function billedWork(work: PriceName, per: BilledWork["per"], scheduledBy: ProviderRouteSpec, description: string): BilledWork {
  return { work, price_credits: PRICE_CREDITS[work], per, scheduled_by: { method: scheduledBy.route.method.toUpperCase(), path: scheduledBy.route.path }, description };
}

/** One provider's entry: its live status, its route table and, when it has some, its billed work. */
export const providerCapabilities = (name: string, status: ProviderStatusBody, specs: readonly ProviderRouteSpec[], work: readonly BilledWork[] = []) => ({
  name,
  status: status.status,
  circuit: status.circuit,
  routes: describeRoutes(specs),
  ...(work.length > 0 ? { billed_work: [...work] } : {}),
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
