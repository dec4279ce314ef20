import { parseHTML } from "linkedom";

/**
 * What linkedom keeps private and the patches to it (linkedom-tag-names.ts, linkedom-selector-cache.ts)
 * need: the symbols of its flat node chain (`next`, `end`) and of a document's MIME settings
 * (`mime`, whose `ignoreCase` is true for HTML), found by name on a parsed document and element,
 * and the prototype that defines a given method. Null when linkedom no longer has that shape.
 */
export interface LinkedomSymbols {
  next: symbol;
  end: symbol;
  mime: symbol;
}

export function linkedomProbe(): { document: object; element: object; symbols: LinkedomSymbols | null } {
  const { document } = parseHTML("<html><head></head><body></body></html>") as { document: { body: object } };
  const element = document.body;
  const named = new Map([...Object.getOwnPropertySymbols(element), ...Object.getOwnPropertySymbols(document)].map((s) => [s.description, s]));
  const [next, end, mime] = [named.get("next"), named.get("end"), named.get("mime")];
  return { document, element, symbols: next && end && mime ? { next, end, mime } : null };
}

/** The prototype in `object`'s chain that defines `key` itself. */
export function ownerOf(object: object, key: string): object | null {
  for (let proto = Object.getPrototypeOf(object); proto; proto = Object.getPrototypeOf(proto)) {
    if (Object.prototype.hasOwnProperty.call(proto, key)) return proto as object;
  }
  return null;
}
