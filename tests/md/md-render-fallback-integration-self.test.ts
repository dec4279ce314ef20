/**
 * Render modes on the md gateway when no browser answers (this tier's render worker always says
 * `browser_unavailable`; the real one is in the render tier): DECISIONS §6's fallback and errors.
 */
import { describe, expect, it } from "vitest";
import { md, site } from "./helpers";

describe("md gateway without a browser", () => {
  it("auto answers a script shell from its static HTML with X-Render-Fallback browser_unavailable, and does not cache it", async () => {
    const { url } = site().unique("/app-shell");
    const first = await md(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Rendered")).toBe("false");
    expect(first.headers.get("X-Render-Fallback")).toBe("browser_unavailable");
    const again = await md(url);
    expect(again.headers.get("X-Cache")).toBe("miss");
  });

  it("auto reads a static page without asking for a render: X-Rendered false, no fallback, cached", async () => {
    const { url } = site().unique("/article");
    const first = await md(url);
    expect([first.headers.get("X-Rendered"), first.headers.get("X-Render-Fallback")]).toEqual(["false", null]);
    expect((await md(url)).headers.get("X-Cache")).toBe("hit");
  });

  it("always answers 502 upstream_unavailable naming the render failure", async () => {
    const res = await md(site().unique("/app-shell").url, { headers: { "X-Render": "always" } });
    expect(res.status).toBe(502);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("upstream_unavailable");
    expect(error.message).toContain("browser_unavailable");
  });

  it("never reads the shell statically with no fallback header", async () => {
    const res = await md(site().unique("/app-shell").url, { headers: { "X-Render": "never" } });
    expect([res.status, res.headers.get("X-Rendered"), res.headers.get("X-Render-Fallback")]).toEqual([200, "false", null]);
  });
});
