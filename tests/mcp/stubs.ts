/**
 * Stand-ins for the workers the mcp worker calls, as auxiliary workers of the mcp tier: an "api"
 * (its public routes echo what they received: method, path, query, JSON body, key and client IP;
 * a DELETE answers 204 with no body, as the api's deletes do; its `McpGate` entrypoint knows two keys and keeps a
 * ledger of charges and refunds, a refund naming its charge once) and a "pdf" (its `PdfInternal` entrypoint answers by URL). The
 * real workers behind these bindings are exercised by tests/pdf, tests/api and tests/e2e.
 */
export const GOOD_KEY = `svc_test_${"a".repeat(64)}`;
/** Valid, but its workspace has no credits left. */
export const BROKE_KEY = `svc_test_${"b".repeat(64)}`;

const shared = `
const GOOD = "Bearer ${GOOD_KEY}";
const BROKE = "Bearer ${BROKE_KEY}";
const envelope = (code, message, status, headers = {}) =>
  Response.json({ error: { code, message, request_id: "stub" } }, { status, headers });
`;

const apiScript = `
import { WorkerEntrypoint } from "cloudflare:workers";
${shared}
const ledger = [];
export class McpGate extends WorkerEntrypoint {
  async fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === "/fetcher/readyz") return Response.json({ status: "ready", checks: { database: "ok", auth: "ok" } });
    const auth = req.headers.get("Authorization");
    if (auth !== GOOD && auth !== BROKE) return envelope("invalid_or_expired_token", "The API key is missing, unknown, malformed, expired or revoked.", 401);
    if (url.pathname === "/__gate/caller") return new Response(null, { status: 204 });
    const requestId = req.headers.get("X-Request-Id");
    if (url.pathname === "/__gate/admit/read_document") {
      if (auth === BROKE) return Response.json({ code: "topup_required", balance_micro: 0, price_micro: 5000, topup_url: "/v1/billing/topup/intents" }, { status: 402 });
      const chargeId = "chg_" + requestId;
      ledger.push({ op: "charge", requestId, chargeId });
      return Response.json({ charged: 5000, charge_id: chargeId });
    }
    if (url.pathname === "/__gate/refund") {
      const { charge_id } = await req.json();
      const open = ledger.some((e) => e.op === "charge" && e.chargeId === charge_id) && !ledger.some((e) => e.op === "refund" && e.chargeId === charge_id);
      if (!open) return envelope("not_found", "no open charge", 404);
      ledger.push({ op: "refund", requestId, chargeId: charge_id });
      return new Response(null, { status: 204 });
    }
    return envelope("not_found", "no such gate route", 404);
  }
}
export default {
  async fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === "/__ledger") return Response.json(ledger);
    if (url.pathname === "/v1/brand/blocked.example") return envelope("invalid_request", "The domain is blocked.", 400);
    if (url.pathname === "/v1/news/item/1") return envelope("not_found", "No news item 1.", 404);
    if (url.pathname === "/v1/news/item/402") {
      // x402 on, a key short of credits: the PaymentRequired body with the topup extension.
      const body = { x402Version: 2, error: "The credit balance is below the price of this request.", resource: { url: req.url, mimeType: "application/json" }, accepts: [{ scheme: "exact", network: "eip155:84532", amount: "1000", asset: "0x0", payTo: "0x1", maxTimeoutSeconds: 60 }], extensions: { topup: { url: "/v1/billing/topup/intents" } } };
      return Response.json(body, { status: 402, headers: { "PAYMENT-REQUIRED": btoa(JSON.stringify(body)) } });
    }
    if (url.pathname === "/v1/research/company" && url.searchParams.get("domain") === "busy.com") return envelope("rate_limited", "Rate limit reached.", 429, { "Retry-After": "17" });
    if (req.method === "DELETE") return new Response(null, { status: 204, headers: { "X-Request-Id": req.headers.get("X-Request-Id") } });
    const body = req.body === null ? null : { content_type: req.headers.get("Content-Type"), text: await req.text() };
    return Response.json(
      { data: { method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: req.headers.get("Authorization"), client_ip: req.headers.get("CF-Connecting-IP") }, meta: { request_id: req.headers.get("X-Request-Id") } },
      { status: req.method === "POST" ? 201 : 200, headers: { "X-Cache": "miss" } },
    );
  },
};
`;

const pdfScript = `
import { WorkerEntrypoint } from "cloudflare:workers";
${shared}
const seen = [];
export class PdfInternal extends WorkerEntrypoint {
  async fetch(req) {
    const { url } = await req.json();
    seen.push({ url, ip: req.headers.get("X-Svc-Client-Ip"), requestId: req.headers.get("X-Request-Id") });
    if (url.includes("too-large")) return envelope("payload_too_large", "The PDF source is over 10 MiB (10,485,760 bytes).", 413);
    if (url.includes("busy")) return envelope("rate_limited", "2 PDF conversions are already running for this client; retry after 5 seconds.", 429, { "Retry-After": "5" });
    const doc = { type: "document", mime_type: "application/pdf", markdown: "# Stub\\n\\nconverted " + url, metadata: { pages: 1, title: "Stub" } };
    return new Response(JSON.stringify(doc) + "\\n", { headers: { "Content-Type": "application/json; charset=utf-8", "X-Cache": "miss" } });
  }
}
export default {
  async fetch(req) {
    return new URL(req.url).pathname === "/__seen" ? Response.json(seen) : new Response("pdf stub", { status: 404 });
  },
};
`;

const worker = (name: string, script: string) => ({ name, modules: true, compatibilityDate: "2026-04-01", script });

export const stubWorkers = [worker("api", apiScript), worker("pdf", pdfScript)];
