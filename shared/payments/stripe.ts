/**
 * The Stripe Checkout adapter of the payment-provider port: Checkout Sessions over Stripe's REST
 * API (form-encoded bodies, Bearer secret key, an `Idempotency-Key` per intent) through the safe
 * fetcher, and webhook events verified by `Stripe-Signature`. Base URL `SVC_UPSTREAM_STRIPE`
 * (default https://api.stripe.com); secrets `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`.
 */
import { isHarness, setting } from "../config";
import { ApiError } from "../errors";
import { safeFetch } from "../net";
import { type CheckoutRequest, type CheckoutSession, MICRO_PER_CENT, type PaymentEvent, type PaymentProvider } from "./provider";
import { verifyStripeSignature } from "./stripe-signature";

export const STRIPE_DEFAULT_BASE = "https://api.stripe.com";
/** Harness-only stand-ins (the local fake uses the same), so `npm run dev` needs no Stripe account. */
export const HARNESS_STRIPE_SECRET_KEY = "sk_test_harness_local_fake";
export const HARNESS_STRIPE_WEBHOOK_SECRET = "whsec_harness_local_fake";

export interface StripeEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  SVC_UPSTREAM_STRIPE?: string;
  SVC_HARNESS?: string;
}

const TIMEOUT_MS = 10_000;

/** Stripe's nested form encoding: `a[b][0][c]=v`. */
export function formEncode(value: Record<string, unknown>, prefix = "", out = new URLSearchParams()): URLSearchParams {
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (v === undefined || v === null) continue;
    if (typeof v === "object") formEncode(v as Record<string, unknown>, name, out);
    else out.append(name, String(v));
  }
  return out;
}

const unavailable = (internal: string) => new ApiError("upstream_unavailable", "The payment provider is unavailable; retry shortly.", { internal });

const sessionOf = (body: Record<string, unknown>): CheckoutSession => {
  const status = body.status;
  if (typeof body.id !== "string" || (status !== "open" && status !== "complete" && status !== "expired")) throw unavailable("stripe: unexpected session shape");
  return { sessionId: body.id, url: typeof body.url === "string" ? body.url : null, status };
};

/** Reads one event into the port's terms (signature already verified). */
export function stripeEvent(event: Record<string, unknown>): PaymentEvent {
  const object = ((event.data as { object?: unknown } | undefined)?.object ?? {}) as Record<string, unknown>;
  const type = String(event.type);
  const isSession = object.object === "checkout.session";
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const intentId = typeof metadata.intent_id === "string" ? metadata.intent_id : typeof object.client_reference_id === "string" ? object.client_reference_id : null;
  const amountMicro = object.currency === "usd" && Number.isSafeInteger(object.amount_total) ? (object.amount_total as number) * MICRO_PER_CENT : null;
  let outcome: PaymentEvent["outcome"] = "ignored";
  if (isSession && type === "checkout.session.completed") outcome = object.payment_status === "paid" ? "paid" : "pending";
  else if (isSession && type === "checkout.session.async_payment_succeeded") outcome = "paid";
  else if (isSession && (type === "checkout.session.expired" || type === "checkout.session.async_payment_failed")) outcome = "closed";
  return { id: String(event.id), type, outcome, intentId: isSession ? intentId : null, sessionId: isSession && typeof object.id === "string" ? object.id : null, amountMicro };
}

/** The Stripe adapter for this worker's env; refuses (503) when its secrets are not configured. */
export function stripeProvider(env: StripeEnv, fetcher?: typeof fetch): PaymentProvider {
  const harness = isHarness(env);
  const secretKey = env.STRIPE_SECRET_KEY || (harness ? HARNESS_STRIPE_SECRET_KEY : undefined);
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || (harness ? HARNESS_STRIPE_WEBHOOK_SECRET : undefined);
  const base = setting(env, "SVC_UPSTREAM_STRIPE") ?? STRIPE_DEFAULT_BASE;
  const notConfigured = (what: string) => new ApiError("degraded", "Payments are not configured on this deployment.", { internal: `${what} is not set` });

  async function call(method: "GET" | "POST", path: string, form?: URLSearchParams, idempotencyKey?: string): Promise<Record<string, unknown>> {
    if (!secretKey) throw notConfigured("STRIPE_SECRET_KEY");
    const headers: Record<string, string> = { Authorization: `Bearer ${secretKey}`, Accept: "application/json" };
    if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let res;
    try {
      res = await safeFetch(`${base}${path}`, { method, headers, body: form?.toString(), maxBytes: 256 * 1024, timeoutMs: TIMEOUT_MS, maxRedirects: 0, allowPrivate: harness, fetch: fetcher });
    } catch (err) {
      throw unavailable(`stripe ${path}: ${String(err)}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(res.body));
    } catch {
      throw unavailable(`stripe ${path}: ${res.status}, not JSON`);
    }
    // Stripe's error object names the problem; it goes to logs only, never to the human.
    if (res.status >= 300 || !body || typeof body !== "object") throw unavailable(`stripe ${path}: ${res.status} ${JSON.stringify((body as { error?: unknown })?.error ?? null).slice(0, 300)}`);
    return body as Record<string, unknown>;
  }

  return {
    name: "stripe",
    async createCheckout(req: CheckoutRequest) {
      const form = formEncode({
        mode: "payment",
        client_reference_id: req.intentId,
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        expires_at: Math.floor(req.expiresAtMs / 1000),
        line_items: { 0: { quantity: 1, price_data: { currency: "usd", unit_amount: req.amountMicro / MICRO_PER_CENT, product_data: { name: "API credits" } } } },
        metadata: { intent_id: req.intentId, workspace_id: req.workspaceId },
        payment_intent_data: { metadata: { intent_id: req.intentId } },
      });
      // One session per intent: a repeated create (two tabs, a retry) gets the same session back.
      return sessionOf(await call("POST", "/v1/checkout/sessions", form, `topup-checkout:${req.intentId}`));
    },
    async retrieveCheckout(sessionId) {
      return sessionOf(await call("GET", `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`));
    },
    async parseWebhook(rawBody, headers, nowMs) {
      if (!webhookSecret) throw notConfigured("STRIPE_WEBHOOK_SECRET");
      const check = await verifyStripeSignature(rawBody, headers.get("Stripe-Signature") ?? undefined, webhookSecret, nowMs);
      if (!check.ok) throw new ApiError("invalid_request", `The Stripe-Signature header is not valid (${check.reason}).`);
      let event: unknown;
      try {
        event = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(rawBody));
      } catch {
        throw new ApiError("invalid_request", "The webhook body is not JSON.");
      }
      if (!event || typeof event !== "object" || typeof (event as { id?: unknown }).id !== "string" || typeof (event as { type?: unknown }).type !== "string") {
        throw new ApiError("invalid_request", "The webhook body is not a Stripe event (id and type are required).");
      }
      return stripeEvent(event as Record<string, unknown>);
    },
  };
}
