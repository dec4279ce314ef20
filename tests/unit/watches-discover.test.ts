import { describe, expect, it } from "vitest";
import { discoverTopicPages, readSitemap } from "@shared/watches";

const home = `<!doctype html><html><head><base href="/"></head><body>
<header><nav>
  <a href="/en-us/plans-and-pricing">Plans &amp; Pricing</a>
  <a href="/platform">Platform</a>
  <a href="https://apps.acme.com/marketplace">Marketplace</a>
  <a href="/customers/">Customers</a>
  <a href="/customers/globex">Globex story</a>
  <a href="https://evil.example/pricing">Pricing elsewhere</a>
  <a href="/assets/pricing.pdf">Pricing sheet</a>
  <a href="javascript:alert(1)">Pricing</a>
</nav></header><main><h1>Acme</h1></main></body></html>`;

const urls = (list: Array<{ url: string }>) => list.map((c) => c.url);

describe("discoverTopicPages", () => {
  it("finds each topic's page from the home page's own links, by path and by link text", () => {
    const pages = discoverTopicPages({ base_url: "https://acme.com/some/page", home_html: home });
    expect(pages.pricing[0]?.url).toBe("https://acme.com/en-us/plans-and-pricing");
    expect(pages.product[0]?.url).toBe("https://acme.com/platform");
    expect(pages.integrations[0]?.url).toBe("https://apps.acme.com/marketplace");
    expect(pages.customers[0]?.url).toBe("https://acme.com/customers/");
    expect(pages.positioning).toEqual([{ url: "https://acme.com/", source: "home", score: 100 }]);
  });

  it("never proposes another site, a document or a script URL", () => {
    const all = Object.values(discoverTopicPages({ base_url: "https://acme.com", home_html: home })).flat();
    expect(all.some((c) => c.url.includes("evil.example") || c.url.endsWith(".pdf") || c.url.startsWith("javascript"))).toBe(false);
  });

  it("prefers an index page to one of its children and ranks site links above the sitemap and conventional paths", () => {
    const sitemap = `<?xml version="1.0"?><urlset><url><loc>https://acme.com/integrations</loc></url><url><loc>https://acme.com/case-studies/initech</loc></url></urlset>`;
    const pages = discoverTopicPages({ base_url: "https://acme.com", home_html: home, sitemap_xml: sitemap });
    expect(urls(pages.customers).indexOf("https://acme.com/customers/")).toBeLessThan(urls(pages.customers).indexOf("https://acme.com/customers/globex"));
    expect(pages.integrations.map((c) => c.source)).toEqual(["link", "sitemap", "conventional"]);
  });

  it("falls back to the conventional paths when the site links nothing", () => {
    const pages = discoverTopicPages({ base_url: "https://acme.com", home_html: null, sitemap_xml: null });
    expect(urls(pages.pricing)).toEqual(["https://acme.com/pricing", "https://acme.com/plans"]);
    expect(urls(pages.product)).toEqual(["https://acme.com/features", "https://acme.com/product"]);
    expect(urls(pages.integrations)).toEqual(["https://acme.com/integrations", "https://acme.com/marketplace"]);
    expect(urls(pages.customers)).toEqual(["https://acme.com/customers", "https://acme.com/case-studies"]);
  });

  it("bounds the candidates per topic and answers hostile input with conventional paths only", () => {
    const many = `<body>${Array.from({ length: 500 }, (_, i) => `<a href="/pricing/v${i}">Pricing</a>`).join("")}</body>`;
    expect(discoverTopicPages({ base_url: "https://acme.com", home_html: many, max_per_topic: 2 }).pricing).toHaveLength(2);
    expect(discoverTopicPages({ base_url: "ftp://acme.com", home_html: many }).pricing).toEqual([]);
    expect(discoverTopicPages({ base_url: "not a url", home_html: "<".repeat(10_000) }).positioning).toEqual([]);
  });

  it("reads sitemap indexes as sitemaps to fetch, and keeps same-site page locations only", () => {
    const index = `<sitemapindex><sitemap><loc>https://acme.com/sitemap-pages.xml</loc></sitemap><sitemap><loc>https://other.com/s.xml</loc></sitemap></sitemapindex>`;
    expect(readSitemap(index, "https://acme.com")).toEqual({ pages: [], sitemaps: ["https://acme.com/sitemap-pages.xml"] });
    const map = `<urlset><url><loc><![CDATA[https://www.acme.com/pricing?ref=x]]></loc></url><url><loc>https://other.com/pricing</loc></url></urlset>`;
    expect(readSitemap(map, "https://acme.com")).toEqual({ pages: ["https://www.acme.com/pricing"], sitemaps: [] });
  });
});
