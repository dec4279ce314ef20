/**
 * Brand and research read a script-shell homepage as the browser renders it (DECISIONS §6: brand
 * and the research markdown primitive read in auto).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("brand gateway with rendering", () => {
  it("takes a shell's logo, colours and fonts from the rendered page", async () => {
    const res = await env.BRAND_GATEWAY.fetch("http://brand.local/shell.test", { headers: { "CF-Connecting-IP": "198.51.100.200" } });
    expect(res.status).toBe(200);
    const brand = JSON.stringify(await res.json()).toLowerCase();
    expect(brand).toContain("shell-logo.svg");
    expect(brand).toContain("#ff5500");
    expect(brand).toContain("shellsans");
  });

  it("gives research's markdown primitive the rendered homepage", async () => {
    const res = await env.BRAND_GATEWAY_INTERNAL.fetch("http://brand.internal/__internal/research/shell.test", { headers: { "X-Render-Account": "ws:research-test" } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { markdown?: { content: string }; logo?: unknown; errors?: unknown } };
    expect(data.errors).toBeUndefined();
    expect(data.markdown?.content).toContain("Shell Co builds shells");
    expect(JSON.stringify(data.logo)).toContain("shell-logo.svg");
  });
});
