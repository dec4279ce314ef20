import { ELEMENT_NODE, selectAll, type DomElement } from "./dom";

/** Inline logos larger than this are illustrations or sprite sheets, not something to ship as a URI. */
export const MAX_INLINE_SVG_CHARS = 20_000;

/**
 * linkedom serializes HTML-parsed SVG element names in lowercase, but SVG is case-sensitive: a
 * `<lineargradient>` in a data URI renders as nothing. These names are put back.
 */
const CAMEL_CASE_SVG_ELEMENTS = [
  "linearGradient", "radialGradient", "clipPath", "textPath", "foreignObject", "feBlend", "feColorMatrix",
  "feComposite", "feFlood", "feGaussianBlur", "feMerge", "feMergeNode", "feOffset", "feDropShadow",
  "feMorphology", "feTurbulence", "feDisplacementMap", "feComponentTransfer", "feFuncA", "feFuncR",
  "feFuncG", "feFuncB", "feImage", "feTile", "feSpotLight", "fePointLight", "feDistantLight",
  "feDiffuseLighting", "feSpecularLighting", "feConvolveMatrix", "animateTransform", "animateMotion",
];
const CAMEL_BY_LOWER = new Map(CAMEL_CASE_SVG_ELEMENTS.map((n) => [n.toLowerCase(), n]));
const DRAWING_ELEMENTS = "path, rect, circle, ellipse, polygon, polyline, line, text, image, use";

/**
 * A standalone `data:image/svg+xml` URI for an inline `<svg>` logo, or null when it cannot stand
 * alone (too large, draws nothing, or `<use>`s a symbol defined elsewhere in the page). Scripts,
 * `<foreignObject>`, event handlers and external links are removed: the URI may be rendered by
 * whoever receives it.
 */
export function inlineSvgDataUri(svg: DomElement): string | null {
  if (svg.outerHTML.length > MAX_INLINE_SVG_CHARS) return null;
  const copy = svg.cloneNode(true);
  if (!copy.querySelector(DRAWING_ELEMENTS) || usesOutsideSymbol(copy)) return null;
  for (const el of selectAll(copy, "script, foreignobject, foreignObject")) el.remove();
  for (const el of [copy, ...selectAll(copy, "*")]) stripUnsafeAttributes(el);
  if (!copy.hasAttribute("xmlns")) copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  if (/\sxlink:/.test(copy.outerHTML) && !copy.hasAttribute("xmlns:xlink")) {
    copy.setAttribute("xmlns:xlink", "http://www.w3.org/1999/xlink");
  }
  const markup = copy.outerHTML.replace(/(<\/?)([a-z]+)(?=[\s/>])/g, (m, open: string, name: string) => {
    const camel = CAMEL_BY_LOWER.get(name);
    return camel ? open + camel : m;
  });
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

/** Width and height from the attributes, else from the viewBox. */
export function svgSize(svg: DomElement): { width: number | null; height: number | null } {
  const width = Number.parseFloat(svg.getAttribute("width") ?? "");
  const height = Number.parseFloat(svg.getAttribute("height") ?? "");
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = (svg.getAttribute("viewBox") ?? svg.getAttribute("viewbox") ?? "").trim().split(/[\s,]+/).map(Number);
  const [, , w, h] = box;
  return w && h && w > 0 && h > 0 ? { width: Math.round(w), height: Math.round(h) } : { width: null, height: null };
}

function usesOutsideSymbol(svg: DomElement): boolean {
  return selectAll(svg, "use").some((use) => {
    const ref = use.getAttribute("href") ?? use.getAttribute("xlink:href") ?? "";
    if (!ref.startsWith("#")) return true;
    return !selectAll(svg, "[id]").some((el) => el.getAttribute("id") === ref.slice(1));
  });
}

function stripUnsafeAttributes(el: DomElement): void {
  if (el.nodeType !== ELEMENT_NODE) return;
  for (const { name } of Array.from(el.attributes)) {
    const lower = name.toLowerCase();
    const isLink = lower === "href" || lower === "xlink:href" || lower === "src";
    if (lower.startsWith("on") || (isLink && !(el.getAttribute(name) ?? "").trim().startsWith("#"))) {
      el.removeAttribute(name);
    }
  }
}
