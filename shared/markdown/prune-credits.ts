import { closestTag, type DomElement, type DomNode, isElement, TEXT_NODE } from "./dom";
import { CREDIT, PHOTO_AGENCY } from "./prune-wording";
import { collapsedLength, collapseWhitespace, textLengthUpTo } from "./text-length";

/**
 * Photo credits inside figures. The caption stays (it is text a reader wants under the image),
 * but who took the photo is not: "© Getty Images", "(Quelle: Name/Agency)", "… | © Agency",
 * "Foto: Agency / Name", and a short "Name/Agency" line beside the caption. The sentence-level
 * wording rules skip figures, so this looks inside them, in three shapes:
 * - an element of the figure whose whole text is a credit (CREDIT wording, or an element named
 *   credit/copyright/source/photographer, BEM parts included: `c-picture__source`);
 * - a short element of the form "Name/Agency" (a slash between two short names, no sentence);
 * - a credit that ends a caption's text: cut from its separator or opening parenthesis ("… getarnt.
 *   (Jane Doe / iStock.com)": a parenthesis naming a photo agency).
 * Only `<figure>`s and WordPress captions: reading every element a class names a caption took the
 * readability corpus under its bar, as its reference keeps credits such as "(Reuters)".
 */
const FIGURES = "figure, figcaption, .wp-caption, .wp-caption-text";
const MAX_CREDIT_CHARS = 120;
const MAX_SLASH_CREDIT_CHARS = 60;
const NAME = "[\\p{L}\\p{N}.&'’ -]{2,40}";
const SLASH_CREDIT = new RegExp(`^${NAME}(?:\\s?/\\s?${NAME}){1,3}$`, "u");
const CREDIT_NAMES = /(?:^|[-_])(?:credits?|copyright|source|photographer|photo-credit|image-credit|rights)$/i;
const CREDIT_TAIL = new RegExp(
  `(?:\\s*[|·•]\\s*|\\s+)(?:©.{1,80}|\\((?:quellen?|source|fotos?|photos?|bild(?:er)?|credits?|images?|copyright)\\s*:[^()]{1,80}\\)|(?:fotos?|photos?|bild|credits?|quelle)\\s*:\\s*[^.!?:]{1,60}|\\([^()]{0,60}${PHOTO_AGENCY}[^()\\p{L}]{0,20}\\))\\s*$`,
  "iu",
);

export function pruneFigureCredits(root: DomElement): void {
  const figures = Array.from(root.querySelectorAll(FIGURES));
  for (const figure of figures) {
    if (!figure.parentNode || figure.parentElement?.closest(FIGURES)) continue;
    for (const element of Array.from(figure.querySelectorAll("*"))) {
      if (!element.parentNode || element.nodeName === "IMG") continue;
      // isCredit holds only for text of 1 to MAX_CREDIT_CHARS characters: count no further.
      const chars = textLengthUpTo(element, MAX_CREDIT_CHARS);
      if (chars === 0 || chars > MAX_CREDIT_CHARS || element.querySelector("img") || closestTag(element, ["pre", "code", "table"])) continue;
      if (isCredit(element, collapseWhitespace(element.textContent ?? ""))) element.remove();
    }
    cutCreditTail(figure);
  }
}

function isCredit(element: DomElement, text: string): boolean {
  if (text.length > MAX_CREDIT_CHARS) return false;
  if (CREDIT.test(text)) return true;
  const names = `${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`.split(/\s+/);
  if (names.some((name) => CREDIT_NAMES.test(name.split("__").pop() ?? ""))) return true;
  return text.length <= MAX_SLASH_CREDIT_CHARS && SLASH_CREDIT.test(text);
}

/** Cuts a credit off the end of the figure's last text ("… aufgenommen. (Quelle: A/B)"). */
function cutCreditTail(figure: DomElement): void {
  const last = lastTextNode(figure);
  if (!last) return;
  // The parser may split one run of text at an entity ("… | &copy; Agency"): join the run first.
  for (let previous = last.previousSibling; previous?.nodeType === TEXT_NODE; previous = last.previousSibling) {
    last.nodeValue = (previous.nodeValue ?? "") + (last.nodeValue ?? "");
    previous.remove();
  }
  const value = last.nodeValue ?? "";
  const match = value.match(CREDIT_TAIL);
  // Only a tail: text must remain before it, or the whole caption was a credit (handled above).
  if (match?.index && value.slice(0, match.index).trim()) last.nodeValue = value.slice(0, match.index);
}

function lastTextNode(node: DomNode): DomNode | null {
  for (let child = node.lastChild; child; child = child.previousSibling) {
    if (child.nodeType === TEXT_NODE) {
      if ((child.nodeValue ?? "").trim()) return child;
    } else if (isElement(child)) {
      const inner = lastTextNode(child);
      if (inner) return inner;
      if (textLengthUpTo(child, 0) > 0) return null;
    }
  }
  return null;
}

/**
 * A caption that repeats its picture's alt text: the Markdown keeps that text in the image
 * (`![alt](src)`), so the caption says it a second time. The caption goes when its text is
 * the alt text, or the alt text followed by a short tail (a credit); a caption that adds a
 * sentence of its own stays.
 */
const MIN_ALT_CHARS = 15;
const MAX_CAPTION_TAIL_CHARS = 60;
const MAX_CAPTION_LINK_CHARS = 30;
/** A tail after the alt text that is a credit: "| © Agency", "© Name/Agency", "Foto: Name", "(Quelle: …)". */
const CREDIT_LEAD = /^[\s,.;:]*(?:[|·•/©]|\(?\s*(?:©|\(c\)|fotos?|photos?|bild(?:er)?|images?|quellen?|source|credits?|copyright)\b)/iu;

export function pruneAltCaptions(root: DomElement): void {
  for (const image of Array.from(root.getElementsByTagName("IMG"))) {
    const alt = collapseWhitespace(image.getAttribute("alt") ?? "");
    if (alt.length < MIN_ALT_CHARS) continue;
    const caption = captionOf(image);
    if (!caption || caption.querySelector("img")) continue;
    const text = unlinkedText(caption);
    if (text === null || !text.startsWith(alt)) continue;
    const tail = text.slice(alt.length);
    if (!tail || (tail.length <= MAX_CAPTION_TAIL_CHARS && CREDIT_LEAD.test(tail))) caption.remove();
  }
}

/**
 * The caption's text without its short links ("Enlarge", a licence link), or null when its links
 * say more than a label would.
 */
function unlinkedText(caption: DomElement): string | null {
  let text = caption.textContent ?? "";
  let linked = 0;
  for (const link of Array.from(caption.querySelectorAll("a[href]"))) {
    const linkText = link.textContent ?? "";
    linked += collapsedLength(linkText);
    text = text.replace(linkText, " ");
  }
  return linked <= MAX_CAPTION_LINK_CHARS ? collapseWhitespace(text) : null;
}

/** The figure's caption, or the block right after the picture (and the link or block that holds only it). */
function captionOf(image: DomElement): DomElement | null {
  const figure = closestTag(image, ["figure"]);
  const figcaption = figure?.querySelector("figcaption");
  if (figcaption) return figcaption;
  let holder = image;
  while (holder.parentElement && holder.parentElement.nodeName !== "BODY" && textLengthUpTo(holder.parentElement, 0) === 0) holder = holder.parentElement;
  return holder.nextElementSibling;
}
