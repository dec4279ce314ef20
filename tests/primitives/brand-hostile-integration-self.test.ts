import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import worker from "../../workers/brand/src/index";
import { bearer, seedKey } from "../api/seed";
import { brand, site } from "./helpers";

/** A 400 invalid_request in exactly the envelope, with no quota taken. */
async function expectRefused(res: Response): Promise<string> {
  expect(res.status).toBe(400);
  expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  const { error } = ErrorResponseSchema.parse(await res.json());
  expect(Object.keys(error).sort()).toEqual(["code", "message", "request_id"]);
  expect(error.code).toBe("invalid_request");
  return error.message;
}

describe("GET {brand_url}/{domain} holds the domain to the contract's pattern ^[a-z0-9.-]+$", () => {
  it.each(["Acme.test", "STRIPE.COM", "Example.com"])("refuses the uppercase %s with 400 naming the lowercase form, before admission", async (domain) => {
    expect(await expectRefused(await brand(domain))).toContain(`use ${domain.toLowerCase()}`);
  });

  it.each([
    ["a NUL byte", "%00"],
    ["a NUL after a domain", "example.com%00"],
    ["an encoded percent sign", "%2500"],
    ["a unicode domain", "m%C3%BCnchen.de"],
    ["an encoded URL", "https%3A%2F%2Fexample.com"],
    ["an encoded dot-dot path", "example.com%2F..%2F.."],
    ["a 20 000-character domain", "a".repeat(20_000)],
    ["an underscore", "a_b.com"],
    ["an IPv6 literal", "[::1]"],
    ["a dot-dot segment resolved away by the URL parser", ".."],
  ])("refuses %s with 400", async (_what, domain) => {
    await expectRefused(await brand(domain));
  });
});

describe("keyed /v1/brand/{domain} holds the domain to the same pattern", () => {
  it("refuses an uppercase domain with 400 and charges nothing", async () => {
    const { key } = await seedKey({ creditsMicro: 2_000 });
    const res = await SELF.fetch("http://api.test/v1/brand/Acme.test/logo", { headers: bearer(key) });
    expect(await expectRefused(res)).toMatch(/lowercase/);
    // The 2 credits are still there for one call.
    expect((await SELF.fetch("http://api.test/v1/brand/acme.test/logo", { headers: bearer(key) })).status).toBe(200);
  });

  it("documents the pattern on the {domain} parameter in the api's /openapi.json", async () => {
    const doc = (await (await SELF.fetch("http://api.test/openapi.json")).json()) as {
      paths: Record<string, { get: { parameters: { name: string; schema: { pattern?: string } }[] } }>;
    };
    for (const path of ["/v1/brand/{domain}", "/v1/brand/{domain}/logo", "/v1/brand/{domain}/fonts", "/v1/brand/{domain}/styleguide"]) {
      const param = doc.paths[path]!.get.parameters.find((p) => p.name === "domain");
      expect(param?.schema.pattern, path).toBe("^[a-z0-9.-]+$");
    }
  });

  it("still serves the lowercase domain", async () => {
    const { key } = await seedKey();
    const res = await SELF.fetch("http://api.test/v1/brand/acme.test/logo", { headers: bearer(key) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { url: string } }).data.url).toBe(`${site().base}/acme/`);
  });
});

describe("brand gateway readiness (docs/contract.md#discovery body)", () => {
  it("answers ready with its shared store as database and auth ok", async () => {
    const res = await env.BRAND_PUBLIC.fetch("http://brand.test/fetcher/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
  });

  it("answers 503 not_ready naming the quota store when it is unreachable", async () => {
    const res = await worker.fetch(
      new Request("http://brand.test/fetcher/readyz"),
      { ...env, QUOTA: { idFromName: () => { throw new Error("down"); } } } as never,
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { checks: { database: string } }).checks.database).toMatch(/quota/);
  });
});
