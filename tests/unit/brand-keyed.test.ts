import { describe, expect, it } from "vitest";
import {
  BrandFontsDataSchema,
  BrandLogoDataSchema,
  BrandStyleguideDataSchema,
  extractBrand,
  toFontsData,
  toLogoData,
  toStyleguideData,
  type Brand,
} from "@shared/brand";
import { MINIMAL_HTML, MINIMAL_URL } from "../fixtures/brand/minimal-page";
import { SAAS_CSS, SAAS_CSS_URL, SAAS_HTML, SAAS_MANIFEST, SAAS_URL, SAAS_WORDS } from "../fixtures/brand/saas-homepage";

const saas: Brand = extractBrand({
  domain: "orbitly.com",
  url: SAAS_URL,
  html: SAAS_HTML,
  manifest: SAAS_MANIFEST,
  css: [{ url: SAAS_CSS_URL, text: SAAS_CSS }],
});
const minimal: Brand = extractBrand({ domain: "plainsite.net", url: MINIMAL_URL, html: MINIMAL_HTML });

describe("toLogoData", () => {
  it("names each asset by slot and format and lists only fetchable URLs", () => {
    const data = toLogoData(saas);
    expect(BrandLogoDataSchema.parse(data)).toEqual(data);
    expect(data.url).toBe("https://orbitly.com/");
    expect(data.brand?.name).toBe("Orbitly");
    expect(data.brand?.logo_url).toBe("https://orbitly.com/static/brand/orbitly-wordmark.svg");
    expect(data.brand?.favicon_url).toBe("https://orbitly.com/favicon.ico");
    expect(data.brand?.og_image).toBe("https://orbitly.com/static/og/orbitly-og.png");
    expect(data.brand?.logos?.map((l) => l.kind)).toEqual([
      "logo-svg",
      "logo-png",
      "favicon-ico",
      "icon-svg",
      "apple-touch-icon-png",
      "mask-icon-svg",
      "manifest-icon-png",
      "manifest-icon-png",
      "og-image-png",
      "twitter-image-jpg",
    ]);
    expect(data.brand?.logos?.every((l) => l.url.startsWith("https://"))).toBe(true);
  });

  it("omits missing fields instead of sending null, and omits brand when nothing was found", () => {
    const partial = toLogoData({ ...minimal, name: null });
    expect(partial).toEqual({ url: "https://plainsite.net/" });
    expect(toLogoData(minimal)).toEqual({ url: "https://plainsite.net/", brand: { name: "Welcome" } });
    expect(BrandLogoDataSchema.parse(partial)).toEqual(partial);
  });

  it("rejects extra properties and non-http URLs", () => {
    expect(BrandLogoDataSchema.safeParse({ url: "https://a.com/", extra: 1 }).success).toBe(false);
    expect(BrandLogoDataSchema.safeParse({ url: "https://a.com/", brand: { name: "A", logo_url: null } }).success).toBe(false);
    expect(BrandLogoDataSchema.safeParse({ url: "https://a.com/", brand: { logos: [{ kind: "logo", url: "javascript:alert(1)" }] } }).success).toBe(false);
  });
});

describe("toFontsData", () => {
  it("counts distinct families and carries the page word count", () => {
    const data = toFontsData(saas);
    expect(BrandFontsDataSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({ domain: "orbitly.com", url: "https://orbitly.com/", count: 3, words_count: SAAS_WORDS });
    expect(data.fonts?.map((f) => f.family)).toEqual(["Inter", "Orbitly Display", "JetBrains Mono"]);
  });

  it("answers count 0 with an empty list for a page without fonts", () => {
    expect(toFontsData(minimal)).toEqual({ domain: "plainsite.net", url: "https://plainsite.net/", count: 0, words_count: 2, fonts: [] });
  });

  it("rejects extra properties", () => {
    expect(BrandFontsDataSchema.safeParse({ ...toFontsData(minimal), families: [] }).success).toBe(false);
  });
});

describe("toStyleguideData", () => {
  it("summarizes palette and typography and keeps the evidence lists", () => {
    const data = toStyleguideData(saas);
    expect(BrandStyleguideDataSchema.parse(data)).toEqual(data);
    expect(data.palette).toEqual({ primary: "#4f46e5", secondary: "#7c3bed", accent: "#8b5cf6", background: "#ffffff", theme: "#4f46e5" });
    expect(data.typography).toEqual({ heading: "Orbitly Display", body: "Inter", code: "JetBrains Mono" });
    expect(data).toMatchObject({ domain: "orbitly.com", name: "Orbitly", logo_url: "https://orbitly.com/static/brand/orbitly-wordmark.svg" });
    expect(data.colors).toBe(saas.colors);
    expect(data.fonts).toBe(saas.fonts);
  });

  it("falls back to the most used button colour when no colour is declared", () => {
    const usageOnly = extractBrand({
      domain: "plainsite.net",
      url: MINIMAL_URL,
      html: MINIMAL_HTML,
      css: [".button { background: #e11d48 } a { color: #e11d48 } nav a { color: #0891b2 }"],
    });
    expect(toStyleguideData(usageOnly).palette).toEqual({ primary: "#e11d48", accent: "#0891b2" });
  });

  it("has empty summaries and no null fields for a page without styles", () => {
    const data = toStyleguideData(minimal);
    expect(data).toEqual({ domain: "plainsite.net", url: "https://plainsite.net/", name: "Welcome", palette: {}, typography: {}, colors: [], fonts: [] });
    expect(BrandStyleguideDataSchema.safeParse({ ...data, logo_url: null }).success).toBe(false);
  });
});
