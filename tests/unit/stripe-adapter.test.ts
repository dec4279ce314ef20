/**
 * The Stripe Checkout adapter (shared/payments/stripe.ts) on the wire, with an injected fetch: a
 * form-encoded Checkout Session create with the secret key and one Idempotency-Key per intent,
 * and Stripe-Signature verification of webhook bodies.
 */
import { describe, expect, it } from "vitest";
import { stripeProvider } from "@shared/payments/stripe";
import { stripeSignatureHeader, verifyStripeSignature } from "@shared/payments/stripe-signature";

const ENV = { STRIPE_SECRET_KEY: "sk_test_unit", STRIPE_WEBHOOK_SECRET: "whsec_unit", SVC_UPSTREAM_STRIPE: "http://127.0.0.1:9", SVC_HARNESS: "1" };

describe("the Stripe adapter", () => {
  it("creates a Checkout Session with a form-encoded body, the secret key and the intent's idempotency key", async () => {
    const seen: Request[] = [];
    const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return Response.json({ id: "cs_test_1", object: "checkout.session", status: "open", url: "https://checkout.example/c/cs_test_1" });
    }) as typeof fetch;
    const session = await stripeProvider(ENV, fake).createCheckout({
      intentId: "tpi_abc",
      workspaceId: "ws_1",
      amountMicro: 12_340_000,
      successUrl: "https://platform.example/dashboard?topup=tpi_abc",
      cancelUrl: "https://platform.example/dashboard",
      expiresAtMs: 1_800_000_000_000,
    });
    expect(session).toEqual({ sessionId: "cs_test_1", url: "https://checkout.example/c/cs_test_1", status: "open" });
    const req = seen[0]!;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("http://127.0.0.1:9/v1/checkout/sessions");
    expect(req.headers.get("Authorization")).toBe("Bearer sk_test_unit");
    expect(req.headers.get("Idempotency-Key")).toBe("topup-checkout:tpi_abc");
    expect(req.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(await req.text());
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "payment",
      client_reference_id: "tpi_abc",
      expires_at: "1800000000",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "1234",
      "metadata[intent_id]": "tpi_abc",
      "metadata[workspace_id]": "ws_1",
    });
  });

  it("turns a Stripe error into 502 upstream_unavailable without the provider's words", async () => {
    const fake = (async () => Response.json({ error: { message: "Invalid API Key provided: sk_test_***" } }, { status: 401 })) as unknown as typeof fetch;
    const err = await stripeProvider(ENV, fake).retrieveCheckout("cs_x").catch((e: unknown) => e as { code: string; message: string });
    expect(err).toMatchObject({ code: "upstream_unavailable" });
    expect((err as { message: string }).message).not.toContain("sk_test");
  });

  it("refuses to run without its secrets outside the harness (503 degraded)", async () => {
    const err = await stripeProvider({}).retrieveCheckout("cs_x").catch((e: unknown) => e as { code: string });
    expect(err).toMatchObject({ code: "degraded" });
  });
});

describe("Stripe-Signature", () => {
  const body = '{"id":"evt_1","type":"checkout.session.completed"}';
  const now = 1_800_000_000_000;

  it("accepts its own signature within 5 minutes either way, and nothing beyond", async () => {
    const header = await stripeSignatureHeader(body, "whsec_a", now);
    expect(await verifyStripeSignature(body, header, "whsec_a", now + 299_000)).toEqual({ ok: true });
    expect(await verifyStripeSignature(body, header, "whsec_a", now - 299_000)).toEqual({ ok: true });
    expect(await verifyStripeSignature(body, header, "whsec_a", now + 301_000)).toEqual({ ok: false, reason: "stale_timestamp" });
  });

  it("refuses another secret, an edited body, and headers without t or v1", async () => {
    const header = await stripeSignatureHeader(body, "whsec_a", now);
    expect(await verifyStripeSignature(body, header, "whsec_b", now)).toEqual({ ok: false, reason: "no_matching_signature" });
    expect(await verifyStripeSignature(`${body} `, header, "whsec_a", now)).toEqual({ ok: false, reason: "no_matching_signature" });
    expect(await verifyStripeSignature(body, header.split(",")[1], "whsec_a", now)).toEqual({ ok: false, reason: "malformed_header" });
    expect(await verifyStripeSignature(body, header.split(",")[0], "whsec_a", now)).toEqual({ ok: false, reason: "malformed_header" });
    expect(await verifyStripeSignature(body, undefined, "whsec_a", now)).toEqual({ ok: false, reason: "missing_header" });
  });

  it("signs the bytes received, so a byte that is not UTF-8 cannot stand in for U+FFFD or another such byte", async () => {
    const bytes = (...tail: number[]) => new Uint8Array([...new TextEncoder().encode('{"id":"evt_1","type":"x","n":"'), ...tail, 0x22, 0x7d]);
    const replacement = bytes(0xef, 0xbf, 0xbd);
    const header = await stripeSignatureHeader(replacement, "whsec_a", now);
    expect(await verifyStripeSignature(replacement, header, "whsec_a", now)).toEqual({ ok: true });
    expect(await verifyStripeSignature(bytes(0xff), header, "whsec_a", now)).toEqual({ ok: false, reason: "no_matching_signature" });
    const invalid = bytes(0xfe);
    expect(await verifyStripeSignature(invalid, await stripeSignatureHeader(invalid, "whsec_a", now), "whsec_a", now)).toEqual({ ok: true });
    expect(await verifyStripeSignature(bytes(0xff), await stripeSignatureHeader(invalid, "whsec_a", now), "whsec_a", now)).toEqual({ ok: false, reason: "no_matching_signature" });
  });

  it("answers 400 to a genuine delivery whose body is not UTF-8 JSON", async () => {
    const invalid = new Uint8Array([0x7b, 0xff, 0x7d]);
    const headers = new Headers({ "Stripe-Signature": await stripeSignatureHeader(invalid, "whsec_unit", Date.now()) });
    await expect(stripeProvider(ENV).parseWebhook(invalid, headers, Date.now())).rejects.toMatchObject({ code: "invalid_request", message: "The webhook body is not JSON." });
  });
});
