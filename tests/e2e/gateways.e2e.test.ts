import { describe, expect, inject, it } from "vitest";
import { BrandFontsDataSchema, BrandLogoDataSchema, BrandSchema } from "@shared/brand";
import { MarkdownDataSchema } from "@shared/gateway/primitive-data";
import { AnonymousQuotaErrorSchema, successEnvelope } from "@shared/http/envelope";
import { stackUrl } from "../support/stack";

const MD = stackUrl("md_url");
const BRAND = stackUrl("brand_url");
const API = stackUrl("base_url");

const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const page = (path: string) => `${inject("siteUrl")}${path}?t=${crypto.randomUUID()}`;
const keyed = () => ({ Authorization: `Bearer ${inject("devKey")}` });

describe("gateways through npm run dev (harness, local fake site)", () => {
  it("md: a fake-site page comes back as Markdown with its table and code block intact", async () => {
    const res = await fetch(`${MD}/md/${page("/article")}`, { headers: { "CF-Connecting-IP": freshIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("x-ratelimit-limit")).toBe("20");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("19");
    expect(Number(res.headers.get("x-markdown-tokens"))).toBeGreaterThan(0);
    const body = await res.text();
    expect(body).toContain("# Shipping fast with small teams");
    expect(body).toContain("| Team | Releases per week | Median review time |\n| --- | --- | --- |\n| Payments | 5 | 2 h |");
    expect(body).toContain('```js\nconst release = await deploy({ env: "production" });\nconsole.log(release.id);\n```');
  });

  it("md: refuses cloud metadata with 400 and answers the 21st request with the anonymous quota error", async () => {
    const ip = freshIp();
    expect((await fetch(`${MD}/md/http://169.254.169.254/latest/meta-data/`, { headers: { "CF-Connecting-IP": ip } })).status).toBe(400);
    const target = page("/notes.txt");
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${MD}/md/${target}`, { headers: { "CF-Connecting-IP": ip } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await fetch(`${MD}/md/${target}`, { headers: { "CF-Connecting-IP": ip } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    AnonymousQuotaErrorSchema.parse(await refused.json());
  });

  it("brand: the fake site's brand has logos, colours and fonts", async () => {
    const res = await fetch(`${BRAND}/acme.test`, { headers: { "CF-Connecting-IP": freshIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("19");
    const { data } = successEnvelope(BrandSchema).parse(await res.json());
    expect(data.logo_url).toBe(`${inject("siteUrl")}/acme/logo.svg`);
    expect(data.logos.length).toBeGreaterThan(2);
    expect(data.colors.map((c) => c.hex)).toContain("#ff5500");
    expect(data.fonts.map((f) => f.family)).toEqual(expect.arrayContaining(["Acme Sans", "Inter"]));
  });

  it("api: keyed /v1/markdown and /v1/brand/* reach the gateways through service bindings across processes", async () => {
    const md = await fetch(`${API}/v1/markdown?url=${encodeURIComponent(page("/article"))}`, { headers: keyed() });
    expect(md.status).toBe(200);
    const markdown = successEnvelope(MarkdownDataSchema).parse(await md.json());
    expect(markdown.data.title).toBe("Shipping fast with small teams");
    expect(markdown.data.content).toContain("| Payments | 5 | 2 h |");

    const logo = await fetch(`${API}/v1/brand/acme.test/logo`, { headers: keyed() });
    expect(logo.status).toBe(200);
    expect(successEnvelope(BrandLogoDataSchema).parse(await logo.json()).data.brand?.logo_url).toBe(`${inject("siteUrl")}/acme/logo.svg`);

    const fonts = await fetch(`${API}/v1/brand/acme.test/fonts`, { headers: keyed() });
    expect(fonts.status).toBe(200);
    expect(successEnvelope(BrandFontsDataSchema).parse(await fonts.json()).data.count).toBeGreaterThan(1);
  });
});
