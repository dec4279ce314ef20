/**
 * What the contract files share: a client of the api host under test (`{base_url}`, see
 * tests/support/stack.ts), the keys the stack was started with, and the envelope assertions of
 * docs/contract.md. The route lists come from shared/contract, so a new route is checked at once.
 */
import { randomInt } from "node:crypto";
import { expect, inject } from "vitest";
import type { BilledWork } from "@shared/contract/capabilities";
import { PROVIDERS } from "@shared/contract/catalog";
import { PRICE_CREDITS } from "@shared/pricing";
import { type RawOptions, type RawResponse, rawRequest } from "../support/raw-http";
import { stackUrl } from "../support/stack";

export const BASE = stackUrl("base_url");
export const key = () => inject("devKey");
export const unscopedKey = () => inject("unscopedKey");
export const SCOPE_SOCIAL = "read:social_public";

export const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
/** A client IP of this file's own, so anonymous checks do not share another file's daily quota. */
const FILE_IP = randomIp();
export const anon = (ip = FILE_IP) => ({ "CF-Connecting-IP": ip });
export const bearer = (k: string) => ({ Authorization: `Bearer ${k}` });

export const raw = (method: string, path: string, opts?: RawOptions) => rawRequest(BASE, method, path, opts);

/**
 * A request that is not about rate limits: a 429 `rate_limited` (a minute window spent by other
 * checks) is waited out (Retry-After) and retried, so the check sees the real answer.
 */
export async function req(method: string, path: string, opts: RawOptions = {}): Promise<RawResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await raw(method, path, opts);
    if (res.status !== 429 || res.json?.error?.code !== "rate_limited" || attempt >= 3) return res;
    await new Promise((r) => setTimeout(r, (Math.min(65, Number(res.headers["retry-after"] ?? "5")) + 1) * 1000));
  }
}
export const get = (path: string, opts?: RawOptions) => req("GET", path, opts);
export const kget = (path: string, opts: RawOptions = {}) => req("GET", path, { ...opts, headers: { ...bearer(key()), ...opts.headers } });

const sorted = (o: object) => Object.keys(o).sort();

/** docs/contract.md#envelope: exactly `{data, meta}`, `meta.request_id` echoed in `X-Request-Id`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function expectSuccess(res: RawResponse, { status = 200, requestId }: { status?: number; requestId?: string } = {}): { data: any; meta: any } {
  expect(res.status, res.text.slice(0, 500)).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/application\/json/);
  expect(sorted(res.json)).toEqual(["data", "meta"]);
  const meta = res.json.meta;
  expect(typeof meta.request_id === "string" && meta.request_id.length > 0).toBe(true);
  expect(res.headers["x-request-id"]).toBe(meta.request_id);
  if (requestId !== undefined) expect(meta.request_id).toBe(requestId);
  if ("next_cursor" in meta) expect(meta.next_cursor === null || typeof meta.next_cursor === "string").toBe(true);
  if ("stale" in meta) expect(typeof meta.stale).toBe("boolean");
  if ("generated_at" in meta) expect(Number.isNaN(Date.parse(meta.generated_at))).toBe(false);
  if ("missing_fields" in meta) expect(Array.isArray(meta.missing_fields)).toBe(true);
  return res.json;
}

/** docs/contract.md#errors: `{error: {code, message, request_id}}` and only the documented extras. */
export function expectError(res: RawResponse, status: number, code: string, { requestId, extraKeys = [] }: { requestId?: string; extraKeys?: string[] } = {}) {
  expect(res.status, res.text.slice(0, 500)).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/application\/json/);
  expect(sorted(res.json)).toEqual(["error"]);
  const e = res.json.error;
  expect(sorted(e)).toEqual(["code", "message", "request_id", ...extraKeys].sort());
  expect(e.code).toBe(code);
  expect(typeof e.message === "string" && e.message.length > 0).toBe(true);
  expect(res.headers["x-request-id"]).toBe(e.request_id);
  if (requestId !== undefined) expect(e.request_id).toBe(requestId);
  return e as { code: string; message: string; request_id: string; [extra: string]: unknown };
}

/** An error of whatever status the answer has, in the envelope (for hostile inputs). */
export const expectAnyError = (res: RawResponse) => expectError(res, res.status, res.json?.error?.code);

export const isInt = (v: unknown) => typeof v === "string" && /^\d+$/.test(v);

export function expectQuotaHeaders(res: RawResponse, limit?: number) {
  for (const h of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) expect(isInt(res.headers[h]), `${h} = ${res.headers[h]}`).toBe(true);
  if (limit !== undefined) expect(Number(res.headers["x-ratelimit-limit"])).toBe(limit);
  expect(Number(res.headers["x-ratelimit-reset"])).toBeGreaterThan(Date.now() / 1000 - 5);
}

interface CapabilityRoute {
  method: string;
  path: string;
  auth: string;
  scope: string | null;
  price_credits: number;
}
export interface CapabilityProvider {
  name: string;
  status: string;
  circuit: string;
  routes: CapabilityRoute[];
  billed_work?: BilledWork[];
}

/** A capabilities route is a real HTTP route (work billed outside requests is `billed_work`). */
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** docs/contract.md#capabilities body; returns the providers. */
export function expectCapabilities(res: RawResponse, names?: string[]): CapabilityProvider[] {
  const body = expectSuccess(res);
  expect(sorted(body.data)).toEqual(["providers"]);
  const providers = body.data.providers as CapabilityProvider[];
  for (const p of providers) {
    // billed_work only where a provider bills work outside requests (docs/contract.md#capabilities).
    expect(sorted(p).filter((k) => k !== "billed_work")).toEqual(["circuit", "name", "routes", "status"]);
    expect(["closed", "open", "half_open"]).toContain(p.circuit);
    expect(p.routes.length).toBeGreaterThan(0);
    for (const r of p.routes) {
      expect(sorted(r)).toEqual(["auth", "method", "path", "price_credits", "scope"]);
      expect(HTTP_METHODS).toContain(r.method);
      expect(r.scope === null || typeof r.scope === "string").toBe(true);
      expect(Number.isInteger(r.price_credits) && r.price_credits >= 0).toBe(true);
    }
    for (const w of p.billed_work ?? []) {
      expect(sorted(w)).toEqual(["description", "per", "price_credits", "scheduled_by", "work"]);
      expect(Number.isInteger(w.price_credits) && w.price_credits >= 0).toBe(true);
      expect(["run", "topic"]).toContain(w.per);
      // The work is scheduled by one of the provider's own listed routes.
      expect(p.routes.map((r) => `${r.method} ${r.path}`)).toContain(`${w.scheduled_by.method} ${w.scheduled_by.path}`);
    }
  }
  if (names) expect(providers.map((p) => p.name)).toEqual(names);
  return providers;
}

/** Sample values that fill a provider route's path parameters (the fake upstream knows them). */
const SAMPLE_PARAM: Record<string, string> = { id: "8863", handle: "jl", post_id: "20" };
/** Required query parameters of a route, so a sample request reaches the handler. */
const SAMPLE_QUERY: Record<string, string> = {
  "/v1/news/search": "q=apple",
  "/v1/apps/app": "id=284882215",
  "/v1/apps/search": "term=facebook",
  "/v1/apps/similar": "id=284882215",
  "/v1/apps/list": "collection=top_free",
  "/v1/video/search": "term=cats",
};

export interface DataRoute {
  /** OpenAPI template, e.g. `/v1/news/item/{id}`. */
  template: string;
  /** A concrete request path of it. */
  sample: string;
  auth: string;
  scope: string | null;
  /** Credits one call costs (the route spec's price). */
  price: number;
}

/** Paths that also take a write (the monitor routes): not read-only data routes. */
const WRITABLE = new Set(PROVIDERS.flatMap((p) => p.routes.filter(({ route }) => route.method !== "get").map(({ route }) => route.path)));

/** Every provider data route (GET only, read-only) of the front door, from shared/contract. */
export const DATA_ROUTES: DataRoute[] = PROVIDERS.flatMap((p) =>
  p.routes.filter(({ route }) => route.method === "get" && !WRITABLE.has(route.path)).map(({ route, auth, scope, price }) => {
    const template = route.path;
    const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => SAMPLE_PARAM[name] ?? "abc");
    const query = SAMPLE_QUERY[template];
    return { template, sample: query ? `${path}?${query}` : path, auth, scope, price: PRICE_CREDITS[price] };
  }),
);
