/**
 * docs/contract.md#research: `{data: {workflow, domain, targets[]}, meta}`. Each target has
 * `domain` and, per primitive that succeeded, its output (`brand`, `styleguide`, `logo`,
 * `markdown`); a primitive that failed is omitted and its error code listed in `errors`. The
 * outputs are exactly what the keyed primitives answer (`/v1/brand/{domain}`, `/styleguide`,
 * `/logo`, `/v1/markdown?url=https://{domain}/`), so an agent reads them the same way.
 */
import { z } from "@hono/zod-openapi";
import { BrandSchema } from "../brand/brand.schema";
import { BrandLogoDataSchema } from "../brand/logo-data";
import { BrandStyleguideDataSchema } from "../brand/styleguide-data";
import { MarkdownDataSchema } from "../gateway/primitive-data";

export const RESEARCH_WORKFLOWS = ["company-research", "competitor-research"] as const;
export type ResearchWorkflow = (typeof RESEARCH_WORKFLOWS)[number];

/** The primitives every target gets, in the order `errors` lists them. */
export const RESEARCH_PRIMITIVES = ["brand", "styleguide", "logo", "markdown"] as const;
export type ResearchPrimitive = (typeof RESEARCH_PRIMITIVES)[number];

export const ResearchTargetSchema = z
  .strictObject({
    domain: z.string().openapi({ example: "stripe.com" }),
    brand: BrandSchema.optional(),
    styleguide: BrandStyleguideDataSchema.optional(),
    logo: BrandLogoDataSchema.optional(),
    markdown: MarkdownDataSchema.optional(),
    errors: z
      .partialRecord(z.enum(RESEARCH_PRIMITIVES), z.string())
      .optional()
      .openapi({ description: "Error code (as in the error envelope) of each primitive that failed; absent when none failed.", example: { markdown: "invalid_request" } }),
  })
  .openapi("ResearchTarget");
export type ResearchTarget = z.infer<typeof ResearchTargetSchema>;

export const ResearchResultSchema = z
  .strictObject({
    workflow: z.enum(RESEARCH_WORKFLOWS),
    domain: z.string().openapi({ description: "The researched domain, lowercased; always the first target." }),
    targets: z.array(ResearchTargetSchema).min(1).max(6),
  })
  .openapi("ResearchResult");
export type ResearchResult = z.infer<typeof ResearchResultSchema>;

/** True when no primitive of the target produced anything (the target is refunded). */
export const targetFailed = (t: ResearchTarget): boolean => RESEARCH_PRIMITIVES.every((p) => t[p] === undefined);
