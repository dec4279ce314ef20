import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf/pdf-document";
import api from "../../workers/api/src/index";
import { PdfRequestSchema } from "@shared/contract/pdf";
import { PROVIDERS } from "@shared/contract/catalog";
import { MCP_URL, PROTOCOL, rpc } from "./mcp-client";
import { GOOD_KEY } from "./stubs";

const withoutDialect = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  return json;
};

describe("MCP over Streamable HTTP at /mcp", () => {
  it("initializes with the current protocol revision and advertises tools", async () => {
    const answer = await rpc("initialize", { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: "test", version: "1" } }, { key: GOOD_KEY });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(answer.headers.get("mcp-session-id")).toBeNull();
    expect(answer.body.result.protocolVersion).toBe(PROTOCOL);
    expect(answer.body.result.capabilities.tools).toBeDefined();
    expect(answer.body.result.serverInfo.name).toBe("svc-gateway");
  });

  it("accepts notifications with 202 and no body", async () => {
    const answer = await rpc("notifications/initialized", undefined, { key: GOOD_KEY, notification: true });
    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
  });

  it.each([
    ["no key", null],
    ["a malformed key", "not-a-key"],
    ["an unknown key", `svc_test_${"c".repeat(64)}`],
  ])("refuses a request with %s: 401 invalid_or_expired_token envelope", async (_what, key) => {
    const answer = await rpc("tools/list", {}, { key });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    const body = ErrorResponseSchema.parse(answer.body);
    expect(body.error.code).toBe("invalid_or_expired_token");
    expect(body.error.request_id).toBe(answer.headers.get("X-Request-Id"));
  });

  it.each(["GET", "DELETE", "PUT"])("answers %s /mcp with 405 and Allow: POST", async (method) => {
    const res = await SELF.fetch(MCP_URL, { method, headers: { Authorization: `Bearer ${GOOD_KEY}` } });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("method_not_allowed");
  });

  it("documents POST /mcp in /openapi.json as a Bearer-protected endpoint", async () => {
    const doc = (await (await SELF.fetch("http://mcp.test/openapi.json")).json()) as { paths: Record<string, Record<string, { security: unknown }>> };
    expect(doc.paths["/mcp"]!.post!.security).toEqual([{ bearerAuth: [] }]);
  });

  it("answers an unknown tool with a JSON-RPC invalid-params error", async () => {
    const answer = await rpc("tools/call", { name: "delete_everything", arguments: {} }, { key: GOOD_KEY });
    expect(answer.body.error.code).toBe(-32602);
  });
});

describe("tools/list", () => {
  it("lists read_document, read_markdown and the brand forms first, then a tool per catalog route of every method, then billing", async () => {
    const { body } = await rpc("tools/list", {}, { key: GOOD_KEY });
    const tools = body.result.tools as { name: string; _meta?: { route?: { method: string; path: string } } }[];
    const names = tools.map((t) => t.name);
    expect(names.slice(0, 6)).toEqual(["read_document", "read_markdown", "brand", "brand_logo", "brand_fonts", "brand_styleguide"]);
    const catalog = PROVIDERS.flatMap((p) => p.routes.map((s) => ({ method: s.route.method.toUpperCase(), path: s.route.path })));
    expect(tools.slice(6, 6 + catalog.length).map((t) => t._meta?.route)).toEqual(catalog);
    expect(names).toEqual(expect.arrayContaining(["news_stories_top", "news_item", "apps_app", "video_transcript", "social_users_posts", "research_company", "research_competitors"]));
    // Every watch route is a tool (the catalog's watches entry), writes included.
    expect(names).toEqual(expect.arrayContaining(["watches", "watches_by_id", "watches_events", "watches_events_by_event_id", "watches_intelligence", "watches_topics_history", "watches_create", "watches_update"]));
    expect(names.slice(6 + catalog.length)).toEqual(["billing_balance", "billing_topup_intents_create", "billing_topup_intents_by_id", "billing_ledger"]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("describes read_document with exactly the PDF POST body schema: one required url, nothing else", async () => {
    const { body } = await rpc("tools/list", {}, { key: GOOD_KEY });
    const tool = body.result.tools.find((t: { name: string }) => t.name === "read_document");
    expect(tool.inputSchema).toEqual(withoutDialect(PdfRequestSchema));
    expect(tool.inputSchema).toMatchObject({ type: "object", required: ["url"], additionalProperties: false });
    expect(Object.keys(tool.inputSchema.properties)).toEqual(["url"]);
    expect(tool.inputSchema.properties.url.pattern).toBe("^https?:\\/\\/");
    // SPEC: `url` is a uri (string, uri, pattern ^https?://), described for the agent.
    expect(tool.inputSchema.properties.url).toMatchObject({ type: "string", format: "uri", description: expect.stringContaining("PDF") });
    expect(tool.outputSchema).toEqual(withoutDialect(PdfDocumentSchema));
  });

  it("describes every api route tool with the path and query parameters the api's own routes document", async () => {
    const { body } = await rpc("tools/list", {}, { key: GOOD_KEY });
    const doc = (await (await api.request("/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[] }>>;
    };
    const tools = (body.result.tools as { name: string; inputSchema: any; _meta?: { route?: { method: string; path: string } } }[]).filter((t) => t._meta?.route); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(tools.length).toBeGreaterThan(40);
    for (const tool of tools) {
      const { method, path } = tool._meta!.route!;
      const params = (doc.paths[path]![method.toLowerCase()]!.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
      const schema = tool.inputSchema;
      expect(Object.keys(schema.properties).slice(0, params.length), tool.name).toEqual(params.map((p) => p.name));
      for (const p of params) {
        const { example: _example, ...routeSchema } = p.schema;
        expect(schema.properties[p.name], `${tool.name}.${p.name}`).toMatchObject(routeSchema);
        expect(schema.required?.includes(p.name) ?? false, `${tool.name}.${p.name} required`).toBe(p.required ?? false);
      }
      expect(schema.additionalProperties).toBe(false);
    }
  });
});
