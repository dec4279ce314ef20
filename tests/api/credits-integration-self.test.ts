import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CreditTopupRequiredSchema, ErrorResponseSchema } from "@shared/http/envelope";
import { bearer, seedKey } from "./seed";

async function totalCredits(key: string): Promise<number> {
  const res = await SELF.fetch("http://api.test/v1/billing/balance", { headers: bearer(key) });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { balance_micro: number; free_credits_remaining: number } };
  return data.balance_micro + data.free_credits_remaining * 1_000;
}

describe("credits at the front door", () => {
  it("charges one credit (1,000 micro) for a provider read", async () => {
    const seeded = await seedKey({ creditsMicro: 5_000 });
    expect((await SELF.fetch("http://api.test/v1/news/item/1", { headers: bearer(seeded.key) })).status).toBe(200);
    expect(await totalCredits(seeded.key)).toBe(4_000);
  });

  it("gives the credit back when the provider fails", async () => {
    const seeded = await seedKey({ creditsMicro: 5_000 });
    const res = await SELF.fetch("http://api.test/v1/news/item/1?fail=1", { headers: bearer(seeded.key) });
    expect(res.status).toBe(502);
    expect(await totalCredits(seeded.key)).toBe(5_000);
  });

  it("gives a failed request's credit back to the free credits it was taken from, not to the paid balance", async () => {
    const seeded = await seedKey({ creditsMicro: 5_000 });
    await SELF.fetch("http://api.test/v1/news/item/1?fail=1", { headers: bearer(seeded.key) });
    const res = await SELF.fetch("http://api.test/v1/billing/balance", { headers: bearer(seeded.key) });
    const { data } = (await res.json()) as { data: { balance_micro: number; free_credits_remaining: number } };
    expect(data).toEqual({ balance_micro: 0, free_credits_remaining: 5 });
  });

  it("answers 402 CreditTopupRequired when the balance is below the price, and forwards nothing", async () => {
    const seeded = await seedKey({ creditsMicro: 500 });
    const res = await SELF.fetch("http://api.test/v1/news/item/1", { headers: bearer(seeded.key) });
    expect(res.status).toBe(402);
    expect(CreditTopupRequiredSchema.parse(await res.json())).toEqual({
      code: "topup_required",
      balance_micro: 500,
      price_micro: 1_000,
      topup_url: "/v1/billing/topup/intents",
    });
    expect(await totalCredits(seeded.key)).toBe(500);
  });

  it("never lets concurrent requests overdraw the balance", async () => {
    const seeded = await seedKey({ creditsMicro: 10_000 });
    const responses = await Promise.all(Array.from({ length: 25 }, () => SELF.fetch("http://api.test/v1/news/item/1", { headers: bearer(seeded.key) })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.status === 402)).toHaveLength(15);
    expect(await totalCredits(seeded.key)).toBe(0);
  });
});

describe("billing routes", () => {
  it("creates a top-up intent of at least 1,000,000 micro", async () => {
    const { key } = await seedKey();
    const res = await SELF.fetch("http://api.test/v1/billing/topup/intents", {
      method: "POST",
      headers: { ...bearer(key), "Content-Type": "application/json" },
      body: JSON.stringify({ amount_micro: 2_000_000 }),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ amount_micro: 2_000_000, status: "requires_payment" });
    expect(String(data.checkout_url)).toMatch(/^https?:\/\//);
    expect(Date.parse(String(data.expires_at))).toBeGreaterThan(Date.now());
  });

  it.each([
    ["too small", { amount_micro: 999_999 }, '"amount_micro"'],
    ["not an integer", { amount_micro: 1_500_000.5 }, '"amount_micro"'],
    ["an unknown field", { amount_micro: 2_000_000, coupon: "x" }, '"coupon"'],
  ])("refuses a top-up intent with %s (400 naming the field)", async (_label, body, field) => {
    const { key } = await seedKey();
    const res = await SELF.fetch("http://api.test/v1/billing/topup/intents", {
      method: "POST",
      headers: { ...bearer(key), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(ErrorResponseSchema.parse(await res.json()).error.message).toContain(field);
  });

  it("answers the balance as exactly {balance_micro, free_credits_remaining} (docs/contract.md#credits), free credits in credits", async () => {
    const { key } = await seedKey({ creditsMicro: 500_000 });
    const res = await SELF.fetch("http://api.test/v1/billing/balance", { headers: { ...bearer(key), "X-Request-Id": "bal-1" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { balance_micro: 0, free_credits_remaining: 500 }, meta: { request_id: "bal-1" } });
  });

  it("requires a key for the balance", async () => {
    expect((await SELF.fetch("http://api.test/v1/billing/balance")).status).toBe(401);
  });
});
