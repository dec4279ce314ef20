import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { CircuitBreaker, CircuitOpenError, isProviderOutage } from "@shared/provider";
import { testClock } from "./harness";

const outage = () => Promise.reject(new ApiError("upstream_unavailable", "down"));
const notFound = () => Promise.reject(new ApiError("not_found", "gone"));
const fine = () => Promise.resolve("ok");

async function settle(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    (v) => v,
    (e: unknown) => e,
  );
}

describe("CircuitBreaker", () => {
  it("opens after the threshold of consecutive outages and then refuses without calling", async () => {
    const clock = testClock();
    const breaker = new CircuitBreaker("news", { failureThreshold: 3, coolDownMs: 10_000, now: clock.now });
    for (let i = 0; i < 3; i++) await settle(breaker.run(outage, isProviderOutage));
    expect(breaker.state).toBe("open");
    let called = false;
    const refused = await settle(breaker.run(async () => (called = true), isProviderOutage));
    expect(refused).toBeInstanceOf(CircuitOpenError);
    // SPEC: nothing cached and the upstream unreachable (as far as the breaker knows) is 502.
    expect((refused as CircuitOpenError).status).toBe(502);
    expect((refused as CircuitOpenError).code).toBe("upstream_unavailable");
    expect((refused as CircuitOpenError).headers["Retry-After"]).toBe("10");
    expect(called).toBe(false);
  });

  it("a success in between resets the count: only consecutive outages open it", async () => {
    const breaker = new CircuitBreaker("news", { failureThreshold: 3 });
    await settle(breaker.run(outage, isProviderOutage));
    await settle(breaker.run(outage, isProviderOutage));
    await breaker.run(fine, isProviderOutage);
    await settle(breaker.run(outage, isProviderOutage));
    await settle(breaker.run(outage, isProviderOutage));
    expect(breaker.state).toBe("closed");
  });

  it("does not count answers such as 404 as failures", async () => {
    const breaker = new CircuitBreaker("news", { failureThreshold: 1 });
    await settle(breaker.run(notFound, isProviderOutage));
    expect(breaker.state).toBe("closed");
  });

  it("half-opens after the cool-down, lets exactly one probe through, and closes when it succeeds", async () => {
    const clock = testClock();
    const breaker = new CircuitBreaker("news", { failureThreshold: 1, coolDownMs: 5_000, now: clock.now });
    await settle(breaker.run(outage, isProviderOutage));
    clock.advance(4_999);
    expect(breaker.state).toBe("open");
    clock.advance(1);
    expect(breaker.state).toBe("half_open");
    let release!: () => void;
    const probe = breaker.run(() => new Promise<string>((resolve) => (release = () => resolve("ok"))), isProviderOutage);
    expect(await settle(breaker.run(fine, isProviderOutage))).toBeInstanceOf(CircuitOpenError);
    expect(breaker.state).toBe("half_open");
    release();
    await probe;
    expect(breaker.state).toBe("closed");
    expect(await breaker.run(fine, isProviderOutage)).toBe("ok");
  });

  it("re-opens for a whole cool-down when the probe fails", async () => {
    const clock = testClock();
    const breaker = new CircuitBreaker("news", { failureThreshold: 1, coolDownMs: 5_000, now: clock.now });
    await settle(breaker.run(outage, isProviderOutage));
    clock.advance(5_000);
    await settle(breaker.run(outage, isProviderOutage));
    expect(breaker.state).toBe("open");
    clock.advance(4_000);
    expect(await settle(breaker.run(fine, isProviderOutage))).toBeInstanceOf(CircuitOpenError);
  });
});
