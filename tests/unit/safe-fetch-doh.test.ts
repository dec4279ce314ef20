import { describe, expect, it } from "vitest";
import { DEFAULT_DOH_ENDPOINT, dohResolver, type SafeFetchError, safeFetch } from "@shared/net";

type Answer = { Status: number; Answer?: { name: string; type: number; data: string }[] };

/** A fake DoH server answering by record type; records what it was asked. */
function dohServer(byType: Record<string, Answer | Response>) {
  const asked: { url: URL; accept: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push({ url, accept: new Headers(init?.headers).get("accept") });
    const answer = byType[url.searchParams.get("type") ?? ""];
    if (answer === undefined) throw new Error(`unexpected DoH query ${url.href}`);
    return answer instanceof Response ? answer : Response.json(answer);
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as SafeFetchError);

describe("dohResolver", () => {
  it("asks the JSON API for A and AAAA and returns both, skipping CNAMEs", async () => {
    const server = dohServer({
      A: { Status: 0, Answer: [{ name: "www.example.com", type: 5, data: "example.com." }, { name: "example.com", type: 1, data: "93.184.215.14" }] },
      AAAA: { Status: 0, Answer: [{ name: "example.com", type: 28, data: "2606:2800:21f:cb07:6820:80da:af6b:8b2c" }] },
    });

    const ips = await dohResolver({ fetch: server.fetch }).resolve("www.example.com");

    expect(ips.sort()).toEqual(["2606:2800:21f:cb07:6820:80da:af6b:8b2c", "93.184.215.14"]);
    expect(server.asked.map((a) => a.url.searchParams.get("type")).sort()).toEqual(["A", "AAAA"]);
    for (const { url, accept } of server.asked) {
      expect(`${url.origin}${url.pathname}`).toBe(DEFAULT_DOH_ENDPOINT);
      expect(url.searchParams.get("name")).toBe("www.example.com");
      expect(accept).toBe("application/dns-json");
    }
  });

  it("returns no addresses for NXDOMAIN and for an empty answer", async () => {
    const server = dohServer({ A: { Status: 3 }, AAAA: { Status: 0 } });
    expect(await dohResolver({ fetch: server.fetch }).resolve("nope.example.com")).toEqual([]);
  });

  it.each([
    ["SERVFAIL", { A: { Status: 2 }, AAAA: { Status: 0 } }],
    ["an HTTP error", { A: new Response("busy", { status: 503 }), AAAA: { Status: 0 } }],
    ["a non-JSON answer", { A: new Response("<html>"), AAAA: { Status: 0 } }],
  ] as const)("fails with 502 dns_failure on %s", async (_name, answers) => {
    const server = dohServer(answers as Record<string, Answer | Response>);
    const error = await failure(dohResolver({ fetch: server.fetch }).resolve("example.com"));
    expect(error).toMatchObject({ code: "upstream_unavailable", kind: "dns_failure" });
  });

  it("uses a configured endpoint", async () => {
    const server = dohServer({ A: { Status: 3 }, AAAA: { Status: 3 } });
    await dohResolver({ fetch: server.fetch, endpoint: "https://dns.example.net/resolve" }).resolve("example.com");
    expect(server.asked[0]?.url.origin).toBe("https://dns.example.net");
  });

  it("is safeFetch's default and refuses a name with one private record among public ones", async () => {
    const hits: string[] = [];
    const doh = dohServer({
      A: { Status: 0, Answer: [{ name: "x.example.com", type: 1, data: "93.184.215.14" }, { name: "x.example.com", type: 1, data: "192.168.0.10" }] },
      AAAA: { Status: 0 },
    });
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith(DEFAULT_DOH_ENDPOINT)) return doh.fetch(input, init);
      hits.push(String(input));
      return new Response("should not be fetched");
    }) as typeof globalThis.fetch;

    const error = await failure(safeFetch("https://x.example.com/", { maxBytes: 100, timeoutMs: 1000, fetch }));

    expect(error).toMatchObject({ code: "invalid_request", message: "target resolves to a non-public address" });
    expect(hits).toEqual([]);
  });
});
