/**
 * The source exclusion list inside the browser (docs/rendering.md#source-exclusions): every request
 * a rendered page makes is checked against it, so a page cannot pull an excluded source in as a
 * script, a stylesheet, a frame, a fetch or an XHR (each is refused before it leaves), and a
 * render whose navigation redirects into an excluded source answers that source's 451 in every
 * mode that renders, as the static read of the same redirect does.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { parseSourceExclusions, SafeFetchError, SOURCE_EXCLUSIONS_KEY } from "@shared/net";
import { render, site } from "./helpers";

const PRIVATE_TEXT = "Text from the excluded private prefix";
let clients = 0;
const md = (path: string, mode: string) =>
  env.MD_GATEWAY.fetch(`http://md.local/md/http://127.0.0.1:${site.pagePort}${path}`, {
    headers: { "CF-Connecting-IP": `198.51.100.${200 + ++clients}`, "X-Render": mode, "Cache-Control": "no-cache" },
  });

/** Requests the page server has had under /private, all paths together. */
async function privateRequests(): Promise<number> {
  const served = (await (await fetch(`http://127.0.0.1:${site.pagePort}/__served`)).json()) as Record<string, number>;
  return Object.entries(served)
    .filter(([path]) => path.startsWith("/private/"))
    .reduce((sum, [, n]) => sum + n, 0);
}

const excludePrivate = () => env.SOURCE_EXCLUSIONS.put(SOURCE_EXCLUSIONS_KEY, "127.0.0.1/private");
afterEach(() => env.SOURCE_EXCLUSIONS.delete(SOURCE_EXCLUSIONS_KEY));

describe("a rendered page and the source exclusion list", () => {
  it("refuses the page's script, stylesheet, frame, fetch and XHR of an excluded prefix; the rest of the page renders", async () => {
    await excludePrivate();
    const before = await privateRequests();
    const res = await md("/mixed", "always");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Rendered")).toBe("true");
    const body = await res.text();
    expect(body).toContain("Text from the allowed public data, written by the page's script.");
    expect(body).not.toContain(PRIVATE_TEXT);
    expect(await privateRequests()).toBe(before);
  });

  it("(the control) renders what the excluded prefix serves when nothing is excluded, so the page does reach for it", async () => {
    const before = await privateRequests();
    const res = await md("/mixed", "always");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(PRIVATE_TEXT);
    expect(await privateRequests()).toBeGreaterThan(before);
  });

  it("answers 451 in always and in auto when the browser's navigation redirects into an excluded source, which is never fetched", async () => {
    await excludePrivate();
    const before = await privateRequests();
    for (const mode of ["always", "auto"]) {
      const res = await md("/browser-redirect", mode);
      expect(res.status, mode).toBe(451);
      const { error } = (await res.json()) as { error: { code: string; status: number; message: string; detail: string } };
      expect(error, mode).toMatchObject({ code: "source_excluded", status: 45101 });
      expect(error.message, mode).toMatch(/redirected to http:\/\/127\.0\.0\.1:\d+\/private\/landing/);
      expect(error.detail, mode).toMatch(/exclude the pages under 127\.0\.0\.1\/private/);
    }
    // The static read is not redirected: never answers it.
    expect((await md("/browser-redirect", "never")).status).toBe(200);
    expect(await privateRequests()).toBe(before);
  });

  it("ends renderPage itself with the source_excluded error under the production rules", async () => {
    const exclusions = parseSourceExclusions("ssrf-page.example/private");
    const rendering = render("/browser-redirect", { sourceExclusions: async () => exclusions });
    await expect(rendering).rejects.toBeInstanceOf(SafeFetchError);
    await expect(rendering).rejects.toMatchObject({ kind: "source_excluded", message: expect.stringMatching(/redirected to http:\/\/ssrf-page\.example\/private\/landing/) });
  });
});
