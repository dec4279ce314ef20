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
});
