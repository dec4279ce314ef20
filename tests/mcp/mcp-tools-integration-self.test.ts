import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CreditTopupRequiredSchema, ErrorResponseSchema, successEnvelope } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf/pdf-document";
import { z } from "zod";
import { callTool, rpc, toolErrorBody } from "./mcp-client";
import { BROKE_KEY, GOOD_KEY } from "./stubs";

interface LedgerEntry { op: "charge" | "refund"; requestId: string; chargeId: string }
interface Seen { url: string; ip: string; requestId: string }

const ledger = async () => (await (await env.API.fetch("http://api.test/__ledger")).json()) as LedgerEntry[];
const seenByPdf = async () => (await (await env.PDF_SEEN.fetch("http://pdf.test/__seen")).json()) as Seen[];
const opsFor = async (requestId: string) => (await ledger()).filter((e) => e.requestId === requestId).map((e) => e.op);

describe("read_document", () => {
  it("converts through the pdf worker with the caller's IP, charges once and returns the PDF document", async () => {
    const url = `https://example.com/${crypto.randomUUID()}.pdf`;
    const answer = await callTool("read_document", { url }, { key: GOOD_KEY, ip: "198.51.100.7" });
    const result = answer.body.result;
    expect(result.isError).toBeFalsy();
    const doc = PdfDocumentSchema.parse(result.structuredContent);
    expect(doc.markdown).toContain(url);
    expect(JSON.parse(result.content[0].text)).toEqual(doc);
    expect(result._meta.cache).toBe("miss");
    const requestId = answer.headers.get("X-Request-Id")!;
    expect((await seenByPdf()).find((s) => s.url === url)).toEqual({ url, ip: "198.51.100.7", requestId });
    expect(await opsFor(requestId)).toEqual(["charge"]);
  });

  it.each([
    [{ url: "https://example.com/a.pdf", depth: 2 }, '"depth"'],
    [{}, '"url"'],
    [{ url: "ftp://example.com/a.pdf" }, '"url"'],
  ])("refuses arguments %j as a tool error invalid_request naming %s, without charging", async (args, field) => {
    const answer = await callTool("read_document", args, { key: GOOD_KEY });
    const body = ErrorResponseSchema.parse(toolErrorBody(answer));
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain(field);
    expect(answer.body.result._meta.http_status).toBe(400);
    expect(await opsFor(answer.headers.get("X-Request-Id")!)).toEqual([]);
  });

  it("carries the pdf worker's error code (413 payload_too_large) and refunds the charge", async () => {
    const answer = await callTool("read_document", { url: `https://example.com/too-large-${crypto.randomUUID()}.pdf` }, { key: GOOD_KEY });
    const body = ErrorResponseSchema.parse(toolErrorBody(answer));
    expect(body.error.code).toBe("payload_too_large");
    expect(body.error.request_id).toBe(answer.headers.get("X-Request-Id"));
    expect(await opsFor(answer.headers.get("X-Request-Id")!)).toEqual(["charge", "refund"]);
    // The refund names the very charge the call made.
    const entries = (await ledger()).filter((e) => e.requestId === answer.headers.get("X-Request-Id"));
    expect(entries[1]!.chargeId).toBe(entries[0]!.chargeId);
  });

  it("carries rate_limited with the Retry-After seconds in _meta", async () => {
    const answer = await callTool("read_document", { url: `https://example.com/busy-${crypto.randomUUID()}.pdf` }, { key: GOOD_KEY });
    expect(toolErrorBody(answer).error.code).toBe("rate_limited");
    expect(answer.body.result._meta).toEqual({ http_status: 429, retry_after: 5 });
  });

  it("answers a key without credits with the CreditTopupRequired body and converts nothing", async () => {
    const url = `https://example.com/${crypto.randomUUID()}.pdf`;
    const answer = await callTool("read_document", { url }, { key: BROKE_KEY });
    const body = CreditTopupRequiredSchema.parse(JSON.parse(answer.body.result.content[0].text));
    expect(body.price_micro).toBe(5000);
    expect(answer.body.result.isError).toBe(true);
    expect((await seenByPdf()).some((s) => s.url === url)).toBe(false);
  });
});

describe("x402 answers of api routes", () => {
  it("relays the PaymentRequired body of a key short of credits whole, not as an outage", async () => {
    const answer = await callTool("news_item", { id: 402 }, { key: GOOD_KEY });
    expect(answer.body.result.isError).toBe(true);
    const body = JSON.parse(answer.body.result.content[0].text);
    expect(body).toMatchObject({ x402Version: 2, accepts: [{ amount: "1000" }], extensions: { topup: { url: "/v1/billing/topup/intents" } } });
    expect(answer.body.result._meta).toMatchObject({ http_status: 402 });
  });
});

describe("read_markdown and brand (keyed api routes)", () => {
  const Echo = successEnvelope(z.object({ path: z.string(), query: z.record(z.string(), z.string()), authorization: z.string(), client_ip: z.string().nullable() }));

  it("forwards read_markdown to GET /v1/markdown?url= with the caller's key and IP", async () => {
    const answer = await callTool("read_markdown", { url: "https://example.com/a?b=c" }, { key: GOOD_KEY, ip: "203.0.113.5" });
    const echo = Echo.parse(answer.body.result.structuredContent);
    expect(echo.data).toEqual({ path: "/v1/markdown", query: { url: "https://example.com/a?b=c" }, authorization: `Bearer ${GOOD_KEY}`, client_ip: "203.0.113.5" });
    expect(echo.meta.request_id).toBe(answer.headers.get("X-Request-Id"));
  });

  it("forwards brand to GET /v1/brand/{domain} with the caller's key", async () => {
    const answer = await callTool("brand", { domain: "stripe.com" }, { key: GOOD_KEY });
    expect(Echo.parse(answer.body.result.structuredContent).data.path).toBe("/v1/brand/stripe.com");
  });

  it("relays the api route's error envelope as a tool error with the same code", async () => {
    const answer = await callTool("brand", { domain: "blocked.example" }, { key: GOOD_KEY });
    expect(toolErrorBody(answer).error).toMatchObject({ code: "invalid_request", message: "The domain is blocked." });
  });

  it.each([
    ["read_markdown", { url: "https://example.com/", selector: "main" }, '"selector"'],
    ["brand", { domain: "stripe.com", path: "/logo" }, '"path"'],
    ["brand", {}, '"domain"'],
  ])("refuses %s arguments %j naming %s", async (tool, args, field) => {
    const body = toolErrorBody(await callTool(tool, args, { key: GOOD_KEY }));
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain(field);
  });
});

describe("catalog routes as tools (generated from the route specs)", () => {
  const Echo = successEnvelope(z.object({ path: z.string(), query: z.record(z.string(), z.string()), authorization: z.string(), client_ip: z.string().nullable() }));

  it("fills path parameters and sends numbers as the query strings the route reads, with the caller's key", async () => {
    const answer = await callTool("news_item", { id: "8863", depth: 2 }, { key: GOOD_KEY, ip: "203.0.113.9" });
    const echo = Echo.parse(answer.body.result.structuredContent);
    expect(echo.data).toEqual({ path: "/v1/news/item/8863", query: { depth: "2" }, authorization: `Bearer ${GOOD_KEY}`, client_ip: "203.0.113.9" });
  });

  it("calls the research workflows with their query, competitors as the comma-separated list", async () => {
    const company = Echo.parse((await callTool("research_company", { domain: "stripe.com" }, { key: GOOD_KEY })).body.result.structuredContent);
    expect(company.data).toMatchObject({ path: "/v1/research/company", query: { domain: "stripe.com" } });
    const rivals = await callTool("research_competitors", { domain: "stripe.com", competitors: "adyen.com,checkout.com" }, { key: GOOD_KEY });
    expect(Echo.parse(rivals.body.result.structuredContent).data.query).toEqual({ domain: "stripe.com", competitors: "adyen.com,checkout.com" });
  });

  it("gives the research tools read_markdown's render input, and passes it as the query parameter", async () => {
    const { body } = await rpc("tools/list", {}, { key: GOOD_KEY });
    const inputOf = (name: string) => body.result.tools.find((t: { name: string }) => t.name === name).inputSchema.properties.render;
    expect(inputOf("research_company")).toMatchObject({ type: "string", enum: ["auto", "always", "never"] });
    expect(inputOf("research_competitors").enum).toEqual(inputOf("read_markdown").enum);
    const company = Echo.parse((await callTool("research_company", { domain: "stripe.com", render: "never" }, { key: GOOD_KEY })).body.result.structuredContent);
    expect(company.data.query).toEqual({ domain: "stripe.com", render: "never" });
    const bad = toolErrorBody(await callTool("research_company", { domain: "stripe.com", render: "sometimes" }, { key: GOOD_KEY }));
    expect(bad.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining('"render"') });
  });

  it("leaves out optional arguments that were not sent", async () => {
    const echo = Echo.parse((await callTool("video_search", { term: "cats" }, { key: GOOD_KEY })).body.result.structuredContent);
    expect(echo.data).toMatchObject({ path: "/v1/video/search", query: { term: "cats" } });
  });

  it("refuses invalid arguments with the route's own rule before calling the api", async () => {
    const tooMany = toolErrorBody(await callTool("research_competitors", { domain: "a.com", competitors: "b.com,c.com,d.com,e.com,f.com,g.com" }, { key: GOOD_KEY }));
    expect(tooMany.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining('"competitors"') });
    const outOfRange = toolErrorBody(await callTool("news_stories_top", { limit: 500 }, { key: GOOD_KEY }));
    expect(outOfRange.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining('"limit"') });
    const unknown = toolErrorBody(await callTool("social_posts", { post_id: "20", expand: true }, { key: GOOD_KEY }));
    expect(unknown.error.message).toContain('"expand"');
  });

  it("carries the route's error code, and Retry-After as _meta.retry_after", async () => {
    expect(toolErrorBody(await callTool("news_item", { id: "1" }, { key: GOOD_KEY })).error.code).toBe("not_found");
    const limited = await callTool("research_company", { domain: "busy.com" }, { key: GOOD_KEY });
    expect(toolErrorBody(limited).error.code).toBe("rate_limited");
    expect(limited.body.result._meta).toMatchObject({ http_status: 429, retry_after: 17 });
  });
});

describe("writes and billing as tools (generated from the route specs)", () => {
  const Echo = successEnvelope(
    z.object({
      method: z.string(),
      path: z.string(),
      query: z.record(z.string(), z.string()),
      body: z.object({ content_type: z.string().nullable(), text: z.string() }).nullable(),
      authorization: z.string(),
    }),
  );
  const echoOf = (answer: Awaited<ReturnType<typeof callTool>>) => {
    const result = answer.body.result;
    expect(result.isError, JSON.stringify(result)).toBeFalsy();
    // The route's JSON answer is both the structured content and the text.
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
    return Echo.parse(result.structuredContent).data;
  };
  const webhook = { url: "https://hooks.example.com/in", secret: "s3cret" };

  it("runs monitors_create as POST /v1/monitors with the arguments as its JSON body and the caller's key", async () => {
    const args = { url: "https://shop.example.com/p", detector: "price", frequency: "1h", webhook };
    const echo = echoOf(await callTool("monitors_create", args, { key: GOOD_KEY }));
    expect(echo).toMatchObject({ method: "POST", path: "/v1/monitors", query: {}, authorization: `Bearer ${GOOD_KEY}` });
    expect(echo.body).toEqual({ content_type: "application/json", text: JSON.stringify(args) });
  });

  it("runs monitors_update as PATCH /v1/monitors/{id}: the id fills the path, the other arguments are the body, with their JSON types", async () => {
    const echo = echoOf(await callTool("monitors_update", { id: "m-1", paused: true, webhook: null }, { key: GOOD_KEY }));
    expect(echo).toMatchObject({ method: "PATCH", path: "/v1/monitors/m-1", query: {} });
    expect(JSON.parse(echo.body!.text)).toEqual({ paused: true, webhook: null });
  });

  it("answers monitors_delete's 204 as {data: null, meta: {request_id}}, structured and as text", async () => {
    const answer = await callTool("monitors_delete", { id: "m-2" }, { key: GOOD_KEY });
    const result = answer.body.result;
    expect(result.isError).toBeFalsy();
    const envelope = { data: null, meta: { request_id: answer.headers.get("X-Request-Id") } };
    expect(result.structuredContent).toEqual(envelope);
    expect(JSON.parse(result.content[0].text)).toEqual(envelope);
  });

  it("runs watches_create, billing_topup_intents_create and the billing reads against their routes", async () => {
    expect(echoOf(await callTool("watches_create", { target: "competitor.example" }, { key: GOOD_KEY }))).toMatchObject({ method: "POST", path: "/v1/watches", body: { text: '{"target":"competitor.example"}' } });
    const topup = echoOf(await callTool("billing_topup_intents_create", { amount_micro: 10_000_000 }, { key: GOOD_KEY }));
    expect(topup).toMatchObject({ method: "POST", path: "/v1/billing/topup/intents", body: { text: '{"amount_micro":10000000}' } });
    expect(echoOf(await callTool("billing_balance", {}, { key: GOOD_KEY }))).toMatchObject({ method: "GET", path: "/v1/billing/balance", body: null });
    expect(echoOf(await callTool("billing_ledger", { limit: 5 }, { key: GOOD_KEY }))).toMatchObject({ method: "GET", path: "/v1/billing/ledger", query: { limit: "5" } });
    expect(echoOf(await callTool("billing_topup_intents_by_id", { id: "tpi_1" }, { key: GOOD_KEY }))).toMatchObject({ path: "/v1/billing/topup/intents/tpi_1" });
  });

  it.each([
    ["monitors_create", { url: "https://shop.example.com/p", detector: "price", frequency: "1h", paused: false }, '"paused"'],
    ["monitors_create", { url: "https://shop.example.com/p", detector: "colour", frequency: "1h" }, '"detector"'],
    ["monitors_update", { id: "m-1", url: "https://elsewhere.example.com/" }, '"url"'],
    ["monitors_update", { frequency: "1h" }, '"id"'],
    ["billing_topup_intents_create", { amount_micro: 1_000_001 }, '"amount_micro"'],
    ["billing_topup_intents_create", { amount_micro: "10000000" }, '"amount_micro"'],
  ])("refuses %s arguments %j naming %s, with the route's own rules, before calling the api", async (tool, args, field) => {
    const answer = await callTool(tool, args, { key: GOOD_KEY });
    const body = toolErrorBody(answer);
    expect(body.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining(field) });
    expect(answer.body.result._meta.http_status).toBe(400);
  });
});
