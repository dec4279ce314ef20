import { describe, expect, inject, it } from "vitest";
import { stackUrl } from "../support/stack";

const HOSTS = ["base_url", "md_url", "brand_url", "pdf_url", "mcp_url", "platform_url"] as const;
const API = stackUrl("base_url");

describe("npm run dev serves every host of docs/contract.md#hosts", () => {
  it.each(HOSTS)("{%s} answers health, readiness and an OpenAPI 3.1 document", async (host) => {
    const base = stackUrl(host);
    expect((await fetch(`${base}/fetcher/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/fetcher/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe("ready");
    const doc = (await (await fetch(`${base}/openapi.json`)).json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toBe("3.1.0");
    expect((await fetch(`${base}/llms.txt`)).status).toBe(200);
    // Every host; on the platform, which holds the session cookie, a page without script (docs/security.md "/docs").
    const docs = await fetch(`${base}/docs`);
    expect(docs.status).toBe(200);
    expect(/<script/i.test(await docs.text())).toBe(host !== "platform_url");
  });

  it("lists capabilities publicly on the api host", async () => {
    const res = await fetch(`${API}/v1/capabilities`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { providers: Array<{ name: string }> } };
    expect(body.data.providers.map((p) => p.name)).toEqual(expect.arrayContaining(["news", "apps", "video", "social"]));
  });

  it("provisions SVC_DEV_KEY: the key passes the front door and a bad key does not", async () => {
    const ok = await fetch(`${API}/v1/news/stories_top?limit=1`, { headers: { Authorization: `Bearer ${inject("devKey")}` } });
    expect(ok.status).not.toBe(401);
    const bad = await fetch(`${API}/v1/news/stories_top?limit=1`, { headers: { Authorization: `Bearer svc_test_${"f".repeat(64)}` } });
    expect(bad.status).toBe(401);
  });

  it("provisions SVC_DEV_KEY_UNSCOPED in another organization: social routes answer 403 forbidden_scope", async () => {
    const res = await fetch(`${API}/v1/social/posts/20`, { headers: { Authorization: `Bearer ${inject("unscopedKey")}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden_scope");
  });
});
