/**
 * The public capabilities routes of the api host (docs/contract.md#capabilities):
 * `GET /v1/capabilities` (every provider), `GET /v1/news/capabilities` and
 * `GET /v1/social/capabilities` (one provider each): live status and circuit, asked of each
 * provider worker's `/__status`, and every route with auth, scope and price. `/v1/capabilities`
 * also lists the keyed primitives (`/v1/markdown`, `/v1/brand/*`), so every price is discoverable.
 */
import type { Context } from "hono";
import {
  capabilitiesRoute,
  type ProviderStatusBody,
  ProviderStatusSchema,
  providerCapabilities,
  UNREACHABLE_PROVIDER,
} from "@shared/contract/capabilities";
import { PROVIDERS, type ProviderEntry } from "@shared/contract/catalog";
import { newsCapabilitiesRoute } from "@shared/contract/news.routes";
import { socialCapabilitiesRoute } from "@shared/contract/social.routes";
import { ok } from "@shared/http/envelope";
import { createRouter } from "@shared/http/router";
import type { ApiEnv } from "./env";
import { primitiveProviders } from "./primitives";

export { CapabilitiesSchema } from "@shared/contract/capabilities";

const STATUS_TIMEOUT_MS = 1_000;

/** Asks the provider worker for its status; an unreachable provider is reported, not hidden. */
async function providerStatus(fetcher: Fetcher | undefined, requestId: string): Promise<ProviderStatusBody> {
  if (!fetcher) return UNREACHABLE_PROVIDER;
  try {
    const res = await fetcher.fetch("https://provider.internal/__status", {
      headers: { "X-Request-Id": requestId },
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
    const parsed = ProviderStatusSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : UNREACHABLE_PROVIDER;
  } catch {
    return UNREACHABLE_PROVIDER;
  }
}

const describe = async (c: Context<ApiEnv>, p: ProviderEntry) =>
  providerCapabilities(p.name, await providerStatus(c.env[p.binding], c.get("requestId")), p.routes, p.billedWork);

const allRoute = capabilitiesRoute("/v1/capabilities", ["discovery"], "Providers, routes, auth, scopes and prices");

export function capabilitiesRoutes() {
  const app = createRouter<ApiEnv>();
  // The data providers, then the keyed primitives (markdown, brand): every priced route is listed.
  app.openapi(allRoute, async (c) => ok(c, { providers: [...(await Promise.all(PROVIDERS.map((p) => describe(c, p)))), ...primitiveProviders(c.env)] }));
  for (const [route, name] of [
    [newsCapabilitiesRoute, "news"],
    [socialCapabilitiesRoute, "social"],
  ] as const) {
    const provider = PROVIDERS.find((p) => p.name === name)!;
    app.openapi(route, async (c) => ok(c, { providers: [await describe(c, provider)] }));
  }
  return app;
}
