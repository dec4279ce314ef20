/**
 * Inputs of the keyed primitives, in a file of their own (zod only) so that the HTTP routes here
 * and the mcp worker's `read_markdown` and `brand` tools validate with the very same schemas.
 */
import { z } from "@hono/zod-openapi";

/** `GET /v1/markdown?url=U`: a complete http(s) URL or a bare hostname. */
export const MarkdownQuerySchema = z.object({ url: z.string().min(1).openapi({ example: "https://example.com/docs" }) });

/** `GET /v1/brand/{domain}` (and its /logo, /fonts, /styleguide forms). */
export const BrandParamsSchema = z.object({ domain: z.string().openapi({ example: "stripe.com" }) });
