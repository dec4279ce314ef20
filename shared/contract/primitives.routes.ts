/**
 * Routes of the keyed primitives (docs/contract.md#primitives): `GET /v1/markdown?url=U[&render=M]` and the
 * four `GET /v1/brand/{domain}[/logo|/fonts|/styleguide]` forms, 2 credits each. Declared here so
 * the api serves them, `/v1/capabilities` lists them and the mcp worker makes each a tool from the
 * very same definitions (the handlers stay in workers/api/src/primitives).
 */
import { createRoute } from "@hono/zod-openapi";
import { BrandSchema } from "../brand/brand.schema";
import { BrandFontsDataSchema } from "../brand/fonts-data";
import { BrandLogoDataSchema } from "../brand/logo-data";
import { BrandStyleguideDataSchema } from "../brand/styleguide-data";
import { MarkdownDataSchema } from "../gateway/primitive-data";
import { ErrorResponseSchema, successEnvelope } from "../http/envelope";
import { BrandParamsSchema, MarkdownHeadersSchema, MarkdownQuerySchema } from "./primitives";
import type { ProviderRouteSpec } from "./provider-route";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorResponseSchema } } });

/** Error answers of the keyed primitives, for /openapi.json. */
export const primitiveErrors = {
  400: error("invalid_request: invalid or unsafe target / domain, or content that cannot be converted"),
  401: error("invalid_or_expired_token"),
  402: error("topup_required: the balance is below the price (2 credits)"),
  403: error("not_entitled"),
  404: error("not_found: the page or homepage is missing or not public"),
  429: error("rate_limited (Retry-After)"),
  451: error("source_excluded: the operators exclude this source (status 45101, detail says what to do); nothing is charged or fetched"),
  502: error("upstream_unavailable: the site is unreachable, slow or answered 5xx"),
  503: error("degraded: a store is unavailable"),
} as const;

export const markdownRoute = createRoute({
  method: "get",
  path: "/v1/markdown",
  tags: ["primitives"],
  summary: "Read a public URL as Markdown (2 credits)",
  description:
    "`url` is a complete http(s) URL or a bare hostname. `render` (or the `X-Render` header): auto (default) renders the page in a headless browser only " +
    "when its static HTML looks script-rendered, always renders every HTML page, never reads the static HTML only; `X-Rendered: true|false` says which, " +
    "`X-Render-Fallback: <reason>` when auto fell back to the static page. Rendered or not, the price is the same. " +
    "`Cache-Control: no-cache` skips the 300 s cache; `X-Cache` says hit, miss or stale.",
  security: [{ bearerAuth: [] }],
  request: { query: MarkdownQuerySchema, headers: MarkdownHeadersSchema },
  responses: { 200: { description: "The page", content: { "application/json": { schema: successEnvelope(MarkdownDataSchema) } } }, ...primitiveErrors },
});

const BRAND_FORMS = [
  { suffix: "", summary: "Brand record of a domain", schema: BrandSchema },
  { suffix: "/logo", summary: "Logos of a domain", schema: BrandLogoDataSchema },
  { suffix: "/fonts", summary: "Fonts of a domain", schema: BrandFontsDataSchema },
  { suffix: "/styleguide", summary: "Styleguide (palette, typography) of a domain", schema: BrandStyleguideDataSchema },
] as const;

export type BrandForm = (typeof BRAND_FORMS)[number];

const brandRoute = (form: BrandForm) =>
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
export const BRAND_ROUTES = BRAND_FORMS.map((form) => ({ form, route: brandRoute(form) }));

/** Every keyed primitive with its price, in the order they are listed: markdown, then the brand forms. */
export const PRIMITIVE_ROUTES: readonly ProviderRouteSpec[] = [
  { route: markdownRoute, auth: "key", scope: null, price: "markdown" },
  ...BRAND_ROUTES.map(({ route }): ProviderRouteSpec => ({ route, auth: "key", scope: null, price: "brand" })),
];
