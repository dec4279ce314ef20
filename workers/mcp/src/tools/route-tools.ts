/**
 * Every keyed operation of the api host as an MCP tool (DECISIONS §8), generated from its route
 * spec, so a route added to the specs is a tool at once:
 * - the routes: the keyed primitives (shared/contract/primitives.routes.ts), every catalog route of
 *   every method (shared/contract/catalog.ts: providers, research, monitors, watches) and billing
 *   (shared/contract/billing.routes.ts); one tool each, named by tool-names.ts;
 * - input: the route's own path, query and JSON body zod schemas, merged and strict (unknown
 *   arguments refused); numbers and booleans are accepted for path and query values and sent as
 *   the strings HTTP carries; body values are sent as given;
 * - inputSchema and outputSchema in tools/list: the route's parameters, body and success body
 *   exactly as the api's /openapi.json documents them (route-schemas.ts);
 * - annotations: a GET reads; a DELETE destroys; PATCH (which sets fields), DELETE and GET can be
 *   repeated harmlessly, a POST cannot; only billing stays inside the service (no open world);
 * - run: the api route itself with the caller's key, so its validation, limits, credits, cache
 *   and error envelope are exactly the HTTP route's; the result is its `{data, meta}`.
 */
import { z } from "zod";
import { BILLING_ROUTES } from "@shared/contract/billing.routes";
import { PROVIDERS } from "@shared/contract/catalog";
import { PRIMITIVE_ROUTES } from "@shared/contract/primitives.routes";
import type { ProviderRouteSpec } from "@shared/contract/provider-route";
import { PRICE_CREDITS } from "@shared/pricing";
import { callApiRoute } from "./api-route";
import { READ_MARKDOWN_WORDS } from "./read-markdown.tool";
import { routeSchemas } from "./route-schemas";
import { defineTool, type McpTool } from "./tool";
import { routeToolNames } from "./tool-names";

/** Every keyed route of the api host, in the order tools/list shows their tools. */
export const API_ROUTES: readonly ProviderRouteSpec[] = [...PRIMITIVE_ROUTES, ...PROVIDERS.flatMap((p) => p.routes), ...BILLING_ROUTES];

/** Words for a tool in place of the ones generated from its route's summary, by tool name. */
export interface ToolWords {
  title: string;
  description: string;
}

const WORDS: Readonly<Record<string, ToolWords>> = { read_markdown: READ_MARKDOWN_WORDS };

interface RouteRequest {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { content?: Record<string, { schema?: unknown }> };
}

/** The JSON body's object schema of a route that takes one. */
function bodySchema(request: RouteRequest, route: string): z.ZodObject | undefined {
  if (!request.body) return undefined;
  const schema = request.body.content?.["application/json"]?.schema;
  if (!(schema instanceof z.ZodObject)) throw new Error(`${route}: an MCP tool needs a JSON object body`);
  return schema;
}

/** The route's path, query and body fields as one strict argument object (a name in two places is a bug in the spec). */
function routeInput(request: RouteRequest, body: z.ZodObject | undefined, route: string): z.ZodObject {
  const parts = [request.params?.shape, request.query?.shape, body?.shape].filter((s) => s !== undefined);
  const names = parts.flatMap((shape) => Object.keys(shape));
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  if (repeated.length > 0) throw new Error(`${route}: argument ${repeated.join(", ")} is both a parameter and a body field`);
  return z.strictObject(Object.assign({}, ...parts));
}

/** The route's path with its parameters filled in, and its query, from the arguments as sent. */
export function routeTarget(path: string, request: Pick<RouteRequest, "query">, sent: Record<string, unknown>): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(sent[name])));
  const query = new URLSearchParams();
  for (const name of Object.keys(request.query?.shape ?? {})) {
    const value = sent[name];
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** What MCP's hints say about a call of this route (see the file comment). */
export function routeAnnotations(method: string, path: string): McpTool["annotations"] {
  return {
    readOnlyHint: method === "get",
    destructiveHint: method === "delete",
    idempotentHint: method !== "post",
    openWorldHint: !path.startsWith("/v1/billing/"),
  };
}

function priceText(spec: ProviderRouteSpec): string {
  const credits = PRICE_CREDITS[spec.price];
  if (credits === 0) return "The call is free.";
  const unit = spec.price === "research_per_target" ? " per target" : "";
  return `Costs ${credits} credit${credits === 1 ? "" : "s"}${unit} (refunded when the call produces nothing).`;
}

const schemasOf = routeSchemas(API_ROUTES);

function routeTool(spec: ProviderRouteSpec, name: string): McpTool {
  const { method, path, summary, description } = spec.route as { method: string; path: string; summary?: string; description?: string };
  const route = `${method.toUpperCase()} ${path}`;
  const request = (spec.route.request ?? {}) as RouteRequest;
  const body = bodySchema(request, route);
  const noContent = Object.keys(spec.route.responses).includes("204");
  const answer = noContent ? "The route answers 204: the result is {data: null, meta}." : "Returns the api envelope {data, meta}.";
  const scope = spec.scope ? ` Needs a key with scope ${spec.scope}.` : "";
  const words = WORDS[name] ?? {
    title: summary ?? route,
    description: `${route}: ${summary ?? ""}. ${description ? `${description} ` : ""}${answer} ${priceText(spec)}${scope}`,
  };
  return defineTool({
    name,
    ...words,
    input: routeInput(request, body, route),
    inputJsonSchema: () => schemasOf(method, path).input,
    outputJsonSchema: () => schemasOf(method, path).output,
    annotations: routeAnnotations(method, path),
    route: { method: method.toUpperCase(), path },
    stringArguments: new Set([...Object.keys(request.params?.shape ?? {}), ...Object.keys(request.query?.shape ?? {})]),
    run: (_args, ctx, sent) =>
      callApiRoute(ctx, {
        method: method.toUpperCase(),
        pathAndQuery: routeTarget(path, request, sent),
        ...(body ? { body: Object.fromEntries(Object.keys(body.shape).filter((k) => sent[k] !== undefined).map((k) => [k, sent[k]])) } : {}),
      }),
  });
}

/** One tool per keyed api route, in route order. */
export const ROUTE_TOOLS: readonly McpTool[] = (() => {
  const names = routeToolNames(API_ROUTES.map((s) => s.route));
  return API_ROUTES.map((spec, i) => routeTool(spec, names[i]!));
})();
