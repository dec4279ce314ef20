import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { validateBrandDomain } from "@shared/brand";
import { homepageCandidates } from "@shared/brand/brand-site";

const LONG_LABEL = "a".repeat(64);
/** 254 characters with every label under 63: only the total length is wrong. */
const NAME_254 = `${"a".repeat(62)}.${"b".repeat(62)}.${"c".repeat(62)}.${"d".repeat(61)}.com`;
const NAME_253 = NAME_254.slice(1);

function rejection(raw: string, options?: { allowPrivate?: boolean }): ApiError {
  try {
    validateBrandDomain(raw, options);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error(`expected ${raw} to be rejected`);
}

describe("validateBrandDomain", () => {
  it.each([
    ["acme.com", "acme.com"],
    ["Acme.COM", "acme.com"],
    ["www.acme.com", "www.acme.com"],
    ["shop.acme.co.uk", "shop.acme.co.uk"],
    ["acme.co.uk", "acme.co.uk"],
    ["my-brand.io", "my-brand.io"],
    ["orbitly.github.io", "orbitly.github.io"],
    ["xn--mnchen-3ya.de", "xn--mnchen-3ya.de"],
    ["3m.com", "3m.com"],
    ["example.com", "example.com"],
    [`${"a".repeat(63)}.com`, `${"a".repeat(63)}.com`],
    [NAME_253, NAME_253],
  ])("accepts %s as %s", (raw, expected) => {
    expect(validateBrandDomain(raw)).toBe(expected);
  });

  it.each([
    ["", /required/],
    ["192.168.1.10", /IP addresses/],
    ["127.0.0.1", /IP addresses/],
    ["0x7f.1", /IP addresses/],
    ["8.8.8.8.nip", /known public TLD/],
    ["acme", /single label/],
    ["co.uk", /public suffix/],
    ["github.io", /public suffix/],
    ["com", /single label/],
    ["a..b.com", /empty label/],
    [".acme.com", /start or end with a dot/],
    ["acme.com.", /start or end with a dot/],
    ["-a.com", /hyphen/],
    ["a-.com", /hyphen/],
    [`${LONG_LABEL}.com`, /label .* 64 characters/],
    [NAME_254, /254 characters/],
    ["münchen.de", /only ASCII letters/],
    ["acme.com:8080", /only ASCII letters/],
    ["acme_corp.com", /only ASCII letters/],
    ["https://acme.com", /only ASCII letters/],
    ["[::1]", /only ASCII letters/],
    ["acme.zzzz", /not a known public TLD/],
    ["localhost", /blocked/],
    ["printer.local", /blocked/],
    ["db.internal", /blocked/],
    ["app.localhost", /blocked/],
    ["router.home.arpa", /blocked/],
    ["1.0.0.10.in-addr.arpa", /blocked/],
    ["duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion", /blocked/],
    ["acme.example", /blocked/],
    ["acme.invalid", /blocked/],
    ["acme.test", /blocked/],
  ])("rejects %j with invalid_request", (raw, message) => {
    const err = rejection(raw);
    expect(err.code).toBe("invalid_request");
    expect(err.status).toBe(400);
    expect(err.message).toMatch(message);
  });

  it("accepts harness names only when private names are allowed", () => {
    for (const name of ["localhost", "acme.localhost", "acme.test"]) {
      expect(rejection(name).message).toMatch(/blocked/);
      expect(validateBrandDomain(name.toUpperCase(), { allowPrivate: true })).toBe(name);
    }
  });

  it("accepts an IPv4 loopback literal only in harness mode (docs/contract.md#gateways), and only in canonical form", () => {
    for (const ip of ["127.0.0.2", "127.0.0.1", "127.255.10.200"]) {
      expect(rejection(ip).message).toMatch(/IP addresses/);
      expect(validateBrandDomain(ip, { allowPrivate: true })).toBe(ip);
    }
    for (const ip of ["127.0.0.01", "127.1", "127.0.0.256", "128.0.0.1", "0x7f.0.0.1"]) {
      expect(rejection(ip, { allowPrivate: true }).message, ip).toMatch(/IP addresses/);
    }
  });

  it("fetches a harness loopback domain over http on port 80, and nothing else that way", () => {
    const harness = { SVC_HARNESS: "1" };
    expect(homepageCandidates("127.0.0.2", harness).map(String)).toEqual(["http://127.0.0.2/"]);
    expect(homepageCandidates("acme.com", harness).map(String)).toEqual(["https://acme.com/", "http://acme.com/"]);
    expect(homepageCandidates("127.0.0.2", {}).map(String)).toEqual(["https://127.0.0.2/", "http://127.0.0.2/"]);
  });

  it("still applies syntax and blocklist rules in harness mode", () => {
    expect(rejection("a..test", { allowPrivate: true }).message).toMatch(/empty label/);
    expect(rejection("printer.local", { allowPrivate: true }).message).toMatch(/blocked/);
    expect(rejection("10.0.0.1", { allowPrivate: true }).message).toMatch(/IP addresses/);
  });
});
