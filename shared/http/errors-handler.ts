/**
 * The single `onError` and `notFound` every worker installs (through `createWorkerApp`).
 * Unknown errors are logged and answered with a generic 500: their message never reaches a client.
 */
import type { Context, ErrorHandler, Hono, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError, isApiError } from "../errors";
import { errorBody } from "./envelope";
import { pickRequestId } from "./request-id";

export function requestIdOf(c: Context): string {
  const id = c.get("requestId") as string | undefined;
  if (id) return id;
  const picked = pickRequestId(c.req.header("X-Request-Id"));
  c.set("requestId", picked);
  return picked;
}

/** Renders an ApiError as the spec's envelope, with its headers and the request id. */
export function errorResponse(c: Context, err: ApiError): Response {
  const id = requestIdOf(c);
  const headers = new Headers(err.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("X-Request-Id", id);
  headers.set("Cache-Control", "no-store");
  const body = c.req.method === "HEAD" ? null : JSON.stringify(errorBody(err, id));
  return new Response(body, { status: err.status, headers });
}

export function withOnError(): ErrorHandler {
  return function onError(err, c) {
    if (isApiError(err)) {
      if (err.internal) console.warn(`[${requestIdOf(c)}] ${err.code}: ${err.internal}`);
      return errorResponse(c, err);
    }
    // Hono's own validators throw HTTPException (e.g. malformed JSON): a client error, not ours.
    if (err instanceof HTTPException && err.status < 500) {
      const message =
        err.status === 400
          ? `Invalid request: ${err.message || "malformed input"}.`
          : err.status === 415
            ? "Invalid request: unsupported Content-Type; send the body as JSON with Content-Type: application/json."
            : err.message;
      return errorResponse(c, new ApiError(err.status === 413 ? "payload_too_large" : "invalid_request", message));
    }
    console.error(`[${requestIdOf(c)}] unhandled error`, err instanceof Error ? err.stack : String(err));
    return errorResponse(c, new ApiError("internal_error", "The service failed to handle this request."));
  };
}

/**
 * Turns a Hono path pattern into an anchored regular expression. Exact, like the router (strict
 * mode): `/v1/capabilities/` is not `/v1/capabilities`, so it is a 404, never a 405 naming the
 * very method that was used.
 */
function patternToRegExp(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

type CompiledRoutes = { count: number; routes: { method: string; pattern: RegExp }[] };
const compiledRoutes = new WeakMap<object, CompiledRoutes>();

/** The app's routes with their patterns compiled once (again only if routes were added since). */
function routesOf(app: Hono<any, any, any>): CompiledRoutes["routes"] {
  let compiled = compiledRoutes.get(app);
  if (!compiled || compiled.count !== app.routes.length) {
    const routes = app.routes.filter((r) => r.method !== "ALL").map((r) => ({ method: r.method, pattern: patternToRegExp(r.path) }));
    compiled = { count: app.routes.length, routes };
    compiledRoutes.set(app, compiled);
  }
  return compiled.routes;
}

/** Methods registered for `path`, ignoring middleware (method ALL). */
export function allowedMethods(app: Hono<any, any, any>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of routesOf(app)) {
    if (route.pattern.test(path)) methods.add(route.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
}

/** Unknown path → 404 `not_found`; known path with another method → 405 with `Allow`. */
export function withNotFound(app: Hono<any, any, any>): NotFoundHandler {
  return function notFound(c) {
    const allow = allowedMethods(app, c.req.path);
    // A 405 only when the method really is not served there (a route that matched no handler
    // for this very method, e.g. a pattern the router did not take, is simply not found).
    if (allow.length > 0 && !allow.includes(c.req.method)) {
      return errorResponse(
        c,
        new ApiError("method_not_allowed", `${c.req.method} is not allowed on ${c.req.path}; use ${allow.join(", ")}.`, {
          headers: { Allow: allow.join(", ") },
        }),
      );
    }
    return errorResponse(c, new ApiError("not_found", `No route for ${c.req.method} ${c.req.path}.`));
  };
}
