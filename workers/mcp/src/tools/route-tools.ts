/**
 * Every keyed GET route of the catalog (`shared/contract/catalog.ts`: news, apps, video, social,
 * research, and whatever is added there) as an MCP tool, generated from its route spec:
 * - name: the path without `/v1/` and its `{params}`, joined by `_` (`/v1/news/item/{id}` → `news_item`;
 *   a collection and its item are `monitors` and `monitors_by_id`);
 * - input: the route's own path and query zod schemas, merged and strict (unknown arguments refused);
 *   numbers and booleans are accepted for query values and sent as the strings HTTP carries;
 * - inputSchema in tools/list: the route's parameters exactly as the api's /openapi.json documents
 *   them (the same generator over the same schemas: integer types, bounds, descriptions, examples);
 * - run: the api route itself with the caller's key, so its validation, limits, credits, cache
 *   and error envelope are exactly the HTTP route's.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { PROVIDERS } from "@shared/contract/catalog";
import type { ProviderRouteSpec } from "@shared/contract/provider-route";
import { PRICE_CREDITS } from "@shared/pricing";
import { callApiRoute } from "./api-route";
import { defineTool, type McpTool } from "./tool";

/** `/v1/social/users/{handle}/posts` → `social_users_posts`. */
function baseToolName(path: string): string {
  return path
    .replace(/^\/v1\//, "")
    .split("/")
    .filter((segment) => segment.length > 0 && !segment.startsWith("{"))
    .join("_")
    .replace(/[^A-Za-z0-9_]/g, "_");
}

/**
 * Tool names of a list of paths, in order. Two paths with the same static segments (a collection
 * and one of its items: `/v1/monitors`, `/v1/monitors/{id}`) are told apart by the item's last
 * parameter: `monitors`, `monitors_by_id`.
 */
export function routeToolNames(paths: readonly string[]): string[] {
  const bases = paths.map(baseToolName);
  return paths.map((path, i) => {
    const base = bases[i]!;
    const shared = bases.filter((b) => b === base).length > 1;
    const lastParam = path.match(/\{([^}]+)\}$/)?.[1];
    return shared && lastParam ? `${base}_by_${lastParam.replace(/[^A-Za-z0-9_]/g, "_")}` : base;
  });
}

interface RouteRequest {
  params?: z.ZodObject;
  query?: z.ZodObject;
}

function routeInput(request: RouteRequest): z.ZodObject {
  return z.strictObject({ ...(request.params?.shape ?? {}), ...(request.query?.shape ?? {}) });
}

/** The route's path with its parameters filled in, and its query, from the arguments as sent. */
export function routeTarget(path: string, request: RouteRequest, sent: Record<string, unknown>): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(sent[name])));
  const query = new URLSearchParams();
  for (const name of Object.keys(request.query?.shape ?? {})) {
    const value = sent[name];
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

interface DocumentedParameter {
  name: string;
  required?: boolean;
  schema?: Record<string, unknown>;
  description?: string;
}

let documented: Map<string, DocumentedParameter[]> | undefined;

/** The parameters of every catalog GET route, generated once per isolate as /openapi.json shows them. */
function documentedParameters(path: string): DocumentedParameter[] {
  if (!documented) {
    const app = new OpenAPIHono();
    for (const spec of catalogGets()) app.openAPIRegistry.registerPath(spec.route);
    const doc = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "catalog", version: "1" } });
    documented = new Map(
      Object.entries(doc.paths ?? {}).map(([p, item]) => [p, ((item as { get?: { parameters?: DocumentedParameter[] } }).get?.parameters ?? [])]),
    );
  }
  return documented.get(path) ?? [];
}

function inputJsonSchema(path: string): Tool["inputSchema"] {
  const params = documentedParameters(path);
  const properties = Object.fromEntries(params.map((p) => [p.name, { ...p.schema, ...(p.description ? { description: p.description } : {}) }]));
  const required = params.filter((p) => p.required).map((p) => p.name);
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

function priceText(spec: ProviderRouteSpec): string {
  const credits = PRICE_CREDITS[spec.price];
  if (credits === 0) return "Free.";
  const unit = spec.price === "research_per_target" ? " per target" : "";
  return `Costs ${credits} credit${credits === 1 ? "" : "s"}${unit} (refunded when the call produces nothing).`;
}

function routeTool(spec: ProviderRouteSpec, name: string): McpTool {
  const { path, summary, description } = spec.route as { path: string; summary?: string; description?: string };
  const request = (spec.route.request ?? {}) as RouteRequest;
  const scope = spec.scope ? ` Needs a key with scope ${spec.scope}.` : "";
  return defineTool({
    name,
    title: summary ?? path,
    description: `GET ${path}: ${summary ?? ""}. ${description ? `${description} ` : ""}Returns the api envelope {data, meta}. ${priceText(spec)}${scope}`,
    input: routeInput(request),
    queryStrings: true,
    inputJsonSchema: () => inputJsonSchema(path),
    run: (_args, ctx, sent) => callApiRoute(ctx, routeTarget(path, request, sent)),
  });
}

const catalogGets = () => PROVIDERS.flatMap((p) => p.routes.filter((s) => s.route.method === "get"));

/** The catalog's keyed reads, in catalog order. */
export const ROUTE_TOOLS: readonly McpTool[] = (() => {
  const specs = catalogGets();
  const names = routeToolNames(specs.map((s) => s.route.path));
  return specs.map((spec, i) => routeTool(spec, names[i]!));
})();
