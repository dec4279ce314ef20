/**
 * Keyed brand primitives (docs/contract.md#primitives), 2 credits each: `GET /v1/brand/{domain}` (the brand
 * record), `/logo` (brand logo data), `/fonts` (brand fonts data), `/styleguide`.
 */
import { createRoute } from "@hono/zod-openapi";
import { BrandSchema } from "@shared/brand/brand.schema";
import { validateBrandDomain } from "@shared/brand/brand-domain";
import { domainSource } from "@shared/brand/brand-site";
import { BrandFontsDataSchema } from "@shared/brand/fonts-data";
import { BrandLogoDataSchema } from "@shared/brand/logo-data";
import { BrandStyleguideDataSchema } from "@shared/brand/styleguide-data";
import { successEnvelope } from "@shared/http/envelope";
import { createRouter } from "@shared/http/router";
import type { ApiEnv } from "../env";
import { admit, authenticate } from "../front-door";
import { callPrimitive } from "./call-primitive";
import { BrandParamsSchema } from "@shared/contract/primitives";
import { primitiveErrors } from "./errors";
import { isHarness } from "@shared/config";
import { assertSourceAllowed } from "@shared/net";

const FORMS = [
  { suffix: "", summary: "Brand record of a domain", schema: BrandSchema },
  { suffix: "/logo", summary: "Logos of a domain", schema: BrandLogoDataSchema },
  { suffix: "/fonts", summary: "Fonts of a domain", schema: BrandFontsDataSchema },
  { suffix: "/styleguide", summary: "Styleguide (palette, typography) of a domain", schema: BrandStyleguideDataSchema },
] as const;

const brandRoute = (form: (typeof FORMS)[number]) =>
  createRoute({
    method: "get",
    path: `/v1/brand/{domain}${form.suffix}`,
    tags: ["primitives"],
    summary: `${form.summary} (2 credits)`,
    security: [{ bearerAuth: [] }],
    request: { params: BrandParamsSchema },
    responses: { 200: { description: form.summary, content: { "application/json": { schema: successEnvelope(form.schema) } } }, ...primitiveErrors },
  });

/** The four keyed brand routes, in the order they are registered and listed. */
export const BRAND_ROUTES = FORMS.map((form) => ({ form, route: brandRoute(form) }));

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
