/**
 * Source exclusions end to end (docs/contract.md#source-exclusions): `npm run dev` seeded its KV
 * list from SVC_SOURCE_EXCLUSIONS (dev-stack.setup.ts), and every host answers an excluded source
 * with 451 `source_excluded` (`status` 45101, `detail`) without contacting it: the md gateway and
 * the keyed /v1/markdown, then every MCP tool of `PAGE_READERS` and a monitor, through the real
 * processes. The fake site's hit log shows nothing was fetched.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pageReadersOf } from "@shared/contract/page-readers";
import { fakeSite } from "../fixtures/sites/control";
import { type ExcludedBody, expectExcluded, expectExcludedBody } from "../support/page-readers";
import { deploymentUnderTest, stackUrl } from "../support/stack";

const MD = stackUrl("md_url");
const API = stackUrl("base_url");
const site = () => fakeSite(inject("siteUrl"));
const keyed = () => ({ Authorization: `Bearer ${inject("devKey")}` });
const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function balance(): Promise<number> {
  const { data } = (await (await fetch(`${API}/v1/billing/balance`, { headers: keyed() })).json()) as { data: { balance_micro: number; free_credits_remaining: number } };
  return data.balance_micro + data.free_credits_remaining * 1_000;
}

describe.skipIf(deploymentUnderTest())("source exclusions seeded by npm run dev", () => {
  it("md and /v1/markdown answer 451 for an excluded host, a subdomain and a path under a prefix, fetch nothing, charge nothing, and serve a sibling", async () => {
    const s = site();
    const port = new URL(s.base).port;
    const before = await balance();
    const pages = [s.unique("/article"), s.unique("/article"), s.unique("/docs/guide")];
    const urls = [`http://localhost:${port}${pages[0]!.key}`, `http://www.localhost:${port}${pages[1]!.key}`, `http://127.0.0.1:${port}${pages[2]!.key}`];
    for (const url of urls) {
      await expectExcluded(await fetch(`${MD}/md/${url}`, { headers: { "CF-Connecting-IP": freshIp() } }), `md ${url}`);
      await expectExcluded(await fetch(`${API}/v1/markdown?url=${encodeURIComponent(url)}`, { headers: keyed() }), `/v1/markdown ${url}`);
    }
    expect(await Promise.all(pages.map((p) => s.hitsOf(p.key)))).toEqual([0, 0, 0]);
    expect(await balance()).toBe(before);
    const sibling = s.unique("/docsx");
    expect((await fetch(`${MD}/md/${sibling.url}`, { headers: { "CF-Connecting-IP": freshIp() } })).status).toBe(200);
    expect((await fetch(`${API}/v1/markdown?url=${encodeURIComponent(sibling.url)}`, { headers: keyed() })).status).toBe(200);
  });

  it("a monitor of an excluded URL is refused with 451 through the front door", async () => {
    const url = `http://127.0.0.1:${new URL(site().base).port}/docs/pricing`;
    const res = await fetch(`${API}/v1/monitors`, { method: "POST", headers: { ...keyed(), "Content-Type": "application/json" }, body: JSON.stringify({ url, detector: "price", frequency: "1h" }) });
    await expectExcluded(res, "POST /v1/monitors");
  });

  describe("every MCP tool that reads a page", () => {
    let client: Client;
    beforeAll(async () => {
      const transport = new StreamableHTTPClientTransport(new URL(`${stackUrl("mcp_url")}/mcp`), {
        requestInit: { headers: { ...keyed(), "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } },
      });
      client = new Client({ name: "e2e-exclusions", version: "1.0.0" });
      await client.connect(transport);
    });
    afterAll(() => client?.close());

    /** Each tool's arguments for an excluded source, by tool name; the keys must be exactly the mcp readers. */
    const port = () => new URL(site().base).port;
    const ARGUMENTS: Record<string, () => Record<string, string>> = {
      read_markdown: () => ({ url: `http://localhost:${port()}/article?mcp=${crypto.randomUUID()}` }),
      read_document: () => ({ url: `http://127.0.0.1:${port()}/docs/paper.pdf?mcp=${crypto.randomUUID()}` }),
      brand: () => ({ domain: "excluded.test" }),
      brand_logo: () => ({ domain: "www.excluded.test" }),
      brand_fonts: () => ({ domain: "excluded.test" }),
      brand_styleguide: () => ({ domain: "www.excluded.test" }),
      research_company: () => ({ domain: "excluded.test" }),
      research_competitors: () => ({ domain: "excluded.test", competitors: "www.excluded.test" }),
      monitors_create: () => ({ url: `http://localhost:${port()}/article?mcp=${crypto.randomUUID()}`, detector: "price", frequency: "1h" }),
      watches_create: () => ({ target: "www.excluded.test" }),
    };

    it("has arguments here for each listed tool", () => {
      expect(Object.keys(ARGUMENTS).map((t) => `TOOL ${t}`).sort()).toEqual(pageReadersOf("mcp"));
    });

    for (const [tool, args] of Object.entries(ARGUMENTS)) {
      it(`${tool}: a tool error carrying the 451 envelope; nothing fetched or charged`, async () => {
        const s = site();
        const before = await balance();
        const result = await client.callTool({ name: tool, arguments: args() });
        expect(result.isError).toBe(true);
        const [content] = result.content as { type: string; text: string }[];
        expectExcludedBody(JSON.parse(content!.text) as ExcludedBody, tool);
        expect(result._meta).toMatchObject({ http_status: 451 });
        expect((await s.hits()).by_url["/acme/?excluded=root"] ?? 0).toBe(0);
        expect((await s.hits()).by_url["/acme/?excluded=www"] ?? 0).toBe(0);
        expect(Object.keys((await s.hits()).by_url).filter((u) => u.startsWith("/docs/") || u.includes("mcp="))).toEqual([]);
        expect(await balance()).toBe(before);
      });
    }
  });
});
