/** `brand {domain}`: the keyed `GET /v1/brand/{domain}` (2 credits), same input schema. */
import { BrandParamsSchema } from "../../../../shared/contract/primitives";
import { callApiRoute } from "./api-route";
import { defineTool } from "./tool";

export const brandTool = defineTool({
  name: "brand",
  title: "Brand intelligence of a domain",
  description:
    "Public brand intelligence for a domain (e.g. stripe.com): name, logos, colors, fonts, social links, as the api " +
    "envelope {data, meta}. Cached 300 s. Costs 2 credits (refunded when the call fails).",
  input: BrandParamsSchema.strict(),
  run: ({ domain }, ctx) => callApiRoute(ctx, `/v1/brand/${encodeURIComponent(domain)}`),
});
