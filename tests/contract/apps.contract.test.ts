/** The apps provider through the front door, anonymous and keyed (docs/contract.md#providers). */
import { describe, expect, it } from "vitest";
import { APP_COLLECTIONS, UNSUPPORTED_APP_OPERATIONS } from "@shared/contract/apps.routes";
import { anon, expectError, expectQuotaHeaders, expectSuccess, get, kget } from "./contract";

describe("apps", () => {
  it("app by track id (anonymous): one element, id a string, quota headers", async () => {
    const res = await get("/v1/apps/app?id=284882215", { headers: { ...anon(), "X-Request-Id": "contract-app" } });
    const body = expectSuccess(res, { requestId: "contract-app" });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].id).toBe("284882215");
    expectQuotaHeaders(res, 20);
  });

  it.each(["appId=com.facebook.Facebook", "id=com.facebook.Facebook", "id=284882215&ratings=true&country=US&lang=en"])("app?%s", async (query) => {
    expect(expectSuccess(await get(`/v1/apps/app?${query}`, { headers: anon() })).data).toHaveLength(1);
  });

  it("app with a key: keyed limits, no anonymous quota headers", async () => {
    const res = await kget("/v1/apps/app?id=284882215");
    expectSuccess(res);
    expect(res.headers["x-ratelimit-limit"]).not.toBe("20");
  });

  it("an unknown app → 404 not_found", async () => {
    expectError(await get("/v1/apps/app?id=999999999", { headers: anon() }), 404, "not_found");
  });

  it("search clamps limit (999 → at most 50, -3 → at most 1)", async () => {
    expect(expectSuccess(await get("/v1/apps/search?term=slack&limit=999", { headers: anon() })).data.length).toBeLessThanOrEqual(50);
    expect(expectSuccess(await get("/v1/apps/search?term=slack&limit=-3", { headers: anon() })).data.length).toBeLessThanOrEqual(1);
  });

  it("similar lists other apps, never the app itself", async () => {
    const body = expectSuccess(await get("/v1/apps/similar?id=284882215", { headers: anon() }));
    expect(body.data.every((a: { id: string }) => a.id !== "284882215")).toBe(true);
  });

  it.each(APP_COLLECTIONS)("list collection=%s&limit=3", async (collection) => {
    expect(expectSuccess(await get(`/v1/apps/list?collection=${collection}&limit=3`, { headers: anon() })).data.length).toBeLessThanOrEqual(3);
  });

  it.each(UNSUPPORTED_APP_OPERATIONS)("/v1/apps/%s → 400 unsupported_operation", async (op) => {
    expectError(await get(`/v1/apps/${op}?id=284882215`, { headers: anon() }), 400, "unsupported_operation");
  });

  it("an unsupported operation with a key → 400 unsupported_operation", async () => {
    expectError(await kget("/v1/apps/reviews?id=284882215"), 400, "unsupported_operation");
  });
});
