/**
 * The front door never waits on a provider without a deadline: a provider worker that does not
 * answer (a hung upstream read, a coalesced read whose owner was cancelled) costs the caller a
 * 502 `upstream_unavailable` at the deadline, and the charge comes back, so the credit ledger
 * stays exact even when the caller would otherwise have given up and disconnected
 * (bench/soak: 4 news reads hung past the client's 30 s and left 4 charges behind).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readBalance } from "@shared/billing";
import { type ProviderAnswer, providerAnswer } from "@shared/provider/provider-entrypoint";
import worker from "../../workers/api/src/index";
import { bearer, seedKey } from "./seed";

const ITEM = "http://api.test/v1/news/item/1";

/** A news provider whose answer never comes. */
const hungNews = { answer: () => new Promise<ProviderAnswer>(() => {}) };

describe("provider deadline", { timeout: 20_000 }, () => {
  it("answers 502 upstream_unavailable when the provider does not answer in time, and refunds the charge", async () => {
    const seeded = await seedKey({ creditsMicro: 500_000 });
    const before = await readBalance(env.CREDITS, seeded);
    const ctx = createExecutionContext();
    const answered = worker.fetch(new Request(ITEM, { headers: bearer(seeded.key) }), { ...env, NEWS: hungNews, SVC_PROVIDER_TIMEOUT_MS: "300" } as never, ctx);
    const res = await Promise.race([answered, new Promise<"no answer">((r) => setTimeout(() => r("no answer"), 10_000))]);
    expect(res).toBeInstanceOf(Response);
    const out = res as Response;
    expect(out.status).toBe(502);
    const body = (await out.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("upstream_unavailable");
    expect(body.error.message).toContain("did not answer in time");
    await waitOnExecutionContext(ctx);
    expect(await readBalance(env.CREDITS, seeded)).toEqual(before);
  });

  it("serves a provider that answers before the deadline, and charges it", async () => {
    const seeded = await seedKey({ creditsMicro: 500_000 });
    const quick = { answer: () => providerAnswer(Response.json({ data: { id: 1 }, meta: {} })) };
    const res = await worker.fetch(new Request(ITEM, { headers: bearer(seeded.key) }), { ...env, NEWS: quick, SVC_PROVIDER_TIMEOUT_MS: "5000" } as never, createExecutionContext());
    expect(res.status).toBe(200);
    expect(await readBalance(env.CREDITS, seeded)).toEqual({ balance_micro: 0, free_credits_micro: 499_000 });
  });
});
