import { describe, expect, it } from "vitest";
import { readCappedBody, SafeFetchError, safeFetch, safeFetchDefaults, staticResolver, validateTargetUrl } from "@shared/net";
import type { Resolver } from "@shared/net";

const resolver = staticResolver({
  "example.com": ["93.184.215.14"],
  "a.example.com": ["93.184.215.1"],
  "b.example.com": ["93.184.215.2"],
  "other.example.org": ["2606:4700::6810:84e5"],
  "metadata.example.com": ["169.254.169.254"],
});

interface Hit {
  url: string;
  init: RequestInit | undefined;
}

/** A fake upstream; routes answer by full URL, anything else fails the test. */
function upstream(routes: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>) {
  const hits: Hit[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    hits.push({ url, init });
    const route = routes[url];
    if (route === undefined) throw new Error(`unexpected fetch ${url}`);
    return route(init);
  }) as typeof globalThis.fetch;
  return { fetch, hits };
}

const redirect = (location: string, status = 302) => () => new Response(null, { status, headers: { location } });

/** A body of `chunks` chunks of `size` bytes that counts how far it was read and whether it was cancelled. */
function meteredStream(chunks: number, size: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled === chunks) return controller.close();
        state.pulled++;
        controller.enqueue(new Uint8Array(size).fill(65));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

const never = () => new Promise<Response>(() => {});

const failure = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e as SafeFetchError);

const base = { maxBytes: 1 << 20, timeoutMs: 1000, resolver };

describe("safeFetch", () => {
  it("allows the web ports 80 and 443, explicit or default, outside the harness", async () => {
    const ok = () => new Response("ok");
    // WHATWG drops a port equal to the scheme's default, so these hit the default-port URL.
    const up = upstream({ "http://example.com/a": ok, "https://example.com/b": ok, "http://example.com:443/c": ok, "https://example.com:80/d": ok });
    for (const target of ["http://example.com:80/a", "https://example.com:443/b", "http://example.com:443/c", "https://example.com:80/d"]) {
      const res = await safeFetch(target, { ...base, fetch: up.fetch });
      expect(res.status).toBe(200);
    }
    expect(up.hits).toHaveLength(4);
  });

  it("allows any port in the harness", async () => {
    const up = upstream({ "http://127.0.0.1:8788/x": () => new Response("ok") });
    const res = await safeFetch("http://127.0.0.1:8788/x", { ...base, allowPrivate: true, fetch: up.fetch });
    expect(res.status).toBe(200);
  });

  it("fetches a public name that resolves to a public address", async () => {
    const up = upstream({ "https://example.com/page": () => new Response("hello", { headers: { "content-type": "text/plain" } }) });

    const res = await safeFetch("https://example.com/page", { ...base, fetch: up.fetch, headers: { "user-agent": "svc" } });

    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(res.body)).toBe("hello");
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(res.url).toBe("https://example.com/page");
    expect(res.redirects).toEqual([]);
    expect(up.hits).toHaveLength(1);
    expect(up.hits[0]?.init?.redirect).toBe("manual");
    expect(new Headers(up.hits[0]?.init?.headers).get("user-agent")).toBe("svc");
  });

  it("fetches a public IP literal without asking the resolver", async () => {
    const up = upstream({ "https://93.184.215.14/": () => new Response("ip") });
    const refusing: Resolver = { resolve: () => Promise.reject(new Error("must not resolve")) };

    const res = await safeFetch("https://93.184.215.14/", { ...base, resolver: refusing, fetch: up.fetch });

    expect(new TextDecoder().decode(res.body)).toBe("ip");
  });

  it("returns non-2xx final statuses to the caller", async () => {
    const up = upstream({ "https://example.com/missing": () => new Response("nope", { status: 404 }) });
    const res = await safeFetch("https://example.com/missing", { ...base, fetch: up.fetch });
    expect(res.status).toBe(404);
  });

  it("follows a chain of 3 public redirects, resolving relative Locations", async () => {
    const up = upstream({
      "http://example.com/": redirect("https://example.com/"),
      "https://example.com/": redirect("https://a.example.com/one", 301),
      "https://a.example.com/one": redirect("/two", 307),
      "https://a.example.com/two": () => new Response("done"),
    });

    const res = await safeFetch("http://example.com/", { ...base, fetch: up.fetch });

    expect(new TextDecoder().decode(res.body)).toBe("done");
    expect(res.url).toBe("https://a.example.com/two");
    expect(res.redirects).toEqual(["https://example.com/", "https://a.example.com/one", "https://a.example.com/two"]);
  });

  it("follows exactly 5 redirects and refuses a 6th with 502 too_many_redirects", async () => {
    const chain = (hops: number) => {
      const routes: Record<string, () => Response> = {};
      for (let i = 0; i < hops; i++) routes[`https://example.com/${i}`] = redirect(`/${i + 1}`);
      routes[`https://example.com/${hops}`] = () => new Response("end");
      return upstream(routes);
    };

    const five = chain(5);
    await expect(safeFetch("https://example.com/0", { ...base, fetch: five.fetch })).resolves.toMatchObject({ status: 200 });

    const six = chain(6);
    const error = await failure(safeFetch("https://example.com/0", { ...base, fetch: six.fetch }));
    expect(error).toMatchObject({ code: "upstream_unavailable", status: 502, kind: "too_many_redirects" });
    expect(six.hits).toHaveLength(6);
  });

  it("honours a smaller maxRedirects", async () => {
    const up = upstream({ "https://example.com/": redirect("/next"), "https://example.com/next": () => new Response("x") });
    const error = await failure(safeFetch("https://example.com/", { ...base, maxRedirects: 0, fetch: up.fetch }));
    expect(error).toMatchObject({ kind: "too_many_redirects" });
  });

  it("refuses an https to http downgrade by default and allows it when asked", async () => {
    const routes = { "https://example.com/": redirect("http://example.com/plain"), "http://example.com/plain": () => new Response("p") };

    const refused = upstream(routes);
    const error = await failure(safeFetch("https://example.com/", { ...base, fetch: refused.fetch }));
    expect(error).toMatchObject({ code: "invalid_request", kind: "unsafe_redirect", message: "redirect from https to http refused" });
    expect(refused.hits.map((h) => h.url)).toEqual(["https://example.com/"]);

    const allowed = upstream(routes);
    const res = await safeFetch("https://example.com/", { ...base, allowHttpDowngrade: true, fetch: allowed.fetch });
    expect(res.url).toBe("http://example.com/plain");
  });

  it("turns a POST into a body-less GET on 303 and drops credentials across origins", async () => {
    const up = upstream({
      "https://example.com/submit": redirect("https://other.example.org/result", 303),
      "https://other.example.org/result": () => new Response("r"),
    });

    await safeFetch("https://example.com/submit", {
      ...base,
      method: "POST",
      body: '{"a":1}',
      headers: { authorization: "Bearer secret", "content-type": "application/json", "x-signature": "sig" },
      fetch: up.fetch,
    });

    const second = up.hits[1]?.init;
    const headers = new Headers(second?.headers);
    expect(second?.method).toBe("GET");
    expect(second?.body).toBeNull();
    expect(headers.get("authorization")).toBeNull();
    expect(headers.get("content-type")).toBeNull();
    expect(headers.get("x-signature")).toBe("sig");
  });

  it("replays method and body on 307 within the same origin", async () => {
    const up = upstream({
      "https://example.com/a": redirect("/b", 307),
      "https://example.com/b": () => new Response("ok"),
    });
    await safeFetch("https://example.com/a", { ...base, method: "POST", body: "payload", headers: { authorization: "k" }, fetch: up.fetch });
    expect(up.hits[1]?.init).toMatchObject({ method: "POST", body: "payload" });
    expect(new Headers(up.hits[1]?.init?.headers).get("authorization")).toBe("k");
  });

  it("with requireHttps refuses plain http targets and redirects", async () => {
    const up = upstream({});
    await expect(failure(safeFetch("http://example.com/", { ...base, requireHttps: true, fetch: up.fetch }))).resolves.toMatchObject({
      kind: "unsafe_target",
      message: "target must use https",
    });
    expect(up.hits).toEqual([]);
  });
});

describe("safeFetch body limits", () => {
  it("aborts the read as soon as the streamed body passes the cap", async () => {
    const { stream, state } = meteredStream(1024, 1024);
    const up = upstream({ "https://example.com/big": () => new Response(stream) });

    const error = await failure(safeFetch("https://example.com/big", { ...base, maxBytes: 4096, fetch: up.fetch }));

    expect(error).toMatchObject({ code: "payload_too_large", status: 413, kind: "too_large" });
    expect(state.pulled).toBeLessThan(10);
    expect(state.cancelled).toBe(true);
  });

  it("refuses a Content-Length over the cap before reading any of the body", async () => {
    const { stream, state } = meteredStream(8, 1024);
    const up = upstream({ "https://example.com/big": () => new Response(stream, { headers: { "content-length": "8192" } }) });

    const error = await failure(safeFetch("https://example.com/big", { ...base, maxBytes: 4096, fetch: up.fetch }));

    expect(error).toMatchObject({ code: "payload_too_large", kind: "too_large" });
    expect(state.pulled).toBe(0);
  });

  it("accepts a body of exactly the cap", async () => {
    const up = upstream({ "https://example.com/x": () => new Response(new Uint8Array(4096)) });
    const res = await safeFetch("https://example.com/x", { ...base, maxBytes: 4096, fetch: up.fetch });
    expect(res.body.byteLength).toBe(4096);
  });

  it("readCappedBody reports a broken stream as 502 connection_failed", async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("reset"));
      },
    });
    const error = await failure(readCappedBody(new Response(stream), 100));
    expect(error).toMatchObject({ code: "upstream_unavailable", kind: "connection_failed" });
  });
});

describe("safeFetch deadlines and failures", () => {
  it("answers 504 when the upstream never responds, even if fetch ignores the signal", async () => {
    const up = upstream({ "https://example.com/slow": never });
    const error = await failure(safeFetch("https://example.com/slow", { ...base, timeoutMs: 10, fetch: up.fetch }));
    expect(error).toMatchObject({ code: "gateway_timeout", status: 504, kind: "timeout" });
  });

  it("answers 504 when the body stalls after the headers", async () => {
    const stalled = new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => {}) }, { highWaterMark: 0 });
    const up = upstream({ "https://example.com/stall": () => new Response(stalled) });
    const error = await failure(safeFetch("https://example.com/stall", { ...base, timeoutMs: 10, fetch: up.fetch }));
    expect(error).toMatchObject({ kind: "timeout" });
  });

  it("answers 504 when DNS hangs", async () => {
    const hanging: Resolver = { resolve: () => new Promise<string[]>(() => {}) };
    const up = upstream({});
    const error = await failure(safeFetch("https://example.com/", { ...base, resolver: hanging, timeoutMs: 10, fetch: up.fetch }));
    expect(error).toMatchObject({ kind: "timeout" });
    expect(up.hits).toEqual([]);
  });

  it("stops when the caller's signal aborts", async () => {
    const up = upstream({ "https://example.com/slow": never });
    const controller = new AbortController();
    const pending = failure(safeFetch("https://example.com/slow", { ...base, timeoutMs: 60_000, signal: controller.signal, fetch: up.fetch }));
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: "timeout" });
  });

  it("maps a failed connection to 502 connection_failed", async () => {
    const up = upstream({ "https://example.com/": () => Promise.reject(new TypeError("Network connection lost.")) });
    const error = await failure(safeFetch("https://example.com/", { ...base, fetch: up.fetch }));
    expect(error).toMatchObject({ code: "upstream_unavailable", status: 502, kind: "connection_failed" });
    expect(error?.message).not.toContain("Network connection lost");
  });

  it("sends a GET again when its connection is lost before an answer (a reused keep-alive connection the origin just closed)", async () => {
    let calls = 0;
    const up = upstream({ "https://example.com/": () => (++calls === 1 ? Promise.reject(new TypeError("Network connection lost.")) : new Response("ok")) });
    const res = await safeFetch("https://example.com/", { ...base, fetch: up.fetch });
    expect(res.status).toBe(200);
    expect(up.hits).toHaveLength(2);
  });

  it("gets past four dead pooled connections in a row (an origin that closed many idle ones at once)", async () => {
    let calls = 0;
    const up = upstream({ "https://example.com/": () => (++calls <= 4 ? Promise.reject(new TypeError("Network connection lost.")) : new Response("ok")) });
    const res = await safeFetch("https://example.com/", { ...base, fetch: up.fetch });
    expect(res.status).toBe(200);
    expect(up.hits).toHaveLength(5);
  });

  it("sends a GET at most five times: a connection that keeps failing is 502 connection_failed", async () => {
    const up = upstream({ "https://example.com/": () => Promise.reject(new TypeError("Network connection lost.")) });
    const error = await failure(safeFetch("https://example.com/", { ...base, fetch: up.fetch }));
    expect(error).toMatchObject({ kind: "connection_failed" });
    expect(up.hits).toHaveLength(5);
  });

  it("never sends a request with a body twice", async () => {
    const up = upstream({ "https://example.com/": () => Promise.reject(new TypeError("Network connection lost.")) });
    const error = await failure(safeFetch("https://example.com/", { ...base, method: "POST", body: "x", fetch: up.fetch }));
    expect(error).toMatchObject({ kind: "connection_failed" });
    expect(up.hits).toHaveLength(1);
  });

  it("does not retry once the caller has aborted", async () => {
    const controller = new AbortController();
    const up = upstream({
      "https://example.com/": () => {
        controller.abort();
        return Promise.reject(new TypeError("Network connection lost."));
      },
    });
    const error = await failure(safeFetch("https://example.com/", { ...base, signal: controller.signal, fetch: up.fetch }));
    expect(error).toMatchObject({ kind: "timeout" });
    expect(up.hits).toHaveLength(1);
  });

  it("maps a failing resolver to 502 dns_failure without fetching", async () => {
    const broken: Resolver = { resolve: () => Promise.reject(new Error("SERVFAIL")) };
    const up = upstream({});
    const error = await failure(safeFetch("https://example.com/", { ...base, resolver: broken, fetch: up.fetch }));
    expect(error).toMatchObject({ code: "upstream_unavailable", kind: "dns_failure" });
    expect(up.hits).toEqual([]);
  });
});

describe("safeFetch in harness mode", () => {
  const harness = { ...base, ...safeFetchDefaults({ SVC_HARNESS: "1" }) };
  const noDns: Resolver = { resolve: () => Promise.reject(new Error("must not resolve")) };

  it("reads the harness switch only from SVC_HARNESS=1", () => {
    expect(safeFetchDefaults({ SVC_HARNESS: "1" })).toEqual({ allowPrivate: true });
    expect(safeFetchDefaults({ SVC_HARNESS: "true" })).toEqual({ allowPrivate: false });
    expect(safeFetchDefaults({})).toEqual({ allowPrivate: false });
  });

  it("allows loopback over plain http without DNS", async () => {
    const up = upstream({
      "http://127.0.0.1:8787/x": () => new Response("local"),
      "http://localhost:8788/y": () => new Response("named"),
      "http://10.0.0.2/z": () => new Response("private"),
    });
    const opts = { ...harness, resolver: noDns, fetch: up.fetch, requireHttps: true };

    expect(new TextDecoder().decode((await safeFetch("http://127.0.0.1:8787/x", opts)).body)).toBe("local");
    expect(new TextDecoder().decode((await safeFetch("http://localhost:8788/y", opts)).body)).toBe("named");
    expect(new TextDecoder().decode((await safeFetch("http://10.0.0.2/z", opts)).body)).toBe("private");
  });

  it("still requires https for public targets when asked", async () => {
    const up = upstream({});
    const error = await failure(safeFetch("http://example.com/", { ...harness, requireHttps: true, fetch: up.fetch }));
    expect(error).toMatchObject({ message: "target must use https" });
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[fd00:ec2::254]/",
    "http://100.100.100.200/",
    "http://192.0.0.192/",
    "http://169.254.1.1/",
    "http://[fe80::1]/",
    "http://0.0.0.0/",
    "https://metadata.example.com/",
  ])("still blocks %s", async (target) => {
    const up = upstream({});
    const error = await failure(safeFetch(target, { ...harness, fetch: up.fetch }));
    expect(error).toMatchObject({ code: "invalid_request", status: 400 });
    expect(up.hits).toEqual([]);
  });

  it("still blocks a loopback hop redirecting to metadata", async () => {
    const up = upstream({ "http://127.0.0.1:9000/": redirect("http://169.254.169.254/") });
    const error = await failure(safeFetch("http://127.0.0.1:9000/", { ...harness, fetch: up.fetch }));
    expect(error).toMatchObject({ kind: "unsafe_redirect" });
    expect(up.hits).toHaveLength(1);
  });
});

describe("validateTargetUrl", () => {
  it("returns the parsed URL of a valid public target", () => {
    expect(validateTargetUrl("HTTPS://Example.COM/a?b=1#c").href).toBe("https://example.com/a?b=1#c");
  });

  it("accepts a URL object and re-checks it", () => {
    expect(() => validateTargetUrl(new URL("http://127.0.0.1/"))).toThrow(SafeFetchError);
  });

  it("leaves @ in the path and query alone", () => {
    expect(validateTargetUrl("https://example.com/@user?mail=a@b.c").hostname).toBe("example.com");
  });
});
