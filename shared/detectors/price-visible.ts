/**
 * The last resort of the price detector, used only on pages without structured product data: the
 * first visible short element, in document order, that reads as an amount with a currency and is marked as
 * a price — by a class or id ("price", "Price") or by a price label in the text itself ("Price:",
 * "Preis", "Цена", "價"). Struck-through, hidden and "was"/"compare at" prices are skipped, so a
 * sale page reports what the shopper pays.
 */
import type { DomDocument, DomElement } from "../markdown/dom";
import { parsePriceText } from "./price-text";
import { shortTexts } from "./short-text";
import { isHiddenOrStruck, STRUCK } from "./visibility";

const PRICE_MARK = /price|prix|preis|prezzo|precio|preco|cena|pret|fiyat/i;
const PRICE_LABEL = /price|prix|preis|prezzo|precio|preço|cena|cijena|pris|hinta|fiyat|цена|ціна|價|价|가격|価格|מחיר|سعر|قیمت/i;
const OLD_PRICE = /old|was|strike|compare|regular|list|before|original|retail|msrp|rrp|save|saving|discount|per-?unit|unit-?price|shipping|statt|uvp|antes/i;
const COUPON = /coupon|voucher|折價券|优惠券|券/i;
const MAX_ELEMENTS = 40_000;
const MAX_BLOCK_CHARS = 80;

export function visiblePrice(doc: DomDocument): { amount: number; currencyRaw: string | null; availability: null } | null {
  const root = doc.body ?? doc.documentElement;
  if (!root) return null;
  // Struck-through text is not what the shopper pays: it is left out of every block's text.
  const texts = shortTexts(root, MAX_BLOCK_CHARS, STRUCK);
  const elements = root.querySelectorAll("*");
  for (let i = 0; i < Math.min(elements.length, MAX_ELEMENTS); i++) {
    const el = elements[i] as DomElement;
    if (SKIP.has(el.localName)) continue;
    const content = texts.get(el);
    if (content === undefined || !/\d/.test(content)) continue;
    const label = `${el.getAttribute("class") ?? ""} ${el.getAttribute("id") ?? ""}`;
    if (OLD_PRICE.test(label)) continue;
    if (!PRICE_MARK.test(label) && !PRICE_LABEL.test(content)) continue;
    // A "was"/coupon word labels the amount that follows it; one after the price ("2320 元 適用折價券",
    // a link to a coupon) says nothing about it.
    const lead = content.split(/\d/)[0] ?? "";
    if (OLD_PRICE.test(lead) || COUPON.test(lead)) continue;
    const parsed = parsePriceText(content);
    if (parsed.amount === null || parsed.amount <= 0 || !parsed.currency) continue;
    if (isHiddenOrStruck(el)) continue;
    return { amount: parsed.amount, currencyRaw: parsed.currency, availability: null };
  }
  return null;
}

const SKIP = new Set(["script", "style", "template", "noscript", "option", "select", "del", "s", "strike", "title"]);
