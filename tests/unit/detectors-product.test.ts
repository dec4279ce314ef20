import { describe, expect, it } from "vitest";
import { detectors, type ProductState } from "@shared/detectors";
import extructProduct from "../fixtures/detectors/extruct-schema-org-product";

const product = detectors.product_change;
const URL_ = "https://shop.example/p/1";

interface PageOptions {
  name?: string;
  description?: string;
  images?: string[];
  variants?: Array<{ sku: string; price: string }>;
  availability?: string;
  price?: string;
}

function page(o: PageOptions = {}): string {
  const offers = (o.variants ?? [{ sku: "A", price: "10" }, { sku: "B", price: "12" }]).map((v) => ({ "@type": "Offer", sku: v.sku, price: v.price, priceCurrency: "USD", availability: `https://schema.org/${o.availability ?? "InStock"}` }));
  const ld = { "@context": "https://schema.org", "@type": "Product", name: o.name ?? "Trail shoe", description: o.description ?? "A light shoe.", image: o.images ?? ["/img/a.jpg", "/img/b.jpg"], offers: o.price ? [{ "@type": "Offer", price: o.price, priceCurrency: "USD", availability: `https://schema.org/${o.availability ?? "InStock"}` }] : offers };
  return `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>${o.name ?? "Trail shoe"}</h1></body></html>`;
}
const state = (o: PageOptions = {}) => product.extract(page(o), URL_) as ProductState;
const types = (a: PageOptions, b: PageOptions) => product.compare(state(a), state(b)).map((c) => c.change_type);

describe("product_change", () => {
  it("extracts title, description, normalized images, variants and price", () => {
    expect(state({ images: ["/img/a.jpg?utm_source=x&v=3", "https://cdn.example/b.jpg?w=200"] })).toMatchObject({
      title: "Trail shoe",
      description: "A light shoe.",
      images: ["https://cdn.example/b.jpg?w=200", "https://shop.example/img/a.jpg"],
      variants: [{ id: "A", amount: 10 }, { id: "B", amount: 12 }],
      price: { amount: 10, currency: "USD", availability: "in_stock" },
    });
    expect(product.extract(extructProduct, URL_)).toMatchObject({ title: "Executive Anvil", price: { amount: 119.99 } });
  });

  it("reports each change type", () => {
    expect(types({}, { name: "Trail shoe 2" })).toEqual(["title_changed"]);
    expect(types({}, { description: "A lighter shoe." })).toEqual(["description_changed"]);
    expect(types({}, { images: ["/img/a.jpg", "/img/c.jpg"] })).toEqual(["images_changed"]);
    expect(types({}, { variants: [{ sku: "A", price: "10" }, { sku: "B", price: "12" }, { sku: "C", price: "14" }] })).toEqual(["variant_added"]);
    expect(types({}, { variants: [{ sku: "A", price: "10" }, { sku: "C", price: "12" }] })).toEqual(["variant_added", "variant_removed"]);
    expect(types({ price: "10" }, { price: "12" })).toEqual(["price_changed"]);
    expect(types({ price: "10" }, { price: "10", availability: "OutOfStock" })).toEqual(["availability_changed"]);
  });

  it("rates out of stock high and description/images low, with summaries free of page text", () => {
    const out = product.compare(state({ price: "10", description: "Secret words" }), state({ price: "10", availability: "OutOfStock", description: "Other secret words", images: ["/x.jpg"] }));
    expect(out.map((c) => [c.change_type, c.importance])).toEqual([["description_changed", "low"], ["images_changed", "low"], ["availability_changed", "high"]]);
    for (const c of out) expect(c.summary).not.toMatch(/secret/i);
  });

  it("reports nothing for identical pages, reordered images or cache-busted image URLs", () => {
    expect(types({}, {})).toEqual([]);
    expect(types({ images: ["/img/a.jpg", "/img/b.jpg"] }, { images: ["/img/b.jpg?cb=99", "/img/a.jpg#top"] })).toEqual([]);
    expect(types({ description: "A  light\n shoe." }, { description: "A light shoe." })).toEqual([]);
  });
});
