/** OpenAPI descriptions of the PDF gateway's routes (served by pdf.routes.ts). */
import { z } from "@hono/zod-openapi";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf";
import { PdfRequestSchema } from "@shared/contract/pdf";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorResponseSchema } } });

export const usageRouteDoc = {
  method: "get" as const,
  path: "/",
  tags: ["pdf"],
  summary: "Usage of the PDF gateway (HEAD: same headers, no body)",
  responses: {
    200: { description: "How to call POST / and its limits.", content: { "text/markdown": { schema: z.string() } } },
    405: error("method_not_allowed: only GET, HEAD and POST are allowed here (header Allow: GET, HEAD, POST)."),
  },
};

export const convertRouteDoc = {
  method: "post" as const,
  path: "/",
  tags: ["pdf"],
  summary: "Convert one public PDF URL to Markdown",
  description:
    "Anonymous. 20 conversions per client IP per hour (cache hits count) and 2 running at once. " +
    "Source at most 10 MiB and 50 pages; conversion at most 60 s; JSON response at most 1 MiB. Cached 24 h per URL.",
  request: { body: { required: true, content: { "application/json": { schema: PdfRequestSchema } } } },
  responses: {
    200: {
      description: "The PDF document.",
      headers: { "X-Cache": { description: "hit or miss.", schema: { type: "string" as const } } },
      content: { "application/json": { schema: PdfDocumentSchema } },
    },
    400: error("invalid_request: wrong content type, malformed JSON, unknown fields, invalid or unsafe URL, not a PDF, or an unreadable PDF."),
    405: error("method_not_allowed (header Allow: GET, HEAD, POST)."),
    413: error("payload_too_large: source over 10 MiB or over 50 pages."),
    429: error("rate_limited: 20 conversions per hour or 2 running at once for this client IP; honor Retry-After."),
    451: error("source_excluded: the operators exclude this source (or it redirected to one); error.status 45101, error.detail says what to do."),
    502: error("upstream_unavailable: the source server failed, the converter failed, or the JSON response would exceed 1 MiB."),
    503: error("degraded: the quota, admission or cache store is unavailable; nothing was served."),
    504: error("gateway_timeout: download and conversion took over 60 seconds."),
  },
};
