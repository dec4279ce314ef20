/**
 * PDF to Markdown, the conversion core of the PDF gateway and the MCP `read_document` tool.
 * Rules and decisions: README.md beside this file.
 */
export { convertPdf, DEFAULT_MAX_PAGES, type ConvertPdfOptions, type ConvertedPdf } from "./convert-pdf";
export { isPdf } from "./is-pdf";
export { PDF_MESSAGES } from "./pdf-errors";
export { PdfDocumentSchema, toPdfDocument, type PdfDocument } from "./pdf-document";
