/** The md gateway with the real render worker behind it (DECISIONS §6): modes, headers, cache. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RENDER_SLOTS_PER_ACCOUNT } from "@shared/render/limits";
import { site } from "./helpers";

let clients = 0;
/** A fresh client IP each call: the anonymous quota (20 a day) and render slots are per IP. */
const freshIp = () => `198.51.100.${++clients}`;
const target = (path: string) => `http://127.0.0.1:${site.pagePort}${path}`;
const md = (path: string, headers: Record<string, string> = {}, ip = freshIp()) =>
  env.MD_GATEWAY.fetch(`http://md.local/md/${target(path)}`, { headers: { "CF-Connecting-IP": ip, ...headers } });

describe("md gateway with rendering", () => {
  it("auto renders a script shell: X-Rendered true, the script's text in the Markdown", async () => {
    const res = await md("/app", { "Cache-Control": "no-cache" });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Rendered")).toBe("true");
    expect(res.headers.get("X-Render-Fallback")).toBeNull();
    const body = await res.text();
    expect(body).toContain("Rendered by script");
    expect(body).toContain("exists only after the page's script fetched its data");
  });

  it("never reads the same shell statically: X-Rendered false, no script text", async () => {
    const res = await md("/app", { "X-Render": "never", "Cache-Control": "no-cache" });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Rendered")).toBe("false");
    expect(await res.text()).not.toContain("Rendered by script");
  });

  it("auto leaves a static page static, converted exactly as never converts it", async () => {
    const auto = await md("/static", { "Cache-Control": "no-cache" });
    const never = await md("/static", { "X-Render": "never", "Cache-Control": "no-cache" });
    expect(auto.headers.get("X-Rendered")).toBe("false");
    expect(auto.headers.get("X-Render-Fallback")).toBeNull();
    expect(await auto.text()).toBe(await never.text());
  });

  it("always renders a static page too, and never renders text/plain", async () => {
    const page = await md("/static", { "X-Render": "always", "Cache-Control": "no-cache" });
    expect(page.headers.get("X-Rendered")).toBe("true");
    expect(await page.text()).toContain("Text that needs no browser");
    const plain = await md("/plain.txt", { "X-Render": "always", "Cache-Control": "no-cache" });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("X-Rendered")).toBe("false");
  });

  it("caches rendered and static results apart", async () => {
    const path = "/app?cache=apart";
    const first = await md(path);
    expect([first.headers.get("X-Cache"), first.headers.get("X-Rendered")]).toEqual(["miss", "true"]);
    const again = await md(path);
    expect([again.headers.get("X-Cache"), again.headers.get("X-Rendered")]).toEqual(["hit", "true"]);
    const never = await md(path, { "X-Render": "never" });
    expect([never.headers.get("X-Cache"), never.headers.get("X-Rendered")]).toEqual(["miss", "false"]);
    expect(await never.text()).not.toContain("Rendered by script");
  });

  it("refuses any other X-Render with 400 invalid_request naming the header", async () => {
    const res = await md("/app", { "X-Render": "sometimes" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain("X-Render");
  });

  it("with every slot of the caller busy: auto answers static with X-Render-Fallback busy (not cached), always 429 with Retry-After", async () => {
    const ip = freshIp();
    // Two renders of a page that never finishes hold both of this client's slots for 20 s.
    const holders = Array.from({ length: RENDER_SLOTS_PER_ACCOUNT }, (_, i) => md(`/forever?hold=${i}`, { "X-Render": "always", "Cache-Control": "no-cache" }, ip));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const auto = await md("/app?busy=1", {}, ip);
    expect(auto.status).toBe(200);
    expect(auto.headers.get("X-Rendered")).toBe("false");
    expect(auto.headers.get("X-Render-Fallback")).toBe("busy");
    const always = await md("/app?busy=1", { "X-Render": "always" }, ip);
    expect(always.status).toBe(429);
    expect(((await always.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(Number(always.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    for (const held of await Promise.all(holders)) expect(held.headers.get("X-Rendered")).toBe("true");
    // The fallback was not stored: with the slots free the next auto read renders.
    const after = await md("/app?busy=1", {}, ip);
    expect(after.headers.get("X-Rendered")).toBe("true");
  });
});
