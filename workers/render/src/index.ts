/**
 * render worker — no public host: page readers call its `RenderService` entrypoint (`render`)
 * through the `RENDER` service binding. Its own fetch handler answers health only.
 */
import { createWorkerApp } from "@shared/http/worker-app";
import type { RenderEnv } from "./env";

const app = createWorkerApp<RenderEnv>({
  service: "render",
  title: "Render (internal)",
  description: "Internal: renders pages that need script for the page readers, through the RENDER service binding.",
  llms: "Internal render worker: no public routes.\n",
});

export default app;
export { RenderService } from "./render-service";
export { ConversionSlots } from "../../../durable-objects/conversion-slots";
export { BrowserSessions } from "../../../durable-objects/browser-sessions";
