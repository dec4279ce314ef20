/**
 * The keyed primitives as `/v1/capabilities` lists routes (docs/contract.md#capabilities): `GET /v1/markdown`
 * and the four `GET /v1/brand/{domain}` forms, Bearer key, no scope, 2 credits each (the price
 * table in shared/pricing.ts). Derived from the route definitions themselves, so the listing
 * cannot drift from what is served.
 */
import { PRICE_CREDITS } from "@shared/pricing";
import type { ApiBindings } from "../env";
import { BRAND_ROUTES, markdownRoute } from "@shared/contract/primitives.routes";

/** One route as the capabilities body lists it. */
export interface PrimitiveCapability {
  method: string;
  path: string;
  auth: "key";
  scope: string | null;
  price_credits: number;
}

const describe = (route: { method: string; path: string }, price: number): PrimitiveCapability => ({
  method: route.method.toUpperCase(),
  path: route.path,
  auth: "key",
  scope: null,
  price_credits: price,
});

const MARKDOWN_CAPABILITIES: readonly PrimitiveCapability[] = [describe(markdownRoute, PRICE_CREDITS.markdown)];
const BRAND_CAPABILITIES: readonly PrimitiveCapability[] = BRAND_ROUTES.map(({ route }) => describe(route, PRICE_CREDITS.brand));

/** Every keyed primitive route: markdown first, then the brand forms. */
export const PRIMITIVE_CAPABILITIES: readonly PrimitiveCapability[] = [...MARKDOWN_CAPABILITIES, ...BRAND_CAPABILITIES];

/**
 * The primitives as provider entries of `/v1/capabilities` (`{name, status, circuit, routes}`):
 * `markdown` and `brand`. They have no upstream circuit of their own (every target is another
 * site); a missing service binding reports the entry unavailable, like an unreachable provider.
 *
 * @example providers.push(...primitiveProviders(c.env))
 */
export function primitiveProviders(env: Partial<Pick<ApiBindings, "MD" | "BRAND">>) {
  const entry = (name: string, binding: Fetcher | undefined, routes: readonly PrimitiveCapability[]) => ({
    name,
    ...(binding ? { status: "available", circuit: "closed" as const } : { status: "unavailable", circuit: "open" as const }),
    routes: [...routes],
  });
  return [entry("markdown", env.MD, MARKDOWN_CAPABILITIES), entry("brand", env.BRAND, BRAND_CAPABILITIES)];
}
