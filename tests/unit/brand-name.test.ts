/**
 * `extractBrandName` (shared/brand/extract-brand.ts): the brand's name alone, as the brand
 * extraction finds it; a watch names its entity with it (docs/watches.md#target).
 */
import { describe, expect, it } from "vitest";
import { extractBrand, extractBrandName } from "@shared/brand";

const page = (head: string, body = "") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const name = (html: string) => extractBrandName({ domain: "acme.com", url: "https://acme.com/", html });

describe("extractBrandName", () => {
  it("reads og:site_name, else the JSON-LD Organization, else the title's brand segment", () => {
    expect(name(page('<meta property="og:site_name" content="Acme Inc."><title>Home | Something</title>'))).toBe("Acme Inc.");
    const org = JSON.stringify({ "@context": "https://schema.org", "@type": "Organization", name: "Acme Analytics GmbH" });
    expect(name(page(`<script type="application/ld+json">${org}</script><title>Welcome</title>`))).toBe("Acme Analytics GmbH");
    expect(name(page("<title>Ship faster with analytics | Acme</title>"))).toBe("Acme");
  });

  it("is null when the page names no brand", () => {
    expect(name(page("", "<p>nothing here</p>"))).toBeNull();
  });

  it("is the name the whole brand extraction answers", () => {
    const html = page('<meta name="application-name" content="Acme App"><title>Acme</title>');
    expect(name(html)).toBe(extractBrand({ domain: "acme.com", url: "https://acme.com/", html }).name);
  });
});
