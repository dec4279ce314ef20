/**
 * The tiers' side of `shared/contract/page-readers.ts`: which operations of a host's
 * /openapi.json (or which MCP tools) take a source, so each tier can check that every one of them
 * is a listed page reader and generate its exclusion tests from that list.
 */
import { expect } from "vitest";
import { SOURCE_FIELDS } from "@shared/contract/page-readers";

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string }>; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}
interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}

const isSource = (name: string) => (SOURCE_FIELDS as readonly string[]).includes(name);

/** Top-level property names of a JSON schema, following `$ref`s into the document's components. */
export function propertyNames(schema: Schema | undefined, doc: Pick<OpenApiDoc, "components">): string[] {
  if (!schema) return [];
  if (schema.$ref) return propertyNames(doc.components?.schemas?.[schema.$ref.replace("#/components/schemas/", "")], doc);
  const nested = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => propertyNames(s, doc));
  return [...Object.keys(schema.properties ?? {}), ...nested];
}

/** `METHOD path` of every operation whose path, query or JSON body names a source, sorted. */
export function sourceOperations(doc: OpenApiDoc): string[] {
  const found: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const names = [...(op.parameters ?? []).map((p) => p.name), ...propertyNames(op.requestBody?.content?.["application/json"]?.schema, doc)];
      if (names.some(isSource)) found.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return found.sort();
}

/** `METHOD path` of every operation of the document. */
export const operationsOf = (doc: OpenApiDoc): string[] =>
  Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));

/**
 * What a host's page readers miss: operations that take a source but are not listed (`unlisted`),
 * and listed readers the host does not serve (`unknown`). Both must be empty. A listed reader may
 * take no source itself (`PATCH /v1/monitors/{id}` reads the monitor's stored URL).
 */
export function readerCoverage(doc: OpenApiDoc, listed: readonly string[]): { unlisted: string[]; unknown: string[] } {
  const served = operationsOf(doc);
  return { unlisted: sourceOperations(doc).filter((op) => !listed.includes(op)), unknown: listed.filter((op) => !served.includes(op)) };
}

/** `TOOL name` of every MCP tool whose input names a source, sorted. */
export function sourceTools(tools: Array<{ name: string; inputSchema: Schema }>): string[] {
  return tools
    .filter((t) => propertyNames(t.inputSchema, {}).some(isSource))
    .map((t) => `TOOL ${t.name}`)
    .sort();
}

/** The fields of the 451 envelope every page reader answers an excluded source with. */
export interface ExcludedBody {
  error: { code: string; message: string; request_id: string; status: number; detail: string };
}

/** Checks an excluded source's answer: 451 with exactly the envelope's fields, 45101, the actionable detail. */
export function expectExcludedBody(body: ExcludedBody, what: string): ExcludedBody["error"] {
  expect(Object.keys(body.error).sort(), what).toEqual(["code", "detail", "message", "request_id", "status"]);
  expect(body.error, what).toMatchObject({ code: "source_excluded", status: 45101 });
  expect(body.error.detail, what).toMatch(/do not send this URL again/);
  return body.error;
}

/** `expectExcludedBody` of a response, after its status. */
export async function expectExcluded(res: Response, what: string): Promise<ExcludedBody["error"]> {
  expect(res.status, what).toBe(451);
  return expectExcludedBody((await res.json()) as ExcludedBody, what);
}
