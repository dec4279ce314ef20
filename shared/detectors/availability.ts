/** Stock states, read from schema.org `availability` URLs/names or OpenGraph `product:availability`. */
export type Availability = "in_stock" | "out_of_stock" | "preorder" | "backorder" | "limited" | "discontinued";

const SCHEMA_AVAILABILITY: ReadonlyArray<readonly [RegExp, Availability]> = [
  [/^(?:instock|instoreonly|onlineonly|in stock|available|instock_available)$/, "in_stock"],
  [/^(?:outofstock|soldout|out of stock|oos|unavailable|not available)$/, "out_of_stock"],
  [/^(?:preorder|presale|pre-order)$/, "preorder"],
  [/^(?:backorder|available for order|availablefororder)$/, "backorder"],
  [/^limitedavailability$/, "limited"],
  [/^discontinued$/, "discontinued"],
];

/** Normalizes `https://schema.org/InStock`, `InStock`, `in stock`, `oos`…; null when unknown. */
export function normalizeAvailability(value: string | null | undefined): Availability | null {
  if (!value) return null;
  const name = value.trim().replace(/^.*[/:#]/, "").toLowerCase().replace(/[_\s]+/g, (m) => (m.includes("_") ? "" : " "));
  for (const [pattern, availability] of SCHEMA_AVAILABILITY) if (pattern.test(name)) return availability;
  return null;
}

/** States in which a shopper cannot buy now: moving into one of them is a high-importance change. */
export const UNAVAILABLE: ReadonlySet<Availability> = new Set(["out_of_stock", "discontinued"]);
