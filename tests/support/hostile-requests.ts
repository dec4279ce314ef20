/**
 * Property-based hostile requests (fast-check) for every route a host documents in its
 * `/openapi.json`: hostile path parameters, queries, headers and bodies. Whatever is sent, the
 * answer is never a 500, every error is the strict error envelope with a known code and the status
 * that code maps to (or one of the spec's other error bodies, tests/support/error-envelope.ts), and
 * every success is readable JSON (or the documented non-JSON type).
 *
 * The route list comes from the host's own OpenAPI document, which the same route specs
 * generate that drive validation, so a new route is covered without touching the tests.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { errorAnswerProblem } from "./error-envelope";

interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: unknown;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
}

export interface RouteOperation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Every documented operation of a host. */
export function operationsOf(doc: OpenApiDocument): RouteOperation[] {
  const ops: RouteOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, OpenApiOperation | undefined>)[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        queryParams: params.filter((p) => p.in === "query").map((p) => p.name),
        hasBody: op.requestBody !== undefined || method !== "get",
      });
    }
  }
  return ops;
}

/** Strings that have broken parsers before: traversal, encodings, numbers at the edges, prototype keys, URLs. */
const NASTY = [
  "", " ", "%", "%00", "%ZZ", "%2e%2e%2f", "../../etc/passwd", "..\\..\\", "\u0000", "\u202e", "\ud800", "'\"<script>alert(1)</script>",
  "-1", "0", "-0", "1e309", "NaN", "Infinity", "0x10", "9".repeat(400), "__proto__", "constructor", "prototype", "toString",
  "http://127.0.0.1/", "http://169.254.169.254/latest/meta-data/", "file:///etc/passwd", "javascript:alert(1)", "https://[::1]:8787/",
  "[]", "{}", "null", "true", "a".repeat(5000), "😀".repeat(50), "example.com", "https://example.com/a?b=c#d", "svc_test_" + "0".repeat(64),
];

export const hostileText = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }));

/** Header values must be ByteStrings without line breaks; anything else is refused before it is sent. */
export const headerText = fc.oneof(fc.constantFrom(...NASTY.filter((s) => /^[\x20-\x7e]*$/.test(s))), fc.string({ unit: fc.constantFrom(..."abcXYZ019 -_.:;,/=+%\"'<>{}[]"), maxLength: 60 }));

export interface HostileRequest {
  url: string;
  init: RequestInit;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function encodePathValue(text: string, raw: boolean): string {
  // A URL carries UTF-8: a lone surrogate cannot be sent at all (a client would send U+FFFD).
  const value = text.replace(LONE_SURROGATE, "\ufffd");
  if (!raw) return encodeURIComponent(value);
  // Raw traversal-like values, but nothing the URL parser would refuse outright.
  return value.replace(/[^A-Za-z0-9._~\-/%]/gu, (ch) => encodeURIComponent(ch));
}

/** A hostile request for `op` on `origin`; `keys` are valid keys to mix in, so validation is reached. */
export function hostileRequest(origin: string, op: RouteOperation, keys: string[]): fc.Arbitrary<HostileRequest> {
  const pathValues = fc.tuple(...op.pathParams.map(() => fc.tuple(hostileText, fc.boolean())));
  const queryKeys = [...op.queryParams, "__proto__", "limit", "cursor", "url", "extra"];
  const query = fc.array(fc.tuple(fc.constantFrom(...queryKeys), hostileText), { maxLength: 5 });
  const authorization = fc.oneof(
    fc.constant(null),
    keys.length > 0 ? fc.constantFrom(...keys.map((k) => `Bearer ${k}`)) : fc.constant(null),
    headerText.map((v) => `Bearer ${v}`),
    headerText,
  );
  const headers = fc.record({
    authorization,
    contentType: fc.constantFrom(null, "application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/json; charset=utf-16", "*/*"),
    accept: fc.constantFrom(null, "application/json", "text/html", "*/*", "application/json, text/event-stream", "garbage"),
    requestId: fc.option(headerText, { nil: null }),
    cacheControl: fc.constantFrom(null, "no-cache", "max-age=abc", "no-store, no-cache"),
    clientIp: fc.constantFrom(null, "203.0.113.9", "2001:db8::1", "not-an-ip", "::ffff:127.0.0.1"),
  });
  const body = op.hasBody
    ? fc.oneof(
        fc.constant(null),
        fc.json({ maxDepth: 3 }),
        hostileText,
        fc.dictionary(fc.constantFrom("url", "agent_name", "scope", "amount_micro", "charge_id", "jsonrpc", "method", "params", "__proto__", "id"), fc.jsonValue({ maxDepth: 2 })).map((o) => JSON.stringify(o)),
      )
    : fc.constant(null);
  return fc.record({ pathValues, query, headers, body }).map(({ pathValues, query, headers, body }) => {
    let path = op.path;
    op.pathParams.forEach((name, i) => {
      const [value, raw] = pathValues[i]!;
      path = path.replace(`{${name}}`, encodePathValue(value, raw) || "x");
    });
    const search = new URLSearchParams(query).toString();
    const h = new Headers();
    if (headers.authorization !== null) h.set("Authorization", headers.authorization);
    if (headers.contentType !== null) h.set("Content-Type", headers.contentType);
    if (headers.accept !== null) h.set("Accept", headers.accept);
    if (headers.requestId !== null) h.set("X-Request-Id", headers.requestId);
    if (headers.cacheControl !== null) h.set("Cache-Control", headers.cacheControl);
    if (headers.clientIp !== null) h.set("CF-Connecting-IP", headers.clientIp);
    const url = `${origin}${path}${search ? `?${search}` : ""}`;
    return { url, init: { method: op.method, headers: h, body: op.method === "GET" ? null : body } };
  });
}

export interface AnswerRules {
  /** Another error body the host may answer with (e.g. the claim routes' `{error, error_description}`). */
  errorBody?: (body: unknown) => boolean;
  /** Routes whose answers may be HTML pages (the platform's pages). */
  htmlAllowed?: (path: string) => boolean;
}

/** Asserts what every answer must be, whatever was sent. */
export async function expectWellFormedAnswer(req: HostileRequest, res: Response, rules: AnswerRules = {}): Promise<void> {
  const where = `${req.init.method} ${req.url}`;
  expect(res.status, where).not.toBe(500);
  expect(res.status, where).toBeLessThan(600);
  const type = res.headers.get("Content-Type") ?? "";
  const text = await res.text();
  if (type.startsWith("text/html")) {
    const path = new URL(req.url).pathname;
    // The interactive reference is a page on every host.
    expect(path === "/docs" || (rules.htmlAllowed?.(path) ?? false), `${where}: HTML answer ${res.status}`).toBe(true);
    return;
  }
  if (res.status >= 400) {
    expect(type, `${where}: ${res.status} ${text.slice(0, 200)}`).toMatch(/^application\/json/);
    const body = JSON.parse(text) as unknown;
    expect(errorAnswerProblem(res.status, body, rules.errorBody), `${where}: ${res.status} ${text.slice(0, 300)}`).toBeNull();
    return;
  }
  if (type.startsWith("application/json")) expect(() => JSON.parse(text), where).not.toThrow();
}

/** Runs `runs` hostile requests against every operation of `doc`. */
export async function checkEveryRoute(
  doc: OpenApiDocument,
  send: (req: HostileRequest) => Promise<Response>,
  options: { origin: string; keys?: string[]; runs: number; rules?: AnswerRules; skip?: (op: RouteOperation) => boolean },
): Promise<number> {
  const ops = operationsOf(doc).filter((op) => !(options.skip?.(op) ?? false));
  for (const op of ops) {
    await fc.assert(
      fc.asyncProperty(hostileRequest(options.origin, op, options.keys ?? []), async (req) => {
        await expectWellFormedAnswer(req, await send(req), options.rules);
      }),
      { numRuns: options.runs },
    );
  }
  return ops.length;
}
