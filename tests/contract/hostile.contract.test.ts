/** Hostile requests: never a 500, never a hang, always the envelope (docs/contract.md#errors). */
import { describe, expect, it } from "vitest";
import { anon, bearer, expectAnyError, expectSuccess, key, raw } from "./contract";

const big = (n: number) => "a".repeat(n);
const CASES: [string, string][] = [
  ["GET", "/v1/news/item/..%2F.."], ["GET", "/v1/news/item/..%2F..%2F..%2Fetc%2Fpasswd"], ["GET", "/v1/news/item/%2e%2e/%2e%2e/fetcher/healthz"],
  ["GET", "/v1/news/item/../../capabilities"], ["GET", "/v1/news/item/%00"], ["GET", "/v1/news/user/%00"], ["GET", "/v1/news/user/a%2Fb"],
  ["GET", "/v1/news/user/%F0%9F%98%80"], ["GET", "/v1/news/user/%ZZ"], ["GET", `/v1/news/search?q=${big(10_000)}`], ["GET", `/v1/news/search?q=${big(60_000)}`],
  ["GET", "/v1/news/search?q=%E2%9C%93%20caf%C3%A9%20%F0%9F%98%80"], ["GET", "/v1/news/search?q=%00%01%02"], ["GET", "/v1/news/search?q=%ZZ"],
  ["GET", "/v1/news/search?q=%C0%AF"], ["GET", `/v1/news/search?q=a&${"x=1&".repeat(3000)}`], ["GET", "/v1/news/search?q[]=a"],
  ["GET", "/v1/news/search?q=a&tags=story,comment,(ask_hn,show_hn)"], ["GET", "/v1/news/stories_top?limit=%2B5"], ["GET", "/v1/news/stories_top?limit=%205"],
  ["GET", "/v1/news/stories_top?limit=-0"], ["GET", "/v1/news/stories_top?limit=00005"], ["GET", "/v1/news/stories_top?limit=Infinity"],
  ["GET", "/v1/news/stories_top?limit=NaN"], ["GET", "/v1/news/stories_top?page=9007199254740993"], ["GET", "/v1/news/item/9007199254740993"],
  ["GET", "/v1/news/item/1e3"], ["GET", "/v1/news/item/8863?depth=1&depth=2"], ["GET", "/v1/apps/app?id=%00"], ["GET", "/v1/apps/app?id[]=1"],
  ["GET", "/v1/apps/app?id=1&id=2"], ["GET", "/v1/apps/app?appId=%F0%9F%98%80"], ["GET", `/v1/apps/app?appId=${big(5000)}`],
  ["GET", "/v1/apps/search?term=%3Cscript%3Ealert(1)%3C%2Fscript%3E"], ["GET", `/v1/apps/search?term=${big(5000)}`], ["GET", "/v1/apps/search?term=a&limit=1e9"],
  ["GET", "/v1/apps/list?collection=top_free&limit=99999999999999999999"], ["GET", "/v1/apps/list?collection=top_free&category=0000"],
  ["GET", "/v1/apps/%2e%2e/capabilities"], ["GET", "/v1/video/search?term=x&limit=1e9"], ["GET", `/v1/video/video/${big(3000)}`],
  ["GET", "/v1/social/posts/99999999999999999999999"], ["GET", "/v1/social/users/..%2F/posts"], ["GET", "/v1/social/users/%40jack/posts"],
  ["GET", `/v1/capabilities?x=${big(20_000)}`], ["GET", "/v1/capabilities?%ZZ=1"], ["GET", "/%ZZ"], ["GET", "/v1/%00"], ["GET", `/${big(4000)}`],
  ["OPTIONS", "/v1/news/stories_top"], ["TRACE", "/v1/capabilities"], ["PROPFIND", "/v1/capabilities"],
];

describe("hostile requests", () => {
  it.each(CASES)("%s %s: no 500, the error envelope", async (method, path) => {
    const res = await raw(method, path, { headers: { ...bearer(key()), ...anon() } });
    // 502/503 are answers an upstream outage may give; a 500 never is.
    expect(res.status < 500 || res.status === 502 || res.status === 503, `status ${res.status}: ${res.text.slice(0, 300)}`).toBe(true);
    if (res.status === 431 || res.status === 414) return; // refused by the runtime's HTTP server before any worker code
    if (res.status === 429 && res.json?.error?.code === "rate_limited") return;
    if (res.status >= 400) expectAnyError(res);
    else if (res.status === 200 && res.json) expectSuccess(res);
  });

  it.each([
    ["a 10 KB X-Request-Id", { "X-Request-Id": big(10_000) }],
    ["a unicode X-Request-Id", { "X-Request-Id": "caf\u00e9" }],
    ["a huge Cookie", { Cookie: `a=${big(20_000)}` }],
    ["Cache-Control: no-cache", { "Cache-Control": "no-cache" }],
  ])("GET /v1/capabilities with %s: no 5xx", async (_label, headers) => {
    let res;
    try {
      res = await raw("GET", "/v1/capabilities", { headers });
    } catch (err) {
      if (/Invalid character/.test(String(err))) return; // the client cannot send it
      throw err;
    }
    expect(res.status).toBeLessThan(500);
  });

  it("20 concurrent identical keyed reads all succeed", async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => raw("GET", "/v1/news/stories_show?limit=1", { headers: bearer(key()) })));
    expect(all.filter((r) => r.status !== 200 && !(r.status === 429 && r.json?.error?.code === "rate_limited")).map((r) => r.status)).toEqual([]);
  });
});
