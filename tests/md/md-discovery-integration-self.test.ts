import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/md/src/index";

describe("md gateway discovery", () => {
  it("documents GET /md/{target}, the selector header and the quota error in /openapi.json", async () => {
    const doc = (await (await SELF.fetch("http://md.test/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> } }>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const op = doc.paths["/md/{target}"]?.get;
    expect(op).toBeDefined();
    expect(op?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(["path:target", "header:X-Target-Selector", "header:Cache-Control"]));
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "429", "502", "503"]));
    expect(Object.keys(doc.paths).some((p) => p.includes("__internal"))).toBe(false);
  });

  it("tells agents in /llms.txt how to call it, including the selector header and the quota", async () => {
    const text = await (await SELF.fetch("http://md.test/llms.txt")).text();
    expect(text).toContain("GET /md/{target}");
    expect(text).toContain("X-Target-Selector");
    expect(text).toContain("Cache-Control: no-cache");
    expect(text).toContain("20 requests per client IP per UTC day");
  });
});

describe("md gateway readiness (docs/contract.md#discovery body)", () => {
  it("answers ready with its shared store as database and auth ok", async () => {
    const res = await SELF.fetch("http://md.test/fetcher/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
  });

  it.each([
    ["the quota store", { QUOTA: { idFromName: () => { throw new Error("down"); } } }, /quota/],
    ["the cache", { CACHE: { get: () => Promise.reject(new Error("down")) } }, /cache/],
  ])("answers 503 not_ready naming %s when it is unreachable", async (_what, override, reason) => {
    const res = await worker.fetch(new Request("http://md.test/fetcher/readyz"), { ...env, ...override } as never, createExecutionContext());
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; checks: { database: string; auth: string } };
    expect(body).toMatchObject({ status: "not_ready", checks: { auth: "ok" } });
    expect(body.checks.database).toMatch(reason);
  });
});
