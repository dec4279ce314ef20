/**
 * `createWorkerApp()` gives every host the same skeleton: request ids, the one error handler,
 * 404/405 answers, health routes, `/openapi.json`, `/docs` and `/llms.txt`.
 * A worker's index then only adds its own routes.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { docsAsset, docsInitScript, docsPage, type DocsOperation, staticDocsPage, SWAGGER_UI_ASSETS } from "./docs-page";
import { expandHostPlaceholders, hostUrl, hostUrlsReady } from "./host-urls";
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
  /**
   * Dependencies `/fetcher/readyz` must find reachable. Its `auth` check (a public host's) also
   * requires every host URL outside the harness: such a host hands agents links (hostUrlsReady).
   */
  readiness?: ReadinessCheck<E>[];
  /**
   * `/docs`: the interactive reference (default), or `"static"` on the host that holds the session
   * cookie: the operations as a script-free page linking to the api host's interactive one.
   */
  docs?: "interactive" | "static";
  /** A stylesheet of this host for the static `/docs` page. */
  docsStylesheet?: string;
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
  app.route("/", healthRoutes<E>((options.readiness ?? []).map(withHostUrls)));
  app.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: { title: options.title, version: "v1", description: options.description },
    servers: [{ url: new URL(c.req.url).origin }],
  }));
  // Documented too, so /openapi.json lists every route the host answers.
  const text = (type: string, description: string) => ({ 200: { description, content: { [type]: { schema: { type: "string" as const } } } } });
  app.openAPIRegistry.registerPath({ method: "get", path: "/openapi.json", tags: ["discovery"], summary: "This OpenAPI 3.1 document", security: [], responses: { 200: { description: "OpenAPI 3.1 document", content: { "application/json": { schema: { type: "object" } } } } } });
  if (options.docs === "static") {
    app.openAPIRegistry.registerPath({ method: "get", path: "/docs", tags: ["discovery"], summary: "Reference of this host's operations (no script; the interactive one is on the api host)", security: [], responses: text("text/html", "HTML page") });
    let operations: DocsOperation[] | undefined;
    app.get("/docs", (c) => {
      operations ??= documentedOperations(app);
      return staticDocsPage(c, options.title, operations, `${hostUrl("base_url", c.env)}/docs`, options.docsStylesheet);
    });
  } else {
    app.openAPIRegistry.registerPath({ method: "get", path: "/docs", tags: ["discovery"], summary: "Interactive reference (paste the raw key; the Bearer prefix is added; never stored)", security: [], responses: text("text/html", "HTML page") });
    app.get("/docs", (c) => docsPage(c, options.title));
    app.get("/docs/init.js", docsInitScript);
    app.get(SWAGGER_UI_ASSETS.script.path, docsAsset("script"));
    app.get(SWAGGER_UI_ASSETS.style.path, docsAsset("style"));
  }
  app.openAPIRegistry.registerPath({ method: "get", path: "/llms.txt", tags: ["discovery"], summary: "How an agent uses this host, in plain text", security: [], responses: text("text/plain", "Plain-text guide") });
  app.get("/llms.txt", (c) => c.text(expandHostPlaceholders(options.llms, c.env), 200, { "Content-Type": "text/plain; charset=utf-8" }));
  return app;
}

/**
 * The `auth` check, also naming missing host URLs: a host whose links are not configured is not
 * ready, in the `{database, auth}` shape of DECISIONS §5 (as x402's settings are on the api).
 */
function withHostUrls<E extends Env>(probe: ReadinessCheck<E>): ReadinessCheck<E> {
  if (probe.name !== "auth") return probe;
  return {
    name: "auth",
    check: async (env, once) => {
      const links = hostUrlsReady(env);
      const own = await probe.check(env, once);
      return links === "ok" ? own : own === "ok" ? links : `${links}; ${own}`;
    },
  };
}

/** Every documented operation of `app` (its OpenAPI registry), in the order they were registered. */
function documentedOperations<E extends Env>(app: OpenAPIHono<E>): DocsOperation[] {
  const document = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "", version: "v1" } });
  const operations: DocsOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ["get", "head", "post", "put", "patch", "delete"] as const) {
      const operation = item?.[method];
      if (operation) operations.push({ method, path, summary: operation.summary ?? "" });
    }
  }
  return operations;
}
