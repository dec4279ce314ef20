/** `GET /{domain}`: the anonymous brand gateway. */
import { domainSource } from "@shared/brand/brand-site";
import { ApiError } from "@shared/errors";
import { admitAnonymous, quotaHeadersOnEveryAnswer, unitBackOnInvalidTarget } from "@shared/gateway/anonymous-admission";
import { cachedJson } from "@shared/gateway/cached-json";
import { createRouter } from "@shared/http/router";
import { assertSourceAllowed } from "@shared/net";
import { brandRouteDoc } from "./brand.openapi";
import { brandRequest } from "./brand-request";
import type { BrandEnv } from "./env";
import { readBrand } from "./read-brand";
import { clientIp } from "@shared/http/client-ip";

export function brandRoutes() {
  const app = createRouter<BrandEnv>();
  app.openAPIRegistry.registerPath(brandRouteDoc);
  app.get("/", () => {
    throw new ApiError("invalid_request", "A domain is required: GET /{domain}, e.g. /stripe.com. See /llms.txt.");
  });
  app.use("/:domain", quotaHeadersOnEveryAnswer());
  app.get("/:domain", async (c) => {
    const request = brandRequest(c, c.req.param("domain"));
    await assertSourceAllowed(c.env, domainSource(request.domain));
    await admitAnonymous(c, "brand");
    const { brand, read } = await unitBackOnInvalidTarget(c, "brand", () => readBrand(c.env, request.domain, request.bypass, `ip:${clientIp(c)}`));
    return cachedJson(c, brand, read);
  });
  return app;
}
