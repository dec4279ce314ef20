import { describe, expect, it } from "vitest";
import { detectors, parsePriceText } from "@shared/detectors";

const URL_ = "https://shop.example/x";
const all = Object.values(detectors);

describe("detectors on hostile input", () => {
  it("return null without throwing on deeply nested markup", () => {
    const html = `${"<div>".repeat(100_000)}$5${"</div>".repeat(100_000)}`;
    for (const d of all) expect(d.extract(html, URL_)).toBeNull();
  });

  it("handle a huge page by reading only its first megabytes", () => {
    const filler = `<p>${"lorem ipsum ".repeat(50)}</p>`.repeat(8_000);
    const html = `<html><head><meta property="product:price:amount" content="9.99"><meta property="product:price:currency" content="USD"></head><body>${filler}</body></html>`;
    expect(html.length).toBeGreaterThan(3_000_000);
    expect((detectors.price.extract(html, URL_) as { amount: number } | null)?.amount).toBe(9.99);
  });

  it("skip malformed, deeply nested and oversized JSON-LD", () => {
    const broken = `<script type="application/ld+json">{"@type":"Product","offers":{"price": </script>`;
    const nested = `<script type="application/ld+json">${"[".repeat(5_000)}${"]".repeat(5_000)}</script>`;
    const cyclicLike = `<script type="application/ld+json">{"@type":"Product","offers":${'{"offers":'.repeat(200)}{}${"}".repeat(200)}}</script>`;
    for (const d of all) for (const html of [broken, nested, cyclicLike]) expect(() => d.extract(html, URL_)).not.toThrow();
  });

  it("return null for empty or non-HTML input and parse absurd price strings without hanging", () => {
    for (const d of all) {
      expect(d.extract("", URL_)).toBeNull();
      expect(d.extract("\u0000\u0001 binary", URL_)).toBeNull();
    }
    expect(parsePriceText(`${"1,".repeat(100_000)}5 €`).amount).not.toBeNull();
    expect(parsePriceText(`${"1,".repeat(300)}5 €`).currency).toBe("€");
    expect(parsePriceText("$".repeat(100_000)).amount).toBeNull();
  });

  it("compare tolerates null states on either side", () => {
    for (const d of all) {
      expect(d.compare(null, null)).toEqual([]);
    }
  });
});
