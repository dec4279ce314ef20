/**
 * Research workflows through the api (SELF) and the real brand worker against the fake site:
 * per-primitive errors, per-target refunds, bounds, and one homepage fetch per target.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { ResearchResultSchema } from "@shared/contract/research.records";
import { ErrorResponseSchema, successEnvelope } from "@shared/http/envelope";
import { bearer, seedKey } from "../api/seed";
import { brand, site } from "./helpers";

const API = "http://api.test";
const ResearchEnvelope = successEnvelope(ResearchResultSchema);

const get = (path: string, key?: string) => SELF.fetch(`${API}${path}`, { headers: key ? bearer(key) : {} });

async function balance(key: string): Promise<number> {
  const { data } = (await (await get("/v1/billing/balance", key)).json()) as { data: { balance_micro: number; free_credits_remaining: number } };
  return data.balance_micro + data.free_credits_remaining * 1_000;
}

let next = 0;
/** A research harness domain no other test uses (research{n}.test → /acme/?research={n}), with its hit-counter key. */
function fresh(): { domain: string; key: string } {
  const n = ++next;
  return { domain: `research${n}.test`, key: `/acme/?research=${n}` };
}

async function research(path: string, key: string) {
  const res = await get(path, key);
  expect(res.status, await res.clone().text()).toBe(200);
  return ResearchEnvelope.parse(await res.json()).data;
}

describe("GET /v1/research/company", () => {
  it("answers 401 without a key", async () => {
    const res = await get("/v1/research/company?domain=acme.test");
    expect(res.status).toBe(401);
  });

  it("returns brand, styleguide, logo and markdown of one target from ONE homepage fetch, for 5 credits", async () => {
    const { key } = await seedKey();
    const target = fresh();
    const before = await balance(key);
    const data = await research(`/v1/research/company?domain=${target.domain}`, key);
    expect(data).toMatchObject({ workflow: "company-research", domain: target.domain });
    expect(data.targets).toHaveLength(1);
    const [t] = data.targets;
    expect(t!.domain).toBe(target.domain);
    expect(t!.errors).toBeUndefined();
    expect(t!.brand?.name).toBe("Acme");
    expect(t!.styleguide?.palette.primary).toBe("#ff5500");
    expect(t!.logo?.brand?.logo_url).toBe(`${site().base}/acme/logo.svg`);
    expect(t!.markdown?.url).toBe(`${site().base}${target.key}`);
    expect(t!.markdown?.content.length).toBeGreaterThan(0);
    expect(await site().hitsOf(target.key)).toBe(1);
    expect(await balance(key)).toBe(before - 5_000);
  });

  it("shares one homepage fetch between concurrent requests for the same target", async () => {
    const { key } = await seedKey();
    const target = fresh();
    const answers = await Promise.all([0, 1, 2].map(() => research(`/v1/research/company?domain=${target.domain}`, key)));
    for (const data of answers) expect(data.targets[0]!.brand?.name).toBe("Acme");
    expect(await site().hitsOf(target.key)).toBe(1);
  });

  it("omits a primitive that failed and lists its error code, never a fabricated output (homepage is a PDF)", async () => {
    const { key } = await seedKey();
    const before = await balance(key);
    const data = await research("/v1/research/company?domain=pdfhome.test", key);
    const [t] = data.targets;
    expect(t!.errors).toEqual({ markdown: "invalid_request" });
    expect(t).not.toHaveProperty("markdown");
    expect(t!.brand?.domain).toBe("pdfhome.test");
    expect(t!.logo?.url).toBe(`${site().base}/paper.pdf`);
    expect(await balance(key)).toBe(before - 5_000);
  });

  it("answers 200 with every primitive's error and refunds the target when all failed", async () => {
    const { key } = await seedKey();
    const before = await balance(key);
    const data = await research("/v1/research/company?domain=gone.test", key);
    expect(data.targets).toEqual([{ domain: "gone.test", errors: { brand: "not_found", styleguide: "not_found", logo: "not_found", markdown: "not_found" } }]);
    expect(await balance(key)).toBe(before);
  });

  it.each([
    ["an IP outside loopback", "10.0.0.1"],
    ["a scheme", "https://acme.test"],
    ["a path", "acme.test/about"],
    ["an empty label", "acme..test"],
    ["a reserved name", "acme.example"],
  ])("refuses %s with 400 naming domain, charging nothing", async (_what, domain) => {
    const { key } = await seedKey();
    const before = await balance(key);
    const res = await get(`/v1/research/company?domain=${encodeURIComponent(domain)}`, key);
    expect(res.status).toBe(400);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain('"domain"');
    expect(await balance(key)).toBe(before);
  });

  it("takes the markdown primitive's render mode (the enum of /v1/markdown), refusing another value with 400 naming render before any charge", async () => {
    const { key } = await seedKey();
    const target = fresh();
    const data = await research(`/v1/research/company?domain=${target.domain}&render=never`, key);
    expect(data.targets[0]!.errors).toBeUndefined();
    expect(data.targets[0]!.markdown?.content.length).toBeGreaterThan(0);
    const before = await balance(key);
    const res = await get(`/v1/research/company?domain=${fresh().domain}&render=sometimes`, key);
    expect(res.status).toBe(400);
    expect(ErrorResponseSchema.parse(await res.json()).error.message).toContain('"render"');
    expect(await balance(key)).toBe(before);
    const doc = (await (await get("/openapi.json")).json()) as { paths: Record<string, { get: { parameters: Array<{ name: string; schema: unknown }> } }> };
    const renderOf = (path: string) => doc.paths[path]!.get.parameters.find((p) => p.name === "render")?.schema;
    expect(renderOf("/v1/research/company")).toMatchObject({ type: "string", enum: ["auto", "always", "never"] });
    expect(renderOf("/v1/research/competitors")).toEqual(renderOf("/v1/research/company"));
    expect(renderOf("/v1/markdown")).toMatchObject({ enum: ["auto", "always", "never"] });
  });

  it("refuses a missing domain with 400 naming it", async () => {
    const { key } = await seedKey();
    const res = await get("/v1/research/company", key);
    expect(res.status).toBe(400);
    expect(ErrorResponseSchema.parse(await res.json()).error.message).toContain('"domain"');
  });
});

describe("GET /v1/research/competitors", () => {
  it("researches the domain then each competitor, one homepage fetch per target, 5 credits per target", async () => {
    const { key } = await seedKey();
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const before = await balance(key);
    const data = await research(`/v1/research/competitors?domain=${a.domain}&competitors=${b.domain},${c.domain}`, key);
    expect(data).toMatchObject({ workflow: "competitor-research", domain: a.domain });
    expect(data.targets.map((t) => t.domain)).toEqual([a.domain, b.domain, c.domain]);
    for (const t of data.targets) {
      expect(t.errors).toBeUndefined();
      expect(Object.keys(t).sort()).toEqual(["brand", "domain", "logo", "markdown", "styleguide"]);
    }
    for (const target of [a, b, c]) expect(await site().hitsOf(target.key), target.domain).toBe(1);
    expect(await balance(key)).toBe(before - 15_000);
  });

  it("reports a failing target with every primitive's code and refunds only that target", async () => {
    const { key } = await seedKey();
    const ok = fresh();
    const before = await balance(key);
    const data = await research(`/v1/research/competitors?domain=${ok.domain}&competitors=down.test`, key);
    expect(data.targets[0]!.errors).toBeUndefined();
    expect(data.targets[0]!.brand?.name).toBe("Acme");
    expect(data.targets[1]).toEqual({
      domain: "down.test",
      errors: { brand: "upstream_unavailable", styleguide: "upstream_unavailable", logo: "upstream_unavailable", markdown: "upstream_unavailable" },
    });
    expect(await balance(key)).toBe(before - 5_000);
  });

  it("refunds every target when all failed", async () => {
    const { key } = await seedKey();
    const before = await balance(key);
    const data = await research("/v1/research/competitors?domain=down.test&competitors=gone.test", key);
    expect(data.targets.map((t) => Object.keys(t).sort())).toEqual([["domain", "errors"], ["domain", "errors"]]);
    expect(data.targets[1]!.errors?.markdown).toBe("not_found");
    expect(await balance(key)).toBe(before);
  });

  it("refuses 6 competitors with 400 naming competitors, charging nothing", async () => {
    const { key } = await seedKey();
    const before = await balance(key);
    const six = Array.from({ length: 6 }, () => fresh().domain).join(",");
    const res = await get(`/v1/research/competitors?domain=${fresh().domain}&competitors=${six}`, key);
    expect(res.status).toBe(400);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining('"competitors"') });
    expect(body.error.message).toContain("at most 5");
    expect(await balance(key)).toBe(before);
  });

  it.each([
    ["missing", ""],
    ["empty", "&competitors="],
    ["with an empty entry", "&competitors=a.test,,b.test"],
    ["with an invalid domain", "&competitors=acme.test,not_a_domain"],
    ["only the researched domain", "&competitors=acme.test,ACME.test"],
  ])("refuses competitors %s with 400 naming competitors", async (_what, query) => {
    const { key } = await seedKey();
    const res = await get(`/v1/research/competitors?domain=acme.test${query}`, key);
    expect(res.status).toBe(400);
    expect(ErrorResponseSchema.parse(await res.json()).error.message).toContain('"competitors"');
  });

  it("drops repeated competitors and the researched domain itself, charging each target once", async () => {
    const { key } = await seedKey();
    const [a, b] = [fresh(), fresh()];
    const before = await balance(key);
    const data = await research(`/v1/research/competitors?domain=${a.domain}&competitors=${b.domain},${b.domain.toUpperCase()},${a.domain}`, key);
    expect(data.targets.map((t) => t.domain)).toEqual([a.domain, b.domain]);
    expect(await site().hitsOf(b.key)).toBe(1);
    expect(await balance(key)).toBe(before - 10_000);
  });
});

describe("IPv4 loopback domains in the harness (docs/contract.md#gateways)", () => {
  it("researches a test site served on a loopback address's port 80", async () => {
    const { key } = await seedKey();
    const host = inject("loopbackHost");
    const data = await research(`/v1/research/company?domain=${host}`, key);
    const [t] = data.targets;
    expect(t!.errors).toBeUndefined();
    expect(t!.brand?.name).toBe("Acme");
    expect(t!.markdown?.url).toBe(`http://${host}/`);
  });

  it("serves the keyed brand and the anonymous brand gateway of a loopback domain too", async () => {
    const { key } = await seedKey();
    const keyed = await get(`/v1/brand/${inject("loopbackHost")}`, key);
    expect(keyed.status).toBe(200);
    expect(((await keyed.json()) as { data: { name: string } }).data.name).toBe("Acme");
    const anonymous = await brand(inject("loopbackHost"));
    expect(anonymous.status).toBe(200);
    expect(((await anonymous.json()) as { data: { url: string } }).data.url).toBe(`http://${inject("loopbackHost")}/`);
  });
});

describe("discovery of research", () => {
  it("lists both research routes in /v1/capabilities at 5 credits, key required", async () => {
    const { data } = (await (await get("/v1/capabilities")).json()) as {
      data: { providers: { name: string; status: string; routes: { method: string; path: string; auth: string; scope: string | null; price_credits: number }[] }[] };
    };
    const entry = data.providers.find((p) => p.name === "research");
    expect(entry?.status).toBe("available");
    expect(entry?.routes).toEqual([
      { method: "GET", path: "/v1/research/company", auth: "key", scope: null, price_credits: 5 },
      { method: "GET", path: "/v1/research/competitors", auth: "key", scope: null, price_credits: 5 },
    ]);
  });

  it("documents the research paths and result schema in /openapi.json, and /llms.txt says how to call them", async () => {
    const doc = (await (await get("/openapi.json")).json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/v1/research/company", "/v1/research/competitors"]));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["ResearchResult", "ResearchTarget"]));
    const llms = await (await get("/llms.txt")).text();
    expect(llms).toContain("/v1/research/company?domain=");
    expect(llms).toContain("/v1/research/competitors?domain=");
  });
});
