/**
 * Table of hostile targets: each must be refused with 400 invalid_request, and the fake upstream
 * must never be asked for a hostile host. Only the public decoy hosts below may be fetched (the
 * first hop of a redirect case).
 */
import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { SafeFetchError, safeFetch, staticResolver } from "@shared/net";

const PUBLIC_HOSTS = new Set(["public.example.com", "hop.example.com"]);

const resolver = staticResolver({
  "public.example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
  "hop.example.com": ["93.184.215.15"],
  "private.example.com": ["10.0.0.5"],
  "loopback.example.com": ["127.0.0.1"],
  "mixed.example.com": ["93.184.215.14", "10.0.0.5"],
  "mixed6.example.com": ["93.184.215.14", "2606:4700::1", "fe80::1"],
  "ula.example.com": ["fd12:3456::1"],
  "mapped.example.com": ["::ffff:169.254.169.254"],
  "metadata.example.com": ["169.254.169.254"],
  "cgnat.example.com": ["100.64.1.1"],
  "garbage.example.com": ["not-an-address"],
});

/** Redirect sources: public hosts that answer 302 to the given Location. */
function upstream() {
  const hits: string[] = [];
  const redirects: Record<string, string> = {};
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    hits.push(url.href);
    const location = redirects[url.href];
    if (location !== undefined) return new Response(null, { status: 302, headers: { location } });
    return new Response("ok");
  }) as typeof globalThis.fetch;
  return { fetch, hits, redirects };
}

type Case = [name: string, target: string, redirectTo?: string];

const REDIRECT_SOURCE = "https://public.example.com/start";

const CASES: Case[] = [
  // Schemes and URL confusion
  ["ftp scheme", "ftp://public.example.com/file"],
  ["file scheme", "file:///etc/passwd"],
  ["gopher scheme", "gopher://public.example.com:70/"],
  ["javascript scheme", "javascript:alert(1)"],
  ["data scheme", "data:text/plain,hi"],
  ["scheme-relative without slashes", "http:public.example.com"],
  ["credentials user:pass", "https://user:pass@public.example.com/"],
  ["credentials user only", "https://user@public.example.com/"],
  ["empty credentials", "https://@public.example.com/"],
  ["backslash before @", "https://public.example.com\\@127.0.0.1/"],
  ["backslashes after IP", "https://127.0.0.1\\\\.public.example.com"],
  ["space in host", "http://public.example .com/"],
  ["leading space", " http://127.0.0.1/"],
  ["tab in URL", "http://127.0.0.1\t/"],
  ["newline in URL", "http://public.example.com/\n"],
  ["NUL byte", "http://public.example.com/\u0000"],
  ["unparseable", "http://[::1/"],
  // IPv4 literals in every encoding
  ["loopback dotted", "http://127.0.0.1/"],
  ["loopback decimal", "http://2130706433/"],
  ["loopback octal", "http://0177.0.0.1/"],
  ["loopback hex dotted", "http://0x7f.0.0.1/"],
  ["loopback hex", "http://0x7f000001/"],
  ["loopback short", "http://127.1/"],
  ["private short", "http://10.1/"],
  ["loopback mixed", "http://0177.0x0.1/"],
  ["loopback trailing dot", "http://127.0.0.1./"],
  ["loopback two trailing dots", "http://127.0.0.1../"],
  ["loopback percent-encoded", "http://%31%32%37.0.0.1/"],
  ["loopback full-width digits", "http://\uff11\uff12\uff17.0.0.1/"],
  ["loopback with port", "http://127.0.0.1:8787/"],
  ["unspecified", "http://0.0.0.0/"],
  ["unspecified zero", "http://0/"],
  ["private 10/8", "http://10.0.0.1/"],
  ["private 172.16/12", "http://172.16.5.4/"],
  ["private 192.168/16", "https://192.168.1.1/"],
  ["CGNAT", "http://100.64.0.1/"],
  ["AWS metadata", "http://169.254.169.254/latest/meta-data/"],
  ["link-local", "http://169.254.1.1/"],
  ["Alibaba metadata", "http://100.100.100.200/"],
  ["Oracle metadata", "http://192.0.0.192/"],
  ["IETF protocol assignments", "http://192.0.0.8/"],
  ["documentation TEST-NET-1", "http://192.0.2.1/"],
  ["documentation TEST-NET-3", "http://203.0.113.9/"],
  ["benchmarking", "http://198.18.0.1/"],
  ["multicast", "http://224.0.0.1/"],
  ["reserved 240/4", "http://240.0.0.1/"],
  ["broadcast", "http://255.255.255.255/"],
  // IPv6 literals
  ["IPv6 loopback", "http://[::1]/"],
  ["IPv6 unspecified", "http://[::]/"],
  ["IPv6 loopback long form", "http://[0:0:0:0:0:0:0:1]/"],
  ["IPv4-mapped loopback", "http://[::ffff:127.0.0.1]/"],
  ["IPv4-mapped metadata hex", "http://[::ffff:a9fe:a9fe]/"],
  ["IPv4-mapped long form", "http://[0:0:0:0:0:ffff:7f00:1]/"],
  ["IPv4-compatible loopback", "http://[::127.0.0.1]/"],
  ["NAT64 private", "http://[64:ff9b::10.0.0.1]/"],
  ["6to4 loopback", "http://[2002:7f00:1::]/"],
  ["6to4 metadata", "http://[2002:a9fe:a9fe::1]/"],
  ["Teredo private client", "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/"],
  ["AWS IPv6 metadata", "http://[fd00:ec2::254]/"],
  ["ULA", "http://[fd12:3456::1]/"],
  ["IPv6 link-local", "http://[fe80::1]/"],
  ["IPv6 link-local with zone", "http://[fe80::1%25eth0]/"],
  ["IPv6 multicast", "http://[ff02::1]/"],
  ["IPv6 documentation", "http://[2001:db8::1]/"],
  // Local-only names
  ["localhost", "http://localhost/"],
  ["localhost uppercase trailing dot", "http://LOCALHOST./"],
  ["subdomain of localhost", "http://api.localhost/"],
  [".internal", "http://metadata.google.internal/computeMetadata/v1/"],
  [".local", "http://printer.local/"],
  [".home.arpa", "http://router.home.arpa/"],
  ["single label", "http://intranet/"],
  ["single label trailing dot", "http://intranet./"],
  ["empty label", "http://public..example.com/"],
  // Ports: outside the harness only 80 and 443 (explicit or default)
  ["public name on port 8080", "http://public.example.com:8080/"],
  ["public name on port 22", "https://public.example.com:22/"],
  ["public name on port 6379", "http://public.example.com:6379/"],
  ["https on port 8443", "https://public.example.com:8443/"],
  ["public IPv4 on port 25", "http://93.184.215.14:25/"],
  ["public IPv6 on port 11211", "http://[2606:4700::1]:11211/"],
  ["redirect to a non-web port", REDIRECT_SOURCE, "https://hop.example.com:2375/"],
  // DNS answers
  ["name resolving to private", "https://private.example.com/"],
  ["name resolving to loopback", "https://loopback.example.com/"],
  ["public and private A records", "https://mixed.example.com/"],
  ["public and link-local AAAA records", "https://mixed6.example.com/"],
  ["name resolving to ULA", "https://ula.example.com/"],
  ["name resolving to mapped metadata", "https://mapped.example.com/"],
  ["name resolving to metadata", "https://metadata.example.com/"],
  ["name resolving to CGNAT", "https://cgnat.example.com/"],
  ["name resolving to garbage", "https://garbage.example.com/"],
  ["name without records", "https://nxdomain.example.com/"],
  // Redirects into private space (first hop public, then refused)
  ["redirect to loopback", REDIRECT_SOURCE, "http://127.0.0.1/admin"],
  ["redirect to metadata", REDIRECT_SOURCE, "http://169.254.169.254/latest/meta-data/"],
  ["redirect to hex loopback", REDIRECT_SOURCE, "https://0x7f000001/"],
  ["redirect to mapped IPv6", REDIRECT_SOURCE, "https://[::ffff:127.0.0.1]/"],
  ["protocol-relative redirect to loopback", REDIRECT_SOURCE, "//127.0.0.1/x"],
  ["backslash redirect to loopback", REDIRECT_SOURCE, "/\\127.0.0.1/x"],
  ["redirect to name resolving private", REDIRECT_SOURCE, "https://private.example.com/"],
  ["redirect to mixed records", REDIRECT_SOURCE, "https://mixed.example.com/"],
  ["redirect to localhost", REDIRECT_SOURCE, "https://localhost/"],
  ["redirect to file scheme", REDIRECT_SOURCE, "file:///etc/passwd"],
  ["redirect with credentials", REDIRECT_SOURCE, "https://u:p@hop.example.com/"],
  ["redirect downgrading to http", REDIRECT_SOURCE, "http://hop.example.com/"],
  ["redirect to unresolvable name", REDIRECT_SOURCE, "https://nxdomain.example.com/"],
];

describe("safeFetch refuses hostile targets", () => {
  it("covers at least 40 hostile targets", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)("refuses %s with 400 invalid_request and never contacts it", async (_name, target, redirectTo) => {
    const up = upstream();
    if (redirectTo !== undefined) up.redirects[REDIRECT_SOURCE] = redirectTo;

    const error = await safeFetch(target, { maxBytes: 1024, timeoutMs: 1000, resolver, fetch: up.fetch }).then(
      () => null,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as ApiError).code).toBe("invalid_request");
    expect((error as ApiError).status).toBe(400);
    const hostile = up.hits.filter((href) => !PUBLIC_HOSTS.has(new URL(href).hostname));
    expect(hostile).toEqual([]);
    expect(up.hits).toEqual(redirectTo === undefined ? [] : [REDIRECT_SOURCE]);
  });

  it("keeps resolved addresses out of the client-facing message", async () => {
    const up = upstream();
    const error = (await safeFetch("https://mixed.example.com/", { maxBytes: 1, timeoutMs: 1000, resolver, fetch: up.fetch }).catch(
      (e: unknown) => e,
    )) as SafeFetchError;
    expect(error.message).toBe("target resolves to a non-public address");
    expect(error.kind).toBe("unsafe_target");
    expect(error.internal).toContain("10.0.0.5");
  });

  it("tags a refused redirect as unsafe_redirect", async () => {
    const up = upstream();
    up.redirects[REDIRECT_SOURCE] = "http://127.0.0.1/";
    const error = (await safeFetch(REDIRECT_SOURCE, { maxBytes: 1, timeoutMs: 1000, resolver, fetch: up.fetch }).catch(
      (e: unknown) => e,
    )) as SafeFetchError;
    expect(error.kind).toBe("unsafe_redirect");
    expect(error.message).toMatch(/^redirect refused/);
  });
});
