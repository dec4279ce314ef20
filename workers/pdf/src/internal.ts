/**
 * The pdf worker's internal entrypoint, reached only through a service binding with
 * `entrypoint = "PdfInternal"` (the mcp worker's `PDF`), never from the public host. It runs the
 * very same conversion as `POST /`: quota, slots, cache and errors are shared, keyed by the
 * client IP the caller vouches for in `X-Svc-Client-Ip` (a binding caller is trusted, the
 * internet is not). Answers are the public route's: the document body or the error envelope.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { cacheHeaders } from "@shared/cache";
import { forwardedClientKey, UNKNOWN_CLIENT } from "@shared/http/client-ip";
import { createWorkerApp } from "@shared/http/worker-app";
import type { PdfBindings, PdfEnv } from "./env";
import { CLIENT_IP_HEADER, READ_DOCUMENT_PATH } from "@shared/contract/pdf";
import { readPdfRequest } from "./pdf-request";
import { PDF_CONTENT_TYPE, readDocument } from "./read-document";

const internalApp = createWorkerApp<PdfEnv>({
  service: "pdf-internal",
  title: "PDF conversion (internal)",
  description: `Internal: POST ${READ_DOCUMENT_PATH} {url} for the mcp worker.`,
  llms: "Internal entrypoint of the PDF gateway.\n",
});

internalApp.post(READ_DOCUMENT_PATH, async (c) => {
  const { url } = await readPdfRequest(c);
  const read = await readDocument(c.env, { url, clientIp: forwardedClientKey(c.req.header(CLIENT_IP_HEADER)) ?? UNKNOWN_CLIENT });
  return c.body(read.entry.body, 200, { ...cacheHeaders(read), "Content-Type": PDF_CONTENT_TYPE });
});

export class PdfInternal extends WorkerEntrypoint<PdfBindings> {
  override fetch(request: Request): Response | Promise<Response> {
    return internalApp.fetch(request, this.env, this.ctx);
  }
}
