/**
 * The MCP server end to end against `npm run dev`: the official SDK client (Streamable HTTP)
 * talks to the mcp process, which authenticates and charges through the api process (McpGate)
 * and converts through the pdf process (PdfInternal), all over wrangler's dev registry. The PDFs
 * come from a local HTTP server started here (the stack runs with SVC_HARNESS=1, so loopback
 * targets are allowed). DECISIONS §8: every keyed operation of the api's /openapi.json is one tool,
 * and every result validates against its tool's outputSchema; an agent with only an MCP client and
 * a claimed key runs a monitor end to end (issue 35's journey: create, run, read the change, find the charges).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type CallToolResult, LATEST_PROTOCOL_VERSION, type Tool } from "@modelcontextprotocol/sdk/types.js";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf/pdf-document";
import { makePdf, textLines } from "../fixtures/pdf/make-pdf";
import { type MonitorWeb, startMonitorWeb } from "../fakes/monitor-web.mjs";
import { stackUrl } from "../support/stack";
import { claimAndApprove, type Sent } from "./claim-http";

const MCP_URL = `${stackUrl("mcp_url")}/mcp`;

const REPORT = makePdf({
  title: "E2E report",
  pages: [{ texts: textLines(["Quarterly results", "Revenue grew in every region."], { y: 720 }) }, { texts: textLines(["Second page."], { y: 720 }) }],
});

const PAGE = `<!doctype html><html><head><title>E2E page</title></head><body><main><h1>Hello agents</h1>
<p>This page is read through the MCP tool read_markdown, which calls the api's keyed Markdown route.</p></main></body></html>`;

let origin: Server;
let originUrl: string;
/** The local shop (and competitor site) monitors and watches read, as in monitors.e2e.test.ts. */
let web: MonitorWeb;

beforeAll(async () => {
  web = await startMonitorWeb();
  origin = createServer((req, res) => {
    if (req.url?.startsWith("/report.pdf")) {
      res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": REPORT.byteLength });
      return res.end(REPORT);
    }
    if (req.url?.startsWith("/page.html")) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(PAGE);
    }
    if (req.url?.startsWith("/huge.pdf")) {
      res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": 11 * 1024 * 1024 });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await web?.close();
  origin.closeAllConnections();
  await new Promise((resolve) => origin.close(resolve));
});

/** A client IP of its own, so this file's hourly PDF quota is not shared with anything else. */
const clientIp = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** The key's whole balance in micro-USD (paid plus free credits), from the api's billing route. */
async function balanceOf(key: string): Promise<number> {
  const res = await fetch(`${stackUrl("base_url")}/v1/billing/balance`, { headers: { Authorization: `Bearer ${key}` } });
  const { data } = (await res.json()) as { data: { balance_micro: number; free_credits_remaining: number } };
  return data.balance_micro + data.free_credits_remaining * 1_000;
}

async function connect(key: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    requestInit: { headers: { Authorization: `Bearer ${key}`, "CF-Connecting-IP": clientIp } },
  });
  const client = new Client({ name: "e2e-agent", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

describe("MCP at {mcp_url}/mcp under npm run dev", () => {
  it("initializes on the current protocol revision, lists the tools and converts a PDF with read_document", async () => {
    const { client, transport } = await connect(inject("devKey"));
    try {
      expect(transport.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
      expect(client.getServerVersion()?.name).toBe("svc-gateway");

      const { tools } = await client.listTools();
      const names = tools.map((t) => t.name);
      expect(names.slice(0, 3)).toEqual(["read_document", "read_markdown", "brand"]);
      expect(names).toEqual(expect.arrayContaining(["news_stories_top", "news_item", "apps_app", "video_search", "social_posts", "research_company", "research_competitors"]));
      const readDocument = tools.find((t) => t.name === "read_document")!;
      expect(readDocument.inputSchema).toMatchObject({ type: "object", required: ["url"], additionalProperties: false });

      const url = `${originUrl}/report.pdf?run=${crypto.randomUUID()}`;
      const first = await client.callTool({ name: "read_document", arguments: { url } });
      expect(first.isError).toBeFalsy();
      const doc = PdfDocumentSchema.parse(first.structuredContent);
      expect(doc.metadata).toEqual({ pages: 2, title: "E2E report" });
      expect(doc.markdown).toContain("Revenue grew in every region.");
      expect(first._meta).toEqual({ cache: "miss" });

      const again = await client.callTool({ name: "read_document", arguments: { url: `${url}#page=2` } });
      expect(again._meta).toEqual({ cache: "hit" });
      expect(again.structuredContent).toEqual(doc);
    } finally {
      await client.close();
    }
  });

  it("answers a failing conversion as a tool error carrying the gateway's code", async () => {
    const { client } = await connect(inject("devKey"));
    try {
      const result = await client.callTool({ name: "read_document", arguments: { url: `${originUrl}/huge.pdf?run=${crypto.randomUUID()}` } });
      expect(result.isError).toBe(true);
      const [content] = result.content as { type: string; text: string }[];
      expect(ErrorResponseSchema.parse(JSON.parse(content!.text)).error.code).toBe("payload_too_large");

      const extra = await client.callTool({ name: "read_document", arguments: { url: `${originUrl}/report.pdf`, pages: 1 } });
      expect(extra.isError).toBe(true);
      const [extraContent] = extra.content as { type: string; text: string }[];
      expect(JSON.parse(extraContent!.text).error).toMatchObject({ code: "invalid_request", message: expect.stringContaining('"pages"') });
    } finally {
      await client.close();
    }
  });

  it("charges 5 credits for a conversion and gives them back when a conversion fails", async () => {
    const key = inject("unscopedKey");
    const balance = () => balanceOf(key);
    const { client } = await connect(key);
    try {
      const before = await balance();
      const ok = await client.callTool({ name: "read_document", arguments: { url: `${originUrl}/report.pdf?run=${crypto.randomUUID()}` } });
      expect(ok.isError).toBeFalsy();
      expect(await balance()).toBe(before - 5_000);
      const failed = await client.callTool({ name: "read_document", arguments: { url: `${originUrl}/huge.pdf?run=${crypto.randomUUID()}` } });
      expect(failed.isError).toBe(true);
      expect(await balance()).toBe(before - 5_000);
    } finally {
      await client.close();
    }
  });

  it("reads a web page with read_markdown through the api's keyed route", async () => {
    const { client } = await connect(inject("devKey"));
    try {
      const result = await client.callTool({ name: "read_markdown", arguments: { url: `${originUrl}/page.html?run=${crypto.randomUUID()}` } });
      expect(result.isError).toBeFalsy();
      const envelope = result.structuredContent as { data: { title: string; content: string }; meta: { request_id: string } };
      expect(envelope.data.content).toContain("Hello agents");
    } finally {
      await client.close();
    }
  });

  it("runs company research as a tool through the api, 5 credits, on the harness's fake acme.test site", async () => {
    const key = inject("unscopedKey");
    const balance = () => balanceOf(key);
    const { client } = await connect(key);
    try {
      const before = await balance();
      const result = await client.callTool({ name: "research_company", arguments: { domain: "acme.test" } });
      expect(result.isError).toBeFalsy();
      const envelope = result.structuredContent as { data: { workflow: string; targets: { domain: string; brand?: { name: string }; markdown?: { content: string }; errors?: unknown }[] } };
      expect(envelope.data.workflow).toBe("company-research");
      expect(envelope.data.targets).toHaveLength(1);
      expect(envelope.data.targets[0]).toMatchObject({ domain: "acme.test", brand: { name: "Acme" } });
      expect(envelope.data.targets[0]!.markdown?.content.length).toBeGreaterThan(0);
      expect(await balance()).toBe(before - 5_000);

      const caps = (await (await fetch(`${stackUrl("base_url")}/v1/capabilities`)).json()) as { data: { providers: { name: string; status: string; routes: { path: string; price_credits: number }[] }[] } };
      const research = caps.data.providers.find((p) => p.name === "research");
      expect(research?.status).toBe("available");
      expect(research?.routes.map((r) => [r.path, r.price_credits])).toEqual([["/v1/research/company", 5], ["/v1/research/competitors", 5]]);
    } finally {
      await client.close();
    }
  });

  it("reads a provider route as a tool (numbers accepted for query values) and relays a route's 400 as a tool error", async () => {
    const { client } = await connect(inject("devKey"));
    try {
      const top = await client.callTool({ name: "news_stories_top", arguments: { limit: 2 } });
      expect(top.isError).toBeFalsy();
      const { data } = top.structuredContent as { data: unknown[] };
      expect(data.length).toBeLessThanOrEqual(2);

      const six = await client.callTool({ name: "research_competitors", arguments: { domain: "acme.test", competitors: "a.com,b.com,c.com,d.com,e.com,f.com" } });
      expect(six.isError).toBe(true);
      const [content] = six.content as { type: string; text: string }[];
      expect(ErrorResponseSchema.parse(JSON.parse(content!.text)).error).toMatchObject({ code: "invalid_request", message: expect.stringContaining('"competitors"') });
    } finally {
      await client.close();
    }
  });

  it("refuses a client without a key with the 401 error envelope", async () => {
    const res = await fetch(MCP_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "anon", version: "1" } } }),
    });
    expect(res.status).toBe(401);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("invalid_or_expired_token");

    const client = new Client({ name: "anonymous-agent", version: "1.0.0" });
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(MCP_URL)))).rejects.toThrow();
  });

  it("refuses an unknown key with 401 as well", async () => {
    await expect(connect(`svc_test_${"d".repeat(64)}`)).rejects.toThrow();
  });
});

/** A JSON Schema 2020-12 validator with formats (MCP's dialect for inputSchema and outputSchema). */
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

/** Calls a tool that must succeed: its structuredContent validates against the tool's outputSchema and equals its text. */
async function succeed(client: Client, tools: Tool[], name: string, args: Record<string, unknown>): Promise<{ data: any; meta: Record<string, unknown> }> {
  const tool = tools.find((t) => t.name === name);
  expect(tool, name).toBeDefined();
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
  const validate = ajv.compile(tool!.outputSchema!);
  expect(validate(result.structuredContent), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  const [text] = result.content as { type: string; text: string }[];
  expect(JSON.parse(text!.text)).toEqual(result.structuredContent);
  return result.structuredContent as { data: any; meta: Record<string, unknown> };
}

const cron = (time: number) => fetch(`${stackUrl("base_url")}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*&time=${time}`);
const WAIT = { timeout: 30_000, interval: 300 };

describe("every keyed operation of the api as an MCP tool (DECISIONS §8)", () => {
  it("lists exactly one tool per operation of the api's /openapi.json that takes a key, annotated from its method", async () => {
    const doc = (await (await fetch(`${stackUrl("base_url")}/openapi.json`)).json()) as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
    const keyed = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.security?.some((requirement) => "bearerAuth" in requirement))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const { client } = await connect(inject("devKey"));
    try {
      const { tools } = await client.listTools();
      const route = (t: Tool) => t._meta?.route as { method: string; path: string } | undefined;
      const routes = tools.filter(route).map((t) => `${route(t)!.method} ${route(t)!.path}`);
      expect([...routes].sort()).toEqual([...keyed].sort());
      expect(new Set(routes).size).toBe(routes.length);
      expect(tools.filter((t) => !route(t)).map((t) => t.name)).toEqual(["read_document"]);
      for (const tool of tools) {
        const method = route(tool)?.method ?? "GET";
        expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: method === "GET", destructiveHint: method === "DELETE", idempotentHint: method !== "POST" });
        expect(tool.outputSchema?.type, tool.name).toBe("object");
        expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow();
      }
    } finally {
      await client.close();
    }
  });
});

describe("an agent with only an MCP client and a claimed key", () => {
  it("claims a key, creates a monitor on a pricing page with monitors_create (no webhook), waits for initialization, changes the price, runs it with monitors_run, reads the change in monitors_events, and finds the charges in billing_ledger", { timeout: 180_000 }, async () => {
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const sent: Sent[] = [];
    const key = await claimAndApprove(ip, sent);
    const { client } = await connect(key);
    try {
      const { tools } = await client.listTools();
      const site = (changes: unknown) => fetch(`${web.url}/__site`, { method: "POST", body: JSON.stringify(changes) });
      const plans = (pro: number) => ({ plans: [{ name: "Starter", price: 19 }, { name: "Pro", price: pro }, { name: "Enterprise", price: null }] });
      await site({ reset: true, ...plans(49) });

      const created = await succeed(client, tools, "monitors_create", { url: `${web.url}/pricing`, detector: "saas_pricing", frequency: "24h" });
      expect(created.meta.initialization).toBe("pending");
      const id = created.data.id as string;

      let ready: { data: any } | undefined;
      await vi.waitFor(async () => {
        ready = await succeed(client, tools, "monitors_by_id", { id });
        expect(ready.data.initialization_state).toBe("ready");
      }, WAIT);
      // Ready means the baseline was taken (docs/monitors.md): a run can already report a change.
      expect(ready!.data).toMatchObject({ id, detector: "saas_pricing", frequency: "24h", paused: false, baseline_completed: true });
      expect(ready!.data.webhook).toBeUndefined();

      await site(plans(59));
      const run = await succeed(client, tools, "monitors_run", { id });
      expect(run.data.status).toBe("queued");
      let events: { data: any[] } | undefined;
      await vi.waitFor(async () => {
        events = await succeed(client, tools, "monitors_events", { id });
        expect(events.data).toHaveLength(1);
      }, WAIT);
      const [event] = events!.data;
      expect(event).toMatchObject({ monitor_id: id, run_id: run.data.run_id, detector: "saas_pricing", delivery: null });
      expect(event.changes).toEqual([{ field: "plans.pro.price", before: 49, after: 59 }]);
      const one = await succeed(client, tools, "monitors_events_by_event_id", { id, event_id: event.event_id });
      expect(one.data).toEqual({ ...event, deliveries: [] });
      const history = await succeed(client, tools, "monitors_history", { id });
      expect(history.data.map((r: { baseline: boolean; changed: boolean; credits: number }) => [r.baseline, r.changed, r.credits])).toEqual([
        [false, true, 1],
        [true, false, 1],
      ]);

      // The baseline's run and the asked run, 1 credit each; the asked one names its route.
      const ledger = await succeed(client, tools, "billing_ledger", { limit: 10 });
      const charges = ledger.data.filter((entry: { kind: string }) => entry.kind === "charge");
      expect(charges.map((c: { amount_micro: number }) => c.amount_micro)).toEqual([1_000, 1_000]);
      expect(charges[0]).toMatchObject({ route: "/v1/monitors/{id}/runs" });
      expect(ledger.data.map((entry: { kind: string; amount_micro: number }) => [entry.kind, entry.amount_micro])).toContainEqual(["grant", 500_000]);
      const balance = await succeed(client, tools, "billing_balance", {});
      expect(balance.data.free_credits_remaining).toBe(498);

      // Isolation: another workspace's key does not see this monitor.
      const { client: other } = await connect(inject("devKey"));
      try {
        const foreign = (await other.callTool({ name: "monitors_by_id", arguments: { id } })) as CallToolResult;
        expect(foreign.isError).toBe(true);
        expect(ErrorResponseSchema.parse(JSON.parse((foreign.content[0] as { text: string }).text)).error.code).toBe("not_found");
      } finally {
        await other.close();
      }

      const deleted = await succeed(client, tools, "monitors_delete", { id });
      expect(deleted.data).toBeNull();
      const gone = (await client.callTool({ name: "monitors_by_id", arguments: { id } })) as CallToolResult;
      expect(gone.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it("gets results that validate against each tool's outputSchema: reads, creates, updates, deletes and billing", { timeout: 120_000 }, async () => {
    const { client } = await connect(inject("devKey"));
    try {
      const { tools } = await client.listTools();
      // A read of each kind: a provider (the fake upstream), a primitive on the harness's acme.test, the workspace's lists.
      expect((await succeed(client, tools, "news_stories_top", { limit: 2 })).data.length).toBeLessThanOrEqual(2);
      expect((await succeed(client, tools, "brand", { domain: "acme.test" })).data.name).toBe("Acme");
      await succeed(client, tools, "monitors", { limit: 5 });
      await succeed(client, tools, "watches", {});

      // Monitors: create, update (PATCH: the id in the path, the rest the body), delete.
      const monitor = await succeed(client, tools, "monitors_create", { url: `${web.url}/shop/mcp-${crypto.randomUUID()}`, detector: "price", frequency: "1h" });
      const paused = await succeed(client, tools, "monitors_update", { id: monitor.data.id, paused: true, frequency: "6h" });
      expect(paused.data).toMatchObject({ id: monitor.data.id, paused: true, frequency: "6h" });
      expect((await succeed(client, tools, "monitors_delete", { id: monitor.data.id })).data).toBeNull();

      // Watches: create, update, read.
      const watch = await succeed(client, tools, "watches_create", { target: web.url, topics: ["pricing"] });
      const updated = await succeed(client, tools, "watches_update", { id: watch.data.id, status: "paused" });
      expect(updated.data).toMatchObject({ id: watch.data.id, status: "paused" });
      expect((await succeed(client, tools, "watches_by_id", { id: watch.data.id })).data.id).toBe(watch.data.id);
      await succeed(client, tools, "watches_intelligence", { id: watch.data.id });
      await succeed(client, tools, "watches_update", { id: watch.data.id, status: "archived" });

      // Billing: balance, a top-up intent and its read, the ledger.
      await succeed(client, tools, "billing_balance", {});
      const intent = await succeed(client, tools, "billing_topup_intents_create", { amount_micro: 5_000_000 });
      expect(intent.data).toMatchObject({ amount_micro: 5_000_000, status: "requires_payment" });
      expect((await succeed(client, tools, "billing_topup_intents_by_id", { id: intent.data.id })).data.id).toBe(intent.data.id);
      await succeed(client, tools, "billing_ledger", { limit: 3 });

      // The route's own validation, as a tool error with its envelope.
      const refused = (await client.callTool({ name: "billing_topup_intents_create", arguments: { amount_micro: 1 } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(JSON.parse((refused.content[0] as { text: string }).text).error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("amount_micro") });
    } finally {
      await client.close();
    }
  });
});
