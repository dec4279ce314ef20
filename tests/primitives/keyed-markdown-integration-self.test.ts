import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MarkdownDataSchema } from "@shared/gateway/primitive-data";
import { CreditTopupRequiredSchema, successEnvelope } from "@shared/http/envelope";
import { bearer, seedKey } from "../api/seed";
import { site } from "./helpers";

const markdown = (url: string, key?: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://api.test/v1/markdown?url=${encodeURIComponent(url)}`, { headers: { ...(key ? bearer(key) : {}), ...headers } });

const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("keyed Markdown primitive GET /v1/markdown?url=U (docs/contract.md#primitives)", () => {
  it("answers 401 without a key", async () => {
    const res = await markdown(site().unique("/article").url);
    expect(res.status).toBe(401);
  });

  it("returns exactly {url, title, content} with the page's table and code block, without front matter", async () => {
    const { key } = await seedKey();
    const { url } = site().unique("/article");
    const res = await markdown(url, key, { "X-Request-Id": "req-md-1" });
    expect(res.status).toBe(200);
    const { data, meta } = successEnvelope(MarkdownDataSchema).parse(await res.json());
    expect(meta.request_id).toBe("req-md-1");
    expect(data.url).toBe(url);
    expect(data.title).toBe("Shipping fast with small teams");
    expect(data.content.startsWith("# Shipping fast with small teams\n")).toBe(true);
    expect(data.content).toContain("| Payments | 5 | 2 h |");
    expect(data.content).toContain("```js\n");
    expect(res.headers.get("x-cache")).toBe("miss");
  });

  it("shares the gateway's cache: a repeat read is a hit, no-cache goes to the site again", async () => {
    const { key } = await seedKey();
    const s = site();
    const { url, key: path } = s.unique("/article");
    await (await markdown(url, key)).arrayBuffer();
    expect((await markdown(url, key)).headers.get("x-cache")).toBe("hit");
    expect((await markdown(url, key, { "Cache-Control": "no-cache" })).headers.get("x-cache")).toBe("miss");
    expect(await s.hitsOf(path)).toBe(2);
  });

  it("refuses a missing or unsafe url with 400 and charges nothing", async () => {
    const { key } = await seedKey({ creditsMicro: 2_000 });
    const missing = await SELF.fetch("http://api.test/v1/markdown", { headers: bearer(key) });
    expect(missing.status).toBe(400);
    expect(await codeOf(missing)).toBe("invalid_request");
    const unsafe = await markdown("http://169.254.169.254/latest/meta-data/", key);
    expect(unsafe.status).toBe(400);
    expect(await codeOf(unsafe)).toBe("invalid_request");
    expect((await markdown(site().unique("/article").url, key)).status).toBe(200);
  });

  it("charges 2 credits per read and gives them back when the page cannot be read", async () => {
    const { key } = await seedKey({ creditsMicro: 4_000 });
    const gone = await markdown(site().unique("/gone").url, key);
    expect(gone.status).toBe(404);
    expect(await codeOf(gone)).toBe("not_found");
    const image = await markdown(site().unique("/logo.png").url, key);
    expect(image.status).toBe(400);
    expect((await markdown(site().unique("/article").url, key)).status).toBe(200);
    expect((await markdown(site().unique("/notes.txt").url, key)).status).toBe(200);
    const broke = await markdown(site().unique("/article").url, key);
    expect(broke.status).toBe(402);
    expect(CreditTopupRequiredSchema.parse(await broke.json()).price_micro).toBe(2_000);
  });

  it("says X-Rendered on every 200 and takes the render mode from render= or X-Render (DECISIONS §6)", async () => {
    const { key } = await seedKey();
    const auto = await markdown(site().unique("/article").url, key);
    expect(auto.status).toBe(200);
    expect(auto.headers.get("X-Rendered")).toBe("false");
    const never = await SELF.fetch(`http://api.test/v1/markdown?url=${encodeURIComponent(site().unique("/article").url)}&render=never`, { headers: bearer(key) });
    expect(never.status).toBe(200);
    expect(never.headers.get("X-Rendered")).toBe("false");
  });

  it("refuses any other render value with 400 naming render or X-Render, and charges nothing", async () => {
    const { key } = await seedKey({ creditsMicro: 2_000 });
    const query = await SELF.fetch(`http://api.test/v1/markdown?url=${encodeURIComponent(site().unique("/article").url)}&render=sometimes`, { headers: bearer(key) });
    expect(query.status).toBe(400);
    const queryError = ((await query.json()) as { error: { code: string; message: string } }).error;
    expect([queryError.code, queryError.message.includes("render")]).toEqual(["invalid_request", true]);
    const header = await markdown(site().unique("/article").url, key, { "X-Render": "maybe" });
    expect(header.status).toBe(400);
    expect(((await header.json()) as { error: { message: string } }).error.message).toContain("X-Render");
    // Both refusals were free: the 2,000 micro-credits still pay for one read.
    expect((await markdown(site().unique("/article").url, key)).status).toBe(200);
  });

  it("documents the render query parameter and the X-Render header in the api's /openapi.json", async () => {
    const doc = (await (await SELF.fetch("http://api.test/openapi.json")).json()) as {
      paths: Record<string, { get: { parameters: { name: string; in: string; schema: { enum?: string[] } }[] } }>;
    };
    const params = doc.paths["/v1/markdown"]!.get.parameters;
    expect(params.find((p) => p.in === "query" && p.name === "render")?.schema.enum).toEqual(["auto", "always", "never"]);
    expect(params.some((p) => p.in === "header" && p.name === "X-Render")).toBe(true);
  });
});
