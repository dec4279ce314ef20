/**
 * DECISIONS §8: every keyed operation of the api host is exactly one MCP tool. Both lists are made
 * here at test time: the operations from the api worker's own /openapi.json (every operation with a
 * bearer security requirement), the tools from tools/list; so a route added to the api without a
 * tool, or a tool whose schemas drift from its route's, fails this file. The e2e tier
 * (tests/e2e/mcp.e2e.test.ts) checks the same against the running stack and validates real results
 * against each outputSchema.
 */
import { z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import api from "../../workers/api/src/index";
import { API_ROUTES } from "../../workers/mcp/src/tools/route-tools";
import { rpc } from "./mcp-client";
import { GOOD_KEY } from "./stubs";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface ListedTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Json;
  outputSchema?: Json;
  annotations: { title?: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  _meta?: { route?: { method: string; path: string } };
}

let doc: { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
let tools: ListedTool[];

beforeAll(async () => {
  doc = (await (await api.request("http://api.test/openapi.json")).json()) as typeof doc;
  const listed = await rpc("tools/list", {}, { key: GOOD_KEY });
  if (!listed.body?.result) throw new Error(JSON.stringify(listed.body));
  tools = listed.body.result.tools;
});

/** `METHOD path` of every operation of the api's document that takes a key. */
function keyedOperations(): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => (op.security as Json[] | undefined)?.some((requirement) => "bearerAuth" in requirement))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * A schema with every `$ref` written out (the document's `#/components/schemas/X`, a tool's
 * `#/$defs/X`), except a ref back to a schema it is already inside, which stays `{$ref: X}`; so the
 * route's documented schema and the tool's compare equal exactly when they describe the same JSON.
 */
function expanded(schema: unknown, lookup: Record<string, Json>, inside: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => expanded(item, lookup, inside));
  if (typeof schema !== "object" || schema === null) return schema;
  const { $ref, $defs: _defs, ...rest } = schema as Json;
  const siblings = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, expanded(v, lookup, inside)]));
  if (typeof $ref !== "string") return siblings;
  const name = $ref.split("/").pop()!;
  if (inside.includes(name)) return { $ref: name, ...siblings };
  expect(lookup[name], $ref).toBeDefined();
  return { ...(expanded(lookup[name], lookup, [...inside, name]) as Json), ...siblings };
}
const documented = (schema: unknown) => expanded(schema, doc.components.schemas);
const listed = (schema: Json) => expanded(schema, schema.$defs ?? {});

const routeOf = (tool: ListedTool) => (tool._meta?.route ? `${tool._meta.route.method} ${tool._meta.route.path}` : null);
/** The tools that run an api route (every one but read_document); never an empty list to loop over. */
const routeTools = () => {
  const found = tools.filter((t) => routeOf(t) !== null);
  expect(found.length).toBeGreaterThan(40);
  return found;
};
const operation = (route: string) => {
  const [method, path] = route.split(" ");
  return doc.paths[path!]![method!.toLowerCase()]!;
};

describe("one MCP tool per keyed operation of the api", () => {
  it("lists exactly one tool for every operation of the api's /openapi.json that takes a key, and no tool for anything else", () => {
    const keyed = keyedOperations();
    expect(keyed.length).toBeGreaterThan(40);
    // Writes and billing are operations too (DECISIONS §8), not only the catalog's reads.
    expect(keyed).toEqual(expect.arrayContaining(["POST /v1/monitors", "PATCH /v1/monitors/{id}", "DELETE /v1/monitors/{id}", "POST /v1/watches", "GET /v1/billing/ledger", "POST /v1/billing/topup/intents"]));
    const routes = tools.map(routeOf).filter((r) => r !== null);
    expect([...routes].sort()).toEqual([...keyed].sort());
    expect(new Set(routes).size).toBe(routes.length);
    // The one tool that is not an api route: the pdf worker's conversion.
    expect(tools.filter((t) => routeOf(t) === null).map((t) => t.name)).toEqual(["read_document"]);
  });

  it("names the writes and billing operations as DECISIONS §8 does", () => {
    const byRoute = Object.fromEntries(tools.map((t) => [routeOf(t), t.name]));
    expect(byRoute).toMatchObject({
      "POST /v1/monitors": "monitors_create",
      "PATCH /v1/monitors/{id}": "monitors_update",
      "DELETE /v1/monitors/{id}": "monitors_delete",
      "GET /v1/monitors/{id}": "monitors_by_id",
      "POST /v1/watches": "watches_create",
      "PATCH /v1/watches/{id}": "watches_update",
      "GET /v1/billing/balance": "billing_balance",
      "GET /v1/billing/ledger": "billing_ledger",
      "POST /v1/billing/topup/intents": "billing_topup_intents_create",
      "GET /v1/markdown": "read_markdown",
    });
  });

  it("describes each tool's arguments as its route's path and query parameters and JSON body fields, nothing else", () => {
    for (const tool of routeTools()) {
      const op = operation(routeOf(tool)!);
      const params = ((op.parameters ?? []) as Json[]).filter((p) => p.in === "path" || p.in === "query");
      const body = documented(op.requestBody?.content?.["application/json"]?.schema) as Json | undefined;
      const names = [...params.map((p) => p.name), ...Object.keys(body?.properties ?? {})];
      const required = [...params.filter((p) => p.required).map((p) => p.name), ...(body?.required ?? [])];
      expect(Object.keys(tool.inputSchema.properties), tool.name).toEqual(names);
      expect(tool.inputSchema.required ?? [], tool.name).toEqual(required);
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      for (const [name, schema] of Object.entries(body?.properties ?? {})) expect((listed(tool.inputSchema) as Json).properties[name], `${tool.name}.${name}`).toEqual(schema);
    }
  });

  it("gives each tool an outputSchema equal to its route's documented success body ({data, meta}), or {data: null, meta} for a 204", () => {
    for (const tool of routeTools()) {
      const [status, answer] = Object.entries(operation(routeOf(tool)!).responses as Record<string, Json>).find(([code]) => code.startsWith("2"))!;
      const body = answer.content?.["application/json"]?.schema;
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(Object.keys(tool.outputSchema!.properties), tool.name).toEqual(["data", "meta"]);
      if (status === "204") {
        expect(body, tool.name).toBeUndefined();
        expect(tool.outputSchema!.properties.data, tool.name).toEqual({ type: "null" });
        expect(tool.outputSchema!.properties.meta, tool.name).toEqual(documented(doc.components.schemas.Meta));
      } else {
        expect(listed(tool.outputSchema!), tool.name).toEqual(documented(body));
      }
      // Self-contained: no reference leads outside the tool's own schema.
      expect(JSON.stringify(tool.outputSchema), tool.name).not.toContain("#/components/");
    }
  });

  it("annotates each tool truthfully from its method: GET reads; DELETE destroys; GET, PATCH and DELETE may be repeated, POST not", () => {
    for (const tool of tools) {
      const method = tool._meta?.route?.method ?? "GET"; // read_document reads a PDF
      expect(tool.annotations, tool.name).toEqual({
        title: tool.title,
        readOnlyHint: method === "GET",
        destructiveHint: method === "DELETE",
        idempotentHint: method !== "POST",
        openWorldHint: !tool._meta?.route?.path.startsWith("/v1/billing/"),
      });
      expect(tool.title, tool.name).toMatch(/\S/);
    }
    const byName = Object.fromEntries(tools.map((t) => [t.name, t.annotations]));
    expect(byName.monitors_create).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(byName.monitors_update).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: true });
    expect(byName.monitors_delete).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    expect(byName.billing_balance).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
  });
});

/**
 * Every zod schema reachable from `root`, with the JSON path to it: object keys, `[]` for array
 * items; unions, optional and nullable wrappers, pipes and lazy getters are passed through.
 */
function* zodNodes(root: unknown, path: readonly string[] = [], seen = new Set<unknown>()): Generator<[readonly string[], z.ZodType]> {
  if (typeof root !== "object" || root === null || !("_zod" in root) || seen.has(root)) return;
  seen.add(root);
  yield [path, root as z.ZodType];
  const def = (root as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === "object") {
    for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) yield* zodNodes(value, [...path, key], seen);
  } else if (def.type === "array") {
    yield* zodNodes(def.element, [...path, "[]"], seen);
  } else if (def.type === "lazy") {
    yield* zodNodes((def.getter as () => unknown)(), path, seen);
  } else {
    for (const value of Object.values(def)) for (const item of [value].flat()) yield* zodNodes(item, path, seen);
  }
}

/** The schemas a documented JSON Schema gives the value at `path` (through refs, allOf/anyOf/oneOf, items). */
function schemasAt(schema: Json, path: readonly string[], defs: Record<string, Json>, depth = 0): Json[] {
  if (path.length === 0) return [schema];
  if (depth > 50) return [];
  if (typeof schema.$ref === "string") return schemasAt(defs[schema.$ref.split("/").pop()!]!, path, defs, depth + 1);
  const [head, ...rest] = path;
  const found = ["allOf", "anyOf", "oneOf"].flatMap((key) => ((schema[key] ?? []) as Json[]).flatMap((s) => schemasAt(s, path, defs, depth + 1)));
  if (head === "[]" && schema.items) found.push(...schemasAt(schema.items, rest, defs, depth + 1));
  if (schema.properties?.[head!]) found.push(...schemasAt(schema.properties[head!], rest, defs, depth + 1));
  return found;
}

/** Does a documented schema let null through? */
function acceptsNull(schema: Json, defs: Record<string, Json>): boolean {
  if (typeof schema.$ref === "string") {
    const { $ref, ...rest } = schema;
    return acceptsNull(defs[$ref.split("/").pop()!]!, defs) && acceptsNull(rest, defs);
  }
  const types = schema.type === undefined ? undefined : [schema.type].flat();
  if (types && !types.includes("null")) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) return false;
  if (schema.allOf && !(schema.allOf as Json[]).every((s) => acceptsNull(s, defs))) return false;
  for (const key of ["anyOf", "oneOf"]) if (schema[key] && !(schema[key] as Json[]).some((s) => acceptsNull(s, defs))) return false;
  return true;
}

describe("null, where a route's answer or body may hold it", () => {
  it("is allowed by its tool's inputSchema and outputSchema wherever the route's zod schema allows it", () => {
    const byRoute = new Map(tools.map((t) => [routeOf(t), t]));
    const checked: string[] = [];
    for (const spec of API_ROUTES) {
      const route = spec.route as unknown as { method: string; path: string; request?: { body?: Json }; responses: Record<string, Json> };
      const tool = byRoute.get(`${route.method.toUpperCase()} ${route.path}`)!;
      const parts = [
        [route.request?.body, tool.inputSchema],
        ...Object.values(route.responses).map((answer) => [answer, tool.outputSchema] as const),
      ] as const;
      for (const [part, documented] of parts) {
        const zodSchema = part?.content?.["application/json"]?.schema;
        if (!zodSchema || !documented) continue;
        for (const [path, node] of zodNodes(zodSchema)) {
          const nullable = node instanceof z.ZodNullable || (node instanceof z.ZodUnion && node.options.some((option) => option instanceof z.ZodNull));
          if (!nullable) continue;
          const at = schemasAt(documented, path, documented.$defs ?? {});
          const where = `${tool.name} ${path.join(".")}`;
          expect(at.length, where).toBeGreaterThan(0);
          for (const schema of at) expect(acceptsNull(schema, documented.$defs ?? {}), `${where}: ${JSON.stringify(schema)}`).toBe(true);
          checked.push(where);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(20);
  });
});
