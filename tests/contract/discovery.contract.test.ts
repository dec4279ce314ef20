/** Health, discovery, OpenAPI, request ids: docs/contract.md#discovery and #envelope. */
import { describe, expect, it } from "vitest";
import { PROVIDERS } from "@shared/contract/catalog";
import { PRICE_CREDITS } from "@shared/pricing";
import { DATA_ROUTES, expectCapabilities, expectSuccess, get, req, SCOPE_SOCIAL } from "./contract";

const KEYED_PRIMITIVES = ["/v1/markdown", "/v1/brand/{domain}", "/v1/brand/{domain}/logo", "/v1/brand/{domain}/fonts", "/v1/brand/{domain}/styleguide"];
const DOCUMENTED = [
  "/fetcher/healthz", "/fetcher/readyz", "/v1/capabilities", "/v1/news/capabilities", "/v1/social/capabilities",
  ...DATA_ROUTES.map((r) => r.template), ...KEYED_PRIMITIVES, "/v1/billing/balance", "/v1/billing/topup/intents",
  "/v1/billing/topup/intents/{id}", "/v1/billing/ledger",
];

describe("health and discovery", () => {
  it("GET /fetcher/healthz is 200", async () => {
    expect((await get("/fetcher/healthz")).status).toBe(200);
  });

  it("GET /fetcher/readyz is 200 {status: ready, checks: {database, auth}}", async () => {
    const res = await get("/fetcher/readyz");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
  });

  it("GET /v1/capabilities is public and lists every provider and route with auth, scope and price", async () => {
    const res = await get("/v1/capabilities", { headers: { "X-Request-Id": "contract-caps-1" } });
    const providers = expectCapabilities(res);
    expect(res.json.meta.request_id).toBe("contract-caps-1");
    const byName = Object.fromEntries(providers.map((p) => [p.name, p]));
    for (const p of PROVIDERS) expect(byName[p.name], p.name).toBeDefined();
    const listed = new Set(providers.flatMap((p) => p.routes.map((r) => `${r.method} ${r.path}`)));
    for (const r of DATA_ROUTES) expect(listed.has(`GET ${r.template}`), r.template).toBe(true);
    for (const r of byName.social!.routes) expect([r.auth, r.scope]).toEqual(["key", SCOPE_SOCIAL]);
    for (const r of byName.news!.routes) expect(r.auth).toBe("key");
    for (const name of ["apps", "video"]) for (const r of byName[name]!.routes) expect(r.auth, r.path).toBe("optional");
    const priceOf = Object.fromEntries(providers.flatMap((p) => p.routes.map((r) => [`${r.method} ${r.path}`, r.price_credits])));
    for (const r of DATA_ROUTES) expect(priceOf[`GET ${r.template}`], r.template).toBe(r.price);
    const priced = Object.fromEntries(providers.flatMap((p) => p.routes.map((r) => [r.path, r])));
    for (const path of KEYED_PRIMITIVES) expect([priced[path]?.auth, priced[path]?.price_credits], path).toEqual(["key", 2]);
    // Work billed outside requests is listed with its price, beside the route that schedules it.
    expect(byName.monitors!.billed_work?.map((w) => [w.work, w.price_credits, w.per, `${w.scheduled_by.method} ${w.scheduled_by.path}`])).toEqual([
      ["monitor_run", PRICE_CREDITS.monitor_run, "run", "POST /v1/monitors"],
    ]);
  });

  for (const name of ["news", "social"]) {
    it(`GET /v1/${name}/capabilities lists one provider, its routes and live circuit`, async () => {
      const [p] = expectCapabilities(await get(`/v1/${name}/capabilities`), [name]);
      expect(p!.routes.every((r) => r.path.startsWith(`/v1/${name}/`))).toBe(true);
    });
  }

  it("GET /openapi.json is OpenAPI 3.1 and documents every route of this host", async () => {
    const res = await get("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\.1\./);
    expect(DOCUMENTED.filter((p) => !res.json.paths?.[p])).toEqual([]);
    expect(res.json.paths["/v1/billing/topup/intents"].post).toBeDefined();
    expect(res.json.components?.securitySchemes?.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("GET /docs is an HTML page", async () => {
    const res = await get("/docs");
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/text\/html/);
  });

  it("GET /llms.txt is plain text naming the capabilities route, with real addresses", async () => {
    const res = await get("/llms.txt");
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/text\/plain/);
    expect(res.text).toContain("/v1/capabilities");
    expect(res.text.match(/\{(base|md|brand|pdf|mcp|platform)_url\}|\{auth_doc_url\}/g)).toBeNull();
  });

  for (const path of ["/fetcher/healthz", "/fetcher/readyz", "/v1/capabilities", "/v1/news/capabilities", "/v1/social/capabilities", "/openapi.json", "/docs", "/llms.txt"]) {
    it(`HEAD ${path} is 200 with no body`, async () => {
      const res = await req("HEAD", path);
      expect(res.status).toBe(200);
      expect(res.text).toBe("");
      expect(res.headers["x-request-id"]).toBeTruthy();
    });
  }
});

describe("request ids", () => {
  it("echoes a safe X-Request-Id in the header and meta.request_id", async () => {
    expectSuccess(await get("/v1/capabilities", { headers: { "X-Request-Id": "contract-echo.1:2-3_4" } }), { requestId: "contract-echo.1:2-3_4" });
  });

  it("replaces an unsafe X-Request-Id with a generated one", async () => {
    const body = expectSuccess(await get("/v1/capabilities", { headers: { "X-Request-Id": `<x>${"a".repeat(300)}` } }));
    expect(body.meta.request_id.length).toBeLessThanOrEqual(128);
    expect(body.meta.request_id).not.toContain("<");
  });

  it("generates one when none is sent", async () => {
    expectSuccess(await get("/v1/capabilities"));
  });
});
