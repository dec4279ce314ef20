/** brand host: the shared skeleton (health, /openapi.json, /docs, /llms.txt); its routes land with its issue. */
import { createWorkerApp, type BaseVariables } from "../../../shared/http/worker-app";

const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({
  service: "brand",
  title: "Brand gateway",
  description: "Brand intelligence for a domain: GET /{domain}.",
  llms: "# Brand gateway\n\nBrand intelligence for a domain: GET /{domain}.\n",
});

export default app;
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
