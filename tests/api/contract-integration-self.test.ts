/**
 * Contract details of the api host that a black-box client checks to the letter (docs/contract.md): the capabilities bodies, what /openapi.json documents, 404 vs 405, and
 * validation messages that name the field. (tests/contract checks the same over HTTP.)
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CapabilitiesSchema } from "@shared/contract/capabilities";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { bearer, seedKey } from "./seed";

const api = (path: string, init?: RequestInit) => SELF.fetch(`http://api.test${path}`, init);

async function expectError(res: Response, status: number, code: string): Promise<string> {
  expect(res.status).toBe(status);
  const body = ErrorResponseSchema.parse(await res.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

describe("capabilities bodies (docs/contract.md#capabilities)", () => {
  it.each([
    ["/v1/news/capabilities", "news", "/v1/news/item/{id}", null],
    ["/v1/social/capabilities", "social", "/v1/social/posts/{post_id}", "read:social_public"],
  ])("%s is public and answers exactly {providers: [one provider with its routes]}", async (path, name, route, scope) => {
    const res = await api(path, { headers: { "X-Request-Id": "caps-9" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown; meta: Record<string, unknown> };
    expect(Object.keys(body).sort()).toEqual(["data", "meta"]);
    expect(body.meta.request_id).toBe("caps-9");
    const data = CapabilitiesSchema.parse(body.data);
    expect(data).toEqual(body.data);
    expect(data.providers.map((p) => [p.name, p.status, p.circuit])).toEqual([[name, "available", "closed"]]);
    expect(data.providers[0]!.routes).toContainEqual({ method: "GET", path: route, auth: "key", scope, price_credits: 1 });
  });

  it("/v1/capabilities answers the same body for every provider and the keyed primitives, with their prices", async () => {
    const body = (await (await api("/v1/capabilities")).json()) as { data: unknown };
    const data = CapabilitiesSchema.parse(body.data);
    expect(data).toEqual(body.data);
    expect(data.providers.map((p) => p.name)).toEqual(["news", "apps", "video", "social", "research", "monitors", "watches", "markdown", "brand"]);
    const routes = data.providers.flatMap((p) => p.routes);
    expect(routes).toContainEqual({ method: "GET", path: "/v1/markdown", auth: "key", scope: null, price_credits: 2 });
    expect(routes).toContainEqual({ method: "GET", path: "/v1/brand/{domain}", auth: "key", scope: null, price_credits: 2 });
    expect(routes).toContainEqual({ method: "GET", path: "/v1/research/competitors", auth: "key", scope: null, price_credits: 5 });
  });

  it("/v1/social/capabilities answers HEAD and refuses POST with 405", async () => {
    expect((await api("/v1/social/capabilities", { method: "HEAD" })).status).toBe(200);
    expect(await expectError(await api("/v1/social/capabilities", { method: "POST" }), 405, "method_not_allowed")).toContain("POST");
  });
});

describe("/openapi.json documents every route of the host", () => {
  it("includes health, discovery and the social capabilities route", async () => {
    const doc = (await (await api("/openapi.json")).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    for (const path of ["/fetcher/healthz", "/fetcher/readyz", "/v1/capabilities", "/v1/news/capabilities", "/v1/social/capabilities", "/openapi.json", "/docs", "/llms.txt"]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
  });
});

describe("404 versus 405", () => {
  it.each(["/v1/capabilities/", "/v1/news/stories_top/", "/fetcher/healthz/"])("GET %s (trailing slash) is 404 not_found, never a 405 naming GET", async (path) => {
    const key = await seedKey();
    const res = await api(path, { headers: bearer(key.key) });
    await expectError(res, 404, "not_found");
    expect(res.headers.get("Allow")).toBeNull();
  });

  it("still answers 405 with Allow for another method on the exact path", async () => {
    const res = await api("/v1/capabilities", { method: "DELETE" });
    await expectError(res, 405, "method_not_allowed");
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("validation messages name the field and say what is wrong", () => {
  it("a missing required parameter: is required", async () => {
    const { key } = await seedKey();
    expect(await expectError(await api("/v1/news/search", { headers: bearer(key) }), 400, "invalid_request")).toBe('Invalid query parameter "q": is required.');
  });

  it("a repeated parameter: must be given once", async () => {
    const { key } = await seedKey();
    const message = await expectError(await api("/v1/news/stories_top?limit=2&limit=3", { headers: bearer(key) }), 400, "invalid_request");
    expect(message).toBe('Invalid query parameter "limit": must be given once, not repeated.');
  });

  it("a huge integer: the range, not an internal safe-integer bound", async () => {
    const { key } = await seedKey();
    const message = await expectError(await api("/v1/news/stories_top?limit=99999999999999999999999", { headers: bearer(key) }), 400, "invalid_request");
    expect(message).toBe('Invalid query parameter "limit": must be <= 100.');
  });

  it("a body without Content-Type: says to send JSON", async () => {
    const { key } = await seedKey();
    const res = await api("/v1/billing/topup/intents", { method: "POST", headers: bearer(key), body: JSON.stringify({ amount_micro: 2_000_000 }) });
    expect(await expectError(res, 400, "invalid_request")).toContain("Content-Type: application/json");
  });
});

describe("X-Request-Id is echoed when sent (docs/contract.md#envelope)", () => {
  it.each(["test run 1", "req/42#3", "550e8400-e29b-41d4-a716-446655440000", "a+b=c@d"])("echoes %j in the header and meta.request_id", async (id) => {
    const res = await api("/v1/capabilities", { headers: { "X-Request-Id": id } });
    expect(res.headers.get("X-Request-Id")).toBe(id);
    expect(((await res.json()) as { meta: { request_id: string } }).meta.request_id).toBe(id);
  });

  it.each(["<b>x</b>", `a"b`, "x".repeat(129)])("replaces %j (markup characters or too long) with a generated id", async (id) => {
    const res = await api("/v1/nope", { headers: { "X-Request-Id": id } });
    expect(res.headers.get("X-Request-Id")).toMatch(/^req_[0-9a-f]{32}$/);
  });
});
