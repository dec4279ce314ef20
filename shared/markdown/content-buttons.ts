import { Readability } from "@mozilla/readability";
import { type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from "./dom";

/**
 * Buttons that hold the page's text rather than name an action. Readability deletes every
 * `<button>` of its article (a control's label, "Share", "Menu", "Copy", is not text), but pages
 * drawn by script render items as the buttons that open them:
 * - a collapsed disclosure (`aria-expanded="false"`) that names no panel (no `aria-controls`) and
 *   opens no popup: the page renders the item's details only once it is opened (an API explorer's
 *   operation, "POST /pet Add a new pet to the store"), so its label is all the page says of it;
 * - the rows of a listing drawn as buttons: MIN_ROWS or more buttons of one shape, each holding
 *   text in several parts (a status and its description, "200 The User"; a method and a path),
 *   where a control has one label and a widget's pair of them is not a listing.
 * Before Readability's cleaning removes the other buttons, these become spans around their text,
 * on one line (see asSpan). A span is what a button's content model allows (phrasing content), and
 * no later cleaning pass of Readability's looks one up. Pages as served rarely have either shape
 * inside an article: none of the static corpora's (bench/md-speed/identical.mjs).
 */
export const CONTENT_BUTTONS = {
  _clean(this: CleaningReader, root: DomElement, tag: string): void {
    if (tag === "button") keepContentButtons(this._getAllNodesWithTag(root, ["button"]));
    readabilityClean.call(this, root, tag);
  },
} as const;

interface CleaningReader {
  _getAllNodesWithTag(root: DomElement, tags: string[]): ArrayLike<DomElement>;
}

const readabilityClean = (Readability.prototype as unknown as { _clean(this: CleaningReader, root: DomElement, tag: string): void })._clean;

const MIN_ROWS = 3;

/**
 * The same for content found without Readability (the page's main block, a series of sections; see
 * extract-main-content.ts): its buttons would otherwise be dropped by the writer, as controls.
 */
export function keepContentButtonsIn(root: DomElement): void {
  keepContentButtons(root.getElementsByTagName("BUTTON"));
}

function keepContentButtons(buttons: ArrayLike<DomElement>): void {
  if (buttons.length === 0) return;
  const kept: DomElement[] = [];
  const rows = new Map<string, DomElement[]>();
  for (let i = 0; i < buttons.length; i++) {
    const button = buttons[i]!;
    const parts = textParts(button);
    if (parts === 0) continue;
    if (isClosedDisclosure(button)) kept.push(button);
    else if (parts >= 2) {
      const shape = shapeOf(button);
      const like = rows.get(shape);
      if (like) like.push(button);
      else rows.set(shape, [button]);
    }
  }
  for (const like of rows.values()) if (like.length >= MIN_ROWS) kept.push(...like);
  for (const button of kept) asSpan(button);
}

/** Collapsed, and what it opens is not in the page: no `aria-controls`, no popup (a menu, a listbox). */
function isClosedDisclosure(button: DomElement): boolean {
  if (button.getAttribute("aria-expanded") !== "false" || button.hasAttribute("aria-controls")) return false;
  const popup = button.getAttribute("aria-haspopup");
  return popup === null || popup === "false";
}

/** How many elements inside the button hold some of its text themselves. */
function textParts(button: DomElement): number {
  const holders = new Set<DomNode>();
  forEachText(button, (text) => {
    if (text.parentNode && (text.nodeValue ?? "").trim()) holders.add(text.parentNode);
  });
  return holders.size;
}

/** Elements whose text (an SVG's `<title>`, an image's fallback) is not what the button shows. */
const DRAWINGS = new Set(["SVG", "svg", "IMG"]);
/** Children a row's button may have or lack (a chevron on the rows that open) without changing its shape. */
const ICONS = new Set(["SVG", "svg", "IMG", "I"]);

/** The tag names of the button's children, icons aside: what the rows of one listing share. */
function shapeOf(button: DomElement): string {
  const names: string[] = [];
  for (let child = button.firstElementChild; child; child = child.nextElementSibling) if (!ICONS.has(child.nodeName)) names.push(child.nodeName);
  return names.join(" ");
}

function forEachText(element: DomElement, visit: (text: DomNode) => void): void {
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE) visit(child);
    else if (child.nodeType === ELEMENT_NODE && !DRAWINGS.has(child.nodeName)) forEachText(child as DomElement, visit);
  }
}

/**
 * The button becomes a span around its children, on one line: the blocks a script put inside it
 * (Readability made its divs paragraphs) become spans too, and parts that only styling set apart
 * ("get" and "/users/{id}" in two spans) get a space between them.
 */
function asSpan(button: DomElement): void {
  const document = button.ownerDocument;
  let previous: DomNode | null = null;
  forEachText(button, (text) => {
    const value = text.nodeValue ?? "";
    if (!value.trim()) return;
    if (previous && previous.parentNode !== text.parentNode && !ENDS_IN_SPACE.test(previous.nodeValue ?? "") && !STARTS_WITH_SPACE.test(value)) text.parentNode?.insertBefore(document.createTextNode(" "), text);
    previous = text;
  });
  const blocks = button.querySelectorAll(INNER_BLOCKS);
  for (let i = 0; i < blocks.length; i++) replaceTag(blocks[i]!, "span");
  replaceTag(button, "span");
}

const ENDS_IN_SPACE = /\s$/;
const STARTS_WITH_SPACE = /^\s/;
const INNER_BLOCKS = "div, p, section, header, footer, ul, ol, li, dl, dt, dd, h1, h2, h3, h4, h5, h6, table, tbody, thead, tr, td, th";

function replaceTag(element: DomElement, tag: string): void {
  const replacement = element.ownerDocument.createElement(tag);
  while (element.firstChild) replacement.appendChild(element.firstChild);
  element.replaceWith(replacement);
}
