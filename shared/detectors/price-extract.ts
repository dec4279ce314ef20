/**
 * Reads a product page's current price, in this order of trust: schema.org JSON-LD (Product/Offer,
 * AggregateOffer, `@graph`, ProductGroup variants), microdata (`itemprop="price"`), OpenGraph/RDFa
 * meta (`product:price:amount`, `og:price:amount`), then visible price text. The first source that
 * yields an amount wins; availability is taken from the first source that states one.
 */
import { normalizeAvailability, type Availability } from "./availability";
import { currencyToIso } from "./currency";
import { type DetectorPage, type JsonObject, jsonLdTypes, metaContent, text } from "./page";
import { parsePriceText } from "./price-text";
import { visiblePrice } from "./price-visible";
import type { DomElement } from "../markdown/dom";

export type PriceSource = "json-ld" | "microdata" | "meta" | "text";

export interface PriceState {
  /** The amount in major units (12.5 = twelve and a half), null when only availability is known. */
  amount: number | null;
  /** ISO 4217 code when it can be told, else the symbol as written; null when the page gives none. */
  currency: string | null;
  /** The currency as the page writes it (`$`, `€`, `USD`). */
  currency_raw: string | null;
  availability: Availability | null;
  source: PriceSource;
}

interface Offer {
  amount: number | null;
  currencyRaw: string | null;
  availability: Availability | null;
}

export function readPrice(page: DetectorPage): PriceState | null {
  const sources: Array<[PriceSource, () => Offer | null]> = [
    ["json-ld", () => jsonLdOffer(page.jsonLd)],
    ["microdata", () => microdataOffer(page)],
    ["meta", () => metaOffer(page)],
    ["text", () => visiblePrice(page.doc)],
  ];
  let availability: Availability | null = null;
  for (const [source, read] of sources) {
    const offer = read();
    availability ??= offer?.availability ?? null;
    if (offer?.amount == null) continue;
    const currencyRaw = offer.currencyRaw;
    return {
      amount: offer.amount,
      currency: currencyToIso(currencyRaw) ?? currencyRaw,
      currency_raw: currencyRaw,
      availability,
      source,
    };
  }
  return availability ? { amount: null, currency: null, currency_raw: null, availability, source: "json-ld" } : null;
}

const PRODUCT_TYPES = new Set(["Product", "ProductGroup", "IndividualProduct", "ProductModel", "SomeProducts", "Vehicle", "Car", "Book", "Offer", "AggregateOffer"]);

function jsonLdOffer(nodes: JsonObject[]): Offer | null {
  let fallback: Offer | null = null;
  for (const node of nodes) {
    if (!jsonLdTypes(node).some((t) => PRODUCT_TYPES.has(t))) continue;
    const offer = offerOf(node, 0);
    if (offer?.amount != null) return offer;
    fallback ??= offer;
  }
  return fallback;
}

/** The first priced offer under a Product, an Offer, an AggregateOffer or a ProductGroup's variants. */
function offerOf(node: JsonObject, depth: number): Offer | null {
  if (depth > 4) return null;
  const types = jsonLdTypes(node);
  const currencyRaw = text(node["priceCurrency"], 20);
  const availability = normalizeAvailability(text(availabilityValue(node["availability"])));
  const own = types.includes("AggregateOffer")
    ? (node["lowPrice"] ?? node["price"] ?? node["highPrice"])
    : (node["price"] ?? specificationPrice(node["priceSpecification"]));
  if (own !== undefined && own !== null && own !== "") {
    const parsed = parsePriceText(String(own).slice(0, 100), { currencyHint: currencyRaw });
    if (parsed.amount !== null) {
      return { amount: parsed.amount, currencyRaw: currencyRaw ?? parsed.currency ?? specificationCurrency(node["priceSpecification"]), availability };
    }
  }
  let found: Offer | null = availability ? { amount: null, currencyRaw, availability } : null;
  for (const child of [...asList(node["offers"]), ...asList(node["hasVariant"])]) {
    const offer = offerOf(child, depth + 1);
    if (offer?.amount != null) return { ...offer, availability: offer.availability ?? availability };
    found ??= offer;
  }
  return found;
}

function asList(value: unknown): JsonObject[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is JsonObject => v !== null && typeof v === "object" && !Array.isArray(v)).slice(0, 100);
}

function availabilityValue(value: unknown): unknown {
  if (Array.isArray(value)) return value[0];
  if (value && typeof value === "object") return (value as JsonObject)["@id"] ?? (value as JsonObject)["name"];
  return value;
}

function specificationPrice(value: unknown): unknown {
  return asList(value).find((s) => s["price"] !== undefined)?.["price"];
}

function specificationCurrency(value: unknown): string | null {
  return text(asList(value).find((s) => s["priceCurrency"] !== undefined)?.["priceCurrency"], 20);
}

function microdataOffer(page: DetectorPage): Offer | null {
  const prices = page.doc.querySelectorAll('[itemprop~="price"], [itemprop~="lowPrice"]');
  let availabilityOnly: Offer | null = null;
  for (let i = 0; i < Math.min(prices.length, 50); i++) {
    const el = prices[i] as DomElement;
    const scope = el.closest("[itemscope]");
    const currencyEl = scope?.querySelector('[itemprop~="priceCurrency"]') ?? null;
    const currencyRaw = currencyEl ? itemValue(currencyEl, 20) : null;
    const availability = normalizeAvailability(scope ? itemValue(scope.querySelector('[itemprop~="availability"]'), 100) : null);
    const parsed = parsePriceText(itemValue(el, 100), { currencyHint: currencyRaw });
    if (parsed.amount !== null) return { amount: parsed.amount, currencyRaw: currencyRaw ?? parsed.currency, availability };
    availabilityOnly ??= availability ? { amount: null, currencyRaw, availability } : null;
  }
  if (availabilityOnly) return availabilityOnly;
  const availability = normalizeAvailability(itemValue(page.doc.querySelector('[itemprop~="availability"]'), 100));
  return availability ? { amount: null, currencyRaw: null, availability } : null;
}

/** A microdata property's value: `content`, then `href`/`value`, then the element's text. */
function itemValue(el: DomElement | null, max: number): string | null {
  if (!el) return null;
  return text(el.getAttribute("content"), max) ?? text(el.getAttribute("href"), max) ?? text(el.getAttribute("value"), max) ?? text(el.textContent, max);
}

function metaOffer(page: DetectorPage): Offer | null {
  const amountText = metaContent(page.doc, ["product:price:amount", "og:price:amount", "product:price", "og:price"]);
  const currencyRaw = metaContent(page.doc, ["product:price:currency", "og:price:currency"]);
  const availability = normalizeAvailability(metaContent(page.doc, ["product:availability", "og:availability"]));
  const parsed = amountText ? parsePriceText(amountText, { currencyHint: currencyRaw }) : null;
  if (parsed?.amount == null) return availability ? { amount: null, currencyRaw, availability } : null;
  return { amount: parsed.amount, currencyRaw: currencyRaw ?? parsed.currency, availability };
}
