import { ApiError } from "../errors";

/**
 * Public messages. A document problem is the caller's input (400); a failure we cannot pin on the
 * document is ours or the runtime's (502, the contract's "conversion runtime failure").
 */
export const PDF_MESSAGES = {
  notPdf: "The source is not a PDF: no %PDF- header in its first 1024 bytes.",
  damaged: "The PDF is damaged or truncated and cannot be converted.",
  encrypted: "The PDF is encrypted with a password; password-protected PDFs are not supported.",
  noPages: "The PDF has no pages.",
  noText: "The PDF has no text layer (it looks scanned or image-only); OCR is not supported.",
  runtime: "The PDF could not be converted because the converter failed.",
  tooManyPages: (pages: number, limit: number) => `PDF has ${pages} pages; the limit is ${limit}.`,
} as const;

/** pdf.js exception names that mean "this document is malformed" rather than "the code broke". */
const DOCUMENT_ERRORS = new Set(["InvalidPDFException", "FormatError", "MissingPDFException"]);

const describe = (err: unknown): string =>
  err instanceof Error ? `${err.name}: ${err.message}` : String(err);

/**
 * Maps anything pdf.js throws to our one error type. Only pdf.js's own document exceptions become
 * 400s; pdf.js reports unexpected internal failures as `UnknownErrorException`, and those (like a
 * TypeError or running out of memory) are 502, so a runtime fault is never blamed on the caller.
 */
export function toConversionError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const name = err instanceof Error || (typeof err === "object" && err !== null) ? (err as Error).name : "";
  const options = { internal: describe(err), cause: err };
  if (name === "PasswordException") return new ApiError("invalid_request", PDF_MESSAGES.encrypted, options);
  if (DOCUMENT_ERRORS.has(name)) return new ApiError("invalid_request", PDF_MESSAGES.damaged, options);
  return new ApiError("upstream_unavailable", PDF_MESSAGES.runtime, options);
}
