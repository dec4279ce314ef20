/** Keys and scopes: docs/contract.md#auth (401 invalid_or_expired_token, 403 forbidden_scope). */
import { describe, expect, it } from "vitest";
import { anon, bearer, DATA_ROUTES, expectError, expectSuccess, kget, raw, req, unscopedKey } from "./contract";

/** Node refuses to send some header bytes; that is the client, not the service. */
async function sendable(send: () => ReturnType<typeof raw>) {
  try {
    return await send();
  } catch (err) {
    if (/Invalid character/.test(String(err))) return undefined;
    throw err;
  }
}

describe("malformed and unknown keys", () => {
  const malformed: [string, Record<string, string>][] = [
    ["no Authorization header", {}],
    ["a non-Bearer scheme", { Authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }],
    ["Bearer with nothing", { Authorization: "Bearer " }],
    ["a short key", { Authorization: "Bearer svc_test_abc" }],
    ["a wrong prefix", { Authorization: `Bearer sk_test_${"a".repeat(64)}` }],
    ["uppercase hex", { Authorization: `Bearer svc_test_${"A".repeat(64)}` }],
    ["65 hex", { Authorization: `Bearer svc_test_${"a".repeat(65)}` }],
    ["a huge key", { Authorization: `Bearer svc_test_${"a".repeat(8000)}` }],
    ["a unicode key", { Authorization: `Bearer svc_test_${"é".repeat(64)}` }],
    ["an unknown well-formed test key", { Authorization: `Bearer svc_test_${"0".repeat(64)}` }],
    ["an unknown well-formed live key", { Authorization: `Bearer svc_live_${"1".repeat(64)}` }],
  ];
  it.each(malformed)("news with %s → 401 invalid_or_expired_token", async (_label, headers) => {
    const res = await sendable(() => raw("GET", "/v1/news/stories_top", { headers }));
    if (res) expectError(res, 401, "invalid_or_expired_token");
  });

  it.each(["/v1/apps/app?id=284882215", "/v1/video/search?term=x"])("key-optional %s with a malformed key → 401 (a sent key must be valid)", async (path) => {
    expectError(await raw("GET", path, { headers: { Authorization: "Bearer nope", ...anon() } }), 401, "invalid_or_expired_token");
  });
});

describe("keyed routes", () => {
  const keyed = DATA_ROUTES.filter((r) => r.auth === "key");
  it.each(keyed.map((r) => r.sample))("GET %s without a key → 401", async (path) => {
    expectError(await raw("GET", path, { headers: anon() }), 401, "invalid_or_expired_token");
  });

  it.each(keyed.filter((r) => r.scope).map((r) => [r.sample, r.scope]))("GET %s with a key lacking %s → 403 forbidden_scope", async (path) => {
    expectError(await req("GET", path, { headers: bearer(unscopedKey()) }), 403, "forbidden_scope");
  });

  it("news and apps need no scope: the unscoped key reads them", async () => {
    expectSuccess(await req("GET", "/v1/news/item/8863?depth=1", { headers: bearer(unscopedKey()) }));
    expectSuccess(await req("GET", "/v1/apps/app?id=284882215", { headers: bearer(unscopedKey()) }));
  });

  it("the scoped key passes the scope check on /v1/social/*", async () => {
    const res = await kget("/v1/social/posts/20");
    expect([401, 403]).not.toContain(res.status);
  });
});
