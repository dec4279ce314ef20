/**
 * Property-based requests generated from the route catalog (shared/contract/catalog.ts), for the
 * tiers where the real worker behind the front door answers (tests/monitors, tests/providers). The
 * front door's own fuzzing (tests/support/hostile-requests.ts) stops at its stand-in workers; this
 * reaches the handlers: each route's path, query and JSON body are drawn from the route's own zod
 * schemas (as JSON Schema: enums, patterns, bounds, required fields), with values a tier seeds
 * (real ids, reachable URLs) and hostile values mixed in at every field, so most requests are
 * plausible and many are wrong in exactly one place. A route added to the catalog is fuzzed
 * without touching the tests.
 *
 * Every answer must be what the route documents: a 2xx with a status the route declares and a body
 * its schema accepts, or an error with the strict envelope, a code of shared/errors.ts and the
 * status that code maps to (tests/support/error-envelope.ts). Never a 500.
 */
import { z } from "@hono/zod-openapi";
import fc from "fast-check";
import { expect } from "vitest";
import { PROVIDERS, type ProviderEntry } from "@shared/contract/catalog";
import type { ProviderRouteSpec } from "@shared/contract/provider-route";
import { errorAnswerProblem } from "./error-envelope";
import { encodePathValue, hostileText } from "./hostile-requests";

export interface CatalogRoute {
  provider: ProviderEntry["name"];
  spec: ProviderRouteSpec;
  method: string;
  /** The OpenAPI path, e.g. `/v1/monitors/{id}`. */
  path: string;
}

/** Every catalog route of the named providers. */
export function catalogRoutes(...providers: ProviderEntry["name"][]): CatalogRoute[] {
  return PROVIDERS.filter((p) => providers.includes(p.name)).flatMap((p) =>
    p.routes.map((spec) => ({ provider: p.name, spec, method: spec.route.method.toUpperCase(), path: spec.route.path })),
  );
}

/** Values a tier knows to be meaningful, by parameter or body-field name (e.g. real ids, reachable URLs). */
export type Seeds = Record<string, readonly unknown[]>;

export interface GeneratedRequest {
  url: string;
  init: { method: string; headers: Headers; body: string | null };
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

interface RequestSchemas {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
}

function requestSchemas(spec: ProviderRouteSpec): RequestSchemas {
  const request = (spec.route.request ?? {}) as { params?: z.ZodObject; query?: z.ZodObject; body?: { content: Record<string, { schema: z.ZodType }> } };
  return { params: request.params, query: request.query, body: request.body?.content["application/json"]?.schema };
}

/** An integer parameter travels as a string with this pattern (shared/contract/params.ts). */
const INTEGER_PATTERN = "^-?\\d+$";

/** Strings fast-check can draw from a pattern; a pattern it cannot read falls back to any string. */
function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  // Mostly small numbers, where the bounds of page sizes and depths are, and now and then any.
  if (schema.pattern === INTEGER_PATTERN) return fc.oneof({ arbitrary: fc.integer({ min: -2, max: 120 }), weight: 4 }, { arbitrary: fc.bigInt(), weight: 1 }).map(String);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 2048));
    } catch {
      // fall through
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/** An own enumerable property, also for names like `__proto__` that plain assignment would not create. */
function defineField(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Values for `schema`: seeded or drawn from the schema, and now and then a hostile one instead. */
function valueOf(schema: JsonSchema, name: string, seeds: Seeds, depth = 0): fc.Arbitrary<unknown> {
  let typed: fc.Arbitrary<unknown>;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) typed = fc.oneof(...variants.map((v) => valueOf(v, name, seeds, depth)));
  else if (schema.const !== undefined) typed = fc.constant(schema.const);
  else if (schema.enum) typed = fc.constantFrom(...schema.enum);
  else if (type === "string") typed = stringArbitrary(schema);
  else if (type === "integer") typed = fc.integer({ min: (schema.minimum ?? -5) - 1, max: (schema.maximum ?? 1000) + 1 });
  else if (type === "number") typed = fc.double({ noNaN: true, min: (schema.minimum ?? -5) - 1, max: (schema.maximum ?? 1000) + 1 });
  else if (type === "boolean") typed = fc.boolean();
  else if (type === "null") typed = fc.constant(null);
  else if (type === "array") {
    typed = fc.array(valueOf(schema.items ?? {}, name, seeds, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
  } else if (type === "object" && depth < 4) typed = objectOf(schema, seeds, depth);
  else typed = fc.jsonValue({ maxDepth: 2 });
  const seeded = seeds[name];
  if (seeded?.length) typed = fc.oneof({ arbitrary: fc.constantFrom(...seeded), weight: 3 }, { arbitrary: typed, weight: 2 });
  const wrong = type === "string" ? hostileText : fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof({ arbitrary: typed, weight: 9 }, { arbitrary: wrong, weight: 1 });
}

/** Marks a field left out of a generated object. */
const ABSENT = Symbol("absent");

/**
 * An object of the schema's fields: required ones nearly always present, optional ones now and then
 * (more often when seeded), and once in a while a field the schema does not know.
 */
function objectOf(schema: JsonSchema, seeds: Seeds, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = props.map(([key, s]) => {
    const value = valueOf(s, key, seeds, depth + 1);
    const absentWeight = required.has(key) ? 0 : seeds[key]?.length ? 1 : 2;
    const presentWeight = required.has(key) ? 19 : 1;
    return fc.oneof({ arbitrary: value, weight: presentWeight }, { arbitrary: fc.constant<unknown>(ABSENT), weight: required.has(key) ? 1 : absentWeight });
  });
  const unknown = fc.oneof(
    { arbitrary: fc.constant(null), weight: 8 },
    { arbitrary: fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", "id", "workspace_id", "secret"), fc.jsonValue({ maxDepth: 1 })), weight: 1 },
  );
  return fc.tuple(fc.tuple(...fields), unknown).map(([values, extra]) => {
    const out: Record<string, unknown> = {};
    values.forEach((v, i) => v !== ABSENT && defineField(out, props[i]![0], v));
    if (extra) defineField(out, extra[0], extra[1]);
    return out;
  });
}

/** A query or path value as it travels in a URL. */
const asText = (v: unknown) => (typeof v === "string" ? v : typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));

export interface CatalogRequestOptions {
  origin: string;
  seeds: Seeds;
  /** Headers of the caller (identity, request id), drawn per request. */
  headers: fc.Arbitrary<Record<string, string>>;
}

/** Generated requests for one catalog route. */
export function catalogRequest(route: CatalogRoute, o: CatalogRequestOptions): fc.Arbitrary<GeneratedRequest> {
  const schemas = requestSchemas(route.spec);
  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const paramsSchema = schemas.params ? jsonSchemaOf(schemas.params) : { properties: {} };
  const pathValues = fc.tuple(...pathNames.map((name) => fc.tuple(valueOf(paramsSchema.properties?.[name] ?? { type: "string" }, name, o.seeds), fc.boolean())));
  const querySchema = schemas.query ? jsonSchemaOf(schemas.query) : { type: "object", properties: {} };
  const junk = fc.oneof({ arbitrary: fc.constant([]), weight: 6 }, { arbitrary: fc.array(fc.tuple(fc.constantFrom("limit", "cursor", "extra", "__proto__"), hostileText), { minLength: 1, maxLength: 2 }), weight: 1 });
  const query = fc.tuple(objectOf(querySchema, o.seeds, 0), junk);
  const hasBody = route.method === "POST" || route.method === "PATCH";
  const body = hasBody && schemas.body
    ? fc.oneof(
        { arbitrary: valueOf(jsonSchemaOf(schemas.body), "", o.seeds).map((v) => JSON.stringify(v) ?? null), weight: 12 },
        { arbitrary: fc.constant(null), weight: 1 },
        { arbitrary: hostileText, weight: 1 },
        { arbitrary: fc.json({ maxDepth: 3 }), weight: 1 },
      )
    : fc.constant(null);
  const contentType = fc.constantFrom<string | null>(...Array(8).fill("application/json"), "application/json; charset=utf-8", "text/plain", null);
  return fc.record({ pathValues, query, body, contentType, headers: o.headers }).map(({ pathValues, query, body, contentType, headers }) => {
    let path = route.path;
    pathNames.forEach((name, i) => {
      const [value, raw] = pathValues[i]!;
      path = path.replace(`{${name}}`, encodePathValue(asText(value), raw) || "x");
    });
    const [fields, junk] = query;
    const search = new URLSearchParams([...Object.entries(fields).map(([k, v]) => [k, asText(v)] as [string, string]), ...junk]).toString();
    const h = new Headers(headers);
    if (hasBody && contentType !== null) h.set("Content-Type", contentType);
    return { url: `${o.origin}${path}${search ? `?${search}` : ""}`, init: { method: route.method, headers: h, body: hasBody ? body : null } };
  });
}

/**
 * A request the route accepts: each required parameter and body field is the first seeded value
 * (else a drawn one) that the route's own schema takes. Throws when it cannot find one, so a new
 * route whose inputs the tier cannot satisfy fails loudly instead of being fuzzed only at its door.
 */
export function validRequest(route: CatalogRoute, o: { origin: string; seeds: Seeds; headers: Record<string, string> }): GeneratedRequest {
  const schemas = requestSchemas(route.spec);
  const pick = (schema: z.ZodType, json: JsonSchema, name: string): unknown => {
    const candidates = [...(o.seeds[name] ?? []), ...fc.sample(exampleOf(json, o.seeds), { numRuns: 50, seed: 42 })];
    const found = candidates.find((c) => schema.safeParse(c).success);
    if (found === undefined) throw new Error(`${route.method} ${route.path}: no valid value for "${name}"; seed one`);
    return found;
  };
  const fieldsOf = (object: z.ZodObject | undefined): Record<string, string> => {
    if (!object) return {};
    const json = jsonSchemaOf(object);
    const out: Record<string, string> = {};
    // Required fields, and optional ones the tier seeded (a route may need one of several).
    const names = Object.keys(json.properties ?? {}).filter((name) => (json.required ?? []).includes(name) || o.seeds[name]?.length);
    for (const name of names) out[name] = asText(pick(object.shape[name] as z.ZodType, json.properties?.[name] ?? {}, name));
    return out;
  };
  const params = fieldsOf(schemas.params);
  const query = fieldsOf(schemas.query);
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? "x"));
  const hasBody = route.method === "POST" || route.method === "PATCH";
  let body: string | null = null;
  if (hasBody && schemas.body) {
    // The fullest body the schema accepts: a handler may refuse one that changes nothing.
    const fields = (v: unknown) => (v && typeof v === "object" ? Object.keys(v).length : 0);
    const accepted = fc.sample(exampleOf(jsonSchemaOf(schemas.body), o.seeds), { numRuns: 200, seed: 7 }).filter((v) => schemas.body!.safeParse(v).success);
    const value = accepted.sort((a, b) => fields(b) - fields(a))[0];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no valid body found; seed its fields`);
    body = JSON.stringify(value);
  }
  const search = new URLSearchParams(query).toString();
  const headers = new Headers(o.headers);
  if (hasBody) headers.set("Content-Type", "application/json");
  return { url: `${o.origin}${path}${search ? `?${search}` : ""}`, init: { method: route.method, headers, body } };
}

/** Plausible values only (seeds first, no hostile ones), for `validRequest`. */
function exampleOf(schema: JsonSchema, seeds: Seeds, name = ""): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const variants = schema.anyOf ?? schema.oneOf;
  let typed: fc.Arbitrary<unknown>;
  if (variants) typed = fc.oneof(...variants.map((v) => exampleOf(v, seeds, name)));
  else if (schema.enum) typed = fc.constantFrom(...schema.enum);
  else if (type === "string") typed = stringArbitrary(schema);
  else if (type === "integer") typed = fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100 });
  else if (type === "boolean") typed = fc.boolean();
  else if (type === "array") typed = fc.array(exampleOf(schema.items ?? {}, seeds, name), { minLength: schema.minItems ?? 0, maxLength: 2 });
  else if (type === "object") {
    const props = schema.properties ?? {};
    typed = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, exampleOf(s, seeds, k)])), { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
  } else typed = fc.constant(null);
  const seeded = seeds[name];
  return seeded?.length ? fc.oneof({ arbitrary: fc.constantFrom(...seeded), weight: 4 }, { arbitrary: typed, weight: 1 }) : typed;
}

/** Asserts the answer is one the route documents (see the file comment); returns its status. */
export async function expectDocumentedAnswer(route: CatalogRoute, req: GeneratedRequest, res: Response): Promise<number> {
  const where = `${req.init.method} ${req.url}${req.init.body ? ` body ${req.init.body.slice(0, 200)}` : ""}`;
  const text = await res.text();
  expect(res.status, `${where}: ${text.slice(0, 300)}`).not.toBe(500);
  if (res.status < 200 || res.status >= 300) {
    expect(res.headers.get("Content-Type") ?? "", `${where}: ${res.status} ${text.slice(0, 200)}`).toMatch(/^application\/json/);
    let body: unknown;
    expect(() => (body = JSON.parse(text)), `${where}: ${res.status} answered ${text.slice(0, 200)}`).not.toThrow();
    expect(errorAnswerProblem(res.status, body), `${where}: ${res.status} ${text.slice(0, 300)}`).toBeNull();
    return res.status;
  }
  const documented = (route.spec.route.responses as Record<number, { content?: Record<string, { schema: z.ZodType }> }>)[res.status];
  expect(documented, `${where}: ${res.status} is not an answer the route documents`).toBeDefined();
  const schema = documented!.content?.["application/json"]?.schema;
  if (!schema) {
    expect(text, `${where}: ${res.status} documents no body`).toBe("");
    return res.status;
  }
  const parsed = schema.safeParse(JSON.parse(text));
  expect(parsed.success, `${where}: ${res.status} body off its schema: ${parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))} ${text.slice(0, 300)}`).toBe(true);
  return res.status;
}

/**
 * Fuzzes every route: first its valid request (which must succeed, so the fuzzing is known to reach
 * the handler), then `runs` generated ones. Returns the statuses seen per route.
 */
export async function fuzzRoutes(
  routes: CatalogRoute[],
  send: (req: GeneratedRequest, route: CatalogRoute) => Promise<Response>,
  o: { origin: string; seeds: (route: CatalogRoute) => Seeds; headers: fc.Arbitrary<Record<string, string>>; validHeaders: Record<string, string>; runs: number },
): Promise<Map<string, number[]>> {
  const seen = new Map<string, number[]>();
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    const statuses: number[] = [];
    seen.set(name, statuses);
    const seeds = o.seeds(route);
    const valid = validRequest(route, { origin: o.origin, seeds, headers: o.validHeaders });
    const status = await expectDocumentedAnswer(route, valid, await send(valid, route));
    expect(status, `${name}: its valid request ${valid.url} ${valid.init.body ?? ""}`).toBeLessThan(300);
    statuses.push(status);
    await fc.assert(
      fc.asyncProperty(catalogRequest(route, { origin: o.origin, seeds, headers: o.headers }), async (req) => {
        statuses.push(await expectDocumentedAnswer(route, req, await send(req, route)));
      }),
      { numRuns: o.runs },
    );
  }
  return seen;
}
