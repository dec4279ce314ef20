import { afterEach, describe, expect, it, vi } from "vitest";
import {
  USER_CODE_ALPHABET,
  constantTimeEqual,
  hashSecret,
  newDeviceCode,
  newUserCode,
  normalizeUserCode,
} from "@shared/claim/codes";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("newDeviceCode", () => {
  it("is 43 base64url characters without padding", () => {
    for (let i = 0; i < 50; i++) expect(newDeviceCode()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("never repeats", () => {
    const codes = new Set(Array.from({ length: 1000 }, newDeviceCode));
    expect(codes.size).toBe(1000);
  });
});

describe("hashSecret", () => {
  it("is the SHA-256 hex digest", async () => {
    expect(await hashSecret("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("newUserCode", () => {
  it("is XXXX-XXXX over the consonant alphabet", () => {
    expect(USER_CODE_ALPHABET).toBe("BCDFGHJKLMNPQRSTVWXZ");
    for (let i = 0; i < 200; i++) expect(newUserCode()).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
  });

  it("draws every letter about equally often", () => {
    const counts = new Map<string, number>();
    const codes = 5000;
    for (let i = 0; i < codes; i++) {
      for (const ch of newUserCode().replace("-", "")) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(20);
    // 40,000 letters, 2,000 expected each. Chi-square, 19 degrees of freedom: 65 is p ≈ 1e-6.
    const expected = (codes * 8) / 20;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(65);
  });

  it("redraws bytes 240..255 instead of folding them onto the first letters", () => {
    // 240..255 would map to B..Q under a plain modulo; they must be skipped.
    const biased = [240, 245, 250, 255];
    const fair = [0, 1, 2, 3, 19, 20, 39, 239];
    vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(0);
      bytes.set([...biased, ...fair]);
      return array;
    });
    // 0→B 1→C 2→D 3→F 19→Z 20→B 39→Z 239→Z
    expect(newUserCode()).toBe("BCDF-ZBZZ");
  });
});

describe("normalizeUserCode", () => {
  it.each([
    ["BCDF-GHJK", "BCDF-GHJK"],
    ["bcdf-ghjk", "BCDF-GHJK"],
    ["bcdfghjk", "BCDF-GHJK"],
    [" BCDF GHJK ", "BCDF-GHJK"],
    ["B-C-D-F-G-H-J-K", "BCDF-GHJK"],
    ["bCdF\tgHjK", "BCDF-GHJK"],
  ])("accepts %j as %s", (input, canonical) => {
    expect(normalizeUserCode(input)).toBe(canonical);
  });

  it.each([
    ["", "empty"],
    ["BCDF-GHJ", "too short"],
    ["BCDF-GHJKL", "too long"],
    ["BCDF-GHJA", "a vowel"],
    ["BCDF-GHJ0", "a digit"],
    ["BCDF_GHJK", "an underscore"],
    ["BCDF-GHJY", "Y, not in the alphabet"],
    ["ＢCDF-GHJK", "a full-width letter"],
  ])("rejects %j (%s)", (input) => {
    expect(normalizeUserCode(input)).toBeNull();
  });
});

describe("constantTimeEqual", () => {
  it("compares strings exactly", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "ab")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });
});
