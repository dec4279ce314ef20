/**
 * The brand worker's internal entrypoint, reached only through the api worker's `BRAND` service
 * binding (`entrypoint = "BrandInternal"`), never from the public host. It serves the keyed forms
 * (docs/contract.md#primitives): the brand record, or its logo, fonts or styleguide cut, and one target of a
 * research workflow (`/__internal/research/{domain}`, docs/research.md). No anonymous quota: the
 * api has already applied the key's limits and charged credits. `/__status` is what
 * `/v1/capabilities` reports for research (no upstream circuit: every target is another site).
 */
import { type Brand, toFontsData, toLogoData, toStyleguideData } from "@shared/brand";
import { domainSource } from "@shared/brand/brand-site";
import { cachedJson } from "@shared/gateway/cached-json";
import { cacheHeaders } from "@shared/cache";
import { ok } from "@shared/http/envelope";
import { createWorkerApp } from "@shared/http/worker-app";
import { assertSourceAllowed } from "@shared/net";
import { providerEntrypoint } from "@shared/provider/provider-entrypoint";
import { brandRequest } from "./brand-request";
import type { BrandEnv } from "./env";
import type { Context } from "hono";
import { RENDER_ACCOUNT_HEADER } from "@shared/contract/render";
import { readBrand } from "./read-brand";
import { researchTarget } from "./research-target";

const FORMS: Record<string, (brand: Brand) => unknown> = {
  brand: (brand) => brand,
  logo: toLogoData,
  fonts: toFontsData,
  styleguide: toStyleguideData,
};

const internalApp = createWorkerApp<BrandEnv>({
  service: "brand-internal",
  title: "Brand primitive (internal)",
  description: "Internal: GET /__internal/brand/{domain}[/logo|/fonts|/styleguide] for the api worker.",
  llms: "Internal entrypoint of the brand gateway.\n",
});

internalApp.get("/__internal/brand/:domain/:form{logo|fonts|styleguide}?", async (c) => {
  const request = brandRequest(c, c.req.param("domain"));
  await assertSourceAllowed(c.env, domainSource(request.domain));
  const { brand, read } = await readBrand(c.env, request.domain, request.bypass, internalAccount(c));
  const form = FORMS[c.req.param("form") ?? "brand"]!;
  return cachedJson(c, form(brand), read);
});

/** Always 200: a failed primitive is reported inside the target, never as the answer's status. */
internalApp.get("/__internal/research/:domain", async (c) => {
  const request = brandRequest(c, c.req.param("domain"));
  const { target, read } = await researchTarget(c.env, request.domain, request.bypass, internalAccount(c));
  if (read) for (const [name, value] of Object.entries(cacheHeaders(read))) c.header(name, value);
  return ok(c, target, read?.status === "stale" ? { stale: true } : {});
});

/** Whose render slots a render takes: the api names the caller's account; else one shared account. */
const internalAccount = (c: Context<BrandEnv>) => c.req.header(RENDER_ACCOUNT_HEADER) || "internal";

internalApp.get("/__status", (c) => c.json({ status: "available", circuit: "closed" }));

/** `fetch` for ad-hoc calls, `answer` (JS RPC, no HTTP subrequest) as on every provider entrypoint. */
export const BrandInternal = providerEntrypoint(internalApp);
