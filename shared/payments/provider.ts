/**
 * The payment-provider port (docs/payments.md): what top-ups need from a hosted-checkout
 * provider. One adapter per provider (`stripe.ts`); tests and `npm run dev` point the Stripe
 * adapter at a local fake (`SVC_UPSTREAM_STRIPE`).
 */

/** A checkout to open for a top-up intent. */
export interface CheckoutRequest {
  intentId: string;
  workspaceId: string;
  amountMicro: number;
  /** Where the provider sends the human back after paying, or when they give up. */
  successUrl: string;
  cancelUrl: string;
  /** When the provider's session stops taking payment (epoch ms; fixed per intent, see docs/payments.md). */
  expiresAtMs: number;
}

/** A provider checkout session: its id and the hosted page the human is sent to. */
export interface CheckoutSession {
  sessionId: string;
  url: string | null;
  /** `open` (payable), `complete` (paid or processing) or `expired`. */
  status: "open" | "complete" | "expired";
}

/**
 * A verified webhook event, reduced to what settles an intent: `paid` (money captured: credit
 * it), `closed` (the session expired or the payment failed: nothing was taken), `pending` (the
 * payment is still processing) or `ignored` (any other event type).
 */
export interface PaymentEvent {
  id: string;
  type: string;
  outcome: "paid" | "closed" | "pending" | "ignored";
  intentId: string | null;
  sessionId: string | null;
  /** What the provider says was paid, in micro-USD (null when the event carries no amount). */
  amountMicro: number | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** Opens a checkout; the same intent always gets the same session (provider idempotency). */
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<CheckoutSession>;
  /** Verifies a webhook delivery and reads its event; throws 400 `invalid_request` when not genuine. */
  parseWebhook(rawBody: Uint8Array, headers: Headers, nowMs: number): Promise<PaymentEvent>;
}

/** 1 USD cent in micro-USD: checkout amounts are whole cents. */
export const MICRO_PER_CENT = 10_000;
