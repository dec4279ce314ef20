import { describe, expect, it } from "vitest";
import { getUpstreamJson, upstreamClient } from "@shared/provider";
import { apiErrorOf } from "../support/api-error";

const URL_A = "https://upstream.example/a";

/** A fetch answering a script of outcomes in order (a status, or "drop" for a network error). */
function scripted(outcomes: Array<number | "drop">) {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const next = outcomes.shift() ?? 200;
    if (next === "drop") throw new TypeError("Network connection lost.");
    return new Response(next === 200 ? '{"ok":true}' : "x", { status: next, headers: next === 429 ? { "retry-after": "7" } : {} });
  }) as typeof fetch;
  return { fetchFn, calls };
}

const noDns = { resolve: async () => ["93.184.215.14"] };

function client(outcomes: Array<number | "drop">, delays: number[] = [], retry = {}) {
  const { fetchFn, calls } = scripted(outcomes);
  const c = upstreamClient({ env: {}, fetch: fetchFn, resolver: noDns, sleep: async (ms) => void delays.push(ms), random: () => 0.5, retry });
  return { c, calls };
}


describe("upstreamClient", () => {
  it("sends a POSTed read query (InnerTube) with its JSON body on every try, and refuses writes", async () => {
    const sent: { method: string; body: string }[] = [];
    const fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ method: String(init?.method), body: String(init?.body) });
      return new Response(sent.length === 1 ? "x" : '{"ok":true}', { status: sent.length === 1 ? 503 : 200 });
    }) as typeof fetch;
    const c = upstreamClient({ env: {}, fetch: fetchFn, resolver: noDns, sleep: async () => {}, random: () => 0.5 });
    expect(await getUpstreamJson(c.fetch, URL_A, { notFound: "none" }, { body: { videoId: "x" } })).toEqual({ ok: true });
    expect(sent).toEqual([
      { method: "POST", body: '{"videoId":"x"}' },
      { method: "POST", body: '{"videoId":"x"}' },
    ]);
    await expect(c.fetch(URL_A, { method: "DELETE" })).rejects.toThrow(/only sends reads/);
  });

  it("maps an upstream 400 to not_found when the caller says a 400 means an unknown thing (InnerTube browse ids)", async () => {
    const { c } = client([400]);
    expect((await apiErrorOf(getUpstreamJson(c.fetch, URL_A, { notFound: "No channel.", notFoundOn400: true }))).code).toBe("not_found");
  });

  it("retries 5xx and dropped connections with doubling backoff, then succeeds", async () => {
    const delays: number[] = [];
    const { c, calls } = client([503, "drop", 200], delays);
    expect(await getUpstreamJson(c.fetch, URL_A, { notFound: "none" })).toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([100, 200]);
    expect(c.sent).toBe(3);
  });

  it("gives up after three tries: a 5xx becomes 502 upstream_unavailable", async () => {
    const { c, calls } = client([500, 500, 500, 200]);
    const err = await apiErrorOf(getUpstreamJson(c.fetch, URL_A, { notFound: "none" }));
    expect(err.code).toBe("upstream_unavailable");
    expect(calls).toHaveLength(3);
  });

  it("gives up after three tries: a dead host becomes 502 upstream_unavailable", async () => {
    const { c } = client(["drop", "drop", "drop"]);
    const err = await apiErrorOf(c.fetch(URL_A));
    expect(err).toMatchObject({ code: "upstream_unavailable", status: 502 });
  });

  it.each([400, 404, 429])("never retries a %i", async (status) => {
    const { c, calls } = client([status, 200]);
    await apiErrorOf(getUpstreamJson(c.fetch, URL_A, { notFound: "none" }));
    expect(calls).toHaveLength(1);
  });

  it("maps 404 to not_found and 429 to rate_limited with the upstream's Retry-After", async () => {
    expect((await apiErrorOf(getUpstreamJson(client([404]).c.fetch, URL_A, { notFound: "No such thing." }))).code).toBe("not_found");
    const limited = await apiErrorOf(getUpstreamJson(client([429]).c.fetch, URL_A, { notFound: "none" }));
    expect(limited).toMatchObject({ code: "rate_limited", status: 429 });
    expect(limited.headers["Retry-After"]).toBe("7");
  });

  it("spends at most its retry budget across all calls of one client", async () => {
    const { c, calls } = client(Array(20).fill(500), [], { budget: 2 });
    await c.fetch(URL_A);
    await c.fetch(URL_A);
    await c.fetch(URL_A);
    expect(calls).toHaveLength(5);
  });

  it("jitters each backoff between half and one and a half times the base", async () => {
    for (const [random, expected] of [[0, 50], [0.999, 150]] as const) {
      const delays: number[] = [];
      const { fetchFn } = scripted([500, 200]);
      const c = upstreamClient({ env: {}, fetch: fetchFn, resolver: noDns, sleep: async (ms) => void delays.push(ms), random: () => random });
      await c.fetch(URL_A);
      expect(delays[0]).toBe(expected);
    }
  });

  it("refuses a private upstream address outside the harness, as an outage rather than a client error", async () => {
    const { fetchFn, calls } = scripted([200]);
    const c = upstreamClient({ env: {}, fetch: fetchFn, resolver: { resolve: async () => ["10.0.0.1"] }, sleep: async () => {} });
    expect((await apiErrorOf(c.fetch(URL_A))).code).toBe("upstream_unavailable");
    expect(calls).toHaveLength(0);
  });

  it("asks DNS once per host for the life of one client", async () => {
    let lookups = 0;
    const { fetchFn } = scripted([200, 200, 200]);
    const c = upstreamClient({ env: {}, fetch: fetchFn, resolver: { resolve: async () => (lookups++, ["93.184.215.14"]) } });
    await Promise.all([c.fetch(URL_A), c.fetch(URL_A), c.fetch("https://upstream.example/b")]);
    expect(lookups).toBe(1);
  });
});
