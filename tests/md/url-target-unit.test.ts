import { describe, expect, it } from "vitest";
import { mdTargetFromRequestUrl, parseUrlTarget } from "@shared/gateway/url-target";

const target = (path: string, allowPrivate = false) => mdTargetFromRequestUrl(`http://md.test/md/${path}`, { allowPrivate }).href;

describe("md target parsing", () => {
  it.each([
    ["https://example.com/a?b=c", "https://example.com/a?b=c"],
    ["https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc", "https://example.com/a?b=c"],
    ["HTTPS%3A%2F%2FExample.com%2Fa", "https://example.com/a"],
    ["https:/example.com/a", "https://example.com/a"],
    ["example.com", "https://example.com/"],
    ["docs.example.com/guide?x=1", "https://docs.example.com/guide?x=1"],
    ["example.com%2Fguide", "https://example.com/guide"],
    ["http://example.com/a%20b", "http://example.com/a%20b"],
    ["https://example.com/a/b?q=1&r=2", "https://example.com/a/b?q=1&r=2"],
  ])("reads %s as %s", (raw, expected) => {
    expect(target(raw)).toBe(expected);
  });

  it.each([
    ["", /required/],
    ["ftp://example.com/", /http and https/],
    ["file:///etc/passwd", /http and https/],
    ["javascript:alert(1)", /http and https/],
    ["localhost", /not a safe public URL/],
    ["http://10.0.0.1/", /not a safe public URL/],
    ["intranet", /not a safe public URL/],
    ["https%3A%2F%2Fexample.com%E0%A4%A", /percent-encoding/],
    ["https://-a-.com/", /not a valid host name/],
    ["https://a_b-.com/", /not a valid host name/],
    ["nothing.invalid", /reserved name \.invalid/],
    ["https://shop.test/", /reserved name \.test/],
  ])("refuses %j with 400", (raw, message) => {
    expect(() => target(raw)).toThrow(message);
  });

  it("allows loopback only in the harness, and never cloud metadata", () => {
    expect(target("http://127.0.0.1:9000/x", true)).toBe("http://127.0.0.1:9000/x");
    expect(() => target("http://127.0.0.1:9000/x")).toThrow(/not a safe public URL/);
    expect(() => target("http://169.254.169.254/", true)).toThrow(/not a safe public URL/);
  });

  it("accepts punycode, underscores and a trailing dot in host names, and .test only in the harness", () => {
    expect(target("https://xn--mnchen-3ya.de/")).toBe("https://xn--mnchen-3ya.de/");
    expect(target("https://m%C3%BCnchen.de/")).toBe("https://xn--mnchen-3ya.de/");
    expect(target("https://_dmarc.example.com/")).toBe("https://_dmarc.example.com/");
    expect(target("example.com./a")).toBe("https://example.com./a");
    expect(target("http://shop.test/", true)).toBe("http://shop.test/");
  });

  it("parses the keyed route's ?url= the same way", () => {
    expect(parseUrlTarget("example.com/pricing", {}).href).toBe("https://example.com/pricing");
  });
});
