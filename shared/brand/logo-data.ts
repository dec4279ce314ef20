import { z } from "@hono/zod-openapi";
import { HttpUrlSchema, type Brand } from "./brand.schema";

/** Brand logo data (docs/contract.md#gateways): `data` of `GET /v1/brand/{domain}/logo`; no extra properties anywhere. */
export const BrandLogoDataSchema = z
  .strictObject({
    /** The snapshot target the logos were extracted from (the final homepage URL). */
    url: HttpUrlSchema,
    brand: z
      .strictObject({
        name: z.string().optional(),
        logo_url: HttpUrlSchema.optional(),
        logos: z.array(z.strictObject({ kind: z.string(), url: HttpUrlSchema })).optional(),
        favicon_url: HttpUrlSchema.optional(),
        og_image: HttpUrlSchema.optional(),
      })
      .optional(),
  })
  .openapi("BrandLogoData");

export type BrandLogoData = z.infer<typeof BrandLogoDataSchema>;

/**
 * The logo form of a brand. `kind` joins the asset slot and format ("logo-svg",
 * "apple-touch-icon-png"; the slot alone when the format is unknown). Only http(s) assets are
 * listed, so inline-svg data URIs stay in the full brand record. Fields the page did not provide
 * are omitted, and so is `brand` when nothing at all was found.
 */
export function toLogoData(brand: Brand): BrandLogoData {
  const logos = brand.logos
    .filter((l) => l.url.startsWith("http:") || l.url.startsWith("https:"))
    .map((l) => ({ kind: l.format ? `${l.kind}-${l.format}` : l.kind, url: l.url }));
  const found = {
    ...(brand.name !== null ? { name: brand.name } : {}),
    ...(brand.logo_url !== null ? { logo_url: brand.logo_url } : {}),
    ...(logos.length > 0 ? { logos } : {}),
    ...(brand.favicon_url !== null ? { favicon_url: brand.favicon_url } : {}),
    ...(brand.og_image !== null ? { og_image: brand.og_image } : {}),
  };
  return Object.keys(found).length > 0 ? { url: brand.url, brand: found } : { url: brand.url };
}
