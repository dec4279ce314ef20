/**
 * `product_change` detector: a product page's title, description, images, variants, availability
 * and price. Title and description come from JSON-LD Product, then OpenGraph, then `<h1>`/`<title>`
 * and the meta description; images and variants from JSON-LD (`image`, `hasVariant`, `offers`) and
 * `og:image`. Summaries name what changed, never the page's words.
 */
import { change, type Diff, field, reported, valuesOf } from "./change";
import { type DetectorPage, type JsonObject, jsonLdTypes, loadPage, metaContent, readSafely, text } from "./page";
import { diffPrice } from "./price";
import { type PriceState, readPrice } from "./price-extract";
import type { DetectedChange, Detector, FieldChange } from "./types";

export interface ProductVariant {
  /** sku, else name, else url of the variant/offer. */
  id: string;
  amount: number | null;
}

export interface ProductState {
  title: string | null;
  description: string | null;
  /** Image URLs without tracking or cache-busting query parameters, sorted, at most MAX_IMAGES. */
  images: string[];
  variants: ProductVariant[];
  price: PriceState | null;
}

export const PRODUCT_CHANGE_TYPES = [
  "title_changed", "description_changed", "images_changed", "variant_added", "variant_removed",
  "availability_changed", "price_changed", "currency_changed", "price_added", "price_removed",
] as const;

const MAX_TITLE = 300;
const MAX_DESCRIPTION = 2_000;
const MAX_IMAGES = 30;
const MAX_VARIANTS = 100;

export const productChangeDetector: Detector<ProductState> = {
  name: "product_change",
  version: "1.0.0",
  changeTypes: PRODUCT_CHANGE_TYPES,
  extract(html, url) {
    return readSafely(() => {
      const page = loadPage(html);
      return page ? readProduct(page, url) : null;
    });
  },
  compare(before, after) {
    return compareProduct(before, after);
  },
  changes(before, after) {
    return productChanges(before, after);
  },
};

export function readProduct(page: DetectorPage, url: string): ProductState | null {
  const product = page.jsonLd.find((node) => jsonLdTypes(node).some((t) => /^(product|productgroup|individualproduct|book|vehicle|car)$/i.test(t)));
  const h1 = page.doc.querySelector("h1");
  const microdata = page.doc.querySelector('[itemtype*="schema.org/Product" i]');
  const microName = microdata?.querySelector('[itemprop~="name"]');
  const title = text(product?.["name"], MAX_TITLE) ?? text(microName?.getAttribute("content") ?? microName?.textContent, MAX_TITLE) ?? metaContent(page.doc, ["og:title", "twitter:title"])?.slice(0, MAX_TITLE) ?? text(h1?.textContent, MAX_TITLE) ?? text(page.doc.querySelector("title")?.textContent, MAX_TITLE);
  const microDescription = microdata?.querySelector('[itemprop~="description"]');
  const description = text(stripTags(product?.["description"]), MAX_DESCRIPTION) ?? text(microDescription?.getAttribute("content") ?? microDescription?.textContent, MAX_DESCRIPTION) ?? metaContent(page.doc, ["og:description", "description", "twitter:description"])?.slice(0, MAX_DESCRIPTION) ?? null;
  const images = readImages(page, product, url);
  const variants = product ? readVariants(product) : [];
  const price = readPrice(page);
  if (!title && !description && images.length === 0 && !price) return null;
  return { title, description, images, variants, price };
}

function stripTags(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/<[^>]{0,500}>/g, " ") : value;
}

function readImages(page: DetectorPage, product: JsonObject | undefined, url: string): string[] {
  const raw: string[] = [];
  for (const image of asArray(product?.["image"])) {
    const src = typeof image === "string" ? image : image && typeof image === "object" ? text((image as JsonObject)["url"] ?? (image as JsonObject)["contentUrl"], 2_000) : null;
    if (src) raw.push(src);
  }
  if (raw.length === 0) {
    const og = page.doc.querySelectorAll('meta[property="og:image"], meta[property="og:image:url"]');
    for (let i = 0; i < Math.min(og.length, MAX_IMAGES); i++) {
      const content = og[i]?.getAttribute("content");
      if (content) raw.push(content);
    }
  }
  const normalized = new Set<string>();
  for (const src of raw.slice(0, MAX_IMAGES * 2)) {
    const clean = normalizeImageUrl(src, url);
    if (clean) normalized.add(clean);
  }
  return [...normalized].sort().slice(0, MAX_IMAGES);
}

/** Query parameters that change between renders without changing the image. */
const NOISE_PARAMS = /^(?:utm_.*|v|ver|version|cb|cache|cachebust|t|ts|timestamp|_|rev|hash|sig|signature|expires|token|fbclid|gclid)$/i;

/** Absolute URL without fragment and noise parameters; null for non-http(s) or data URLs. */
export function normalizeImageUrl(src: string, base: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(src.trim(), base);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  parsed.hash = "";
  for (const key of [...parsed.searchParams.keys()]) if (NOISE_PARAMS.test(key)) parsed.searchParams.delete(key);
  parsed.searchParams.sort();
  parsed.protocol = "https:";
  return parsed.toString().slice(0, 2_000);
}

function readVariants(product: JsonObject): ProductVariant[] {
  const out = new Map<string, ProductVariant>();
  const items = [...asArray(product["hasVariant"]), ...asArray(product["offers"]).flatMap((o) => (o && typeof o === "object" && Array.isArray((o as JsonObject)["offers"]) ? asArray((o as JsonObject)["offers"]) : [o]))];
  // A single offer is the product's price, not a variant.
  if (items.length < 2) return [];
  for (const item of items.slice(0, MAX_VARIANTS)) {
    if (!item || typeof item !== "object") continue;
    const node = item as JsonObject;
    const id = text(node["sku"], 100) ?? text(node["name"], 100) ?? text(node["url"], 300);
    if (!id || out.has(id)) continue;
    const offer = asArray(node["offers"])[0] as JsonObject | undefined;
    const raw = node["price"] ?? offer?.["price"];
    const amount = raw === undefined || raw === null ? null : Number.parseFloat(String(raw));
    out.set(id, { id, amount: amount !== null && Number.isFinite(amount) ? amount : null });
  }
  return [...out.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value.slice(0, MAX_VARIANTS) : value === undefined || value === null ? [] : [value];
}

export const compareProduct = (before: ProductState | null, after: ProductState | null): DetectedChange[] => reported(diffProduct(before, after));

/**
 * Fields (docs/detectors.md "Changes"): `title` (its normalized text), `description` (named, never
 * quoted: both values null), one `images` entry per image URL added (before null) or removed
 * (after null), one `variants` entry per variant id added or removed, and the offer's `price`,
 * `currency` and `availability` as the `price` detector names them.
 */
export const productChanges = (before: ProductState | null, after: ProductState | null): FieldChange[] => valuesOf(diffProduct(before, after));

function diffProduct(before: ProductState | null, after: ProductState | null): Diff[] {
  // A page that stops (or starts) yielding a product is a fetch or layout problem, not a product change.
  if (!before || !after) return [];
  const diffs: Diff[] = [];
  if (normalizeText(before.title) !== normalizeText(after.title)) {
    diffs.push({ change: change("title_changed", "medium", "Product title changed", ["title"]), values: [{ field: "title", before: before.title, after: after.title }] });
  }
  if (normalizeText(before.description) !== normalizeText(after.description)) {
    // Description is page prose: the change names the field and never quotes it.
    diffs.push({ change: change("description_changed", "low", "Product description changed", ["description"]), values: [{ field: "description", before: null, after: null }] });
  }
  const imagesBefore = new Set(before.images);
  const imagesAfter = new Set(after.images);
  const addedImages = after.images.filter((i) => !imagesBefore.has(i));
  const removedImages = before.images.filter((i) => !imagesAfter.has(i));
  if (addedImages.length || removedImages.length) {
    diffs.push({
      change: change("images_changed", "low", `Product images changed: ${addedImages.length} added, ${removedImages.length} removed`, ["images"]),
      values: [...addedImages.flatMap((i) => field("images", null, i)), ...removedImages.flatMap((i) => field("images", i, null))],
    });
  }
  const variantsBefore = new Set(before.variants.map((v) => v.id));
  const variantsAfter = new Set(after.variants.map((v) => v.id));
  const addedVariants = after.variants.filter((v) => !variantsBefore.has(v.id));
  const removedVariants = before.variants.filter((v) => !variantsAfter.has(v.id));
  if (addedVariants.length) {
    const n = addedVariants.length;
    diffs.push({ change: change("variant_added", "medium", `${n} product variant${n > 1 ? "s" : ""} added`, ["variants"]), values: addedVariants.flatMap((v) => field("variants", null, v.id)) });
  }
  if (removedVariants.length) {
    const n = removedVariants.length;
    diffs.push({ change: change("variant_removed", "medium", `${n} product variant${n > 1 ? "s" : ""} removed`, ["variants"]), values: removedVariants.flatMap((v) => field("variants", v.id, null)) });
  }
  diffs.push(...diffPrice(before.price, after.price).map((d) => ({ ...d, change: { ...d.change, fields: d.change.fields.map((f) => `price.${f}`) } })));
  return diffs;
}

/** Whitespace is layout, not content: text that differs only in spaces or line breaks is equal. */
function normalizeText(value: string | null): string {
  return (value ?? "").normalize("NFC").replace(/\s+/g, "");
}
