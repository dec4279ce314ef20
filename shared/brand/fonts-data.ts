import { z } from "@hono/zod-openapi";
import { BrandFontSchema, HttpUrlSchema, type Brand } from "./brand.schema";

/** Brand fonts data (docs/contract.md#gateways): `data` of `GET /v1/brand/{domain}/fonts`; no extra properties. */
export const BrandFontsDataSchema = z
  .strictObject({
    domain: z.string(),
    url: HttpUrlSchema,
    /** Distinct font families found. */
    count: z.number().int().nonnegative(),
    words_count: z.number().int().nonnegative().optional(),
    fonts: z.array(BrandFontSchema).optional(),
  })
  .openapi("BrandFontsData");

export type BrandFontsData = z.infer<typeof BrandFontsDataSchema>;

/** The fonts form of a brand: every family once (the brand record already merges them). */
export function toFontsData(brand: Brand): BrandFontsData {
  const families = new Set(brand.fonts.map((f) => f.family.toLowerCase()));
  return { domain: brand.domain, url: brand.url, count: families.size, words_count: brand.words_count, fonts: brand.fonts };
}
