/**
 * The source exclusion list (docs/contract.md#source-exclusions): entry syntax, the matcher, the
 * 451 it answers with, the KV-backed list's cache and its failing closed, and the safe fetcher's
 * hop hook that stops a redirect into an excluded source.
 */
import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { errorBody } from "@shared/http/envelope";
import {
  InvalidSourceExclusion,
  isExcluded,
  loadSourceExclusions,
  parseSourceExclusion,
  parseSourceExclusions,
  SafeFetchError,
  safeFetch,
  SOURCE_EXCLUSIONS_KEY,
  sourceExclusionHook,
  type SourceExclusionStore,
  staticResolver,
} from "@shared/net";

/** An in-memory stand-in for the KV namespace that counts its reads. */
function memoryStore(initial: string | null) {
  const store = {
    value: initial,
    reads: 0,
    failing: false,
    async get(key: string) {
      store.reads++;
      if (store.failing) throw new Error("KV GET failed: 503");
      return key === SOURCE_EXCLUSIONS_KEY ? store.value : null;
    },
  };
  return store;
}
const asStore = (s: ReturnType<typeof memoryStore>) => s as unknown as SourceExclusionStore;

describe("source exclusion entries", () => {
  it("folds hosts like URLs do: lower case, IDN to punycode, no trailing dot; paths lose their trailing slash", () => {
    expect(parseSourceExclusion("Example.COM.")).toEqual({ host: "example.com", path: "" });
    expect(parseSourceExclusion("bücher.example/Docs/")).toEqual({ host: "xn--bcher-kva.example", path: "/Docs" });
    expect(parseSourceExclusion("example.com/")).toEqual({ host: "example.com", path: "" });
    expect(parseSourceExclusion("127.0.0.1/private")).toEqual({ host: "127.0.0.1", path: "/private" });
    expect(parseSourceExclusion("[::1]")).toEqual({ host: "[::1]", path: "" });
  });

  it("refuses what an entry cannot mean, naming the entry and the reason", () => {
    const cases: Array<[string, RegExp]> = [
      ["https://example.com/docs", /scheme/],
      ["*.example.com", /wildcard/],
      ["example.com:8080", /port/],
      ["example.com/docs?x=1", /query/],
      ["user@example.com", /credentials/],
      ["exa mple.com", /whitespace/],
      ["-bad-.com", /does not name a host/],
      ["a$b.com", /host/],
    ];
    for (const [entry, why] of cases) {
      expect(() => parseSourceExclusion(entry), entry).toThrow(InvalidSourceExclusion);
      expect(() => parseSourceExclusion(entry), entry).toThrow(why);
    }
  });

  it("reads a list separated by commas or whitespace, drops repeats, and refuses the whole list for one bad entry", () => {
    expect(parseSourceExclusions(" a.example, b.example/x\nA.example ,,")).toEqual([
      { host: "a.example", path: "" },
      { host: "b.example", path: "/x" },
    ]);
    expect(parseSourceExclusions("")).toEqual([]);
    expect(() => parseSourceExclusions("a.example, https://b.example")).toThrow(/b\.example/);
  });
});

describe("isExcluded", () => {
  const list = parseSourceExclusions("blocked.example, docs.example/docs, bücher.example");

  it("excludes the host, any subdomain, any port and scheme", () => {
    for (const url of ["https://blocked.example/", "http://blocked.example:8080/a?b", "https://www.blocked.example/x", "wss://a.b.blocked.example/", "https://BLOCKED.example./"]) {
      expect(isExcluded(list, url), url).toBe(true);
    }
    expect(isExcluded(list, "https://xn--bcher-kva.example/")).toBe(true);
    expect(isExcluded(list, new URL("https://bücher.example/buch"))).toBe(true);
  });

  it("does not exclude a host that merely ends with the same letters, or a parent domain", () => {
    for (const url of ["https://notblocked.example/", "https://example/", "https://blocked.example.org/"]) {
      expect(isExcluded(list, url), url).toBe(false);
    }
  });

  it("matches a path prefix on segment boundaries only", () => {
    expect(isExcluded(list, "https://docs.example/docs")).toBe(true);
    expect(isExcluded(list, "https://docs.example/docs/")).toBe(true);
    expect(isExcluded(list, "https://docs.example/docs/guide?x=1")).toBe(true);
    expect(isExcluded(list, "https://api.docs.example/docs/a")).toBe(true);
    expect(isExcluded(list, "https://docs.example/docsx")).toBe(false);
    expect(isExcluded(list, "https://docs.example/")).toBe(false);
    expect(isExcluded(list, "https://docs.example/other/docs")).toBe(false);
  });

  it("is not fooled by spellings a server reads as the same path", () => {
    for (const url of ["https://docs.example/DOCS/a", "https://docs.example/%64ocs/a", "https://docs.example//docs/a", "https://docs.example/x/../docs/a", "https://docs.example/docs%2Fa"]) {
      expect(isExcluded(list, url), url).toBe(true);
    }
  });

  it("treats what is not a URL with a host as no source", () => {
    expect(isExcluded(list, "not a url")).toBe(false);
    expect(isExcluded(list, "data:text/html,hi")).toBe(false);
    expect(isExcluded([], "https://blocked.example/")).toBe(false);
  });
});

describe("the 451 answer", () => {
  it("is source_excluded with status 45101 and a detail that says what is excluded and what to do", async () => {
    const store = memoryStore("docs.example/docs");
    const hook = sourceExclusionHook({ SOURCE_EXCLUSIONS: asStore(store) });
    const err = await hook(new URL("https://docs.example/docs/a"), 0).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SafeFetchError);
    const e = err as SafeFetchError;
    expect([e.kind, e.code, e.status]).toEqual(["source_excluded", "source_excluded", 451]);
    const body = errorBody(e, "req-1") as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ code: "source_excluded", status: 45101, request_id: "req-1" });
    expect(body.error.message).toContain("https://docs.example/docs/a");
    expect(body.error.detail).toContain("docs.example/docs");
    expect(body.error.detail).toMatch(/other pages of docs\.example still are/);
    expect(body.error.detail).toMatch(/do not send this URL again/);
  });
});

describe("the KV-backed list", () => {
  it("is read once per 30 s per isolate: a change is seen after the cache time, without a restart", async () => {
    const store = memoryStore("a.example");
    const env = { SOURCE_EXCLUSIONS: asStore(store) };
    const t0 = 1_000_000;
    expect(isExcluded(await loadSourceExclusions(env, t0), "https://a.example/")).toBe(true);
    store.value = "b.example";
    expect(isExcluded(await loadSourceExclusions(env, t0 + 29_999), "https://a.example/")).toBe(true);
    expect(store.reads).toBe(1);
    const later = await loadSourceExclusions(env, t0 + 30_000);
    expect([isExcluded(later, "https://a.example/"), isExcluded(later, "https://b.example/")]).toEqual([false, true]);
    expect(store.reads).toBe(2);
  });

  it("takes the cache time from SVC_SOURCE_EXCLUSIONS_TTL_S in the harness only", async () => {
    const harness = memoryStore("a.example");
    await loadSourceExclusions({ SOURCE_EXCLUSIONS: asStore(harness), SVC_HARNESS: "1", SVC_SOURCE_EXCLUSIONS_TTL_S: "0" }, 5);
    await loadSourceExclusions({ SOURCE_EXCLUSIONS: asStore(harness), SVC_HARNESS: "1", SVC_SOURCE_EXCLUSIONS_TTL_S: "0" }, 5);
    expect(harness.reads).toBe(2);
    const deployed = memoryStore("a.example");
    await loadSourceExclusions({ SOURCE_EXCLUSIONS: asStore(deployed), SVC_SOURCE_EXCLUSIONS_TTL_S: "0" }, 5);
    await loadSourceExclusions({ SOURCE_EXCLUSIONS: asStore(deployed), SVC_SOURCE_EXCLUSIONS_TTL_S: "0" }, 5);
    expect(deployed.reads).toBe(1);
  });

  it("is empty when no list was ever written", async () => {
    expect(await loadSourceExclusions({ SOURCE_EXCLUSIONS: asStore(memoryStore(null)) })).toEqual([]);
  });

  it("fails closed with 503 degraded when KV cannot be read, the stored list is invalid, or the binding is missing", async () => {
    const down = memoryStore("a.example");
    down.failing = true;
    const broken = memoryStore("a.example, https://b.example");
    for (const env of [{ SOURCE_EXCLUSIONS: asStore(down) }, { SOURCE_EXCLUSIONS: asStore(broken) }, {}]) {
      const err = await loadSourceExclusions(env).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ApiError);
      expect([(err as ApiError).code, (err as ApiError).status]).toEqual(["degraded", 503]);
    }
  });
});

describe("safeFetch with the exclusion hook", () => {
  const resolver = staticResolver({ "open.example": ["93.184.215.14"], "blocked.example": ["93.184.215.15"] });

  function upstream(routes: Record<string, () => Response>) {
    const hits: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      hits.push(url);
      const route = routes[url];
      if (!route) throw new Error(`unexpected fetch ${url}`);
      return route();
    }) as typeof globalThis.fetch;
    return { fetch, hits };
  }

  it("stops a redirect into an excluded source before anything is sent there", async () => {
    const site = upstream({
      "https://open.example/go": () => new Response(null, { status: 302, headers: { location: "https://www.blocked.example/page" } }),
      "https://www.blocked.example/page": () => new Response("secret"),
    });
    const env = { SOURCE_EXCLUSIONS: asStore(memoryStore("blocked.example")) };
    const err = await safeFetch("https://open.example/go", { maxBytes: 1024, timeoutMs: 5_000, resolver, fetch: site.fetch, beforeHop: sourceExclusionHook(env) }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SafeFetchError);
    expect((err as SafeFetchError).kind).toBe("source_excluded");
    expect((err as SafeFetchError).message).toMatch(/redirected to https:\/\/www\.blocked\.example\/page/);
    expect(site.hits).toEqual(["https://open.example/go"]);
  });

  it("refuses an excluded target without any request, and follows redirects between sources that are not excluded", async () => {
    const site = upstream({
      "https://open.example/a": () => new Response(null, { status: 301, headers: { location: "/b" } }),
      "https://open.example/b": () => new Response("fine"),
    });
    const env = { SOURCE_EXCLUSIONS: asStore(memoryStore("blocked.example, open.example/private")) };
    const options = { maxBytes: 1024, timeoutMs: 5_000, resolver, fetch: site.fetch, beforeHop: sourceExclusionHook(env) };
    await expect(safeFetch("https://blocked.example/", options)).rejects.toMatchObject({ kind: "source_excluded" });
    await expect(safeFetch("https://open.example/private/x", options)).rejects.toMatchObject({ kind: "source_excluded" });
    expect(site.hits).toEqual([]);
    const res = await safeFetch("https://open.example/a", options);
    expect(new TextDecoder().decode(res.body)).toBe("fine");
  });
});
