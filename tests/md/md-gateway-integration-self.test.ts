import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DOC_MARKDOWN, NOTES_TEXT } from "../fixtures/sites/pages.mjs";
import { freshIp, MD, md, site } from "./helpers";

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe("GET /md/{target} converts HTML pages", () => {
  it("returns the article as Markdown under its title, with its table, code block and absolute links", async () => {
    const { url } = site().unique("/article");
    const res = await md(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const body = await res.text();
    expect(body.startsWith("# Shipping fast with small teams\n\n")).toBe(true);
    expect(body).toContain("| Team | Releases per week | Median review time |");
    expect(body).toContain("| Payments | 5 | 2 h |");
    expect(body).toContain('```js\nconst release = await deploy({ env: "production" });\nconsole.log(release.id);\n```');
    expect(body).toContain(`(${site().base}/docs/release-checklist)`);
    expect(body).not.toContain("All rights reserved");
    expect(Number(res.headers.get("x-markdown-tokens"))).toBeGreaterThan(10);
  });

  it("puts the page's metadata in YAML front matter only when X-Front-Matter asks for it", async () => {
    const { url } = site().unique("/article");
    const res = await md(url, { headers: { "X-Front-Matter": "1" } });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toMatch(/^---\ntitle: "Shipping fast with small teams"\nsource: ".*"\npublished: "2025-03-04T10:00:00[^\n]*\n(?:[a-z_]+: "[^\n]*"\n)*---\n\n# Shipping fast with small teams\n/);
    expect(Number(res.headers.get("x-markdown-tokens"))).toBeGreaterThan(10);
  });

  it("refuses an X-Front-Matter value it does not know with 400", async () => {
    const res = await md(site().unique("/article").url, { headers: { "X-Front-Matter": "maybe" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("X-Front-Matter");
  });

  it("accepts the target URL-encoded as one path segment", async () => {
    const { url } = site().unique("/article");
    const res = await md(encodeURIComponent(url));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("# Shipping fast with small teams");
  });

  it("keeps the target's query string when the target is sent unencoded", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    expect((await md(`${url}&lang=en`)).status).toBe(200);
    expect(await s.hitsOf(`${key}&lang=en`)).toBe(1);
  });

  it("decodes the page with the charset its Content-Type declares", async () => {
    const res = await md(site().unique("/latin1").url);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("# Café crème");
    expect(body).toContain("A naïve résumé");
  });

  it("keeps only the elements the X-Target-Selector header names", async () => {
    const res = await md(site().unique("/article").url, { headers: { "X-Target-Selector": "#pricing" } });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Starter plan: 10 dollars per seat");
    expect(body).not.toContain("Release cadence");
    expect(body).not.toContain("Small teams ship faster");
  });

  it("refuses an invalid selector with 400 before spending quota or fetching", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    const res = await md(url, { headers: { "X-Target-Selector": "div[[[" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_request");
    expect(res.headers.get("x-ratelimit-remaining")).toBeNull();
    expect(await s.hitsOf(key)).toBe(0);
  });
});

describe("GET /md/{target} passes text through and refuses other types", () => {
  it("passes text/plain through unchanged", async () => {
    const res = await md(site().unique("/notes.txt").url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await res.text()).toBe(NOTES_TEXT);
  });

  it("asks the origin for Markdown first and passes the Markdown it serves through", async () => {
    const s = site();
    const { url, key } = s.unique("/doc");
    const res = await md(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(DOC_MARKDOWN);
    expect((await s.hits()).accept[key]).toBe("text/markdown, text/html;q=0.9");
  });

  it("asks once more for anything when the origin refuses the Markdown-first Accept with 406", async () => {
    const s = site();
    const { url, key } = s.unique("/picky");
    const res = await md(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("HTML version.");
    expect(await s.hitsOf(key)).toBe(2);
  });

  it("answers 400 invalid_request for an image, naming its type", async () => {
    const res = await md(site().unique("/logo.png").url);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_request");
    expect(error.message).toContain("image/png");
  });

  it("answers 400 for a PDF and points to the PDF gateway", async () => {
    const res = await md(site().unique("/paper.pdf").url);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/PDF gateway/);
  });
});

describe("GET /md/{target} maps what the origin answered", () => {
  it.each([
    ["/gone", 404, "not_found"],
    ["/secret", 404, "not_found"],
    ["/broken", 502, "upstream_unavailable"],
  ])("answers %s with %i %s", async (path, status, code) => {
    const res = await md(site().unique(path).url);
    expect(res.status).toBe(status);
    expect((await errorOf(res)).code).toBe(code);
  });

  it("answers 502 upstream_unavailable when the origin closes the connection without answering", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    await s.setMode(key, "down");
    const res = await md(url);
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe("upstream_unavailable");
  });

  it("answers 400 when the origin redirects to a cloud metadata address", async () => {
    const res = await md(site().unique("/redirect-to-metadata").url);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_request");
  });

  it("answers 400 for a missing target", async () => {
    for (const path of ["/md", "/md/"]) {
      const res = await SELF.fetch(`${MD}${path}`, { headers: { "CF-Connecting-IP": freshIp() } });
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).code).toBe("invalid_request");
    }
  });

  it("answers 405 with Allow for another method", async () => {
    const res = await md(site().unique("/article").url, { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
  });
});
