import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/md/src/index";
import { freshIp, MD, md, site } from "./helpers";

/** The md worker with copies that expire at once (SVC_CACHE_TTL_S=0), so the next read must refresh. */
const mdExpiring = (target: string, overrides: Record<string, unknown> = {}) =>
  worker.fetch(
    new Request(`${MD}/md/${target}`, { headers: { "CF-Connecting-IP": freshIp() } }),
    { ...env, SVC_CACHE_TTL_S: "0", ...overrides },
    createExecutionContext(),
  );

describe("md gateway cache", () => {
  it("serves a repeat read from the cache: miss, then hit with Age, one upstream fetch", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    const first = await md(url);
    expect(first.headers.get("x-cache")).toBe("miss");
    const second = await md(url);
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("age")).toMatch(/^\d+$/);
    expect(await second.text()).toBe(await first.text());
    expect(await s.hitsOf(key)).toBe(1);
  });

  it("shares one copy between the encoded and the unencoded spelling of a target", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    await (await md(url)).arrayBuffer();
    expect((await md(encodeURIComponent(url))).headers.get("x-cache")).toBe("hit");
    expect(await s.hitsOf(key)).toBe(1);
  });

  it("bypasses the cache for Cache-Control: no-cache and stores the fresh answer", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    await (await md(url)).arrayBuffer();
    const bypass = await md(url, { headers: { "Cache-Control": "no-cache" } });
    expect(bypass.headers.get("x-cache")).toBe("miss");
    expect(await s.hitsOf(key)).toBe(2);
    expect((await md(url)).headers.get("x-cache")).toBe("hit");
  });

  it("caches per selector: another selector is another copy", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    await (await md(url)).arrayBuffer();
    const selected = await md(url, { headers: { "X-Target-Selector": "#pricing" } });
    expect(selected.headers.get("x-cache")).toBe("miss");
    expect(await s.hitsOf(key)).toBe(2);
  });

  it("serves the expired copy as stale while the origin fails, and refreshes once it is back", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    const warm = await mdExpiring(url);
    expect(warm.headers.get("x-cache")).toBe("miss");
    const original = await warm.text();

    await s.setMode(key, "fail");
    const stale = await mdExpiring(url);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-cache")).toBe("stale");
    expect(await stale.text()).toBe(original);

    await s.setMode(key, "down");
    expect((await mdExpiring(url)).headers.get("x-cache")).toBe("stale");

    await s.setMode(key, "ok");
    expect((await mdExpiring(url)).headers.get("x-cache")).toBe("miss");
  });

  it("does not serve a stale copy when the page is gone (404) or the caller asked for no-cache", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    await (await mdExpiring(url)).arrayBuffer();
    await s.setMode(key, "fail");
    const noCache = await worker.fetch(
      new Request(`${MD}/md/${url}`, { headers: { "CF-Connecting-IP": freshIp(), "Cache-Control": "no-cache" } }),
      { ...env, SVC_CACHE_TTL_S: "0" },
      createExecutionContext(),
    );
    expect(noCache.status).toBe(502);
    await s.setMode(key, "gone");
    const gone = await mdExpiring(url);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("x-cache")).toBeNull();
  });

  it("answers 503 degraded without fetching when the cache cannot be read", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    const brokenCache = { getWithMetadata: () => Promise.reject(new Error("kv down")), put: () => Promise.resolve() };
    const res = await mdExpiring(url, { CACHE: brokenCache });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("degraded");
    expect(res.headers.get("x-ratelimit-limit")).toBe("20");
    expect(await s.hitsOf(key)).toBe(0);
  });

  it("still answers when the cache cannot be written (the answer is correct, only the copy is lost)", async () => {
    const brokenWrite = { getWithMetadata: () => Promise.resolve({ value: null, metadata: null }), put: () => Promise.reject(new Error("kv full")) };
    const res = await mdExpiring(site().unique("/article").url, { CACHE: brokenWrite });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("miss");
  });

  it("coalesces simultaneous misses of one target into one upstream fetch", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    await s.setMode(key, "slow", 1_500);
    const answers = await Promise.all(Array.from({ length: 8 }, () => md(url)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const bodies = new Set(await Promise.all(answers.map((r) => r.text())));
    expect(bodies.size).toBe(1);
    expect(await s.hitsOf(key)).toBe(1);
  });
});
