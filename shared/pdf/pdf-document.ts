import { z } from "zod";
import type { ConvertedPdf } from "./convert-pdf";

/**
 * The success body of the PDF gateway (docs/contract.md#pdf). Strict: the spec says the body has
 * exactly these properties. `metadata.title` is always present and is `null` when the PDF carries
 * no usable title, so clients never have to tell "absent" from "null".
 */
export const PdfDocumentSchema = z.strictObject({
  type: z.literal("document"),
  mime_type: z.literal("application/pdf"),
  markdown: z.string(),
  metadata: z.strictObject({
    pages: z.int().min(1),
    title: z.string().nullable(),
  }),
});

export type PdfDocument = z.infer<typeof PdfDocumentSchema>;

/** Wraps a conversion result in the spec's body; builds a fresh object so no extra keys leak. */
export function toPdfDocument(result: ConvertedPdf): PdfDocument {
  return {
    type: "document",
    mime_type: "application/pdf",
    markdown: result.markdown,
    metadata: { pages: result.pages, title: result.title },
  } satisfies PdfDocument;
}
