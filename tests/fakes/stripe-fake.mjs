// A local stand-in for the two Stripe Checkout endpoints the platform calls, plus the hosted page a
// human pays on. Mounted by upstream-server.mjs (so `SVC_UPSTREAM_STRIPE` points at that server):
//
//   POST /v1/checkout/sessions        form-encoded, Bearer secret key, Idempotency-Key honoured
//   GET  /v1/checkout/sessions/{id}
//   GET  /__stripe/pay/{id}           the "hosted checkout" page (a Pay button)
//   POST /__stripe/pay/{id}           marks the session paid, sends the signed
//                                     `checkout.session.completed` webhook (Stripe-Signature,
//                                     `t=…,v1=…`) to the webhook URL, then 303 to success_url
//   GET  /__stripe/sessions           every session (tests)
//
// The webhook URL and secret default to the local platform and the harness secret the platform
// uses when STRIPE_WEBHOOK_SECRET is unset (shared/payments/stripe.ts HARNESS_STRIPE_*).
import { createHmac, randomBytes } from "node:crypto";

export const FAKE_STRIPE_SECRET_KEY = "sk_test_harness_local_fake";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_harness_local_fake";
const DEFAULT_WEBHOOK_URL = "http://127.0.0.1:8792/billing/webhooks/stripe";

/** Parses Stripe's nested form keys (`a[b][0][c]=v`) into objects. */
function parseForm(raw) {
  const out = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = out;
    for (const part of path.slice(0, -1)) node = node[part] ??= {};
    node[path[path.length - 1]] = value;
  }
  return out;
}

const json = (status, value) => ({ status, headers: { "content-type": "application/json" }, body: JSON.stringify(value) });
const stripeError = (status, message, param) => json(status, { error: { type: "invalid_request_error", message, param } });

/**
 * @param {{ base: () => string, webhookUrl?: string, webhookSecret?: string, secretKey?: string }} options
 */
export function stripeFake({ base, webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL || DEFAULT_WEBHOOK_URL, webhookSecret = FAKE_STRIPE_WEBHOOK_SECRET, secretKey = FAKE_STRIPE_SECRET_KEY }) {
  const sessions = new Map();
  const byIdempotencyKey = new Map();
  const deliveries = [];

  function createSession(form) {
    const item = form.line_items?.["0"];
    const amount = Number(item?.price_data?.unit_amount);
    if (form.mode !== "payment") return stripeError(400, "mode must be payment", "mode");
    if (!Number.isSafeInteger(amount) || amount < 50) return stripeError(400, "Invalid unit_amount", "line_items[0][price_data][unit_amount]");
    if (!form.success_url || !form.cancel_url) return stripeError(400, "Missing success_url", "success_url");
    const expiresAt = Number(form.expires_at ?? Math.floor(Date.now() / 1000) + 86_400);
    if (expiresAt - Date.now() / 1000 < 1_800) return stripeError(400, "expires_at must be at least 30 minutes from now", "expires_at");
    const id = `cs_test_${randomBytes(12).toString("hex")}`;
    const session = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: amount * Number(item.quantity ?? 1),
      currency: item.price_data.currency,
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata ?? {},
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: expiresAt,
      url: `${base()}/__stripe/pay/${id}`,
    };
    sessions.set(id, session);
    return json(200, session);
  }

  async function sendWebhook(session) {
    const event = { id: `evt_${randomBytes(12).toString("hex")}`, object: "event", type: "checkout.session.completed", created: Math.floor(Date.now() / 1000), data: { object: session } };
    const raw = JSON.stringify(event);
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac("sha256", webhookSecret).update(`${t}.${raw}`).digest("hex");
    const res = await fetch(webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": `t=${t},v1=${v1}` }, body: raw });
    deliveries.push({ event_id: event.id, status: res.status });
    return res.status;
  }

  const payPage = (s) => ({
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    body: `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1>
<p id="amount">${(s.amount_total / 100).toFixed(2)} ${String(s.currency).toUpperCase()}</p><p id="status">${s.status}</p>
<form method="post" action="/__stripe/pay/${s.id}"><button id="pay" type="submit">Pay</button></form>`,
  });

  /** Answers a request it owns, or returns null. */
  async function handle(method, url, rawBody, headers) {
    const path = url.pathname;
    if (path === "/__stripe/sessions" && method === "GET") return json(200, { sessions: [...sessions.values()], deliveries });
    const pay = /^\/__stripe\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
    if (pay) {
      const s = sessions.get(pay[1]);
      if (!s) return { status: 404, headers: { "content-type": "text/plain" }, body: "no such session" };
      if (method === "GET") return payPage(s);
      if (method !== "POST") return null;
      if (s.status !== "open") return payPage(s);
      s.status = "complete";
      s.payment_status = "paid";
      const status = await sendWebhook(s);
      if (status >= 300) return { status: 502, headers: { "content-type": "text/plain" }, body: `webhook answered ${status}` };
      return { status: 303, headers: { location: s.success_url }, body: "" };
    }
    if (!path.startsWith("/v1/checkout/sessions")) return null;
    if (headers.authorization !== `Bearer ${secretKey}`) return stripeError(401, "Invalid API Key provided");
    if (path === "/v1/checkout/sessions" && method === "POST") {
      if (!/^application\/x-www-form-urlencoded/.test(headers["content-type"] ?? "")) return stripeError(400, "Stripe expects form-encoded bodies");
      const key = headers["idempotency-key"];
      if (key && byIdempotencyKey.has(key)) {
        const prior = byIdempotencyKey.get(key);
        if (prior.body !== rawBody) return stripeError(400, "Keys for idempotent requests can only be used with the same parameters they were first used with.");
        return prior.response;
      }
      const response = createSession(parseForm(rawBody));
      if (key) byIdempotencyKey.set(key, { body: rawBody, response });
      return response;
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (one && method === "GET") {
      const s = sessions.get(decodeURIComponent(one[1]));
      return s ? json(200, s) : stripeError(404, "No such checkout.session", "id");
    }
    return null;
  }

  return { handle, sessions, deliveries };
}
