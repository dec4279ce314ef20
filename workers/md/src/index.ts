/** md host: the shared skeleton (health, /openapi.json, /docs, /llms.txt); its routes land with its issue. */
import { createWorkerApp, type BaseVariables } from "../../../shared/http/worker-app";

const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({
  service: "md",
  title: "Markdown gateway",
  description: "Read any public URL as Markdown: GET /md/{target}.",
  llms: "# Markdown gateway\n\nRead any public URL as Markdown: GET /md/{target}.\n",
});

export default app;
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
