import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BrandFontsDataSchema, BrandLogoDataSchema, BrandSchema, BrandStyleguideDataSchema } from "@shared/brand";
import { CreditTopupRequiredSchema, successEnvelope } from "@shared/http/envelope";
import { bearer, seedKey } from "../api/seed";
import { site } from "./helpers";

const API = "http://api.test";
const get = (path: string, key?: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${API}${path}`, { headers: { ...(key ? bearer(key) : {}), ...headers } });

describe("keyed brand primitives (docs/contract.md#primitives)", () => {
  it("answers 401 without a key", async () => {
    const res = await get("/v1/brand/acme.test/logo");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_or_expired_token");
  });

  it("GET /v1/brand/{domain} returns the brand record in the strict envelope", async () => {
    const { key } = await seedKey();
    const res = await get("/v1/brand/acme.test", key, { "X-Request-Id": "req-brand-1" });
    expect(res.status).toBe(200);
    const body = successEnvelope(BrandSchema).parse(await res.json());
    expect(body.meta.request_id).toBe("req-brand-1");
    expect(res.headers.get("x-request-id")).toBe("req-brand-1");
    expect(body.data.logo_url).toBe(`${site().base}/acme/logo.svg`);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  });

  it("GET /v1/brand/{domain}/logo returns exactly the contract's brand logo data", async () => {
    const { key } = await seedKey();
    const res = await get("/v1/brand/acme.test/logo", key);
    expect(res.status).toBe(200);
    const { data } = successEnvelope(BrandLogoDataSchema).parse(await res.json());
    const base = site().base;
    expect(data.url).toBe(`${base}/acme/`);
    expect(data.brand?.name).toBe("Acme");
    expect(data.brand?.logo_url).toBe(`${base}/acme/logo.svg`);
    expect(data.brand?.favicon_url).toBe(`${base}/acme/favicon.ico`);
    expect(data.brand?.og_image).toBe(`${base}/acme/og.png`);
    expect(data.brand?.logos).toEqual(expect.arrayContaining([{ kind: "logo-svg", url: `${base}/acme/logo.svg` }]));
  });

  it("GET /v1/brand/{domain}/fonts returns exactly the contract's brand fonts data", async () => {
    const { key } = await seedKey();
    const res = await get("/v1/brand/acme.test/fonts", key);
    expect(res.status).toBe(200);
    const { data } = successEnvelope(BrandFontsDataSchema).parse(await res.json());
    expect(data).toMatchObject({ domain: "acme.test", url: `${site().base}/acme/` });
    expect(data.count).toBe(data.fonts?.length);
    expect(data.fonts?.map((f) => f.family)).toEqual(expect.arrayContaining(["Acme Sans", "Inter"]));
    expect(data.words_count).toBeGreaterThan(0);
  });

  it("GET /v1/brand/{domain}/styleguide returns the palette and typography", async () => {
    const { key } = await seedKey();
    const res = await get("/v1/brand/acme.test/styleguide", key);
    expect(res.status).toBe(200);
    const { data } = successEnvelope(BrandStyleguideDataSchema).parse(await res.json());
    expect(data.palette.primary).toBe("#ff5500");
    expect(data.typography.body).toBe("Acme Sans");
  });

  it("charges 2 credits per call, nothing for an invalid domain, and refunds a failed one", async () => {
    const { key } = await seedKey({ creditsMicro: 2_000 });
    expect((await get("/v1/brand/10.0.0.1", key)).status).toBe(400);
    expect((await get("/v1/brand/gone.test", key)).status).toBe(404);
    expect((await get("/v1/brand/acme.test/logo", key)).status).toBe(200);
    const broke = await get("/v1/brand/acme.test/fonts", key);
    expect(broke.status).toBe(402);
    expect(CreditTopupRequiredSchema.parse(await broke.json())).toMatchObject({ balance_micro: 0, price_micro: 2_000 });
  });

  it("answers 404 for an unknown form", async () => {
    const { key } = await seedKey();
    expect((await get("/v1/brand/acme.test/colors", key)).status).toBe(404);
  });
});

describe("discovery of the keyed primitives and the brand gateway", () => {
  it("lists /v1/markdown and every /v1/brand form in the api's /openapi.json", async () => {
    const doc = (await (await get("/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/v1/markdown", "/v1/brand/{domain}", "/v1/brand/{domain}/logo", "/v1/brand/{domain}/fonts", "/v1/brand/{domain}/styleguide"]),
    );
  });

  it("documents GET /{domain} on the brand host, and /llms.txt says how to call it", async () => {
    const doc = (await (await env.BRAND_PUBLIC.fetch("http://brand.test/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/{domain}");
    const llms = await (await env.BRAND_PUBLIC.fetch("http://brand.test/llms.txt")).text();
    expect(llms).toContain("GET /{domain}");
    expect(llms).toContain("20 requests per client IP per UTC day");
  });
});
