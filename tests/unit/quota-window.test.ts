import { describe, expect, it } from "vitest";
import { decide } from "../../durable-objects/quota-bucket";

const DAY = 86_400_000;

describe("fixed-window decisions", () => {
  it("admits up to the limit then refuses within one window", () => {
    let state;
    const allowed: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const { next, decision } = decide(state, 3, 60_000, 1_000 + i, 1, "first");
      state = next;
      allowed.push(decision.allowed);
    }
    expect(allowed).toEqual([true, true, true, false, false]);
  });

  it("anchors daily windows at UTC midnight and reports the next midnight as reset", () => {
    const noon = Date.UTC(2026, 10, 22, 12, 0, 0);
    const { decision } = decide(undefined, 20, DAY, noon, 1, "epoch");
    expect(decision.resetAtMs).toBe(Date.UTC(2026, 10, 23));
    expect(decision.remaining).toBe(19);
  });

  it("starts a fresh window after the previous one ends", () => {
    const first = decide(undefined, 1, 60_000, 0, 1, "first");
    expect(decide(first.next, 1, 60_000, 59_999, 1, "first").decision.allowed).toBe(false);
    expect(decide(first.next, 1, 60_000, 60_000, 1, "first").decision.allowed).toBe(true);
  });

  it("anchors 'first' windows at the first request, not the wall-clock minute", () => {
    const first = decide(undefined, 1, 60_000, 59_000, 1, "first");
    expect(first.decision.resetAtMs).toBe(119_000);
    expect(decide(first.next, 1, 60_000, 61_000, 1, "first").decision.allowed).toBe(false);
  });

  it("counts a request stamped before the window opened in that window instead of reopening it", () => {
    // Two concurrent calls: the one stamped 1_005 opened the window; the one stamped 1_000 waited on
    // storage and reached it second. It must take from the same window, not restart the count.
    let state = decide(undefined, 2, 60_000, 1_005, 1, "first").next;
    const late = decide(state, 2, 60_000, 1_000, 1, "first");
    expect(late.decision.allowed).toBe(true);
    expect(late.next).toEqual({ start: 1_005, count: 2 });
    state = late.next;
    expect(decide(state, 2, 60_000, 1_001, 1, "first").decision.allowed).toBe(false);
  });
});
