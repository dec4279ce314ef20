/**
 * pdf worker — `{pdf_url}` (port 8790): the anonymous PDF → Markdown gateway, plus the internal
 * entrypoint the mcp worker's `read_document` tool calls through its `PDF` service binding.
 */
import { gatewayReadiness } from "@shared/gateway/readiness";
import { createWorkerApp } from "@shared/http/worker-app";
import type { PdfEnv } from "./env";
import { pdfRoutes } from "./pdf.routes";
import { PDF_USAGE } from "./usage";

const app = createWorkerApp<PdfEnv>({
  service: "pdf",
  title: "PDF gateway",
  description: "Convert one public PDF URL to Markdown: POST / with a JSON body {url}. Anonymous, 20 conversions per client IP per hour.",
  llms: PDF_USAGE,
  readiness: gatewayReadiness(true),
});

app.route("/", pdfRoutes());

export default app;
export { PdfInternal } from "./internal";
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
export { ConversionSlots } from "../../../durable-objects/conversion-slots";
