/**
 * Reads a product page's current price, in this order of trust: schema.org JSON-LD (Product/Offer,
 * AggregateOffer, `@graph`, ProductGroup variants), microdata (`itemprop="price"`), OpenGraph/RDFa
 * meta (`product:price:amount`, `og:price:amount`), then visible price text. The first source that
 * yields an amount wins; availability is taken from the first source that states one.
 */
import { normalizeAvailability, type Availability } from "./availability";
import { sameAmount } from "./change";
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
  const jsonLd = jsonLdOffer(page.jsonLd);
  const meta = metaOffer(page);
  const structured: Array<[PriceSource, Offer | null]> = [
    ["json-ld", jsonLd],
    ["microdata", microdataOffer(page)],
    ["meta", meta.offer],
  ];
  // OpenGraph overrides JSON-LD in two cases where it is the price the page shows: it marks the
  // JSON-LD amount as the standard/original price (a sale), or it is in another currency (the
  // visitor's, while JSON-LD carries the shop's).
  if (priced(jsonLd) && priced(meta.offer) && !sameAmount(jsonLd.amount, meta.offer.amount)) {
    const sale = meta.standardAmount !== null && sameAmount(meta.standardAmount, jsonLd.amount);
    const otherCurrency = differentCurrency(jsonLd.currencyRaw, meta.offer.currencyRaw);
    if (sale || otherCurrency) structured.unshift(["meta", meta.offer]);
  }
  let availability: Availability | null = null;
  for (const [source, offer] of structured) {
    availability ??= offer?.availability ?? null;
    if (priced(offer)) return toState(offer, availability, source);
  }
  // Visible text is read only on pages without structured product data: where the data exists but
  // carries no price (sold out, "call for price"), the prices in the text belong to other products.
  if (structured.some(([, offer]) => offer !== null)) return availability ? toState(null, availability, "json-ld") : null;
  const visible = visiblePrice(page.doc);
  return visible ? toState(visible, null, "text") : null;
}

/** A zero price beside "out of stock" or a missing price is a placeholder, not a price. */
function priced(offer: Offer | null): offer is Offer & { amount: number } {
  return offer !== null && offer.amount !== null && offer.amount > 0;
}

function differentCurrency(a: string | null, b: string | null): boolean {
  const isoA = currencyToIso(a) ?? a;
  const isoB = currencyToIso(b) ?? b;
  return isoA !== null && isoB !== null && isoA !== isoB;
}

function toState(offer: Offer | null, availability: Availability | null, source: PriceSource): PriceState {
  const currencyRaw = offer?.currencyRaw ?? null;
  return {
    amount: offer?.amount ?? null,
    currency: currencyToIso(currencyRaw) ?? currencyRaw,
    currency_raw: currencyRaw,
    availability: offer?.availability ?? availability,
    source,
  };
}

const PRODUCT_TYPES = new Set(["product", "productgroup", "individualproduct", "productmodel", "someproducts", "vehicle", "car", "book", "offer", "aggregateoffer"]);

/** Product-like nodes, and anything else that carries `offers` (an Event's tickets, a Course). */
function jsonLdOffer(nodes: JsonObject[]): Offer | null {
  let fallback: Offer | null = null;
  for (const node of nodes) {
    if (!jsonLdTypes(node).some((t) => PRODUCT_TYPES.has(t.toLowerCase())) && node["offers"] === undefined) continue;
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
  const own = types.some((t) => t.toLowerCase() === "aggregateoffer")
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

/**
 * The first priced microdata offer whose scope shows the shopper something; an offer made only of
 * `<meta>` tags is a fallback (sites keep the list price there and show the sale price in another).
 */
function microdataOffer(page: DetectorPage): Offer | null {
  const prices = page.doc.querySelectorAll('[itemprop~="price" i], [itemprop~="lowPrice" i]');
  let availabilityOnly: Offer | null = null;
  let metaOnly: Offer | null = null;
  for (let i = 0; i < Math.min(prices.length, 50); i++) {
    const el = prices[i] as DomElement;
    const scope = el.closest("[itemscope]");
    const currencyEl = scope?.querySelector('[itemprop~="priceCurrency" i]') ?? null;
    const currencyRaw = currencyEl ? itemValue(currencyEl, 20) : null;
    const availability = normalizeAvailability(scope ? itemValue(scope.querySelector('[itemprop~="availability" i]'), 100) : null);
    const parsed = parsePriceText(itemValue(el, 100), { currencyHint: currencyRaw });
    if (parsed.amount !== null && parsed.amount > 0) {
      const offer = { amount: parsed.amount, currencyRaw: currencyRaw ?? parsed.currency, availability };
      if (!scope || (scope.textContent ?? "").trim() !== "") return offer;
      metaOnly ??= offer;
    }
    availabilityOnly ??= availability ? { amount: null, currencyRaw, availability } : null;
  }
  if (metaOnly) return metaOnly;
  if (availabilityOnly) return availabilityOnly;
  const availability = normalizeAvailability(itemValue(page.doc.querySelector('[itemprop~="availability" i]'), 100));
  return availability ? { amount: null, currencyRaw: null, availability } : null;
}

/** A microdata property's value: `content`, then `href`/`value`, then the element's text. */
function itemValue(el: DomElement | null, max: number): string | null {
  if (!el) return null;
  return text(el.getAttribute("content"), max) ?? text(el.getAttribute("href"), max) ?? text(el.getAttribute("value"), max) ?? text(el.textContent, max);
}

/** OpenGraph/RDFa product meta; a `sale_price` wins over `price`, and the standard price is kept to spot sales. */
function metaOffer(page: DetectorPage): { offer: Offer | null; standardAmount: number | null } {
  const amountText = metaContent(page.doc, ["product:sale_price:amount", "og:sale_price:amount", "product:price:amount", "og:price:amount", "product:price", "og:price"]);
  const currencyRaw = metaContent(page.doc, ["product:sale_price:currency", "product:price:currency", "og:price:currency"]);
  const availability = normalizeAvailability(metaContent(page.doc, ["product:availability", "og:availability"]));
  const standard = metaContent(page.doc, ["og:price:standard_amount", "product:original_price:amount"]);
  const standardAmount = standard ? parsePriceText(standard).amount : null;
  const parsed = amountText ? parsePriceText(amountText, { currencyHint: currencyRaw }) : null;
  if (parsed?.amount == null) return { offer: availability ? { amount: null, currencyRaw, availability } : null, standardAmount };
  return { offer: { amount: parsed.amount, currencyRaw: currencyRaw ?? parsed.currency, availability }, standardAmount };
}
