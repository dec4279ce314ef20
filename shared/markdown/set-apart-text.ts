import type { DomElement } from "./dom";

/**
 * Text a page sets apart in tags that Readability deletes wholesale (`_clean` of every `<footer>`
 * and `<aside>`) and that the furniture rules weigh as the page's chrome: a quote's attribution,
 * a note beside the text. At parse time (parse-document.ts) such an element becomes a plain
 * `<div>` in its place, without the names that judged it, so extraction reads it as text.
 */

/**
 * A `<footer>` inside a `<blockquote>` names the quote's source (Bootstrap's `blockquote-footer`,
 * epigraphs: "— Derek Walcott, <cite>Omeros</cite>").
 *
 * @returns the element now in the footer's place, or null when the footer is not a quote's.
 */
export function keepQuoteAttribution(footer: DomElement): DomElement | null {
  return footer.parentElement?.nodeName === "BLOCKQUOTE" ? replaceWithDiv(footer) : null;
}

/**
 * The footer of an app's section, a page drawn by script (a to-do list's "6 items left" and its
 * All/Active/Completed views): a `<footer>` whose parent is a `<section>` or `<article>` that holds
 * form controls outside it, and whose links, if any, stay on the page (`#…`, the app's views). An
 * article's footer (tags, share links, the author) points elsewhere, and its section holds no fields.
 *
 * @returns the element now in the footer's place, or null when the footer is not an app's.
 */
export function keepAppFooter(footer: DomElement): DomElement | null {
  const section = footer.parentElement;
  if (!section || (section.nodeName !== "SECTION" && section.nodeName !== "ARTICLE")) return null;
  if (fieldsIn(section) === footer.getElementsByTagName("INPUT").length) return null;
  const links = footer.getElementsByTagName("A");
  for (let i = 0; i < links.length; i++) if (!(links[i]!.getAttribute("href") ?? "#").startsWith("#")) return null;
  return replaceWithDiv(footer);
}

/** The `<input>`s in a section, counted once however many footers it has (a hostile page may give it thousands). */
function fieldsIn(section: DomElement): number {
  let count = FIELDS.get(section);
  if (count === undefined) FIELDS.set(section, (count = section.getElementsByTagName("INPUT").length));
  return count;
}

const FIELDS = new WeakMap<DomElement, number>();

/**
 * An `<aside>` that is a note in the text rather than a sidebar: `role="note"`, or a class that
 * names a callout kind (`callout-info`, Starlight's `starlight-aside--caution`) or, as a whole
 * word, a quote (Discourse's `aside.quote`, the earlier post a reply answers). A pull quote
 * (`pull-quote`, `pullquote`) repeats the text and stays an aside.
 *
 * @returns the element now in the aside's place, or null when the aside is not a note.
 */
export function keepNoteAside(aside: DomElement): DomElement | null {
  const names = aside.getAttributeNode("class")?.value ?? "";
  const isNote = aside.getAttribute("role") === "note" || names.split(/\s+/).some((name) => NOTE_KIND.test(name));
  return isNote ? replaceWithDiv(aside) : null;
}

const NOTE_KIND = /^(?:quote$|(?:callout|admonition|note|tip|hint|warning|caution|important)(?:[-_].*)?$)|[-_](?:callout|admonition|note|tip|hint|warning|caution|important)$/i;

/** The attribute that carries a GitHub alert's kind (`NOTE`, `WARNING`…) to the writer. */
export const ALERT_MARK = "data-md-alert";

/**
 * GitHub's rendering of a GFM alert (`> [!NOTE]`): `div.markdown-alert.markdown-alert-note` whose
 * first paragraph is its title ("Note", after an icon). It becomes the `<blockquote>` it was
 * written as, marked with its kind and without the title, and the writer opens it with `[!NOTE]`.
 *
 * @returns the blockquote now in the alert's place, or null when the div is not an alert.
 */
export function keepGitHubAlert(div: DomElement): DomElement | null {
  const kind = GITHUB_ALERT.exec(div.getAttributeNode("class")?.value ?? "")?.[1];
  if (!kind) return null;
  const title = div.firstElementChild;
  if (/(?:^|\s)markdown-alert-title(?:\s|$)/.test(title?.getAttributeNode("class")?.value ?? "")) title!.remove();
  const quote = div.ownerDocument.createElement("blockquote");
  quote.setAttribute(ALERT_MARK, kind.toUpperCase());
  while (div.firstChild) quote.appendChild(div.firstChild);
  div.replaceWith(quote);
  return quote;
}

const GITHUB_ALERT = /(?:^|\s)markdown-alert-(note|tip|important|warning|caution)(?:\s|$)/;

function replaceWithDiv(element: DomElement): DomElement {
  const div = element.ownerDocument.createElement("div");
  while (element.firstChild) div.appendChild(element.firstChild);
  element.replaceWith(div);
  return div;
}
