import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { cursorCodec } from "@shared/http/cursor";

const SECRET = "unit-test-secret-0123456789abcdef";

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "no error";
  } catch (err) {
    return err instanceof ApiError ? `${err.status} ${err.code}` : `non-ApiError ${String(err)}`;
  }
}

describe("cursor codec", () => {
  const codec = cursorCodec(SECRET);

  it("round-trips a position within its scope", async () => {
    const cursor = await codec.encode("news:top", { page: 3, limit: 30 });
    expect(await codec.decode("news:top", cursor)).toEqual({ page: 3, limit: 30 });
  });

  it("is opaque: the position is not readable as plain text", async () => {
    const cursor = await codec.encode("news:top", { page: 3 });
    expect(cursor).not.toContain("page");
  });

  it.each([
    ["a flipped payload character", (c: string) => (c[0] === "A" ? "B" : "A") + c.slice(1)],
    ["a flipped signature character", (c: string) => c.slice(0, -1) + (c.endsWith("A") ? "B" : "A")],
    ["truncation", (c: string) => c.slice(0, c.length - 5)],
    ["the signature removed", (c: string) => c.split(".")[0]!],
    ["an extra segment", (c: string) => `${c}.x`],
    ["garbage", () => "not-a-cursor"],
    ["non-base64 characters", () => "%%%.%%%"],
    ["an empty string", () => ""],
    ["an over-long string", () => "A".repeat(5000)],
  ])("refuses a cursor after %s with 400 invalid_cursor", async (_label, mutate) => {
    const cursor = await codec.encode("news:top", { page: 2 });
    expect(await codeOf(codec.decode("news:top", mutate(cursor)))).toBe("400 invalid_cursor");
  });

  it("decodeOr: the start position without a cursor, the cursor's with one, and an empty cursor fails closed", async () => {
    expect(await codec.decodeOr("news:top", undefined, { page: 1 })).toEqual({ page: 1 });
    const cursor = await codec.encode("news:top", { page: 3 });
    expect(await codec.decodeOr("news:top", cursor, { page: 1 })).toEqual({ page: 3 });
    expect(await codeOf(codec.decodeOr("news:top", "", { page: 1 }))).toBe("400 invalid_cursor");
  });

  it("refuses a cursor issued for another scope (foreign)", async () => {
    const cursor = await codec.encode("news:new", { page: 2 });
    expect(await codeOf(codec.decode("news:top", cursor))).toBe("400 invalid_cursor");
  });

  it("refuses a cursor signed with another secret", async () => {
    const cursor = await cursorCodec("another-secret-0123456789abcdef").encode("news:top", { page: 2 });
    expect(await codeOf(codec.decode("news:top", cursor))).toBe("400 invalid_cursor");
  });

  it("refuses an expired cursor", async () => {
    let now = 1_000_000;
    const clocked = cursorCodec(SECRET, () => now);
    const cursor = await clocked.encode("news:top", { page: 2 }, 60);
    now += 61_000;
    expect(await codeOf(clocked.decode("news:top", cursor))).toBe("400 invalid_cursor");
  });

  it("fails closed (503 degraded) when no secret is configured", () => {
    for (const secret of [undefined, ""]) {
      const error = (() => {
        try {
          cursorCodec(secret);
          return null;
        } catch (err) {
          return err;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("degraded");
      expect((error as ApiError).status).toBe(503);
    }
  });
});
