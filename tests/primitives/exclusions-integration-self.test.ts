/**
 * Source exclusions on the api and brand hosts (docs/contract.md#source-exclusions), generated from
 * `PAGE_READERS`: every page reader served here (the keyed primitives, research, the brand gateway)
 * answers an excluded source with 451 `source_excluded` before it charges or fetches anything,
 * serves what is not excluded, and stops a homepage or page that redirects into an excluded source.
 * The api's monitor and watch readers are the monitors tier's (their worker is a stub here).
 */
import { env, SELF } from "cloudflare:test";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ResearchResultSchema } from "@shared/contract/research.records";
import { pageReadersOf } from "@shared/contract/page-readers";
import { successEnvelope } from "@shared/http/envelope";
import { SOURCE_EXCLUSIONS_KEY } from "@shared/net";
import { bearer, seedKey } from "../api/seed";
import { type ExcludedBody, expectExcluded, readerCoverage } from "../support/page-readers";
import { brand, site } from "./helpers";

const API = "http://api.test";
/**
 * `localhost` and `/docs` of 127.0.0.1 (URL readers: the fake site answers on both names), the harness
 * domain `excl.test` with its subdomains, and only a path of `fine.test`.
 */
const LIST = "localhost, 127.0.0.1/docs, excl.test, fine.test/private";

let key = "";
const keyed = (path: string) => SELF.fetch(`${API}${path}`, { headers: bearer(key) });

async function balance(): Promise<number> {
  const { data } = (await (await keyed("/v1/billing/balance")).json()) as { data: { balance_micro: number; free_credits_remaining: number } };
  return data.balance_micro + data.free_credits_remaining * 1_000;
}

/** Readers that take a page URL. */
const URL_READERS: Record<string, (url: string) => Promise<Response>> = {
  "api GET /v1/markdown": (url) => keyed(`/v1/markdown?url=${encodeURIComponent(url)}`),
};

/** Readers that take a domain (its homepage is the source). */
const DOMAIN_READERS: Record<string, (domain: string) => Promise<Response>> = {
  "api GET /v1/brand/{domain}": (d) => keyed(`/v1/brand/${d}`),
  "api GET /v1/brand/{domain}/logo": (d) => keyed(`/v1/brand/${d}/logo`),
  "api GET /v1/brand/{domain}/fonts": (d) => keyed(`/v1/brand/${d}/fonts`),
  "api GET /v1/brand/{domain}/styleguide": (d) => keyed(`/v1/brand/${d}/styleguide`),
  "api GET /v1/research/company": (d) => keyed(`/v1/research/company?domain=${d}`),
  // Every target excluded, or none: a mix is the test at the end.
  "api GET /v1/research/competitors": (d) => keyed(`/v1/research/competitors?domain=${d}&competitors=${d === "fine.test" ? "fine2.test" : `www.${d}`}`),
  "brand GET /{domain}": (d) => brand(d),
};

/** Page readers of these hosts tested in another tier, and where. */
const ELSEWHERE: Record<string, string> = {
  "api POST /v1/monitors": "tests/monitors/exclusions-integration.test.ts",
  "api PATCH /v1/monitors/{id}": "tests/monitors/exclusions-integration.test.ts",
  "api POST /v1/watches": "tests/monitors/exclusions-integration.test.ts",
};

const hostReaders = (host: "api" | "brand") => pageReadersOf(host).map((r) => `${host} ${r}`);

beforeEach(async () => {
  await env.SOURCE_EXCLUSIONS.put(SOURCE_EXCLUSIONS_KEY, LIST);
  key = (await seedKey()).key;
});
afterAll(() => env.SOURCE_EXCLUSIONS.delete(SOURCE_EXCLUSIONS_KEY));

describe("page readers of the api and brand hosts", () => {
  it("are exactly the operations of their /openapi.json that take a source, and each has a test", async () => {
    const api = await (await SELF.fetch(`${API}/openapi.json`)).json();
    const brandDoc = await (await env.BRAND_PUBLIC.fetch("http://brand.test/openapi.json")).json();
    expect(readerCoverage(api as never, pageReadersOf("api"))).toEqual({ unlisted: [], unknown: [] });
    expect(readerCoverage(brandDoc as never, pageReadersOf("brand"))).toEqual({ unlisted: [], unknown: [] });
    expect([...Object.keys(URL_READERS), ...Object.keys(DOMAIN_READERS), ...Object.keys(ELSEWHERE)].sort()).toEqual([...hostReaders("api"), ...hostReaders("brand")].sort());
  });

  for (const [reader, read] of Object.entries(URL_READERS)) {
    describe(reader, () => {
      it("answers 451 for an excluded host, a subdomain and a path under an excluded prefix, charging and fetching nothing, and serves a sibling path", async () => {
        const s = site();
        const port = new URL(s.base).port;
        const before = await balance();
        const pages = [s.unique("/article"), s.unique("/article"), s.unique("/docs/guide")];
        await expectExcluded(await read(`http://localhost:${port}${pages[0]!.key}`), "host");
        await expectExcluded(await read(`http://www.localhost:${port}${pages[1]!.key}`), "subdomain");
        await expectExcluded(await read(`http://127.0.0.1:${port}${pages[2]!.key}`), "prefix");
        expect(await Promise.all(pages.map((p) => s.hitsOf(p.key)))).toEqual([0, 0, 0]);
        expect(await balance()).toBe(before);
        const sibling = s.unique("/docsx");
        expect((await read(sibling.url)).status).toBe(200);
        expect(await s.hitsOf(sibling.key)).toBe(1);
      });

      it("stops a redirect into an excluded source and refunds the call", async () => {
        const s = site();
        const port = new URL(s.base).port;
        const target = s.unique("/docs/guide");
        const hop = `/redirect?to=${encodeURIComponent(`http://127.0.0.1:${port}${target.key}`)}`;
        const before = await balance();
        expect((await expectExcluded(await read(`${s.base}${hop}`), "redirect")).message).toMatch(/redirected to/);
        expect([await s.hitsOf(hop), await s.hitsOf(target.key)]).toEqual([1, 0]);
        expect(await balance()).toBe(before);
      });
    });
  }

  for (const [reader, read] of Object.entries(DOMAIN_READERS)) {
    describe(reader, () => {
      it("answers 451 for an excluded domain and a subdomain of it, charging and fetching nothing, and serves a domain with only a path excluded", async () => {
        const s = site();
        const before = await balance();
        const error = await expectExcluded(await read("excl.test"), "domain");
        expect(error.detail).toMatch(/exclude excl\.test and its subdomains/);
        await expectExcluded(await read("www.excl.test"), "subdomain");
        expect([await s.hitsOf("/acme/?excl=root"), await s.hitsOf("/acme/?excl=www")]).toEqual([0, 0]);
        if (reader.startsWith("api")) expect(await balance()).toBe(before);
        const served = await read("fine.test");
        expect(served.status, await served.clone().text()).toBe(200);
        expect(await s.hitsOf("/acme/?fine=1")).toBeGreaterThan(0);
      });
    });
  }
});

describe("GET /v1/markdown in every render mode (DECISIONS §6)", () => {
  it("answers an excluded source 451 whatever the mode asks, before any charge, fetch or render; a bad mode is still 400 naming it", async () => {
    const s = site();
    const port = new URL(s.base).port;
    const before = await balance();
    const page = s.unique("/article");
    const excluded = encodeURIComponent(`http://localhost:${port}${page.key}`);
    for (const mode of ["auto", "always", "never"]) {
      await expectExcluded(await keyed(`/v1/markdown?url=${excluded}&render=${mode}`), `render=${mode}`);
      await expectExcluded(await SELF.fetch(`${API}/v1/markdown?url=${excluded}`, { headers: { ...bearer(key), "X-Render": mode } }), `X-Render: ${mode}`);
    }
    const badQuery = await keyed(`/v1/markdown?url=${excluded}&render=sometimes`);
    expect([badQuery.status, ((await badQuery.json()) as ExcludedBody).error.message]).toEqual([400, expect.stringContaining("render")]);
    const badHeader = await SELF.fetch(`${API}/v1/markdown?url=${excluded}`, { headers: { ...bearer(key), "X-Render": "sometimes" } });
    expect([badHeader.status, ((await badHeader.json()) as ExcludedBody).error.message]).toEqual([400, expect.stringContaining("X-Render")]);
    expect(await s.hitsOf(page.key)).toBe(0);
    expect(await balance()).toBe(before);
  });
});

describe("a homepage that redirects into an excluded source", () => {
  it("is 451 on the brand routes, never fetched", async () => {
    for (const read of [DOMAIN_READERS["brand GET /{domain}"]!, DOMAIN_READERS["api GET /v1/brand/{domain}"]!]) {
      expect((await expectExcluded(await read("hops.test"), "brand redirect")).message).toMatch(/redirected to/);
    }
    expect(await site().hitsOf("/docs/guide?from=hops")).toBe(0);
  });

  it("is a research target whose every primitive failed source_excluded, refunded", async () => {
    const before = await balance();
    const res = await DOMAIN_READERS["api GET /v1/research/company"]!("hops.test");
    expect(res.status).toBe(200);
    const [target] = successEnvelope(ResearchResultSchema).parse(await res.json()).data.targets;
    expect(target!.errors).toEqual({ brand: "source_excluded", styleguide: "source_excluded", logo: "source_excluded", markdown: "source_excluded" });
    expect(await site().hitsOf("/docs/guide?from=hops")).toBe(0);
    expect(await balance()).toBe(before);
  });
});

describe("competitor research with some targets excluded", () => {
  it("runs the others, reports each excluded target as source_excluded without fetching it, and charges only the others", async () => {
    const s = site();
    const before = await balance();
    const res = await keyed("/v1/research/competitors?domain=fine.test&competitors=excl.test,www.excl.test");
    expect(res.status).toBe(200);
    const { targets } = successEnvelope(ResearchResultSchema).parse(await res.json()).data;
    expect(targets.map((t) => t.domain)).toEqual(["fine.test", "excl.test", "www.excl.test"]);
    expect(targets[0]!.errors).toBeUndefined();
    for (const t of targets.slice(1)) {
      expect(t.errors).toEqual({ brand: "source_excluded", styleguide: "source_excluded", logo: "source_excluded", markdown: "source_excluded" });
    }
    expect([await s.hitsOf("/acme/?excl=root"), await s.hitsOf("/acme/?excl=www")]).toEqual([0, 0]);
    expect(await balance()).toBe(before - 5_000);
  });
});
