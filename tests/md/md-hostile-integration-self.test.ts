import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { freshIp, MD } from "./helpers";

/** Sends `path` as is (already escaped) and checks the answer is a fast 400 in the strict envelope, before admission. */
async function expectRefusedBeforeAdmission(path: string, method = "GET"): Promise<string | undefined> {
  const started = Date.now();
  const res = await SELF.fetch(`${MD}${path}`, { method, headers: { "CF-Connecting-IP": freshIp(), "X-Request-Id": "hostile-1" } });
  expect(res.status, path).toBe(400);
  expect(Date.now() - started, path).toBeLessThan(5_000);
  expect(res.headers.get("x-request-id")).toBe("hostile-1");
  expect(res.headers.get("x-ratelimit-remaining"), `${path} took quota`).toBeNull();
  if (method === "HEAD") {
    expect(await res.text()).toBe("");
    return undefined;
  }
  const { error } = ErrorResponseSchema.parse(await res.json());
  expect(error).toMatchObject({ code: "invalid_request", request_id: "hostile-1" });
  expect(Object.keys(error).sort()).toEqual(["code", "message", "request_id"]);
  return error.message;
}

describe("hostile /md/{target} inputs answer 400 before admission, never 500 or a hang", () => {
  it.each([
    ["a NUL byte", "/md/%00"],
    ["an encoded NUL inside an encoded URL", "/md/https%3A%2F%2Fexample.com%2F%00"],
    ["an encoded percent sign", "/md/%2500"],
    ["a lone percent sign", "/md/%"],
    ["a double-encoded URL", "/md/https%253A%252F%252Fexample.com%252F"],
    ["an encoded dot-dot path", "/md/..%2F..%2Fetc%2Fpasswd"],
    ["a bare unicode hostname", "/md/ex%C3%A4mple.com"],
    ["a right-to-left override", "/md/%E2%80%AE"],
    ["CR LF in the host", "/md/https://example.com%0d%0a"],
    ["a 9 000-character target", `/md/https://example.com/${"a".repeat(9_000)}`],
    ["an empty label", "/md/https://a..b.com/"],
    ["another scheme", "/md/file:///etc/passwd"],
  ])("%s", async (_what, path) => {
    await expectRefusedBeforeAdmission(path);
    await expectRefusedBeforeAdmission(path, "HEAD");
  });

  it.each([
    ["a label starting with a hyphen", "/md/https://-a-.com/", /not a valid host name/],
    ["a label over 63 characters", `/md/https://${"a".repeat(64)}.com/`, /not a valid host name/],
    ["a bare hostname with a bad label", "/md/bad-.example.com", /not a valid host name/],
    ["the reserved .invalid name", "/md/https://nothing.invalid/", /reserved name \.invalid/],
    ["the reserved .example name", "/md/docs.example", /reserved name \.example/],
    ["an onion name", "/md/http://abc.onion/", /reserved name \.onion/],
  ])("refuses %s without looking it up", async (_what, path, message) => {
    expect(await expectRefusedBeforeAdmission(path)).toMatch(message);
  });

  it.each(["/md/..", "/md/%2e%2e", "/"])("answers %s (resolved to the root by the URL parser) with 400 naming the route", async (path) => {
    expect(await expectRefusedBeforeAdmission(path)).toMatch(/A target is required: GET \/md\/\{target\}/);
  });
});
