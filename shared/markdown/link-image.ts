import { closestTag, type DomElement } from "./dom";
import { absoluteUrl } from "./resolve-url";
import { collapseWhitespace } from "./text-length";

/**
 * `[label](absolute-url)`. Links a reader cannot follow (`javascript:`, malformed, no href) keep
 * their text and lose the link; empty links disappear.
 */
export function markdownLink(anchor: DomElement, label: string, baseUrl: string): string {
  const text = label.trim();
  if (!text) return "";
  const href = absoluteUrl(anchor.getAttribute("href"), baseUrl);
  if (!href) return label;
  // A link label cannot span paragraphs (card-style links wrap headings and blocks); its edge
  // spaces go outside the brackets so "see<a> this</a>" keeps its word break.
  const lead = /^\s/.test(label) ? " " : "";
  const trail = /\s$/.test(label) ? " " : "";
  return `${lead}[${text.replace(/\s*\n+\s*/g, " ")}](${escapeDestination(href)})${trail}`;
}

/**
 * A script's toggle: a `javascript:` link whose text is only a sign (`[–]`, `+`, `▼`, `< >`), with
 * no letter or digit to say anything. Removed at parse time (parse-document.ts); a worded
 * `javascript:` link keeps its text.
 */
export function isScriptToggle(anchor: DomElement): boolean {
  const href = anchor.getAttribute("href");
  if (!href || !/^\s*javascript:/i.test(href)) return false;
  const text = (anchor.textContent ?? "").trim();
  return !WORDS.test(text) && !anchor.querySelector("img");
}

const WORDS = /[\p{L}\p{N}]/u;

const PERMALINK_MARKS = new Set(["¶", "§", "#", "🔗", "⚓", "⚓︎"]);

/**
 * A heading's permalink: an in-page link whose text is only a mark ("¶", "#", "🔗") or nothing
 * visible (Docusaurus' `hash-link` holds a zero-width space), not content.
 */
export function isPermalinkMark(anchor: DomElement): boolean {
  if (!(anchor.getAttribute("href") ?? "").startsWith("#")) return false;
  const text = (anchor.textContent ?? "").replace(ZERO_WIDTH, "").trim().toLowerCase();
  return PERMALINK_MARKS.has(text) || (!text && !anchor.firstElementChild);
}

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * A heading or term linked to itself (`<h2 id="syntax"><a href="#syntax">Syntax</a></h2>`): the
 * target is the element's id, the link's own, or that of the section the heading opens. Its text is
 * the heading's; the link only says where the heading is.
 */
export function isSelfLink(anchor: DomElement): boolean {
  const href = anchor.getAttribute("href") ?? "";
  if (href.length < 2 || !href.startsWith("#")) return false;
  const titled = closestTag(anchor.parentElement, SELF_LINKED);
  if (!titled) return false;
  const target = fragmentId(href);
  return [titled.getAttribute("id"), anchor.getAttribute("id"), anchor.getAttribute("name"), titled.parentElement?.getAttribute("id")].includes(target);
}

const SELF_LINKED = ["h1", "h2", "h3", "h4", "h5", "h6", "dt"];

/** The element id a `#fragment` link names: percent-decoded (`#fn:caf%C3%A9` is `fn:café`). */
export function fragmentId(href: string): string {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

/** Attributes lazy-loading scripts read the real address from, in order of trust. */
const LAZY_SOURCES = ["data-src", "data-original", "data-lazy-src", "data-url", "data-hi-res-src"];

/** `![alt](absolute-src)`; inline `data:` images are dropped (bytes, not text), as are tracking pixels. */
export function markdownImage(img: DomElement, baseUrl: string): string {
  const src = imageSource(img, baseUrl);
  if (!src) return "";
  const alt = collapseWhitespace(img.getAttribute("alt") ?? "").replace(/[[\]\\]/g, "\\$&");
  return `![${alt}](${escapeDestination(src)})`;
}

/**
 * The image's address: its `src`, else what a lazy-loading script would have set, else the
 * largest candidate of its own srcset, else of its `<picture>`'s sources (Medium and other
 * responsive layouts give the `<img>` no address at all).
 */
function imageSource(img: DomElement, baseUrl: string): string | null {
  const src = absoluteUrl(img.getAttribute("src"), baseUrl);
  if (src) return src;
  for (const name of LAZY_SOURCES) {
    const lazy = absoluteUrl(img.getAttribute(name), baseUrl);
    if (lazy) return lazy;
  }
  return absoluteUrl(candidateSource(img), baseUrl);
}

/** The attributes Readability takes for an image's address: it removes an `<img>` with none of them before extraction. */
const READABILITY_SOURCES = ["src", "srcset", "data-src", "data-srcset"];

/**
 * At parse time, an `<img>` with no address of its own gets the one its srcset spelled `srcSet`
 * or its `<picture>` offers as `src`, so that Readability keeps it (see imageSource).
 */
export function keepPictureSource(img: DomElement): void {
  if (READABILITY_SOURCES.some((name) => img.hasAttribute(name))) return;
  const source = candidateSource(img);
  if (source) img.setAttribute("src", source);
}

const candidateSource = (img: DomElement) => largestCandidate(srcsetOf(img)) ?? pictureSource(img);

/** linkedom keeps an attribute name's case (a browser lowers it), and React's server rendering writes `srcSet`. */
const srcsetOf = (element: DomElement) => element.getAttribute("srcset") ?? element.getAttribute("srcSet") ?? element.getAttribute("data-srcset");

/** How widely readers show an image type: any (or unstated) first, then webp, then the rest (avif, jxl). */
const TYPE_TIERS: Record<string, number> = { "": 0, "image/jpeg": 0, "image/png": 0, "image/gif": 0, "image/webp": 1 };

/** The largest candidate of the `<picture>` sources around `img` of the most widely shown type. */
function pictureSource(img: DomElement): string | null {
  const picture = img.parentElement;
  if (picture?.nodeName !== "PICTURE") return null;
  const tiers: string[][] = [[], [], []];
  for (let source = picture.firstElementChild; source; source = source.nextElementSibling) {
    const srcset = source.nodeName === "SOURCE" ? srcsetOf(source) : null;
    if (srcset) tiers[TYPE_TIERS[(source.getAttribute("type") ?? "").trim().toLowerCase()] ?? 2]!.push(srcset);
  }
  const shown = tiers.find((tier) => tier.length > 0);
  return shown ? largestCandidate(shown.join(", ")) : null;
}

/** `url 640w` or `url 2x`: a URL runs to white space (it may hold commas, `w_640,c_fill`), bar the commas that end it. */
const CANDIDATE = /(\S*[^\s,])(?:\s+([^,]*))?/g;

/** The srcset candidate of the greatest width (or density; one without a descriptor is 1x). */
function largestCandidate(srcset: string | null): string | null {
  let best: string | null = null;
  let bestSize = -1;
  for (const [, url = "", descriptor = ""] of (srcset ?? "").trim().matchAll(CANDIDATE)) {
    const size = Number.parseFloat(descriptor) || 1;
    if (url && size > bestSize) [best, bestSize] = [url, size];
  }
  return best;
}

/** Parentheses in a URL would end the Markdown destination early. */
function escapeDestination(url: string): string {
  return url.replace(/[()]/g, (c) => (c === "(" ? "%28" : "%29"));
}
