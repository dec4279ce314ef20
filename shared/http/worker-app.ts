/**
 * `createWorkerApp()` gives every host the same skeleton: request ids, the one error handler,
 * 404/405 answers, health routes, `/openapi.json`, `/docs` and `/llms.txt`.
 * A worker's index then only adds its own routes.
 */
import { swaggerUI } from "@hono/swagger-ui";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { createRouter } from "./router";
import { requestId, type RequestIdVariables } from "./request-id";
import { withNotFound, withOnError } from "./errors-handler";
import { healthRoutes, type ReadinessCheck } from "./health";

export interface WorkerAppOptions<E extends Env> {
  /** Host name used in docs, e.g. "api" or "md". */
  service: string;
  title: string;
  description: string;
  /** Plain-text guide for agents served at /llms.txt. */
  llms: string;
  /** Dependencies `/fetcher/readyz` must find reachable. */
  readiness?: ReadinessCheck<E>[];
}

export type BaseVariables = RequestIdVariables;

export function createWorkerApp<E extends Env & { Variables: BaseVariables }>(options: WorkerAppOptions<E>): OpenAPIHono<E> {
  const app = createRouter<E>();
  app.use("*", requestId() as never);
  app.onError(withOnError());
  app.notFound(withNotFound(app));
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "Paste the raw API key (svc_test_… or svc_live_…); the Bearer prefix is added for you.",
  });
  app.route("/", healthRoutes<E>(options.readiness ?? []));
  app.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: { title: options.title, version: "v1", description: options.description },
    servers: [{ url: new URL(c.req.url).origin }],
  }));
  app.get("/docs", swaggerUI({ url: "/openapi.json", persistAuthorization: true, title: options.title }));
  app.get("/llms.txt", (c) => c.text(options.llms, 200, { "Content-Type": "text/plain; charset=utf-8" }));
  return app;
}
