/** pdf host: the shared skeleton (health, /openapi.json, /docs, /llms.txt); its routes land with its issue. */
import { createWorkerApp, type BaseVariables } from "../../../shared/http/worker-app";

const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({
  service: "pdf",
  title: "PDF gateway",
  description: "Convert one public PDF URL to Markdown: POST / with a JSON body {url}.",
  llms: "# PDF gateway\n\nConvert one public PDF URL to Markdown: POST / with a JSON body {url}.\n",
});

export default app;
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
