/** The caps of one render (DECISIONS §6): 300 requests and 20 s, then what the page shows is the result. */
import { describe, expect, it } from "vitest";
import { RENDER_LIMITS } from "@shared/render/limits";
import { hits, render } from "./helpers";

describe("render caps", () => {
  it("stops a page that loops requests at 300 and converts what it shows", async () => {
    const before = (await hits()).ticks;
    const result = await render("/loop");
    expect(result.stopped).toBe("cap");
    expect(result.requests).toBeLessThanOrEqual(RENDER_LIMITS.maxRequests + 1);
    expect(result.html).toContain("Request loop");
    // The origin saw at most the allowed requests (less the document itself).
    expect((await hits()).ticks - before).toBeLessThanOrEqual(RENDER_LIMITS.maxRequests);
  });

  it("stops a page that never finishes loading at 20 s and converts the part that arrived", async () => {
    const result = await render("/forever");
    expect(result.stopped).toBe("timeout");
    expect(result.ms).toBeLessThanOrEqual(RENDER_LIMITS.timeoutMs + 1_000);
    expect(result.html).toContain("The text before the script that never comes.");
  });

  it("reads the DOM of a page whose script keeps the main thread busy, waiting for it within the render's time", async () => {
    const result = await render("/busy");
    expect(result.stopped).toBeNull();
    expect(result.html).toContain("The text a busy page shows while its script keeps working.");
    expect(result.ms).toBeLessThan(RENDER_LIMITS.timeoutMs);
  });
});
