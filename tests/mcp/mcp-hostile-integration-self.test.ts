import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import worker from "../../workers/mcp/src/index";
import { MCP_URL, PROTOCOL, toolErrorBody } from "./mcp-client";
import { GOOD_KEY } from "./stubs";

const headers = (extra: Record<string, string> = {}) => ({
  "Content-Type": "application/json",
  Accept: "application/json, text/event-stream",
  "MCP-Protocol-Version": PROTOCOL,
  Authorization: `Bearer ${GOOD_KEY}`,
  "X-Request-Id": "mcp-hostile-1",
  ...extra,
});

const post = (body: string, extra: Record<string, string> = {}) => SELF.fetch(MCP_URL, { method: "POST", headers: headers(extra), body });
const toolCall = (args: string) => `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"read_document","arguments":${args}}}`;

async function seenUrls(): Promise<string[]> {
  return ((await (await env.PDF_SEEN.fetch("http://pdf.test/__seen")).json()) as { url: string }[]).map((s) => s.url);
}

describe("read_document takes exactly one top-level url", () => {
  it("refuses a __proto__ argument beside url as a tool error, and converts nothing", async () => {
    const url = `https://example.com/proto-${crypto.randomUUID()}.pdf`;
    const res = await post(toolCall(`{"url":"${url}","__proto__":{"pages":1}}`));
    expect(res.status).toBe(200);
    const body = toolErrorBody({ status: res.status, headers: res.headers, body: await res.json() });
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain('"__proto__"');
    expect(await seenUrls()).not.toContain(url);
  });

  it.each([["null", "null"], ["an array", '["https://example.com/a.pdf"]'], ["a string", '"https://example.com/a.pdf"']])(
    "answers arguments that are %s with JSON-RPC -32602 invalid params, not an internal error",
    async (_what, args) => {
      const res = await post(toolCall(args));
      const body = (await res.json()) as { error?: { code: number } };
      expect(body.error?.code).toBe(-32602);
    },
  );
});

describe("requests the MCP transport refuses use the error envelope", () => {
  it.each([
    ["malformed JSON", "{", {}],
    ["an empty body", "", {}],
    ["a wrong Content-Type", toolCall('{"url":"https://example.com/a.pdf"}'), { "Content-Type": "text/plain" }],
    ["an Accept without text/event-stream", toolCall('{"url":"https://example.com/a.pdf"}'), { Accept: "application/json" }],
    ["an unsupported protocol version", toolCall('{"url":"https://example.com/a.pdf"}'), { "MCP-Protocol-Version": "1999-01-01" }],
  ])("answers %s with 400 invalid_request in exactly {code, message, request_id}", async (_what, body, extra) => {
    const res = await post(body, extra as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const { error } = ErrorResponseSchema.parse(await res.json());
    expect(Object.keys(error).sort()).toEqual(["code", "message", "request_id"]);
    expect(error).toMatchObject({ code: "invalid_request", request_id: "mcp-hostile-1" });
    expect(res.headers.get("X-Request-Id")).toBe("mcp-hostile-1");
  });

  it("still authenticates first: a malformed body without a key is a 401", async () => {
    const res = await SELF.fetch(MCP_URL, { method: "POST", headers: { ...headers(), Authorization: "" }, body: "{" });
    expect(res.status).toBe(401);
  });
});

describe("/fetcher/readyz of the mcp host", () => {
  it("reports the api gate's database and auth checks", async () => {
    const res = await SELF.fetch("http://mcp.test/fetcher/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
  });

  it("answers 503 not_ready naming both checks when the api gate cannot be reached", async () => {
    const broken = { fetch: () => Promise.reject(new Error("gate down")) };
    const res = await worker.fetch(new Request("http://mcp.test/fetcher/readyz"), { ...env, API_GATE: broken as never }, createExecutionContext());
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; checks: Record<string, string> };
    expect(body.status).toBe("not_ready");
    expect(Object.keys(body.checks).sort()).toEqual(["auth", "database"]);
    expect(body.checks.database).toMatch(/unreachable/);
  });
});
