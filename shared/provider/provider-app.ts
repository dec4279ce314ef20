/**
 * Base of every provider worker: the shared app skeleton plus `/__status`, which the api worker
 * reads for `/v1/capabilities` (status and circuit state). Provider workers are reached only
 * through the api worker's service bindings; they have no public route in production.
 */
import type { Env } from "hono";
import { createWorkerApp } from "../http/worker-app";
import type { BaseVariables } from "../http/worker-app";

export type CircuitState = "closed" | "open" | "half_open";

export interface ProviderAppOptions<E extends Env> {
  name: string;
  llms: string;
  status: (env: E["Bindings"]) => Promise<{ status: string; circuit: CircuitState }>;
}

export function createProviderApp<E extends Env & { Variables: BaseVariables }>(o: ProviderAppOptions<E>) {
  const app = createWorkerApp<E>({
    service: o.name,
    title: `${o.name} provider`,
    description: `Internal ${o.name} provider worker behind the api front door.`,
    llms: o.llms,
  });
  app.get("/__status", async (c) => c.json(await o.status(c.env)));
  return app;
}
