/**
 * Whether a reader sees an element: hidden (attribute, `aria-hidden`, inline style), struck through,
 * or part of a call to action (a button or link such as "Switch to $5/mo"). CSS classes are not
 * read for hiding: pricing toggles hide with classes and both terms are real prices.
 */
import { type DomElement, isElement } from "../markdown/dom";

/** `hidden`, `aria-hidden` or an inline `display:none` on the element or an ancestor. Classes are not read: toggles hide with CSS classes. */
export function isHidden(el: DomElement): boolean {
  for (let node: DomElement | null = el, depth = 0; node && depth < 60; node = node.parentElement, depth++) {
    if (node.hasAttribute("hidden") || node.getAttribute("aria-hidden") === "true") return true;
    const style = (node.getAttribute("style") ?? "").replace(/\s+/g, "").toLowerCase();
    if (style.includes("display:none") || style.includes("visibility:hidden")) return true;
  }
  return false;
}

const CALL_TO_ACTION = new Set(["button", "a", "option", "select", "label"]);
export function inCallToAction(el: DomElement): boolean {
  for (let node: DomElement | null = el, depth = 0; node && depth < 8; node = node.parentElement, depth++) {
    if (CALL_TO_ACTION.has(node.localName)) return true;
  }
  return false;
}

const STRUCK_CLASS = /line[-_]?through|strike|crossed|was-price|old-price/i;
export function isStruck(el: DomElement): boolean {
  for (let node: DomElement | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
    if (node.localName === "del" || node.localName === "s" || node.localName === "strike") return true;
    if (STRUCK_CLASS.test(node.getAttribute("class") ?? "")) return true;
  }
  const inner = el.querySelector("del, s, strike, [class*=line-through], [class*=line_through], [class*=strike]");
  return inner !== null && isElement(inner);
}

export const STRUCK: ReadonlySet<string> = new Set(["del", "s", "strike"]);

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
