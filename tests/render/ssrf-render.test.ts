/**
 * The render's safety (DECISIONS §6): a page that tries every way a page can reach loopback, cloud
 * metadata and a private address — img, script, stylesheet, fetch, XHR, iframe, object, embed,
 * form, ping, beacon, EventSource, web sockets (page and worker), redirects (navigation and
 * fetch), meta refresh, a top-level navigation, a popup, dedicated, shared and service workers,
 * `<link rel=prefetch|preload|modulepreload|preconnect>`, a Link header, speculation rules,
 * WebRTC — rendered with the harness off must leave zero hits on the listeners standing in for
 * those places (tests/fixtures/render/render-site.mjs), and none straight from the browser either.
 */
import { describe, expect, it } from "vitest";
import { hits, render } from "./helpers";

describe("a hostile page in the real browser, harness off", () => {
  it("reaches none of loopback, metadata or private addresses, and the browser fetches nothing itself", async () => {
    const result = await render("/");
    expect(result.html).toContain("This page tries every way a page can reach an address it must not.");
    // Its script's navigation to the metadata address was refused without leaving the page.
    expect(result.url.replace(/#.*$/, "")).toBe("http://ssrf-page.example/");
    // Late starters (the 300 ms navigation, the service worker's install) had their chance.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await hits()).hits).toEqual([]);
  });
});
