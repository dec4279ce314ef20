import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf/pdf-document";
import api from "../../workers/api/src/index";
import { PdfRequestSchema } from "@shared/contract/pdf";
import { PROVIDERS } from "@shared/contract/catalog";
import { routeToolNames } from "../../workers/mcp/src/tools/route-tools";
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
  it("names a collection and its item apart, so catalog routes never collide", () => {
    expect(routeToolNames(["/v1/monitors", "/v1/monitors/{id}", "/v1/monitors/{id}/history", "/v1/watches/{id}/events", "/v1/watches/{id}/events/{event_id}"])).toEqual([
      "monitors",
      "monitors_by_id",
      "monitors_history",
      "watches_events",
      "watches_events_by_event_id",
    ]);
    expect(routeToolNames(["/v1/news/item/{id}", "/v1/social/users/{handle}/posts"])).toEqual(["news_item", "social_users_posts"]);
  });

  it("lists read_document, read_markdown and the brand forms first, then a tool per catalog route, all read-only", async () => {
    const { body } = await rpc("tools/list", {}, { key: GOOD_KEY });
    const tools = body.result.tools as { name: string; annotations: { readOnlyHint: boolean } }[];
    const names = tools.map((t) => t.name);
    expect(names.slice(0, 6)).toEqual(["read_document", "read_markdown", "brand", "brand_logo", "brand_fonts", "brand_styleguide"]);
    const catalogGets = PROVIDERS.flatMap((p) => p.routes.filter((s) => s.route.method === "get"));
    expect(names.slice(6)).toEqual(routeToolNames(catalogGets.map((s) => s.route.path)));
    expect(names).toEqual(expect.arrayContaining(["news_stories_top", "news_item", "apps_app", "video_transcript", "social_users_posts", "research_company", "research_competitors"]));
    // Every watch GET route is a tool (the catalog's watches entry).
    expect(names).toEqual(expect.arrayContaining(["watches", "watches_by_id", "watches_events", "watches_events_by_event_id", "watches_intelligence", "watches_topics_history"]));
    expect(new Set(names).size).toBe(names.length);
    expect(tools.every((t) => t.annotations.readOnlyHint)).toBe(true);
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

  it("describes read_markdown, brand and every catalog tool with the parameters the api's own routes document", async () => {
    const { body } = await rpc("tools/list", {}, { key: GOOD_KEY });
    const doc = (await (await api.request("/openapi.json")).json()) as {
      paths: Record<string, { get: { parameters: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[] } }>;
    };
    const paths = PROVIDERS.flatMap((p) => p.routes.filter((s) => s.route.method === "get").map((s) => s.route.path));
    const routeTools = routeToolNames(paths).map((name, i) => [name, paths[i]!, "any"] as const);
    expect(routeTools.length).toBeGreaterThan(20);
    for (const [tool, path, location] of [["read_markdown", "/v1/markdown", "query"], ["brand", "/v1/brand/{domain}", "path"], ...routeTools] as const) {
      const params = doc.paths[path]!.get.parameters.filter((p) => location === "any" || p.in === location);
      const schema = body.result.tools.find((t: { name: string }) => t.name === tool).inputSchema;
      expect(Object.keys(schema.properties), tool).toEqual(params.map((p) => p.name));
      expect(schema.required ?? [], tool).toEqual(params.filter((p) => p.required).map((p) => p.name));
      for (const p of params) {
        const { example: _example, ...routeSchema } = p.schema;
        expect(schema.properties[p.name], `${tool}.${p.name}`).toMatchObject(routeSchema);
      }
      expect(schema.additionalProperties).toBe(false);
    }
  });
});
