import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";

describe("health and discovery on the api host", () => {
  it("answers /fetcher/healthz with 200", async () => {
    const res = await SELF.fetch("http://api.test/fetcher/healthz");
    expect(res.status).toBe(200);
  });

  it("reports database and auth readiness on /fetcher/readyz", async () => {
    const res = await SELF.fetch("http://api.test/fetcher/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
  });

  it("lists providers with routes, auth, scope and price on /v1/capabilities without a key", async () => {
    const res = await SELF.fetch("http://api.test/v1/capabilities");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { providers: Array<{ name: string; status: string; circuit: string; routes: Array<Record<string, unknown>> }> }; meta: { request_id: string } };
    expect(body.meta.request_id).toBeTruthy();
    const news = body.data.providers.find((p) => p.name === "news");
    expect(news?.circuit).toBe("closed");
    expect(news?.routes).toContainEqual({ method: "GET", path: "/v1/news/item/{id}", auth: "key", scope: null, price_credits: 1 });
    const social = body.data.providers.find((p) => p.name === "social");
    expect(social?.routes[0]).toMatchObject({ scope: "read:social_public" });
  });

  it("serves an OpenAPI 3.1 document that includes the provider routes and bearer auth", async () => {
    const res = await SELF.fetch("http://api.test/openapi.json");
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/v1/news/search", "/v1/apps/app", "/v1/capabilities"]));
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("serves /docs with pinned, integrity-checked assets, a strict CSP, no inline script and no persisted key", async () => {
    const docs = await SELF.fetch("http://api.test/docs");
    expect(docs.status).toBe(200);
    const csp = docs.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.jsdelivr\.net\/npm\/swagger-ui-dist@5\.35\.0\/swagger-ui-bundle\.js(;|$)/);
    const html = await docs.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attrs, body] of scripts) {
      expect(body!.trim()).toBe("");
      expect(attrs).toMatch(/^ src="\/docs\/init\.js"$|^ src="https:\/\/cdn\.jsdelivr\.net\/npm\/swagger-ui-dist@5\.35\.0\/[^"]+" integrity="sha384-[A-Za-z0-9+/=]{64}" crossorigin="anonymous"$/);
    }
    expect(html).toMatch(/<link rel="stylesheet" href="https:\/\/cdn\.jsdelivr\.net\/npm\/swagger-ui-dist@5\.35\.0\/swagger-ui\.css" integrity="sha384-/);
    const init = await (await SELF.fetch("http://api.test/docs/init.js")).text();
    expect(init).toContain("persistAuthorization: false");
  });

  it("serves /llms.txt", async () => {
    const llms = await SELF.fetch("http://api.test/llms.txt");
    expect(llms.headers.get("content-type")).toContain("text/plain");
    expect(await llms.text()).toContain("/v1/capabilities");
  });

  it("answers an unknown path with the 404 not_found envelope", async () => {
    const res = await SELF.fetch("http://api.test/v1/nope", { headers: { "X-Request-Id": "abc-123" } });
    expect(res.status).toBe(404);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.error).toMatchObject({ code: "not_found", request_id: "abc-123" });
    expect(res.headers.get("X-Request-Id")).toBe("abc-123");
  });

  it("answers a non-GET on a data route with 405 method_not_allowed and Allow", async () => {
    const res = await SELF.fetch("http://api.test/v1/news/stories_top", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toContain("GET");
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("method_not_allowed");
  });

  it("replaces an unsafe X-Request-Id with a generated one", async () => {
    const res = await SELF.fetch("http://api.test/v1/nope", { headers: { "X-Request-Id": "<script>" + "x".repeat(200) } });
    const id = res.headers.get("X-Request-Id") ?? "";
    expect(id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(((await res.json()) as { error: { request_id: string } }).error.request_id).toBe(id);
  });
});
