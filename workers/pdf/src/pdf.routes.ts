/** `{pdf_url}/`: GET/HEAD usage, POST conversion, every other method 405 with `Allow`. */
import { cacheHeaders } from "@shared/cache";
import { ApiError } from "@shared/errors";
import { quotaHeadersOnEveryAnswer } from "@shared/gateway/anonymous-admission";
import { clientIp } from "@shared/http/client-ip";
import { createRouter } from "@shared/http/router";
import { quotaHeaders } from "@shared/quota";
import type { PdfEnv } from "./env";
import { convertRouteDoc, usageRouteDoc } from "./pdf.openapi";
import { readPdfRequest } from "./pdf-request";
import { PDF_CONTENT_TYPE, readDocument } from "./read-document";
import { PDF_USAGE } from "./usage";

export const PDF_ROOT_ALLOW = "GET, HEAD, POST";

const USAGE_HEADERS = {
  "Content-Type": "text/markdown; charset=utf-8",
  // Set explicitly so HEAD (answered from the GET handler without a body) reports it too.
  "Content-Length": String(new TextEncoder().encode(PDF_USAGE).byteLength),
  "Cache-Control": "public, max-age=3600",
};

export function pdfRoutes() {
  const app = createRouter<PdfEnv>();
  app.openAPIRegistry.registerPath(usageRouteDoc);
  app.openAPIRegistry.registerPath(convertRouteDoc);
  app.use("/", quotaHeadersOnEveryAnswer());
  app.get("/", (c) => c.body(PDF_USAGE, 200, USAGE_HEADERS));
  app.post("/", async (c) => {
    const { url } = await readPdfRequest(c);
    const read = await readDocument(c.env, { url, clientIp: clientIp(c), onAdmitted: (d) => c.set("quotaHeaders", quotaHeaders(d)) });
    return c.body(read.entry.body, 200, { ...cacheHeaders(read), "Content-Type": PDF_CONTENT_TYPE });
  });
  app.all("/", (c) => {
    throw new ApiError("method_not_allowed", `${c.req.method} is not allowed on /; use GET or HEAD for usage, POST to convert.`, {
      headers: { Allow: PDF_ROOT_ALLOW },
    });
  });
  return app;
}
