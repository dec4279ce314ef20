import { describe, expect, it } from "vitest";
import { render } from "./helpers";

describe("renderPage in the real browser", () => {
  it("returns the DOM a page's script built from data it fetched", async () => {
    const result = await render("/app");
    expect(result.html).toContain("Rendered by script");
    expect(result.html).toContain("exists only after the page's script fetched its data");
    expect(result.stopped).toBeNull();
    expect(result.url).toBe("http://ssrf-page.example/app");
  });

  it("reads an app that draws on the load event after it has drawn (a slow async script holds load past the network's first quiet)", async () => {
    const result = await render("/onload-app");
    expect(result.html).toContain("Drawn on load");
    expect(result.html).toContain("Text an app writes only once its load event has fired.");
    expect(result.stopped).toBeNull();
  });
});
