import { env } from "cloudflare:test";
import { z } from "zod";
import { describe, expect, inject, it } from "vitest";
import worker from "../../workers/api/src/index";
import { ErrorResponseSchema } from "../../shared/http/envelope";
import { bearer, seedKey } from "./seed";

/** docs/contract.md#payment: PaymentRequired with exactly one of the two extensions. */
const PaymentRequiredSchema = z.strictObject({
  x402Version: z.literal(2),
  error: z.string(),
  resource: z.strictObject({ url: z.url(), mimeType: z.string() }),
  accepts: z
    .array(
      z.strictObject({
        scheme: z.string(),
        network: z.string(),
        asset: z.string(),
        amount: z.string(),
        payTo: z.string(),
        maxTimeoutSeconds: z.number().int(),
        extra: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1),
  extensions: z.union([
    z.strictObject({ "x-service-accountless": z.strictObject({ payment_mode: z.literal("x402_only"), bearer_supported: z.literal(false), prepaid_supported: z.literal(false) }) }),
    z.strictObject({ topup: z.strictObject({ topup_url: z.literal("/v1/billing/topup/intents") }) }),
  ]),
});

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const call = (url: string, init: RequestInit = {}, overrides: Record<string, string> = { SVC_ACCOUNTLESS: "1" }) =>
  worker.fetch(new Request(url, init), { ...env, ...overrides } as never, ctx);

const decodeHeader = (value: string | null) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value ?? ""), (c) => c.charCodeAt(0))));

describe("accountless mode (SVC_ACCOUNTLESS=1, x402 v2)", () => {
  it("answers a keyless call of a priced route with 402 PaymentRequired and the same requirement in PAYMENT-REQUIRED", async () => {
    const res = await call("http://api.test/v1/news/stories_top?limit=5");
    expect(res.status).toBe(402);
    const body = PaymentRequiredSchema.parse(await res.json());
    expect(body.extensions).toHaveProperty("x-service-accountless");
    expect(body.accepts[0]!.amount).toBe("1000");
    expect(body.resource.url).toBe("http://api.test/v1/news/stories_top?limit=5");
    expect(decodeHeader(res.headers.get("PAYMENT-REQUIRED"))).toEqual(body);
  });

  it("serves a paid request once the facilitator verifies and settles the proof, with PAYMENT-RESPONSE", async () => {
    const proof = btoa(JSON.stringify({ ok: true }));
    const res = await call("http://api.test/v1/news/stories_top?limit=5", { headers: { "PAYMENT-SIGNATURE": proof } }, {
      SVC_ACCOUNTLESS: "1",
      SVC_UPSTREAM_X402_FACILITATOR: inject("facilitatorUrl"),
    });
    expect(res.status).toBe(200);
    expect(decodeHeader(res.headers.get("PAYMENT-RESPONSE"))).toMatchObject({ success: true, transaction: "0xsettled" });
    expect(((await res.json()) as { data: { provider: string } }).data.provider).toBe("news");
  });

  it("answers a proof the facilitator rejects with a fresh 402 naming the reason", async () => {
    const res = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": btoa(JSON.stringify({ ok: false })) } }, {
      SVC_ACCOUNTLESS: "1",
      SVC_UPSTREAM_X402_FACILITATOR: inject("facilitatorUrl"),
    });
    expect(res.status).toBe(402);
    expect(PaymentRequiredSchema.parse(await res.json()).error).toContain("invalid_signature");
  });

  it("refuses a proof that is not base64 JSON with a fresh 402, before any upstream work", async () => {
    const res = await call("http://api.test/v1/news/stories_top", { headers: { "PAYMENT-SIGNATURE": "%%%not-base64" } });
    expect(res.status).toBe(402);
    expect(PaymentRequiredSchema.parse(await res.json()).error).toContain("PAYMENT-SIGNATURE");
  });

  it("still answers 401 for keyless calls when accountless mode is off", async () => {
    const res = await call("http://api.test/v1/news/stories_top", {}, {});
    expect(res.status).toBe(401);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("invalid_or_expired_token");
  });

  it("keeps free keyed routes (billing) behind a key even in accountless mode", async () => {
    expect((await call("http://api.test/v1/billing/balance")).status).toBe(401);
  });

  it("offers a key short of credits a PaymentRequired with the topup extension when x402 is on", async () => {
    const { key } = await seedKey({ creditsMicro: 100 });
    const res = await call("http://api.test/v1/news/item/1", { headers: bearer(key) });
    expect(res.status).toBe(402);
    const body = PaymentRequiredSchema.parse(await res.json());
    expect(body.extensions).toEqual({ topup: { topup_url: "/v1/billing/topup/intents" } });
  });
});
