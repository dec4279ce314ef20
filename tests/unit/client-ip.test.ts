/** The one client key of every per-IP quota, limiter and lockout: IPv4 per address, IPv6 per /64. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddressKey, clientIp, clientKeyHeaders, forwardedClientKey, UNKNOWN_CLIENT, workerZoneKey } from "@shared/http/client-ip";

describe("clientAddressKey", () => {
  it.each([
    ["IPv4", "203.0.113.7", "203.0.113.7"],
    ["IPv4 with spaces", " 203.0.113.7 ", "203.0.113.7"],
    ["IPv6 full", "2001:0db8:0001:0002:0003:0004:0005:0006", "2001:db8:1:2::"],
    ["IPv6 compressed", "2001:db8:1:2::9", "2001:db8:1:2::"],
    ["IPv6 uppercase", "2001:DB8:1:2:FFFF::1", "2001:db8:1:2::"],
    ["IPv6 compressed in the network half", "2001:db8::1", "2001:db8:0:0::"],
    ["IPv6 zone id", "fe80::1%eth0", "fe80:0:0:0::"],
    ["IPv6 bracketed", "[2001:db8:1:2::5]", "2001:db8:1:2::"],
    ["IPv4-mapped IPv6", "::ffff:198.51.100.4", "198.51.100.4"],
    ["IPv4-mapped IPv6 in hex", "::FFFF:c633:6404", "198.51.100.4"],
    ["IPv6 with an IPv4 tail", "2001:db8:1:2::198.51.100.4", "2001:db8:1:2::"],
  ])("keys %s", (_name, raw, key) => {
    expect(clientAddressKey(raw)).toBe(key);
  });

  it("puts every address of one /64 under one key and the next /64 under another", () => {
    const a = clientAddressKey("2001:db8:aa:bb:1::1");
    expect(clientAddressKey("2001:db8:aa:bb:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientAddressKey("2001:db8:aa:bc::1")).not.toBe(a);
  });

  it.each(["", "local", "unknown", "not-an-ip", "127.1", "2130706433", "0x7f.0.0.1", "1.2.3.256", "2001:db8::1::2", "1.2.3.4, 5.6.7.8", "a".repeat(100)])(
    "refuses %j as an address",
    (raw) => {
      expect(clientAddressKey(raw)).toBeNull();
    },
  );
});

describe("clientIp", () => {
  const app = new Hono<{ Bindings: Record<string, string> }>().get("/", (c) => c.text(clientIp(c)));
  const ask = (init: RequestInit & { cf?: unknown }, env: Record<string, string> = {}) =>
    Promise.resolve(app.fetch(new Request("https://api.test/", init as RequestInit), env)).then((r) => r.text());

  it("believes CF-Connecting-IP on a request that came through the edge (request.cf present), with no setting", async () => {
    expect(await ask({ headers: { "CF-Connecting-IP": "2001:db8:5:6::1" }, cf: { colo: "AMS" } })).toBe("2001:db8:5:6::");
  });

  it("ignores CF-Connecting-IP on a request without request.cf outside the harness", async () => {
    expect(await ask({ headers: { "CF-Connecting-IP": "203.0.113.9" } })).toBe(UNKNOWN_CLIENT);
    expect(await ask({ headers: { "CF-Connecting-IP": "203.0.113.9" } }, { SVC_TRUST_CLIENT_IP_HEADER: "1" })).toBe(UNKNOWN_CLIENT);
  });

  it("believes the header in the harness with SVC_TRUST_CLIENT_IP_HEADER=1", async () => {
    const harness = { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1" };
    expect(await ask({ headers: { "CF-Connecting-IP": "203.0.113.9" } }, harness)).toBe("203.0.113.9");
  });

  it("answers UNKNOWN_CLIENT for a missing or malformed address even at the edge", async () => {
    expect(await ask({ cf: {} })).toBe(UNKNOWN_CLIENT);
    expect(await ask({ headers: { "CF-Connecting-IP": "garbage" }, cf: {} })).toBe(UNKNOWN_CLIENT);
  });
});

describe("workerZoneKey (CF-Worker: the zone of a calling Worker)", () => {
  it.each([
    ["a zone", "acme.com", "worker:acme.com"],
    ["upper case", "Acme.COM", "worker:acme.com"],
    ["a trailing dot", "acme.com.", "worker:acme.com"],
    ["spaces", " acme.com ", "worker:acme.com"],
    ["a workers.dev account", "acme.workers.dev", "worker:acme.workers.dev"],
    ["a subdomain zone with hyphens and digits", "eu-1.shop2.example.co.uk", "worker:eu-1.shop2.example.co.uk"],
  ])("keys %s", (_name, raw, key) => {
    expect(workerZoneKey(raw)).toBe(key);
  });

  it.each([
    "", "localhost", "1.2.3.4", "2001:db8::1", "a..com", "-a.com", "a-.com", "a_b.com", "acme.com/x", "acme.com, evil.com",
    "worker:acme.com", "unknown", `${"a".repeat(64)}.com`, `${"a.".repeat(150)}com`, "é.com",
  ])("refuses %j, so the caller is keyed by its address", (raw) => {
    expect(workerZoneKey(raw)).toBeNull();
  });

  it("never collides with an address key or UNKNOWN_CLIENT", () => {
    for (const raw of ["203.0.113.7", "2001:db8:1:2::", "unknown"]) expect(workerZoneKey(raw)).not.toBe(clientAddressKey(raw) ?? UNKNOWN_CLIENT);
  });
});

describe("forwardedClientKey and clientKeyHeaders (a client key passed between our workers)", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::", "2001:db8:1:2::"],
    ["worker:acme.com", "worker:acme.com"],
    ["worker:1.2.3.4", null],
    ["worker:", null],
    ["unknown", null],
    ["acme.com", null],
  ])("reads %j as %j", (raw, key) => {
    expect(forwardedClientKey(raw)).toBe(key);
  });

  it.each(["203.0.113.7", "2001:db8:1:2::", "worker:acme.com", UNKNOWN_CLIENT])("carries %j to the next worker's clientIp unchanged", async (key) => {
    const app = new Hono().get("/", (c) => c.text(clientIp(c)));
    const res = await app.fetch(new Request("https://api.test/", { headers: clientKeyHeaders(key), cf: { colo: "AMS" } } as RequestInit));
    expect(await res.text()).toBe(key);
  });
});

describe("clientIp of a caller that is a Worker", () => {
  const app = new Hono<{ Bindings: Record<string, string> }>().get("/", (c) => c.text(clientIp(c)));
  const ask = (init: RequestInit & { cf?: unknown }, env: Record<string, string> = {}) =>
    Promise.resolve(app.fetch(new Request("https://api.test/", init as RequestInit), env)).then((r) => r.text());
  const egress = "2a06:98c0:3600::103";

  it("is the zone the edge names in CF-Worker, not the shared egress address", async () => {
    expect(await ask({ headers: { "CF-Connecting-IP": egress, "CF-Worker": "acme.com" }, cf: { colo: "AMS" } })).toBe("worker:acme.com");
    expect(await ask({ headers: { "CF-Connecting-IP": egress, "CF-Worker": "beta.com" }, cf: { colo: "AMS" } })).toBe("worker:beta.com");
  });

  it("is the zone in the harness with SVC_TRUST_CLIENT_IP_HEADER=1, which simulates the edge", async () => {
    const harness = { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1" };
    expect(await ask({ headers: { "CF-Connecting-IP": egress, "CF-Worker": "acme.com" } }, harness)).toBe("worker:acme.com");
  });

  it("ignores CF-Worker on a request that did not come through the edge", async () => {
    expect(await ask({ headers: { "CF-Connecting-IP": egress, "CF-Worker": "acme.com" } })).toBe(UNKNOWN_CLIENT);
    expect(await ask({ headers: { "CF-Worker": "acme.com" } }, { SVC_TRUST_CLIENT_IP_HEADER: "1" })).toBe(UNKNOWN_CLIENT);
  });

  it("ignores CF-Worker from any address but the Workers egress: a client naming zones itself is keyed by its own address", async () => {
    const cf = { colo: "AMS" };
    expect(await ask({ headers: { "CF-Connecting-IP": "203.0.113.9", "CF-Worker": "acme.com" }, cf })).toBe("203.0.113.9");
    expect(await ask({ headers: { "CF-Connecting-IP": "203.0.113.9", "CF-Worker": "beta.com" }, cf })).toBe("203.0.113.9");
    expect(await ask({ headers: { "CF-Connecting-IP": "2001:db8:1:2::5", "CF-Worker": "acme.com" }, cf })).toBe("2001:db8:1:2::");
    expect(await ask({ headers: { "CF-Worker": "acme.com" }, cf })).toBe(UNKNOWN_CLIENT);
  });

  it("falls back to the address when CF-Worker is malformed", async () => {
    expect(await ask({ headers: { "CF-Connecting-IP": egress, "CF-Worker": "203.0.113.9" }, cf: {} })).toBe("2a06:98c0:3600:0::");
    expect(await ask({ headers: { "CF-Connecting-IP": egress, "CF-Worker": "not a zone" }, cf: {} })).toBe("2a06:98c0:3600:0::");
  });
});
