/**
 * The brand worker's internal entrypoint, reached only through the api worker's `BRAND` service
 * binding (`entrypoint = "BrandInternal"`), never from the public host. It serves the keyed forms
 * (docs/contract.md#primitives): the brand record, or its logo, fonts or styleguide cut. No anonymous quota: the
 * api has already applied the key's limits and charged credits.
 */
import { type Brand, toFontsData, toLogoData, toStyleguideData } from "../../../shared/brand";
import { cachedJson } from "../../../shared/gateway/cached-json";
import { createWorkerApp } from "../../../shared/http/worker-app";
import { internalEntrypoint } from "../../../shared/provider/provider-entrypoint";
import { brandRequest } from "./brand-request";
import type { BrandEnv } from "./env";
import { readBrand } from "./read-brand";

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
  const { brand, read } = await readBrand(c.env, request.domain, request.bypass);
  const form = FORMS[c.req.param("form") ?? "brand"]!;
  return cachedJson(c, form(brand), read);
});

export const BrandInternal = internalEntrypoint(internalApp);
