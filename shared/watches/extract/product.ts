/**
 * Product topic: the products a company offers (links to its product pages, JSON-LD software
 * applications) and the features its product and feature pages list (card headings, list items,
 * comparison-table rows). Pricing-plan feature tables count too: a row added there is a feature.
 */
import { jsonLdTypes, text } from "../../detectors/page";
import type { FeatureItem, ProductItem, ProductTopicState, TopicPage } from "../topics";
import { compareText } from "./pricing";
import { cleanLabel, listedItems, parseTopicPage, pathHas } from "./page-items";

const PRODUCT_PATH = /^(?:products?|platform|solutions)$/;
const FEATURE_REGION = /feature|capabilit|benefit|what-?you-?get|included|compare/i;
const MAX_PRODUCTS = 200;
const MAX_FEATURES = 500;

export function extractProduct(pages: readonly TopicPage[]): ProductTopicState | null {
  const products = new Map<string, ProductItem>();
  const features = new Map<string, FeatureItem>();
  for (const page of pages) {
    const parsed = parseTopicPage(page.html, page.url);
    if (!parsed) continue;
    for (const node of parsed.page.jsonLd) {
      if (!jsonLdTypes(node).some((t) => t === "SoftwareApplication" || t === "WebApplication" || t === "Product")) continue;
      const name = cleanLabel(text(node.name, 200));
      if (name) add(products, { name, page_url: page.url });
    }
    const onFeaturePage = pathHas(page.url, /^(?:features?|product|products|platform|capabilities|tour)$/);
    for (const item of listedItems(parsed, FEATURE_REGION)) {
      if (item.href && isProductLink(item.href, page.url)) {
        add(products, { name: item.name, page_url: page.url });
        continue;
      }
      if (!onFeaturePage && !item.inRegion) continue;
      if (item.kind === "logo") continue;
      add(features, { name: item.name, product: item.group ? item.group.slice(0, 120) : null, page_url: page.url });
    }
  }
  for (const key of products.keys()) features.delete(key);
  if (products.size === 0 && features.size === 0) return null;
  return {
    products: [...products.values()].sort((a, b) => compareText(a.name, b.name)).slice(0, MAX_PRODUCTS),
    features: [...features.values()].sort((a, b) => compareText(a.name, b.name)).slice(0, MAX_FEATURES),
  };
}

function add<T extends { name: string }>(map: Map<string, T>, item: T): void {
  const key = item.name.toLowerCase();
  if (!map.has(key)) map.set(key, item);
}

/** A link to one product's own page on the same site: `/products/<slug>`, `/platform/<slug>`. */
function isProductLink(href: string, pageUrl: string): boolean {
  try {
    const url = new URL(href);
    if (url.host !== new URL(pageUrl).host) return false;
    const parts = url.pathname.split("/").filter(Boolean);
    const i = parts.findIndex((p) => PRODUCT_PATH.test(p.toLowerCase()));
    return i >= 0 && parts.length === i + 2;
  } catch {
    return false;
  }
}
