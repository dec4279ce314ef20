import type { DomElement } from "./dom";

/**
 * A `<ul>` whose style numbers its items (`list-style-type: decimal` on the list or on its items:
 * WP Recipe Maker's instruction steps) shows numbers, so it is written as a numbered list; the
 * style is gone by the time the writer sees it (Readability strips `style`), so at parse time
 * (parse-document.ts) the list becomes an `<ol>` in its place.
 *
 * @returns the `<ol>` now in the list's place, or null when the list is not numbered by style.
 */
export function numberStyledList(list: DomElement): DomElement | null {
  const item = list.firstElementChild;
  if (!NUMBERED.test(list.getAttribute("style") ?? "") && !(item?.nodeName === "LI" && NUMBERED.test(item.getAttribute("style") ?? ""))) return null;
  const numbered = list.ownerDocument.createElement("ol");
  for (const name of ["class", "id"]) {
    const value = list.getAttribute(name);
    if (value !== null) numbered.setAttribute(name, value);
  }
  while (list.firstChild) numbered.appendChild(list.firstChild);
  list.replaceWith(numbered);
  return numbered;
}

const NUMBERED = /list-style(?:-type)?\s*:\s*decimal\b/i;
