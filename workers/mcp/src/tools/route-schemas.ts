/**
 * The JSON Schemas of an api route as its tool shows them in tools/list, taken from the OpenAPI
 * 3.1 document of the route specs (the generator and schemas the api's /openapi.json uses, so
 * types, bounds, descriptions and examples are the same):
 * - input: the route's path and query parameters and the properties of its JSON body, merged in
 *   one object that allows nothing else;
 * - output: the route's success body (`{data, meta}`); a route that answers 204 has no body, and
 *   its tool answers `{data: null, meta: {request_id}}` (NO_CONTENT_ENVELOPE).
 * MCP wants self-contained schemas, so the document's `$ref`s to its components are inlined (a
 * recursive one, e.g. a news item's replies, becomes a `$ref` into the schema's own `$defs`).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ProviderRouteSpec } from "@shared/contract/provider-route";

type JsonSchema = Record<string, unknown>;

interface DocumentedParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

interface DocumentedOperation {
  parameters?: DocumentedParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface Document {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface RouteSchemas {
  input: Tool["inputSchema"];
  output: NonNullable<Tool["outputSchema"]>;
}

const refName = (ref: string) => ref.replace(/^#\/components\/schemas\//, "");

/** Names of the components whose schema refers back to itself (a comment's replies are comments). */
function recursiveNames(components: Record<string, JsonSchema>): Set<string> {
  const refsIn = (schema: unknown, into: Set<string>): Set<string> => {
    if (Array.isArray(schema)) schema.forEach((item) => refsIn(item, into));
    else if (typeof schema === "object" && schema !== null) {
      for (const [key, value] of Object.entries(schema)) {
        if (key === "$ref" && typeof value === "string") into.add(refName(value));
        else refsIn(value, into);
      }
    }
    return into;
  };
  const direct = new Map(Object.entries(components).map(([name, schema]) => [name, refsIn(schema, new Set())]));
  const reachesItself = (name: string): boolean => {
    const seen = new Set<string>();
    const next = [...(direct.get(name) ?? [])];
    while (next.length > 0) {
      const current = next.pop()!;
      if (current === name) return true;
      if (seen.has(current)) continue;
      seen.add(current);
      next.push(...(direct.get(current) ?? []));
    }
    return false;
  };
  return new Set([...direct.keys()].filter(reachesItself));
}

/**
 * One schema with the document's component `$ref`s replaced by the components themselves; a
 * recursive component cannot be written out, so it stays a `$ref` into the schema's own `$defs`.
 */
class Inliner {
  private readonly recursive: Set<string>;
  constructor(private readonly components: Record<string, JsonSchema>) {
    this.recursive = recursiveNames(components);
  }

  schema(root: unknown): JsonSchema {
    const used = new Set<string>();
    const inlined = this.inline(root, used) as JsonSchema;
    const defs: Record<string, unknown> = {};
    // A Set's iteration also visits what is added during it: the definitions' own recursive refs.
    for (const name of used) defs[name] = this.inline(this.component(name), used);
    return Object.keys(defs).length > 0 ? { ...inlined, $defs: defs } : inlined;
  }

  private component(name: string): JsonSchema {
    const target = this.components[name];
    if (!target) throw new Error(`unknown schema ${name}`);
    return target;
  }

  private inline(schema: unknown, used: Set<string>): unknown {
    if (Array.isArray(schema)) return schema.map((item) => this.inline(item, used));
    if (typeof schema !== "object" || schema === null) return schema;
    const { $ref, ...rest } = schema as JsonSchema;
    const siblings = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, this.inline(value, used)]));
    if (typeof $ref !== "string") return siblings;
    const name = refName($ref);
    if (!this.recursive.has(name)) return { ...(this.inline(this.component(name), used) as JsonSchema), ...siblings };
    used.add(name);
    return { $ref: `#/$defs/${name}`, ...siblings };
  }
}

const jsonContent = (entry?: { content?: Record<string, { schema?: JsonSchema }> }) => entry?.content?.["application/json"]?.schema;

function inputSchema(op: DocumentedOperation, inliner: Inliner): Tool["inputSchema"] {
  const params = (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
  const properties: JsonSchema = Object.fromEntries(params.map((p) => [p.name, { ...p.schema, ...(p.description ? { description: p.description } : {}) }]));
  const required = params.filter((p) => p.required).map((p) => p.name);
  let defs: JsonSchema | undefined;
  const body = jsonContent(op.requestBody);
  if (body) {
    const inlined = inliner.schema(body) as { type?: string; properties?: JsonSchema; required?: string[]; $defs?: JsonSchema };
    if (inlined.type !== "object") throw new Error("a tool's JSON body must be an object");
    Object.assign(properties, inlined.properties);
    required.push(...(inlined.required ?? []));
    defs = inlined.$defs;
  }
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false, ...(defs ? { $defs: defs } : {}) } as Tool["inputSchema"];
}

function outputSchema(op: DocumentedOperation, inliner: Inliner): RouteSchemas["output"] {
  const [status, answer] = Object.entries(op.responses ?? {}).find(([code]) => /^2\d\d$/.test(code)) ?? [];
  if (!status) throw new Error("a tool's route documents no success answer");
  const body = jsonContent(answer);
  const schema = body
    ? inliner.schema(body)
    : inliner.schema({
        type: "object",
        description: `The route answers ${status} with no body; the tool answers data null and the request id.`,
        properties: { data: { type: "null" }, meta: { $ref: "#/components/schemas/Meta" } },
        required: ["data", "meta"],
        additionalProperties: false,
      });
  if (schema.type !== "object") throw new Error("a tool's success body must be an object");
  return schema as RouteSchemas["output"];
}

/** The schemas of every route in `specs`, by `METHOD path`, generated once per isolate when first asked. */
export function routeSchemas(specs: readonly ProviderRouteSpec[]): (method: string, path: string) => RouteSchemas {
  let byRoute: Map<string, RouteSchemas> | undefined;
  return (method, path) => {
    if (!byRoute) {
      const app = new OpenAPIHono();
      for (const spec of specs) app.openAPIRegistry.registerPath(spec.route);
      const doc = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "api routes", version: "1" } }) as unknown as Document;
      const inliner = new Inliner(doc.components?.schemas ?? {});
      byRoute = new Map();
      for (const [p, item] of Object.entries(doc.paths)) {
        for (const [m, op] of Object.entries(item)) byRoute.set(`${m.toUpperCase()} ${p}`, { input: inputSchema(op, inliner), output: outputSchema(op, inliner) });
      }
    }
    const schemas = byRoute.get(`${method.toUpperCase()} ${path}`);
    if (!schemas) throw new Error(`no documented route ${method.toUpperCase()} ${path}`);
    return schemas;
  };
}
