import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/api/src/index";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { bearer, seedKey, seedOrg } from "./seed";

const NEWS = "http://api.test/v1/news/stories_top";

async function burst(keys: string[], perKey: number) {
  const requests = keys.flatMap((key) => Array.from({ length: perKey }, () => SELF.fetch(NEWS, { headers: bearer(key) })));
  return Promise.all(requests);
}

// Bursts of hundreds of requests through real D1 and DOs take seconds on a loaded 2-core machine.
describe("per-key and per-organization fixed windows", { timeout: 120_000 }, () => {
  it("admits exactly 60 of 200 concurrent requests with one key; the rest are 429 with headers", async () => {
    const { key } = await seedKey({ creditsMicro: 10_000_000 });
    const responses = await burst([key], 200);
    const admitted = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    expect(admitted).toHaveLength(60);
    expect(limited).toHaveLength(140);
    const sample = limited[0]!;
    expect(Number(sample.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(sample.headers.get("X-RateLimit-Limit")).toBe("60");
    expect(sample.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect(ErrorResponseSchema.parse(await sample.json()).error.code).toBe("rate_limited");
  });

  it("admits exactly 300 requests per minute across the keys of one organization's workspaces", async () => {
    const orgId = await seedOrg();
    const keys = await Promise.all(Array.from({ length: 8 }, () => seedKey({ orgId, creditsMicro: 10_000_000 })));
    const responses = await burst(keys.map((k) => k.key), 40); // 320 requests, each key under its own 60
    expect(responses.filter((r) => r.status === 200)).toHaveLength(300);
    const limited = responses.filter((r) => r.status === 429);
    expect(limited).toHaveLength(20);
    expect(limited[0]!.headers.get("X-RateLimit-Limit")).toBe("300");
  });

  // The keyed windows live in the organization's CreditAccount (one call per keyed request).
  it("refuses every request with 503 degraded when the limiter cannot be reached", async () => {
    const { key } = await seedKey();
    const brokenLimiter = {
      idFromName: () => { throw new Error("limiter down"); },
      get: () => { throw new Error("limiter down"); },
    };
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const statuses = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const res = await worker.fetch(new Request(NEWS, { headers: bearer(key) }), { ...env, CREDITS: brokenLimiter } as never, ctx);
        expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe("degraded");
        return res.status;
      }),
    );
    expect(statuses).toEqual([503, 503, 503, 503, 503]);
  });
});
