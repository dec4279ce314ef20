/**
 * Inputs of the keyed primitives, in a file of their own (zod only) so that the HTTP routes here
 * and the mcp worker's `read_markdown` and `brand` tools validate with the very same schemas.
 */
import { z } from "@hono/zod-openapi";
import { BRAND_DOMAIN_PATTERN } from "../brand/domain-pattern";
import { RENDER_HEADER, RENDER_MODES, RENDER_PARAM } from "./render";

const RENDER_DESCRIPTION =
  "auto (default): render in a headless browser only when the static HTML looks script-rendered; always: render every HTML page; never: static HTML only. Same as the X-Render header.";

/**
 * `GET /v1/markdown?url=U&render=M`: a complete http(s) URL or a bare hostname, and the render mode
 * (DECISIONS §6; also the `X-Render` header). A bad `render` is the router's 400 naming it.
 */
export const MarkdownQuerySchema = z.object({
  url: z.string().min(1).openapi({ example: "https://example.com/docs" }),
  render: z.enum(RENDER_MODES).optional().openapi({ description: RENDER_DESCRIPTION, example: "auto" }).describe(RENDER_DESCRIPTION),
});

/**
 * The request header of `GET /v1/markdown`, for /openapi.json. Hono hands a route's header
 * validator lower-cased names, so this spelling is documentation only: the handler reads the header
 * with `parseRenderMode`, whose 400 names `X-Render` (DECISIONS §6), and the query parameter wins.
 */
export const MarkdownHeadersSchema = z.object({
  [RENDER_HEADER]: z
    .string()
    .optional()
    .openapi({ description: `auto, always or never (any case); the \`${RENDER_PARAM}\` query parameter wins when both are sent.`, example: "always" }),
});

/**
 * `GET /v1/brand/{domain}` (and its /logo, /fonts, /styleguide forms): the contract's pattern of the brand
 * `{domain}`, so /openapi.json and the MCP `brand` tool show it; the full rules (public,
 * registrable, not reserved) are `validateBrandDomain`'s.
 */
export const BrandParamsSchema = z.object({
  domain: z
    .string()
    .max(253, "must be at most 253 characters")
    .regex(BRAND_DOMAIN_PATTERN, "must be a lowercase domain name such as stripe.com (a-z, 0-9, dots, hyphens; xn-- for internationalized names)")
    .openapi({ example: "stripe.com" }),
});
