import { describe, expect, it } from "vitest";
import { SafeFetchError, safeFetch, staticResolver, subrequestBudget } from "@shared/net";

const resolver = staticResolver({ "example.com": ["93.184.215.14"] });

describe("subrequestBudget", () => {
  it("lets `limit` calls through, then refuses before sending anything, as connection_failed", async () => {
    const sent: string[] = [];
    const budget = subrequestBudget(2, (async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response("ok");
    }) as typeof fetch);
    const get = (path: string) => safeFetch(`https://example.com${path}`, { maxBytes: 1024, timeoutMs: 1_000, resolver, fetch: budget.fetch });
    expect((await get("/a")).status).toBe(200);
    expect((await get("/b")).status).toBe(200);
    const refused = await get("/c").catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(SafeFetchError);
    expect((refused as SafeFetchError).kind).toBe("connection_failed");
    expect(sent).toEqual(["https://example.com/a", "https://example.com/b"]);
    expect(budget.used()).toBe(2);
  });

  it("counts every hop of a redirect", async () => {
    const budget = subrequestBudget(1, (async () => new Response(null, { status: 302, headers: { location: "/next" } })) as typeof fetch);
    const refused = await safeFetch("https://example.com/", { maxBytes: 1024, timeoutMs: 1_000, resolver, fetch: budget.fetch }).catch((e: unknown) => e);
    expect((refused as SafeFetchError).kind).toBe("connection_failed");
    expect(budget.used()).toBe(1);
  });
});
