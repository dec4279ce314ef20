/** Unknown paths and wrong methods: docs/contract.md#errors (404 not_found, 405 method_not_allowed with Allow). */
import { describe, expect, it } from "vitest";
import { anon, bearer, DATA_ROUTES, expectError, get, key, kget, req } from "./contract";

describe("unknown paths", () => {
  it("answers 404 not_found in the envelope with the request id", async () => {
    expectError(await get("/v1/nope", { headers: { "X-Request-Id": "contract-404" } }), 404, "not_found", { requestId: "contract-404" });
  });

  const paths = ["/", "/v1", "/v1/", "/v2/capabilities", "/v1/news", "/v1/news/", "/v1/news/nope", "/v1/news/item/", "/v1/news/user/", "/v1/news/item/1/2",
    "/v1/apps", "/v1/apps/", "/v1/apps/foo", "/v1/apps/app/extra", "/v1/apps/charts", "/v1/video/nope", "/v1/social/nope", "/v1/social/posts/",
    "/v1/capabilities/", "/v1/news/stories_top/", "//v1/capabilities"];
  it.each(paths)("GET %s → 404 not_found without Allow", async (path) => {
    const res = await kget(path);
    expectError(res, 404, "not_found");
    expect(res.headers.allow).toBeUndefined();
  });
});

describe("wrong methods", () => {
  const cases = DATA_ROUTES.flatMap((r) => ["POST", "PUT", "DELETE", "PATCH"].map((method) => [method, r.sample] as const));
  it.each(cases)("%s %s → 405 method_not_allowed with Allow: GET (before auth)", async (method, path) => {
    const res = await req(method, path, { headers: { ...anon(), "Content-Type": "application/json" }, body: method === "DELETE" ? undefined : "{}" });
    expectError(res, 405, "method_not_allowed");
    const allow = String(res.headers.allow ?? "").split(/,\s*/);
    expect(allow).toContain("GET");
    expect(allow).not.toContain(method);
  });

  it("POST on a data route with a key is 405 too", async () => {
    expectError(await req("POST", "/v1/news/stories_top", { headers: bearer(key()) }), 405, "method_not_allowed");
  });

  it.each(["/v1/capabilities", "/v1/news/capabilities", "/v1/social/capabilities", "/fetcher/healthz"])("POST %s → 405 with Allow: GET", async (path) => {
    const res = await req("POST", path);
    expectError(res, 405, "method_not_allowed");
    expect(String(res.headers.allow)).toContain("GET");
  });

  it("GET /v1/billing/topup/intents → 405 with Allow: POST", async () => {
    const res = await kget("/v1/billing/topup/intents");
    expectError(res, 405, "method_not_allowed");
    expect(res.headers.allow).toBe("POST");
  });
});
