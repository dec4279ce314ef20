import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BrandSchema } from "@shared/brand";
import { AnonymousQuotaErrorSchema, successEnvelope } from "@shared/http/envelope";
import worker from "../../workers/brand/src/index";
import { brand, freshIp, site, siteDomain } from "./helpers";

const BrandResponseSchema = successEnvelope(BrandSchema);
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** The brand worker run in this isolate with a changed env (fresh time 0, broken bindings, harness off). */
const brandWith = (domain: string, overrides: Record<string, unknown>) =>
  worker.fetch(new Request(`http://brand.test/${domain}`, { headers: { "CF-Connecting-IP": freshIp() } }), { ...env, ...overrides }, createExecutionContext());

describe("GET {brand_url}/{domain}", () => {
  it("returns the fake site's logos, colours and fonts in the strict brand envelope", async () => {
    const s = site();
    const { domain, key } = siteDomain();
    const res = await brand(domain);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("miss");
    const { data, meta } = BrandResponseSchema.parse(await res.json());
    expect(meta.request_id).toBe(res.headers.get("x-request-id"));
    expect(data.domain).toBe(domain);
    expect(data.url).toBe(`${s.base}${key}`);
    expect(data.name).toBe("Acme");
    expect(data.logo_url).toBe(`${s.base}/acme/logo.svg`);
    expect(data.favicon_url).toBe(`${s.base}/acme/favicon.ico`);
    expect(data.og_image).toBe(`${s.base}/acme/og.png`);
    expect(data.logos.map((l) => l.kind)).toEqual(expect.arrayContaining(["logo", "favicon", "apple-touch-icon", "manifest-icon"]));
    expect(data.colors.map((c) => c.hex)).toContain("#ff5500");
    expect(data.colors.some((c) => c.source === "css-variable")).toBe(true);
    expect(data.fonts.map((f) => f.family)).toEqual(expect.arrayContaining(["Acme Sans", "Inter"]));
    expect(data.social.map((x) => x.platform)).toEqual(expect.arrayContaining(["github", "x"]));
  });

  it("fetches the homepage once, then its manifest and its own stylesheet", async () => {
    const s = site();
    const { domain, key } = siteDomain();
    const before = await s.hits();
    await (await brand(domain)).arrayBuffer();
    const after = await s.hits();
    // Other test files read the same manifest and stylesheet concurrently: at least ours happened.
    const delta = (k: string) => (after.by_url[k] ?? 0) - (before.by_url[k] ?? 0);
    expect(delta(key)).toBe(1);
    expect(delta("/acme/site.webmanifest")).toBeGreaterThanOrEqual(1);
    expect(delta("/acme/assets/app.css")).toBeGreaterThanOrEqual(1);
  });

  it("serves a repeat read from the cache, and Cache-Control: no-cache goes to the site again", async () => {
    const s = site();
    const { domain, key } = siteDomain();
    await (await brand(domain)).arrayBuffer();
    const hit = await brand(domain);
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(await s.hitsOf(key)).toBe(1);
    const bypass = await brand(domain, { headers: { "Cache-Control": "no-cache" } });
    expect(bypass.headers.get("x-cache")).toBe("miss");
    expect(await s.hitsOf(key)).toBe(2);
  });

  it("serves the expired copy with meta.stale true and X-Cache stale while the site is down", async () => {
    const s = site();
    const { domain, key } = siteDomain();
    const warm = await brandWith(domain, { SVC_CACHE_TTL_S: "0" });
    expect(warm.headers.get("x-cache")).toBe("miss");
    const fresh = BrandResponseSchema.parse(await warm.json());
    await s.setMode(key, "fail");
    const stale = await brandWith(domain, { SVC_CACHE_TTL_S: "0" });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-cache")).toBe("stale");
    const body = BrandResponseSchema.parse(await stale.json());
    expect(body.meta.stale).toBe(true);
    expect(body.data).toEqual(fresh.data);
    expect(fresh.meta.stale).toBeUndefined();
  });

  it.each([
    ["10.0.0.1", /IP addresses/],
    ["localhost.localdomain", /blocked|TLD/],
    ["a..b.com", /empty label/],
    ["under_score.com", /only ASCII letters/],
    ["co.uk", /public suffix/],
    ["intranet", /single label/],
    ["metadata.internal", /blocked/],
  ])("refuses %s with 400 invalid_request before admission", async (domain, message) => {
    const res = await brand(domain);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_request");
    expect(error.message).toMatch(message);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  });

  it("maps the homepage's failures: 404 → not_found, no connection → upstream_unavailable, with quota headers", async () => {
    const gone = await brand("gone.test");
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).code).toBe("not_found");
    expect(gone.headers.get("x-ratelimit-remaining")).toBe("19");
    const down = await brand("down.test");
    expect(down.status).toBe(502);
    expect((await errorOf(down)).code).toBe("upstream_unavailable");
    expect(down.headers.get("x-ratelimit-limit")).toBe("20");
  });

  it("admits 20 requests per client IP per day, then answers the anonymous quota error", async () => {
    const ip = freshIp();
    const { domain } = siteDomain();
    for (let i = 0; i < 20; i++) {
      const res = await brand(domain, { ip });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(19 - i));
      await res.arrayBuffer();
    }
    const refused = await brand(domain, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(AnonymousQuotaErrorSchema.parse(await refused.json()).error.continuation.url).toBe("http://127.0.0.1:8792/agent-setup");
  });

  it("answers 503 degraded and fetches nothing when the quota store fails", async () => {
    const s = site();
    const { domain, key } = siteDomain();
    const res = await brandWith(domain, { QUOTA: { idFromName: () => { throw new Error("quota down"); } } });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe("degraded");
    expect(await s.hitsOf(key)).toBe(0);
  });

  it("ignores SVC_BRAND_HOST_OVERRIDE outside the harness: .test names are blocked there", async () => {
    const res = await brandWith("acme.test", { SVC_HARNESS: undefined });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/blocked/);
  });
});
