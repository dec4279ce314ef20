/**
 * The anonymous daily quota of the key-optional providers (video and apps, docs/contract.md#auth): a unit
 * is taken before the provider is asked, and given back when the provider could not serve the
 * request (its 5xx, or the upstream's 429); an answer such as 404 counts, as on the gateways.
 * The provider behind the binding is the echo stand-in (`?fail=1` → 502, `?status=N` → N).
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

let ipCounter = 0;
/** A fresh client IP per test, so each starts with a full daily quota. */
const freshIp = () => `198.51.100.${(ipCounter += 1) + 150}`;
const remaining = (res: Response) => res.headers.get("X-RateLimit-Remaining");

describe.each([
  ["video", "/v1/video/video/synthVid0001"],
  ["apps", "/v1/apps/app?id=284882215"],
])("anonymous %s quota", (_provider, path) => {
  const ask = (ip: string, extra = "") => SELF.fetch(`http://api.test${path}${path.includes("?") ? "&" : "?"}${extra}`, { headers: { "CF-Connecting-IP": ip } });

  it("gives the unit back when the provider cannot serve (502, 503, upstream 429)", async () => {
    const ip = freshIp();
    expect(remaining(await ask(ip))).toBe("19");
    for (const extra of ["fail=1", "status=503", "status=429"]) {
      const res = await ask(ip, extra);
      expect(res.status).toBeGreaterThanOrEqual(429);
      expect(remaining(res)).toBe("19");
    }
    expect(remaining(await ask(ip))).toBe("18");
  });

  it("counts an answer the provider did serve, such as 404", async () => {
    const ip = freshIp();
    const res = await ask(ip, "status=404");
    expect(res.status).toBe(404);
    expect(remaining(res)).toBe("19");
    expect(remaining(await ask(ip))).toBe("18");
  });

  // 42 sequential requests through the front door: slower than the default 5 s on a loaded machine.
  it("never exhausts the quota with failures: after 21 outages the caller still has all 20 requests", { timeout: 60_000 }, async () => {
    const ip = freshIp();
    for (let i = 0; i < 21; i++) expect((await ask(ip, "fail=1")).status).toBe(502);
    for (let i = 0; i < 20; i++) expect((await ask(ip)).status).toBe(200);
    expect((await ask(ip)).status).toBe(429);
  });
});
