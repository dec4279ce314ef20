/**
 * MCP calls through the api's real gate (`McpGate`'s app: the front door's own authenticate →
 * admit, real D1 and Durable Objects), not the mcp tier's stub gate: the per-key and
 * per-organization minute windows are exact under concurrency, a plan without MCP is 403
 * `not_entitled`, and a balance below the price is 402 with nothing taken.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readBalance } from "@shared/billing";
import { CreditTopupRequiredSchema, ErrorResponseSchema } from "@shared/http/envelope";
import { mcpGateApp } from "../../workers/api/src/mcp-gate";
import { bearer, seedKey, seedOrg } from "./seed";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
/** Small windows (harness knobs) so that exactness is shown with few requests. */
const LIMITS = { SVC_LIMIT_KEY_PER_MIN: "6", SVC_LIMIT_ORG_PER_MIN: "10" };

const admitReadDocument = (key: string) =>
  Promise.resolve(mcpGateApp.fetch(new Request("https://api.internal/__gate/admit/read_document", { method: "POST", headers: bearer(key) }), { ...env, ...LIMITS }, ctx));
const caller = (key: string) => Promise.resolve(mcpGateApp.fetch(new Request("https://api.internal/__gate/caller", { headers: bearer(key) }), env, ctx));
const codeOf = async (res: Response) => ErrorResponseSchema.parse(await res.json()).error.code;

describe("MCP through the real gate", () => {
  it("admits exactly the key's window of concurrent read_document calls; the rest are 429 and charge nothing", async () => {
    const seeded = await seedKey({ creditsMicro: 100_000 });
    const responses = await Promise.all(Array.from({ length: 15 }, () => admitReadDocument(seeded.key)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(6);
    const limited = responses.filter((r) => r.status === 429);
    expect(limited).toHaveLength(9);
    expect(limited[0]!.headers.get("X-RateLimit-Limit")).toBe("6");
    expect(await codeOf(limited[0]!)).toBe("rate_limited");
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 0, free_credits_micro: 100_000 - 6 * 5_000 });
  });

  it("admits exactly the organization's window across its keys", async () => {
    const orgId = await seedOrg();
    const keys = await Promise.all(Array.from({ length: 3 }, () => seedKey({ orgId, creditsMicro: 100_000 })));
    const responses = await Promise.all(keys.flatMap((k) => Array.from({ length: 5 }, () => admitReadDocument(k.key))));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    const limited = responses.filter((r) => r.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.headers.get("X-RateLimit-Limit")).toBe("10");
  });

  it("refuses a workspace whose plan lacks MCP with 403 not_entitled, at the caller check and at admission", async () => {
    const seeded = await seedKey({ plan: "suspended", creditsMicro: 100_000 });
    const check = await caller(seeded.key);
    expect(check.status).toBe(403);
    expect(await codeOf(check)).toBe("not_entitled");
    const admitted = await admitReadDocument(seeded.key);
    expect(admitted.status).toBe(403);
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 0, free_credits_micro: 100_000 });
  });

  it("answers 402 topup_required when the balance is below read_document's price, and takes nothing", async () => {
    const seeded = await seedKey({ creditsMicro: 4_000 });
    const res = await admitReadDocument(seeded.key);
    expect(res.status).toBe(402);
    expect(CreditTopupRequiredSchema.parse(await res.json())).toMatchObject({ code: "topup_required", balance_micro: 4_000, price_micro: 5_000 });
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 0, free_credits_micro: 4_000 });
  });
});
