import { describe, expect, it } from "vitest";
describe("workerd", () => {
  it("runs tests inside workerd", () => {
    expect(typeof navigator).toBe("object");
    expect(navigator.userAgent).toBe("Cloudflare-Workers");
  });
});
