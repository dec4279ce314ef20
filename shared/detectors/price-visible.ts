/**
 * The last resort of the price detector: the first visible element whose class or id says "price"
 * and whose text reads as a price with a currency. Struck-through, hidden and "was"/"compare at"
 * prices are skipped, so a sale page reports what the shopper pays.
 */
import type { DomDocument, DomElement } from "../markdown/dom";
import { parsePriceText } from "./price-text";

const CANDIDATES = '[class*="price" i], [id*="price" i], [data-price], [class*="Price"], [id*="Price"]';
const OLD_PRICE = /old|was|strike|compare|regular|list|before|original|retail|msrp|rrp|save|saving|discount|per-?unit|unit-?price|shipping/i;
const MAX_CANDIDATES = 300;

export function visiblePrice(doc: DomDocument): { amount: number; currencyRaw: string | null; availability: null } | null {
  const elements = doc.querySelectorAll(CANDIDATES);
  for (let i = 0; i < Math.min(elements.length, MAX_CANDIDATES); i++) {
    const el = elements[i] as DomElement;
    const label = `${el.getAttribute("class") ?? ""} ${el.getAttribute("id") ?? ""}`;
    if (OLD_PRICE.test(label) || isHiddenOrStruck(el)) continue;
    const content = (el.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!content || content.length > 60) continue;
    const parsed = parsePriceText(content);
    if (parsed.amount !== null && parsed.amount > 0 && parsed.currency) return { amount: parsed.amount, currencyRaw: parsed.currency, availability: null };
  }
  return null;
}

const STRUCK = new Set(["del", "s", "strike"]);

/** Hidden by attribute or inline style, or inside `<del>`/`<s>`, on the element or an ancestor. */
export function isHiddenOrStruck(el: DomElement): boolean {
  for (let node: DomElement | null = el, depth = 0; node && depth < 40; node = node.parentElement, depth++) {
    if (STRUCK.has(node.localName)) return true;
    if (node.hasAttribute("hidden") || node.getAttribute("aria-hidden") === "true") return true;
    const style = (node.getAttribute("style") ?? "").replace(/\s+/g, "").toLowerCase();
    if (style.includes("display:none") || style.includes("visibility:hidden") || style.includes("line-through")) return true;
    if (node.localName === "template" || node.localName === "noscript") return true;
  }
  return false;
}
