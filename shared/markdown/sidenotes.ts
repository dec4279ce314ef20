import type { DomDocument, DomElement } from "./dom";

/**
 * Tufte CSS's sidenotes and margin notes (`span.sidenote`, `span.marginnote`, each after the
 * `label.margin-toggle` and checkbox that show it on narrow screens): the browser sets them in
 * the margin, but in the text they sit inside the sentence, so they were written run into it
 * ("…graphics.The term was coined…") with the toggle's "⊕". At parse time (parse-document.ts)
 * each becomes a footnote: a numbered reference in its place, its text an item of a notes list
 * at the end of its section (or article), which the writer puts out as GFM footnotes.
 *
 * The parse-time walk meets elements out of document order, so the first note met numbers all
 * of the page's notes, in order (one query, on pages that have them).
 *
 * @returns whether the span was such a note (it is now in a notes list).
 */
export function sidenoteToFootnote(span: DomElement): boolean {
  const names = span.getAttributeNode("class")?.value;
  if (!names || !SIDE_NOTE.test(names)) return false;
  if (!span.parentElement) return true;
  const document = span.ownerDocument;
  const notes = Array.from(document.querySelectorAll("span.sidenote, span.marginnote"));
  notes.forEach((note, index) => toFootnote(note, index + 1, document));
  return true;
}

const SIDE_NOTE = /(?:^|\s)(?:sidenote|marginnote)(?:\s|$)/;
const MARGIN_TOGGLE = /(?:^|\s)margin-toggle(?:\s|$)/;

function toFootnote(span: DomElement, number: number, document: DomDocument): void {
  for (let toggle = span.previousElementSibling; toggle && isMarginToggle(toggle); toggle = span.previousElementSibling) toggle.remove();
  const id = `sidenote-${number}`;
  const reference = document.createElement("sup");
  const link = reference.appendChild(document.createElement("a"));
  link.setAttribute("href", `#${id}`);
  link.appendChild(document.createTextNode(String(number)));
  span.replaceWith(reference);
  const note = notesList(reference, document).appendChild(document.createElement("li"));
  note.setAttribute("id", id);
  while (span.firstChild) note.appendChild(span.firstChild);
}

const isMarginToggle = (element: DomElement) => (element.nodeName === "LABEL" || element.nodeName === "INPUT") && MARGIN_TOGGLE.test(element.getAttributeNode("class")?.value ?? "");

/** The notes list at the end of the reference's section or article (else the body), made on first use. */
function notesList(reference: DomElement, document: DomDocument): DomElement {
  const container = reference.closest("section, article") ?? document.body ?? reference.parentElement!;
  let list = lists.get(container);
  if (!list) {
    list = container.appendChild(document.createElement("ol"));
    lists.set(container, list);
  }
  return list;
}

const lists = new WeakMap<DomElement, DomElement>();
