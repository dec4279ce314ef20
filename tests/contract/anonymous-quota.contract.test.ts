/** The per-IP daily quota of key-optional routes: docs/contract.md#limits (20 a day, then 429 anonymous_limit_reached). */
import { describe, expect, it } from "vitest";
import { stackUrl } from "../support/stack";
import { anon, expectError, expectQuotaHeaders, isInt, kget, randomIp, raw } from "./contract";

const AUTH_DOC_URL = process.env.SVC_CONTRACT_AUTH_DOC_URL ?? `${stackUrl("platform_url")}/agent-setup`;

describe("anonymous daily quota", () => {
  it.each([
    ["apps", "/v1/apps/app?id=284882215"],
    ["video", "/v1/video/search?term=cats"],
  ])("%s: 20 requests per IP per day, then 429 with the claim flow as continuation", async (_label, path) => {
    const ip = randomIp();
    for (let i = 1; i <= 20; i++) {
      const res = await raw("GET", path, { headers: anon(ip) });
      expect(res.status, `request ${i} of 20`).not.toBe(429);
      expectQuotaHeaders(res, 20);
      expect(Number(res.headers["x-ratelimit-remaining"])).toBe(20 - i);
    }
    const res = await raw("GET", path, { headers: { ...anon(ip), "X-Request-Id": "contract-anon-429" } });
    const e = expectError(res, 429, "anonymous_limit_reached", { requestId: "contract-anon-429", extraKeys: ["continuation"] });
    expect(e.continuation).toEqual({ url: AUTH_DOC_URL });
    expect(e.message).toMatch(/500 free credits/);
    expectQuotaHeaders(res, 20);
    expect(res.headers["x-ratelimit-remaining"]).toBe("0");
    expect(isInt(res.headers["retry-after"]) && Number(res.headers["retry-after"]) <= 86_400).toBe(true);
    expect((await raw("GET", path, { headers: anon(randomIp()) })).status, "another IP").not.toBe(429);
    const keyed = await kget(path);
    expect(keyed.json?.error?.code).not.toBe("anonymous_limit_reached");
  });
});
