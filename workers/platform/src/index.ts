/** platform host: the shared skeleton (health, /openapi.json, /docs, /llms.txt); its routes land with its issue. */
import { createWorkerApp, type BaseVariables } from "../../../shared/http/worker-app";

const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({
  service: "platform",
  title: "Platform",
  description: "Agent key claim: POST /api/agent/claim, then poll /api/agent/claim/token.",
  llms: "# Platform\n\nAgent key claim: POST /api/agent/claim, then poll /api/agent/claim/token.\n",
});

export default app;
export { QuotaBucket } from "../../../durable-objects/quota-bucket";
