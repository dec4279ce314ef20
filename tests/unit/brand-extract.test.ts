import { describe, expect, it } from "vitest";
import { BrandSchema, extractBrand, findManifestUrl, findPageResources, findStylesheetUrls, type Brand } from "@shared/brand";
import { BASE_PAGE_HTML, BASE_PAGE_URL } from "../fixtures/brand/base-href-page";
import { MINIMAL_HTML, MINIMAL_URL } from "../fixtures/brand/minimal-page";
import {
  SAAS_CSS,
  SAAS_CSS_URL,
  SAAS_HTML,
  SAAS_MANIFEST,
  SAAS_MANIFEST_URL,
  SAAS_URL,
  SAAS_WORDS,
} from "../fixtures/brand/saas-homepage";

function saasBrand(): Brand {
  return extractBrand({
    domain: "orbitly.com",
    url: SAAS_URL,
    html: SAAS_HTML,
    manifest: SAAS_MANIFEST,
    css: [{ url: SAAS_CSS_URL, text: SAAS_CSS }],
  });
}

describe("extractBrand on a modern SaaS homepage", () => {
  const brand = saasBrand();

  it("validates strictly against BrandSchema", () => {
    expect(BrandSchema.strict().parse(brand)).toEqual(brand);
  });

  it("takes the name from og:site_name and the description from og:description", () => {
    expect(brand.domain).toBe("orbitly.com");
    expect(brand.url).toBe("https://orbitly.com/");
    expect(brand.name).toBe("Orbitly");
    expect(brand.description).toBe("Orbitly is the project planning tool for teams that ship every week.");
  });

  it("lists every logo asset once, header logo first, with kind, format, size and source", () => {
    const http = brand.logos.filter((l) => !l.url.startsWith("data:"));
    expect(http).toEqual([
      { kind: "logo", url: "https://orbitly.com/static/brand/orbitly-wordmark.svg", format: "svg", width: 120, height: 32, source: "img" },
      { kind: "logo", url: "https://orbitly.com/static/brand/orbitly-logo.png", format: "png", width: null, height: null, source: "json-ld" },
      { kind: "favicon", url: "https://orbitly.com/favicon.ico", format: "ico", width: 32, height: 32, source: "link" },
      { kind: "icon", url: "https://orbitly.com/icon.svg", format: "svg", width: null, height: null, source: "link" },
      { kind: "apple-touch-icon", url: "https://orbitly.com/apple-touch-icon.png", format: "png", width: 180, height: 180, source: "link" },
      { kind: "mask-icon", url: "https://orbitly.com/safari-pinned-tab.svg", format: "svg", width: null, height: null, source: "link" },
      { kind: "manifest-icon", url: "https://orbitly.com/static/manifest/icons/icon-192.png", format: "png", width: 192, height: 192, source: "manifest" },
      { kind: "manifest-icon", url: "https://orbitly.com/static/manifest/icons/icon-512.png", format: "png", width: 512, height: 512, source: "manifest" },
      { kind: "og-image", url: "https://orbitly.com/static/og/orbitly-og.png", format: "png", width: 1200, height: 630, source: "meta" },
      { kind: "twitter-image", url: "https://orbitly.com/static/og/twitter-card.jpg", format: "jpg", width: null, height: null, source: "meta" },
    ]);
  });

  it("never takes customer logos outside the header for the brand logo", () => {
    expect(brand.logos.some((l) => l.url.includes("/customers/"))).toBe(false);
  });

  it("keeps the footer's inline svg mark as a sanitized standalone data URI", () => {
    const inline = brand.logos.find((l) => l.source === "inline-svg");
    expect(inline).toMatchObject({ kind: "logo", format: "svg", width: 28, height: 28 });
    const svg = decodeURIComponent(inline?.url.replace("data:image/svg+xml,", "") ?? "");
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<linearGradient id=\"orb\"");
    expect(svg).toContain('fill="url(#orb)"');
    expect(svg).not.toMatch(/script|onload|alert/);
  });

  it("picks the svg wordmark as logo_url, the .ico as favicon and og:image as share image", () => {
    expect(brand.logo_url).toBe("https://orbitly.com/static/brand/orbitly-wordmark.svg");
    expect(brand.favicon_url).toBe("https://orbitly.com/favicon.ico");
    expect(brand.og_image).toBe("https://orbitly.com/static/og/orbitly-og.png");
  });

  it("collects declared, custom-property and usage colours as lowercase #rrggbb", () => {
    expect(brand.colors).toEqual([
      { hex: "#4f46e5", source: "meta-theme-color", role: "theme", scheme: "light" },
      { hex: "#111827", source: "meta-theme-color", role: "theme", scheme: "dark" },
      { hex: "#4f46e5", source: "meta-tile-color" },
      { hex: "#5b21b6", source: "mask-icon" },
      { hex: "#4f46e5", source: "manifest-theme-color", role: "theme" },
      { hex: "#ffffff", source: "manifest-background-color", role: "background" },
      { hex: "#4f46e5", source: "css-variable", role: "primary", name: "--color-primary" },
      { hex: "#8b5cf6", source: "css-variable", role: "accent", name: "--color-accent" },
      { hex: "#7c3bed", source: "css-variable", role: "secondary", name: "--secondary" },
      { hex: "#0f172a", source: "css-variable", role: "brand", name: "--brand-navy" },
      { hex: "#4f46e5", source: "css-usage", count: 4 },
      { hex: "#4338ca", source: "css-usage", count: 1 },
      { hex: "#8b5cf6", source: "css-usage", count: 1 },
    ]);
  });

  it("merges @font-face, font-service links and usage into one entry per family", () => {
    expect(brand.fonts).toEqual([
      {
        family: "Inter",
        source: "stylesheet-link",
        provider: "google",
        weights: [400, 500, 600, 700],
        url: "https://fonts.googleapis.com/css2?family=Inter:wght@400;500;700&family=JetBrains+Mono:wght@400&display=swap",
        count: 2,
        roles: ["body"],
      },
      {
        family: "Orbitly Display",
        source: "font-face",
        provider: "self",
        weights: [600, 700],
        url: "https://orbitly.com/fonts/orbitly-display-600.woff2",
        count: 1,
        roles: ["heading"],
      },
      {
        family: "JetBrains Mono",
        source: "stylesheet-link",
        provider: "google",
        weights: [400],
        url: "https://fonts.googleapis.com/css2?family=Inter:wght@400;500;700&family=JetBrains+Mono:wght@400&display=swap",
        count: 1,
        roles: ["code"],
      },
    ]);
  });

  it("finds the brand's own profiles in the footer, JSON-LD and rel=me, deduped, without share links", () => {
    expect(brand.social).toEqual([
      { platform: "x", url: "https://twitter.com/orbitly", handle: "@orbitly" },
      { platform: "linkedin", url: "https://www.linkedin.com/company/orbitly", handle: "orbitly" },
      { platform: "github", url: "https://github.com/orbitly", handle: "orbitly" },
      { platform: "youtube", url: "https://www.youtube.com/@orbitly", handle: "@orbitly" },
      { platform: "instagram", url: "https://instagram.com/orbitlyhq", handle: "@orbitlyhq" },
      { platform: "mastodon", url: "https://mastodon.social/@orbitly", handle: "@orbitly@mastodon.social" },
    ]);
  });

  it("counts visible body words only", () => {
    expect(brand.words_count).toBe(SAAS_WORDS);
  });

  it("resolves manifest icons against the manifest's own URL", () => {
    expect(findManifestUrl(SAAS_HTML, SAAS_URL)).toBe(SAAS_MANIFEST_URL);
  });

  it("names same-site stylesheets first and skips font services, print and alternate sheets", () => {
    expect(findStylesheetUrls(SAAS_HTML, SAAS_URL)).toEqual([
      "https://orbitly.com/assets/app.3f9c.css",
      "https://cdn.orbitly.com/css/marketing.css",
      "https://use.typekit.net/xqz4ltm.css",
    ]);
    expect(findStylesheetUrls(SAAS_HTML, SAAS_URL, 1)).toEqual(["https://orbitly.com/assets/app.3f9c.css"]);
    expect(findPageResources(SAAS_HTML, SAAS_URL, 2)).toEqual({
      manifestUrl: SAAS_MANIFEST_URL,
      stylesheetUrls: ["https://orbitly.com/assets/app.3f9c.css", "https://cdn.orbitly.com/css/marketing.css"],
    });
  });

  it("prefers a declared manifestUrl over the page's link when the worker followed a redirect", () => {
    const moved = extractBrand({
      domain: "orbitly.com",
      url: SAAS_URL,
      html: SAAS_HTML,
      manifest: SAAS_MANIFEST,
      manifestUrl: "https://cdn.orbitly.com/pwa/site.webmanifest",
    });
    expect(moved.logos.filter((l) => l.kind === "manifest-icon").map((l) => l.url)).toEqual([
      "https://cdn.orbitly.com/pwa/icons/icon-192.png",
      "https://cdn.orbitly.com/pwa/icons/icon-512.png",
    ]);
  });
});

describe("extractBrand on a page that declares nothing", () => {
  const brand = extractBrand({ domain: "plainsite.net", url: MINIMAL_URL, html: MINIMAL_HTML });

  it("returns nulls and empty lists, never invented values", () => {
    expect(BrandSchema.parse(brand)).toEqual(brand);
    expect(brand).toEqual({
      domain: "plainsite.net",
      url: "https://plainsite.net/",
      name: "Welcome",
      description: null,
      logo_url: null,
      favicon_url: null,
      og_image: null,
      logos: [],
      colors: [],
      fonts: [],
      social: [],
      words_count: 2,
    });
  });

  it("reports /favicon.ico only when the caller opts into the fallback", () => {
    const withFallback = extractBrand({ domain: "plainsite.net", url: MINIMAL_URL, html: MINIMAL_HTML, faviconFallback: true });
    expect(withFallback.favicon_url).toBe("https://plainsite.net/favicon.ico");
    expect(withFallback.logos).toEqual([
      { kind: "favicon", url: "https://plainsite.net/favicon.ico", format: "ico", width: null, height: null, source: "default" },
    ]);
    expect(withFallback.logo_url).toBeNull();
  });

  it("survives a manifest that is not an object and CSS that is not CSS", () => {
    const brand = extractBrand({ domain: "plainsite.net", url: MINIMAL_URL, html: MINIMAL_HTML, manifest: ["nope"], css: ["}}{{ color: ;;; @media {"] });
    expect(brand.colors).toEqual([]);
    expect(brand.fonts).toEqual([]);
    expect(findManifestUrl(MINIMAL_HTML, MINIMAL_URL)).toBeNull();
    expect(findStylesheetUrls(MINIMAL_HTML, MINIMAL_URL)).toEqual([]);
  });
});

describe("extractBrand on a page with <base href>", () => {
  const brand = extractBrand({ domain: "shopfront.co.uk", url: BASE_PAGE_URL, html: BASE_PAGE_HTML });

  it("resolves every relative asset against the base URL", () => {
    expect(brand.logos.map((l) => [l.kind, l.url])).toEqual([
      ["logo", "https://static.shopfront.co.uk/assets/img/shopfront-logo.png"],
      ["favicon", "https://static.shopfront.co.uk/assets/img/favicon.png"],
      ["og-image", "https://static.shopfront.co.uk/assets/img/og-share.jpg"],
    ]);
    expect(brand.logo_url).toBe("https://static.shopfront.co.uk/assets/img/shopfront-logo.png");
    expect(brand.favicon_url).toBe("https://static.shopfront.co.uk/assets/img/favicon.png");
    expect(brand.og_image).toBe("https://static.shopfront.co.uk/assets/img/og-share.jpg");
    expect(findManifestUrl(BASE_PAGE_HTML, BASE_PAGE_URL)).toBe("https://static.shopfront.co.uk/assets/manifest.json");
    expect(findStylesheetUrls(BASE_PAGE_HTML, BASE_PAGE_URL)).toEqual(["https://static.shopfront.co.uk/assets/css/main.css"]);
  });

  it("cuts the tagline from the title by matching the domain and tidies whitespace", () => {
    expect(brand.name).toBe("Shopfront");
    expect(brand.description).toBe("Independent homeware, delivered across the UK.");
  });

  it("reads profiles from all links when the page has no header or footer", () => {
    expect(brand.social).toEqual([
      { platform: "pinterest", url: "https://www.pinterest.co.uk/shopfront", handle: "shopfront" },
      { platform: "facebook", url: "https://www.facebook.com/shopfrontuk", handle: "shopfrontuk" },
    ]);
    expect(brand.words_count).toBe(6);
  });
});
