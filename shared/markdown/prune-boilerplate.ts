import type { DomElement } from "./dom";

/**
 * Removes small blocks that are page furniture rather than article text: navigation and asides,
 * share bars, newsletter boxes, "related" teasers, ad slots. Readability drops
 * much of this, but not what sits inside the article container or carries a reassuring name
 * (`related-content`), and it unwraps single-paragraph `<div>`s, losing the class that named
 * them, so this runs on the document before extraction and again on the result.
 * Only blocks of at most MAX_PRUNED_CHARS of text go: a misnamed wrapper around the real body stays.
 */
const NAMED = /(?:^|[\s_-])(?:share|sharing|social|newsletter|subscribe|subscription|related|recommended|promo|ad|ads|advert|advertisement|ad-?slot|ad-?container|sponsored|paywall|cookie|breadcrumbs?)(?:$|[\s_-])/i;
const STRUCTURAL_ROLES = new Set(["navigation", "complementary", "banner"]);
const MAX_PRUNED_CHARS = 300;
const SHOW_ELEMENT = 1;

export function pruneBoilerplate(root: DomElement): void {
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_ELEMENT);
  const doomed: DomElement[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as DomElement;
    if (isBoilerplate(element) && isSmall(element)) doomed.push(element);
  }
  for (const element of doomed) element.remove();
}

function isBoilerplate(element: DomElement): boolean {
  const name = element.nodeName;
  if (name === "NAV" || name === "ASIDE") return true;
  const role = element.getAttribute("role");
  if (role && STRUCTURAL_ROLES.has(role)) return true;
  const className = element.getAttribute("class");
  const id = element.getAttribute("id");
  return (!!className && NAMED.test(className)) || (!!id && NAMED.test(id));
}

function isSmall(element: DomElement): boolean {
  return (element.textContent?.trim().length ?? 0) <= MAX_PRUNED_CHARS;
}
