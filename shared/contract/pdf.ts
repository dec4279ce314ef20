/**
 * The pdf worker's contract with other workers (zod only, so importing it never bundles the
 * converter): the request body of `POST {pdf_url}/` (docs/contract.md#pdf), exactly `{url}`,
 * an http(s) URI, and the address of the internal entrypoint. The same schema validates the HTTP
 * body, documents it in /openapi.json, and is the input schema of the MCP tool `read_document`,
 * so the two doors cannot drift apart.
 */
import { z } from "@hono/zod-openapi";

/** Longer URLs are refused by the safe fetcher anyway; saying so here keeps the message precise. */
const MAX_URL_LENGTH = 8192;

export const PdfRequestSchema = z
  .strictObject({
    url: z
      .url()
      .max(MAX_URL_LENGTH)
      .regex(/^https?:\/\//, "must start with http:// or https://")
      // One meta call, last: `.regex` drops the uri format, and `.describe`/`.openapi` after it are
      // lost in the JSON Schema MCP's tools/list publishes.
      .meta({ format: "uri", description: "Public http(s) URL of the PDF (at most 10 MiB and 50 pages).", example: "https://example.com/report.pdf" }),
  })
  .openapi("PdfRequest");

export type PdfRequest = z.infer<typeof PdfRequestSchema>;

/** The internal entrypoint's route (`PdfInternal`, reached only through a service binding). */
export const READ_DOCUMENT_PATH = "/__internal/read_document";

/** Header carrying the end client's IP from the calling worker; quota and slots are keyed on it. */
export const CLIENT_IP_HEADER = "X-Svc-Client-Ip";
