/**
 * `brand {domain}` and its cuts `brand_logo`, `brand_fonts`, `brand_styleguide`: the keyed
 * `GET /v1/brand/{domain}[/logo|/fonts|/styleguide]` (2 credits each), same input schema.
 */
import { BrandParamsSchema } from "@shared/contract/primitives";
import { PRICE_CREDITS } from "@shared/pricing";
import { callApiRoute } from "./api-route";
import { defineTool } from "./tool";

const PRICE = `Cached 300 s. Costs ${PRICE_CREDITS.brand} credits (refunded when the call fails).`;

const FORMS = [
  { name: "brand", suffix: "", title: "Brand intelligence of a domain", what: "name, logos, colors, fonts, social links" },
  { name: "brand_logo", suffix: "/logo", title: "Logos of a domain", what: "{url, brand?: {name, logo_url, logos, favicon_url, og_image}}" },
  { name: "brand_fonts", suffix: "/fonts", title: "Fonts of a domain", what: "{domain, url, count, words_count?, fonts?}" },
  { name: "brand_styleguide", suffix: "/styleguide", title: "Styleguide of a domain", what: "palette and typography with the colors and fonts behind them" },
] as const;

export const brandTools = FORMS.map((form) =>
  defineTool({
    name: form.name,
    title: form.title,
    description: `Public brand data for a domain (e.g. stripe.com): ${form.what}, as the api envelope {data, meta} of GET /v1/brand/{domain}${form.suffix}. ${PRICE}`,
    input: BrandParamsSchema.strict(),
    run: ({ domain }, ctx) => callApiRoute(ctx, `/v1/brand/${encodeURIComponent(domain)}${form.suffix}`),
  }),
);
