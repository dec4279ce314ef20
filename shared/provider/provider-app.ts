/**
 * Base of every provider worker: the shared app skeleton, the provider runtime on every request
 * (`c.var.provider`: breaker, clock, upstream settings), and `/__status`, which the api worker
 * reads for `/v1/capabilities` (status and circuit state). Provider workers are reached only
 * through the api worker's service bindings; they have no public route in production.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { createWorkerApp } from "../http/worker-app";
import type { CircuitState } from "./circuit-breaker";
import { type ProviderBindings, type ProviderEnv, type ProviderOptions, type ProviderRuntime, providerRuntime } from "./provider-runtime";

export type { CircuitState } from "./circuit-breaker";

export interface ProviderStatus {
  /** `available` while the circuit is closed; `degraded` while it refuses or probes upstream work. */
  status: "available" | "degraded" | "unavailable";
  circuit: CircuitState;
}

export interface ProviderAppOptions extends ProviderOptions {
  name: string;
  llms: string;
  /** Overrides the breaker-derived status (a provider with no adapter reports "unavailable"). */
  status?: () => ProviderStatus;
}

export function statusOf(runtime: ProviderRuntime): ProviderStatus {
  const circuit = runtime.breaker.state;
  return { status: circuit === "closed" ? "available" : "degraded", circuit };
}

/** @example const app = createProviderApp<NewsBindings>({ name: "news", llms: NEWS_LLMS }); */
export function createProviderApp<B extends ProviderBindings>(o: ProviderAppOptions): OpenAPIHono<ProviderEnv<B>> {
  const app = createWorkerApp<ProviderEnv<B>>({
    service: o.name,
    title: `${o.name} provider`,
    description: `Internal ${o.name} provider worker behind the api front door.`,
    llms: o.llms,
  });
  const runtime = providerRuntime(o.name, o);
  app.use("*", async function provideRuntime(c, next) {
    c.set("provider", runtime);
    await next();
  });
  app.get("/__status", (c) => c.json(o.status ? o.status() : statusOf(runtime)));
  return app;
}
