// Naive baselines the bench compares with, in the same run: what a first-regex price grabber does.

/** First number in the string, commas dropped; the first $ € £ ¥ ₹ sign or upper-case code, else the hint. */
export function baselinePriceText(input, hint) {
  const text = input ?? "";
  const number = /\d[\d.,]*/.exec(text)?.[0]?.replace(/,/g, "").replace(/\.$/, "") ?? null;
  const currency = /[$€£¥₹]|\b[A-Z]{3}\b/.exec(text)?.[0] ?? (hint ? /[$€£¥₹]|\b[A-Z]{3}\b/.exec(hint)?.[0] ?? null : null);
  return { decimal: number, currency };
}

const FIRST_PRICE = /([$€£])\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/;

/** First currency sign followed by a number anywhere in the HTML. */
export function baselinePrice(html) {
  const match = FIRST_PRICE.exec(html);
  return match ? Number((match[2] ?? "").replace(/,/g, "")) : null;
}

/** Every distinct $/£/€ amount in the HTML, as one comparable string (a naive change detector). */
export function baselinePriceSet(html) {
  return [...new Set(html.match(/[$£€]\s?\d+(?:[.,]\d+)?/g) ?? [])].sort().join(" ");
}
