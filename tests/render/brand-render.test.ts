/**
 * Brand and research read a script-shell homepage as the browser renders it (DECISIONS §6: brand
 * reads in auto, the research markdown primitive in the caller's `render` mode, auto by default).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { site } from "./helpers";

const research = (domain: string, query = "") =>
  env.BRAND_GATEWAY_INTERNAL.fetch(`http://brand.internal/__internal/research/${domain}${query}`, { headers: { "X-Render-Account": "ws:research-test", "Cache-Control": "no-cache" } });
type Target = { markdown?: { content: string }; logo?: unknown; errors?: unknown };
const served = async (path: string) => ((await (await fetch(`http://127.0.0.1:${site.pagePort}/__served`)).json()) as Record<string, number>)[path] ?? 0;

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

  it("reads research's markdown in the caller's mode: never converts the static shell while brand still reads the rendered page", async () => {
    const res = await research("shell.test", "?render=never");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Target };
    expect(data.errors).toBeUndefined();
    expect(data.markdown?.content).not.toContain("Shell Co builds shells");
    expect(JSON.stringify(data.logo)).toContain("shell-logo.svg");
  });

  it("renders a homepage auto reads static when research asks for always, and not in auto", async () => {
    const before = await served("/article");
    const auto = (await (await research("article.test")).json()) as { data: Target };
    expect(auto.data.markdown?.content).toContain("Text that needs no browser to be read");
    // auto: the homepage's one fetch, no render.
    expect((await served("/article")) - before).toBe(1);
    const always = (await (await research("article.test", "?render=always")).json()) as { data: Target };
    expect(always.data.errors).toBeUndefined();
    expect(always.data.markdown?.content).toContain("Text that needs no browser to be read");
    // always: the homepage's fetch and the browser's.
    expect((await served("/article")) - before).toBe(3);
  });

  it("refuses another render mode with 400 naming render", async () => {
    const res = await research("shell.test", "?render=sometimes");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("render");
  });
});
