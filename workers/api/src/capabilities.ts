/** `GET /v1/capabilities`: public list of providers, their live status and every route with auth, scope and price. */
import { createRoute, z } from "@hono/zod-openapi";
import { PROVIDERS, type ProviderEntry } from "../../../shared/contract/catalog";
import { ok, successEnvelope } from "../../../shared/http/envelope";
import { createRouter } from "../../../shared/http/router";
import { PRICE_CREDITS } from "../../../shared/pricing";
import type { ApiEnv } from "./env";

const CircuitSchema = z.enum(["closed", "open", "half_open"]);
const ProviderStatusSchema = z.object({ status: z.string(), circuit: CircuitSchema });

export const CapabilitiesSchema = z
  .object({
    providers: z.array(
      z.object({
        name: z.string(),
        status: z.string(),
        circuit: CircuitSchema,
        routes: z.array(
          z.object({ method: z.string(), path: z.string(), auth: z.string(), scope: z.string().nullable(), price_credits: z.number().int() }),
        ),
      }),
    ),
  })
  .openapi("Capabilities");

const STATUS_TIMEOUT_MS = 1_000;

/** Asks the provider worker for its status; an unreachable provider is reported, not hidden. */
async function providerStatus(fetcher: Fetcher | undefined): Promise<z.infer<typeof ProviderStatusSchema>> {
  if (!fetcher) return { status: "unavailable", circuit: "open" };
  try {
    const res = await fetcher.fetch("https://provider.internal/__status", { signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
    const parsed = ProviderStatusSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : { status: "unavailable", circuit: "open" };
  } catch {
    return { status: "unavailable", circuit: "open" };
  }
}

function describeRoutes(p: ProviderEntry) {
  return p.routes.map((r) => ({
    method: r.route.method.toUpperCase(),
    path: r.route.path,
    auth: r.auth,
    scope: r.scope,
    price_credits: PRICE_CREDITS[r.price],
  }));
}

const route = createRoute({
  method: "get",
  path: "/v1/capabilities",
  tags: ["discovery"],
  summary: "Providers, routes, auth, scopes and prices",
  responses: { 200: { description: "Capabilities", content: { "application/json": { schema: successEnvelope(CapabilitiesSchema) } } } },
});

export function capabilitiesRoutes() {
  const app = createRouter<ApiEnv>();
  app.openapi(route, async (c) => {
    const providers = await Promise.all(
      PROVIDERS.map(async (p) => ({ name: p.name, ...(await providerStatus(c.env[p.binding])), routes: describeRoutes(p) })),
    );
    return ok(c, { providers });
  });
  return app;
}
