import { describe, expect, it } from "vitest";
import {
  BASE_LOCK_MS,
  FREE_ATTEMPTS,
  MAX_LOCK_MS,
  QUIET_RESET_MS,
  chargeAttempt,
  refundAttempt,
  type AttemptState,
} from "@shared/claim/attempt-limiter";
import { createAttemptCounter } from "@shared/claim/attempt-counter";
import { enterUserCode } from "@shared/claim/entry";
import { memoryAttemptLimiter, memoryClaimDirectory } from "@shared/claim/ports";
import { MemoryStorage } from "@shared/durable-storage";

const T0 = Date.UTC(2026, 0, 1);

function setup() {
  let now = T0;
  const clock = () => now;
  const directory = memoryClaimDirectory({ now: clock });
  const limiter = memoryAttemptLimiter({ now: clock });
  return { deps: { directory, limiter }, directory, setNow: (t: number) => (now = t) };
}

/** A wrong code distinct for each i (the alphabet has 20 letters; 8 of them make 20^8 codes). */
function wrongCode(i: number): string {
  const letters = "BCDFGHJKLMNPQRSTVWXZ";
  let code = "";
  for (let n = i; code.length < 8; n = Math.floor(n / 20)) code += letters[n % 20];
  return code;
}

describe("attempt limiter (pure)", () => {
  it("allows five wrong attempts, then locks for 1, 2, 4 ... minutes", () => {
    let state: AttemptState | null = null;
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      const step = chargeAttempt(state, T0);
      expect(step.decision.allowed).toBe(true);
      state = step.state;
    }
    expect(chargeAttempt(state, T0).decision).toEqual({ allowed: false, retry_after_s: 60 });
    state = chargeAttempt(state, T0 + BASE_LOCK_MS).state;
    expect(chargeAttempt(state, T0 + BASE_LOCK_MS).decision).toEqual({ allowed: false, retry_after_s: 120 });
  });

  it("caps the lock at 24 hours", () => {
    const state: AttemptState = { failures: 60, last_failure_at: T0, locked_until: T0 };
    const step = chargeAttempt(state, T0 + 1);
    expect(step.state!.locked_until - (T0 + 1)).toBe(MAX_LOCK_MS);
  });

  it("forgets a few typos after 15 quiet minutes", () => {
    let state: AttemptState | null = null;
    for (let i = 0; i < 3; i++) state = chargeAttempt(state, T0).state;
    expect(chargeAttempt(state, T0 + QUIET_RESET_MS).state?.failures).toBe(1);
  });

  it("counts the quiet time from the end of a lock, not from the last attempt", () => {
    let state: AttemptState | null = null;
    for (let i = 0; i < 7; i++) state = chargeAttempt(state, T0 + i * 10 * 60_000).state;
    // The seventh failure at 60 min locks 4 min; 15 quiet minutes after the failure are not enough.
    expect(chargeAttempt(state, T0 + 60 * 60_000 + QUIET_RESET_MS).state?.failures).toBe(8);
    expect(chargeAttempt(state, T0 + 64 * 60_000 + QUIET_RESET_MS).state?.failures).toBe(1);
  });

  it("refunds only the charge of a right code, so a success does not reset the count", () => {
    let state: AttemptState | null = null;
    for (let i = 0; i < 4; i++) state = chargeAttempt(state, T0).state;
    state = chargeAttempt(state, T0).state; // the right code, charged first: 5 → locked
    expect(state!.locked_until).toBeGreaterThan(T0);
    state = refundAttempt(state, T0);
    expect(state).toMatchObject({ failures: 4, locked_until: 0 });
    expect(chargeAttempt(state, T0).state!.locked_until).toBeGreaterThan(T0); // next wrong one locks
  });
});

describe("user code entry", () => {
  it("finds the claim for a right code in any spelling", async () => {
    const { deps, directory } = setup();
    await directory.reserve("BCDF-GHJK", "clm_1", T0 + 900_000);
    expect(await enterUserCode(deps, ["ip:1"], "bcdf ghjk")).toEqual({ ok: true, claim_id: "clm_1", user_code: "BCDF-GHJK" });
  });

  it("does not charge input that cannot be a user code", async () => {
    const { deps } = setup();
    for (let i = 0; i < 20; i++) expect(await enterUserCode(deps, ["ip:1"], "hello")).toEqual({ ok: false, reason: "malformed" });
    expect(await enterUserCode(deps, ["ip:1"], "BCDF-GHJK")).toEqual({ ok: false, reason: "unknown" });
  });

  it("locks a client out after five wrong codes out of 1,000 tried, long before a success is likely", async () => {
    const { deps, directory, setNow } = setup();
    await directory.reserve("ZZZZ-ZZZZ", "clm_1", T0 + 900_000);
    const looked = { unknown: 0, locked: 0 };
    // One guess per second for 1,000 s: locks of 1, 2, 4, 8 min let only 4 more through.
    for (let i = 0; i < 1000; i++) {
      setNow(T0 + i * 1000);
      const result = await enterUserCode(deps, ["ip:attacker"], wrongCode(i));
      expect(result.ok).toBe(false);
      if (!result.ok && result.reason !== "malformed") looked[result.reason]++;
    }
    expect(looked.unknown).toBe(FREE_ATTEMPTS + 4);
    expect(looked.locked).toBe(1000 - FREE_ATTEMPTS - 4);
  });

  it("refuses a right code during the lock, with Retry-After seconds", async () => {
    const { deps, directory } = setup();
    await directory.reserve("ZZZZ-ZZZZ", "clm_1", T0 + 900_000);
    for (let i = 0; i < FREE_ATTEMPTS; i++) await enterUserCode(deps, ["ip:1"], wrongCode(i));
    expect(await enterUserCode(deps, ["ip:1"], "ZZZZ-ZZZZ")).toEqual({ ok: false, reason: "locked", retry_after_s: 60 });
  });

  it("locks per client: another client is not affected", async () => {
    const { deps, directory } = setup();
    await directory.reserve("ZZZZ-ZZZZ", "clm_1", T0 + 900_000);
    for (let i = 0; i < FREE_ATTEMPTS; i++) await enterUserCode(deps, ["ip:1"], wrongCode(i));
    expect((await enterUserCode(deps, ["ip:2"], "ZZZZ-ZZZZ")).ok).toBe(true);
  });

  it("refuses when any of the client's keys is locked", async () => {
    const { deps, directory } = setup();
    await directory.reserve("ZZZZ-ZZZZ", "clm_1", T0 + 900_000);
    for (let i = 0; i < FREE_ATTEMPTS; i++) await enterUserCode(deps, ["sub:mallory", `ip:${i}`], wrongCode(i));
    // A new IP does not help a locked subject.
    expect(await enterUserCode(deps, ["sub:mallory", "ip:99"], "ZZZZ-ZZZZ")).toMatchObject({ ok: false, reason: "locked" });
  });

  it("lets only five of 100 concurrent guesses be checked", async () => {
    const storage = new MemoryStorage();
    const counter = createAttemptCounter(storage, { now: () => T0 });
    const decisions = await Promise.all(Array.from({ length: 100 }, () => counter.charge()));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(FREE_ATTEMPTS);
  });
});
