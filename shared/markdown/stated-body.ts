import type { DomElement } from "./dom";
import type { ExtractedContent } from "./extract-main-content";
import { parseDocument } from "./parse-document";
import { pruneBoilerplate, pruneExtracted } from "./prune-boilerplate";
import { collapseWhitespace, textLengthUpTo } from "./text-length";

/**
 * Pages that render their text with script (a client-side app, a template filled in the browser)
 * ship the article twice: where a browser shows it once the script has run, and as the JSON-LD
 * `articleBody` that describes the page. When the extracted article is shorter than the stated
 * body and holds under half of its paragraphs, the reader saw the stated body: it is converted
 * instead (pruned like an extracted article). Statements under MIN_STATED_CHARS are ignored: many
 * pages put a summary there.
 */
const MIN_STATED_CHARS = 500;
const MIN_SHARED_PARAGRAPHS = 0.5;
/** A paragraph of the stated body counts as found when its first this many characters are. */
const PARAGRAPH_HEAD = 40;
const CHARACTER_REFERENCE = /&(?:[a-z][a-z\d]{1,31}|#\d{1,7}|#x[\da-f]{1,6});/i;
const HTML_MARKUP = /<(?:p|br|div|h[1-6]|ul|ol|li|blockquote|strong|em|b|i|a)(?:\s[^>]*)?\/?>/i;

export function preferStatedBody(extracted: ExtractedContent, articleBody: string | null): ExtractedContent {
  if (!articleBody || articleBody.length < MIN_STATED_CHARS) return extracted;
  // The stated body's text is never longer than its source: most pages stop here, unparsed (the
  // count stops once past that length, and is exact below it).
  const extractedChars = textLengthUpTo(extracted.root, articleBody.length);
  if (extractedChars >= articleBody.length) return extracted;
  const stated = statedRoot(articleBody);
  const statedChars = textLengthUpTo(stated);
  if (statedChars < MIN_STATED_CHARS || extractedChars >= statedChars) return extracted;
  if (sharedParagraphs(stated, collapseWhitespace(extracted.root.textContent ?? "")) >= MIN_SHARED_PARAGRAPHS) return extracted;
  pruneBoilerplate(stated, true);
  pruneExtracted(stated, extracted.title, extracted.byline);
  return { ...extracted, root: stated };
}

/** Share of the stated body's paragraphs found (by their first PARAGRAPH_HEAD characters) in `text`. */
function sharedParagraphs(stated: DomElement, text: string): number {
  const blocks = stated.querySelectorAll("p, li, h2, h3, h4, blockquote");
  let paragraphs = 0;
  let found = 0;
  for (let i = 0; i < blocks.length; i++) {
    const paragraph = collapseWhitespace(blocks[i]?.textContent ?? "");
    if (paragraph.length < PARAGRAPH_HEAD) continue;
    paragraphs++;
    if (text.includes(paragraph.slice(0, PARAGRAPH_HEAD))) found++;
  }
  return paragraphs ? found / paragraphs : 1;
}

/**
 * The stated body as elements: parsed when it is HTML, one paragraph per line (as text) when it is
 * not. Plain text that carries HTML's character references ("Atl&acirc;ntico", a publisher's
 * template escaping twice) has them decoded, as a browser would show the text they stand for.
 */
function statedRoot(articleBody: string): DomElement {
  if (HTML_MARKUP.test(articleBody)) return parseDocument(`<!DOCTYPE html><html><body>${articleBody}</body></html>`).body as DomElement;
  const document = parseDocument("<!DOCTYPE html><html><body></body></html>");
  const body = document.body as DomElement;
  for (const line of articleBody.split("\n")) {
    if (!line.trim()) continue;
    const paragraph = document.createElement("p");
    if (CHARACTER_REFERENCE.test(line)) paragraph.innerHTML = line.trim().replace(/</g, "&lt;").replace(/>/g, "&gt;");
    else paragraph.textContent = line.trim();
    body.appendChild(paragraph);
  }
  return body;
}
