/**
 * Keyed brand primitives (docs/contract.md#primitives), 2 credits each: `GET /v1/brand/{domain}` (the brand
 * record), `/logo` (brand logo data), `/fonts` (brand fonts data), `/styleguide`. The routes are declared
 * in shared/contract/primitives.routes.ts (the mcp worker's brand tools are generated from them).
 */
import { BRAND_ROUTES } from "@shared/contract/primitives.routes";
import { validateBrandDomain } from "@shared/brand/brand-domain";
import { domainSource } from "@shared/brand/brand-site";
import { createRouter } from "@shared/http/router";
import type { ApiEnv } from "../env";
import { admit, authenticate } from "../front-door";
import { callPrimitive } from "./call-primitive";
import { isHarness } from "@shared/config";
import { assertSourceAllowed } from "@shared/net";

export function brandRoutes() {
  const app = createRouter<ApiEnv>();
  for (const { form, route } of BRAND_ROUTES) {
    // Per route, not `/v1/brand/*`: a wildcard GET would turn unknown paths into 405s.
    app.on(["GET", "HEAD"], route.getRoutingPath(), authenticate({ auth: "key", scope: null, entitlement: "brand", payable: true }));
    app.openapi(route, async (c) => {
      const domain = validateBrandDomain(c.req.valid("param").domain, { allowPrivate: isHarness(c.env), lowercaseOnly: true });
      await assertSourceAllowed(c.env, domainSource(domain));
      const admission = await admit(c, "brand");
      return callPrimitive(c, "BRAND", `/__internal/brand/${domain}${form.suffix}`, admission) as never;
    });
  }
  return app;
}
