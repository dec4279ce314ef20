import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CreditTopupRequiredSchema } from "../../shared/http/envelope";
import { bearer, seedKey } from "./seed";

const balanceOf = (workspaceId: string) =>
  env.DB.prepare("SELECT free_credits_micro + balance_micro AS total FROM workspaces WHERE id = ?1").bind(workspaceId).first<number>("total");

describe("credits at the front door", () => {
  it("charges one credit (1,000 micro) for a provider read", async () => {
    const seeded = await seedKey({ creditsMicro: 5_000 });
    expect((await SELF.fetch("http://api.test/v1/news/item/1", { headers: bearer(seeded.key) })).status).toBe(200);
    expect(await balanceOf(seeded.workspaceId)).toBe(4_000);
  });

  it("gives the credit back when the provider fails", async () => {
    const seeded = await seedKey({ creditsMicro: 5_000 });
    const res = await SELF.fetch("http://api.test/v1/news/item/1?fail=1", { headers: bearer(seeded.key) });
    expect(res.status).toBe(502);
    expect(await balanceOf(seeded.workspaceId)).toBe(5_000);
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
    expect(await balanceOf(seeded.workspaceId)).toBe(500);
  });

  it("never lets concurrent requests overdraw the balance", async () => {
    const seeded = await seedKey({ creditsMicro: 10_000 });
    const responses = await Promise.all(Array.from({ length: 25 }, () => SELF.fetch("http://api.test/v1/news/item/1", { headers: bearer(seeded.key) })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.status === 402)).toHaveLength(15);
    expect(await balanceOf(seeded.workspaceId)).toBe(0);
  });
});
