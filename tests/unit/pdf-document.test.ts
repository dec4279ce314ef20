import { describe, expect, it } from "vitest";
import { convertPdf, PdfDocumentSchema, toPdfDocument } from "@shared/pdf";
import { makePdf, textLines } from "../fixtures/pdf/make-pdf";

describe("toPdfDocument and PdfDocumentSchema", () => {
  it("builds exactly the spec's body from a real conversion", async () => {
    const pdf = makePdf({ title: "Spec Body", pages: [{ texts: textLines(["Some text on a page."], { y: 720 }) }] });
    const body = toPdfDocument(await convertPdf(pdf));
    expect(PdfDocumentSchema.parse(body)).toEqual(body);
    expect(Object.keys(body).sort()).toEqual(["markdown", "metadata", "mime_type", "type"]);
    expect(Object.keys(body.metadata).sort()).toEqual(["pages", "title"]);
    expect(body).toMatchObject({ type: "document", mime_type: "application/pdf", metadata: { pages: 1, title: "Spec Body" } });
  }, 60_000);

  it("keeps a null title as null", () => {
    const body = toPdfDocument({ markdown: "x", pages: 3, title: null });
    expect(body.metadata).toEqual({ pages: 3, title: null });
    expect(PdfDocumentSchema.safeParse(body).success).toBe(true);
  });

  it("drops extra properties of the conversion result", () => {
    const result = { markdown: "x", pages: 1, title: null, extra: true };
    expect(toPdfDocument(result)).not.toHaveProperty("extra");
  });

  it("rejects extra properties, wrong constants and zero pages", () => {
    const good = { type: "document", mime_type: "application/pdf", markdown: "x", metadata: { pages: 1, title: null } };
    expect(PdfDocumentSchema.safeParse(good).success).toBe(true);
    expect(PdfDocumentSchema.safeParse({ ...good, extra: 1 }).success).toBe(false);
    expect(PdfDocumentSchema.safeParse({ ...good, metadata: { ...good.metadata, author: "x" } }).success).toBe(false);
    expect(PdfDocumentSchema.safeParse({ ...good, type: "pdf" }).success).toBe(false);
    expect(PdfDocumentSchema.safeParse({ ...good, metadata: { pages: 0, title: null } }).success).toBe(false);
    expect(PdfDocumentSchema.safeParse({ ...good, metadata: { pages: 1 } }).success).toBe(false);
  });
});
