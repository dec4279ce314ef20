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

  it("serves /docs offline: Swagger UI from this origin only, a strict CSP, no inline script and no persisted key", async () => {
    const docs = await SELF.fetch("http://api.test/docs");
    expect(docs.status).toBe(200);
    const csp = docs.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe-");
    // No third-party origin anywhere in the policy: the page needs nothing but this host.
    expect(csp).not.toMatch(/https?:|\/\/|\*/);
    const html = await docs.text();
    expect(html).not.toMatch(/https?:\/\//);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, , body] of scripts) expect(body!.trim()).toBe("");
    const scriptUrls = scripts.map(([, attrs]) => attrs!.match(/^ src="(\/[^/"][^"]*)"$/)?.[1]);
    const styleUrls = [...html.matchAll(/<link rel="stylesheet" href="([^"]*)"/g)].map(([, href]) => href);
    expect(styleUrls.length).toBe(1);
    // Same-origin paths, each answered by the worker with its type; the Swagger UI files are versioned and immutable.
    const expected: [string | undefined, string][] = [...scriptUrls.map((u) => [u, "text/javascript"] as [string | undefined, string]), [styleUrls[0], "text/css"]];
    for (const [url, type] of expected) {
      expect(url).toMatch(/^\/docs\//);
      const res = await SELF.fetch(new URL(url!, "http://api.test/"));
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toContain(type);
      const body = await res.text();
      if (url === "/docs/init.js") {
        expect(body).toContain("persistAuthorization: false");
        continue;
      }
      expect(url).toMatch(/^\/docs\/swagger-ui-5\.35\.0-[0-9a-f]{16}\//);
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(body).toContain(type === "text/css" ? ".swagger-ui" : "SwaggerUIBundle");
    }
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
