/**
 * Which billing term (monthly or annual) a price on a pricing page belongs to: an ancestor's
 * id/class/data attribute (`#annual`, `.js-yearly-cost`), the toggle's checked input, or a note
 * that states the term for a group of cards ("Enterprise plans are billed annually.").
 */
import type { DomElement } from "../markdown/dom";
import type { PlanBilling } from "./saas-plans";

const ANNUAL = /annual|yearly|\byear\b|per-year/i;
const MONTHLY = /monthly|\bmonth\b|per-month|^month$/i;

/** Billing term stated by an ancestor's id, class or data attribute (`#annual`, `.js-yearly-cost`). */
export function billingContext(el: DomElement): PlanBilling {
  for (let node: DomElement | null = el, level = 0; node && level < 12; node = node.parentElement, level++) {
    const mark = billingMark(node);
    if (mark) return mark;
  }
  return null;
}

export function billingMark(node: DomElement): PlanBilling {
  const marks = `${node.getAttribute("id") ?? ""} ${node.getAttribute("class") ?? ""} ${node.getAttribute("data-billing") ?? ""} ${node.getAttribute("data-period") ?? ""}`;
  if (ANNUAL.test(marks)) return "annual";
  if (MONTHLY.test(marks)) return "monthly";
  return null;
}

/** The billing term a monthly/annual toggle starts on (its checked input), when the page has one. */
export function toggleDefault(inputs: ArrayLike<DomElement>): PlanBilling {
  for (let i = 0; i < Math.min(inputs.length, 200); i++) {
    const input = inputs[i] as DomElement;
    if (!input.hasAttribute("checked")) continue;
    const marks = `${input.getAttribute("value") ?? ""} ${input.getAttribute("id") ?? ""}`;
    if (ANNUAL.test(marks)) return "annual";
    if (MONTHLY.test(marks)) return "monthly";
  }
  return null;
}

/** The nearest ancestor (≤ 4 levels) that is a billing-term block by its id/class/data attributes. */
export function toggleBlock(el: DomElement): DomElement | null {
  for (let node: DomElement | null = el, level = 0; node && level < 4; node = node.parentElement, level++) {
    if (billingMark(node) !== null) return node;
  }
  return null;
}

/** A whole short line that states a term: "Enterprise Solutions are billed annually.", "Billed yearly". */
const BILLING_NOTE = /^(?:[\p{L} ]{0,60}\b(?:is|are) )?billed (annually|yearly|monthly)\.?$/iu;
const NOTE_SCOPE_END = new Set(["section", "main", "article", "body", "html"]);

/**
 * The term stated by a note beside the price's cards: a sibling (of the price or of one of its
 * ancestors, up to the enclosing section) whose whole text is such a note. A note inside another
 * card, or a question in a FAQ, is not a whole-line statement and does not count.
 */
export function billingNote(el: DomElement, texts: ReadonlyMap<DomElement, string>): PlanBilling {
  for (let node: DomElement | null = el, level = 0; node?.parentElement && level < 10; node = node.parentElement, level++) {
    const parent: DomElement = node.parentElement;
    for (let i = 0; i < parent.children.length; i++) {
      const sibling = parent.children[i] as DomElement;
      if (sibling === node) continue;
      const term = BILLING_NOTE.exec(texts.get(sibling) ?? "")?.[1]?.toLowerCase();
      if (term) return term === "monthly" ? "monthly" : "annual";
    }
    if (NOTE_SCOPE_END.has(parent.localName)) break;
  }
  return null;
}
