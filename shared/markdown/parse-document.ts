import { parseHTML } from "linkedom";
import { type DomDocument, type DomElement, type DomNode, ELEMENT_NODE, TEXT_NODE } from "./dom";
import { useClassListCache } from "./linkedom-class-lists";
import { useLazyEventTargets } from "./linkedom-lazy-events";
import { useSelectorCache } from "./linkedom-selector-cache";
import { useFastTagNames } from "./linkedom-tag-names";
import { useTokenizerSkips } from "./linkedom-tokenizer";
import { stripInertMarkup } from "./strip-inert-markup";
import { keepCellAlignment } from "./data-table";
import { markHeadline } from "./headline";
import { isScriptToggle, keepPictureSource } from "./link-image";
import { showMathBesideRendering } from "./math-footnotes";
import { isAvatar, isEditSection, isNotebookPrompt, unnameCodeFrames, unnameContentPart, unnameItemHeader } from "./prune-boilerplate";
import { noteNoscriptArticle } from "./noscript-article";
import { QA_MARKUP, setAnswersApart } from "./qa-page";
import { removeScreenReaderText } from "./screen-reader-text";
import { sidenoteToFootnote } from "./sidenotes";
import { numberStyledList } from "./styled-list";
import { keepAppFooter, keepGitHubAlert, keepNoteAside, keepQuoteAttribution } from "./set-apart-text";
import { unfoldDisclosure, unfoldTabbedSet, unfoldTabList } from "./tab-panels";
import { keepTaskCheckbox } from "./task-list";
import { markTexInText, texDelimiters } from "./tex-in-text";

/**
 * Parses HTML into a linkedom document that always has `<html>`, `<head>` and `<body>`.
 *
 * linkedom is not a spec parser: it does not invent the implied `<html>`/`<body>` elements, so a
 * fragment or a page that omits `<body>` would come back with a `<p>` as documentElement or with
 * its content outside the body, where extraction never looks. We add the missing tags textually.
 */
export function parseDocument(html: string): DomDocument {
  useLazyEventTargets();
  useFastTagNames();
  useClassListCache();
  useSelectorCache();
  useTokenizerSkips();
  const window = parseHTML(withImpliedTags(stripInertMarkup(html, { texScripts: true }))) as { document: DomDocument };
  if (MATHJAX_V2.test(html)) removeMathJaxRenderings(window.document);
  if (QA_MARKUP.test(html)) setAnswersApart(window.document);
  prepareElements(window.document.documentElement, texDelimiters(html));
  return window.document;
}

/**
 * How deep elements may nest. Browsers stop too (Blink's parser puts elements past 512 levels
 * beside their parent); extraction walks ancestors, so its time grows with the square of the
 * depth (1,500 nested `<div>`s took 3 s) and its recursive steps overflow the stack past a few
 * thousand. Real pages stay under ~100 levels.
 */
export const MAX_DOM_DEPTH = 256;

/**
 * One walk over the elements, before anything reads them: what nests deeper than MAX_DOM_DEPTH is
 * flattened (each element at that depth keeps its text, images and line breaks, in document
 * order, as its direct children, without the wrappers between); and what Readability would strip
 * is noted for the writer (h1 headlines, table cell alignment, task-list checkboxes, the address
 * a `<picture>` gives its `<img>`, the TeX a page leaves in its text for MathJax, the numbers a
 * list's style shows, Tufte CSS's side notes as footnotes, GitHub's alerts as the quotes they
 * were), shown (MediaWiki's hidden MathML, the hidden panels of a tab set, under their tabs'
 * labels) or taken off (the furniture names of code blocks' frames, the tags of a quote's
 * attribution and of a note set aside, the "header" and "meta" names of rustdoc's and recipe
 * cards' parts, MediaWiki's "[edit]" links beside headings, users' avatars, notebook prompts,
 * screen-reader-only text); a `<noscript>` holding an article is noted. Iterative, so any depth is safe.
 */
function prepareElements(root: DomElement | null, texFormulas: RegExp | null): void {
  if (!root) return;
  // Two parallel stacks (no tuple per element): this walk runs on every page.
  const elements: DomElement[] = [root];
  const depths: number[] = [0];
  const codeFrames = new Map<DomElement, boolean>();
  while (elements.length) {
    const element = elements.pop()!;
    const depth = depths.pop()!;
    if (depth >= MAX_DOM_DEPTH) {
      if (element.firstElementChild) keepLeavesOnly(element);
      continue;
    }
    if (removeScreenReaderText(element)) continue;
    if (texFormulas) markTexInText(element, texFormulas);
    switch (element.nodeName) {
      case "H1": markHeadline(element); unnameContentPart(element); break;
      case "H2": case "H3": case "H4": case "H5": case "H6": unnameContentPart(element); break;
      case "TD": case "TH": keepCellAlignment(element); break;
      case "INPUT": keepTaskCheckbox(element); break;
      case "A": if (isScriptToggle(element)) { element.remove(); continue; } break;
      case "IMG": if (isAvatar(element)) { element.remove(); continue; } keepPictureSource(element); break;
      case "PRE": unnameCodeFrames(element, codeFrames); break;
      case "SPAN": if (isEditSection(element)) { element.remove(); continue; } if (sidenoteToFootnote(element)) continue; break;
      case "MATH": showMathBesideRendering(element); break;
      case "DIV": {
        if (isNotebookPrompt(element)) { element.remove(); continue; }
        const alert = keepGitHubAlert(element);
        if (alert) { elements.push(alert); depths.push(depth); continue; }
        unnameContentPart(element); unfoldTabbedSet(element); if (unfoldTabList(element)) continue; break;
      }
      case "UL": {
        const numbered = numberStyledList(element);
        if (numbered) { elements.push(numbered); depths.push(depth); continue; }
        if (unfoldTabList(element)) continue;
        break;
      }
      case "OL": case "NAV": if (unfoldTabList(element)) continue; break;
      case "BUTTON": if (unfoldDisclosure(element)) continue; break;
      case "NOSCRIPT": noteNoscriptArticle(element); break;
      case "HEADER": unnameItemHeader(element); break;
      case "FOOTER": case "ASIDE": {
        const text = element.nodeName === "FOOTER" ? (keepQuoteAttribution(element) ?? keepAppFooter(element)) : keepNoteAside(element);
        if (text) { elements.push(text); depths.push(depth); continue; }
        break;
      }
    }
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      elements.push(child);
      depths.push(depth + 1);
    }
  }
}

function keepLeavesOnly(element: DomElement): void {
  const leaves: DomNode[] = [];
  const pending: DomNode[] = [];
  for (let child = element.lastChild; child; child = child.previousSibling) pending.push(child);
  while (pending.length) {
    const node = pending.pop()!;
    if (node.nodeType === ELEMENT_NODE && node.firstChild) {
      for (let child = node.lastChild; child; child = child.previousSibling) pending.push(child);
    } else if (node.nodeType === TEXT_NODE || node.nodeType === ELEMENT_NODE) {
      leaves.push(node);
    }
  }
  while (element.lastChild) element.lastChild.remove();
  for (const leaf of leaves) element.appendChild(leaf);
}

const MATHJAX_V2 = /math\/tex/i;
const MATHJAX_RENDERED = ".MathJax, .MathJax_Display, .MathJax_SVG, .MathJax_SVG_Display, .MathJax_CHTML";

/**
 * MathJax v2 renders each script formula into an element just before it: with the script now a
 * `<math>` carrying the TeX (stripInertMarkup), that rendered copy would say the formula twice.
 */
function removeMathJaxRenderings(document: DomDocument): void {
  const rendered = Array.from(document.querySelectorAll(MATHJAX_RENDERED));
  for (const element of rendered) if (element.nextElementSibling?.nodeName === "MATH") element.remove();
}

const HAS_HTML_TAG = /<html[\s>]/i;
const HAS_BODY_TAG = /<body[\s>]/i;
const HAS_HEAD_TAG = /<head[\s>]/i;
const HTML_OPEN_TAG = /^\s*<html\b[^>]*>/i;
const DOCTYPE = /^\s*<!doctype[^>]*>/i;

export function withImpliedTags(html: string): string {
  let out = headBeforeHtml(html.replace(DOCTYPE, ""));
  if (!HAS_BODY_TAG.test(out)) out = insertBodyTag(out);
  if (!HAS_HEAD_TAG.test(out)) out = wrapHead(out);
  if (!HAS_HTML_TAG.test(out)) out = `<html>${out}</html>`;
  return out;
}

const HTML_TAG_ANYWHERE = /<html[\s>]/i;
const HEAD_OPEN_TAG = /<head(?:\s[^>]*)?>/i;

/**
 * Head tags before `<html>` (`<title>…<meta>…<!DOCTYPE html><html><head>…`, a page some plugin
 * printed into too early): a browser puts them in the head, linkedom gives such a page an empty body.
 * They move inside the page's `<head>` (the misplaced doctype goes).
 */
function headBeforeHtml(html: string): string {
  const htmlAt = html.search(HTML_TAG_ANYWHERE);
  if (htmlAt <= 0) return html;
  const before = html.slice(0, htmlAt).replace(DOCTYPE_ANYWHERE, "");
  if (!before.trim()) return html.slice(htmlAt);
  const rest = html.slice(htmlAt);
  const head = rest.match(HEAD_OPEN_TAG);
  if (!head || head.index === undefined) return html;
  const at = head.index + head[0].length;
  return `${rest.slice(0, at)}${before}${rest.slice(at)}`;
}

const DOCTYPE_ANYWHERE = /<!doctype[^>]*>/gi;

/** Without a `<head>` element linkedom ignores `<title>` and replaces the body with an empty one. */
function wrapHead(html: string): string {
  const start = html.match(HTML_OPEN_TAG)?.[0].length ?? 0;
  const bodyAt = html.search(HAS_BODY_TAG);
  if (bodyAt < start) return html;
  return `${html.slice(0, start)}<head>${html.slice(start, bodyAt)}</head>${html.slice(bodyAt)}`;
}

/** Elements the HTML parser keeps in `<head>`; the first anything else opens the implied body. */
const HEAD_CONTENT = new Set(["html", "head", "title", "meta", "link", "base", "style", "script", "noscript", "template"]);
const RAW_TEXT = new Set(["title", "script", "style", "noscript", "template"]);
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?\]\]>|<!doctype[^>]*>|<(\/?)([a-zA-Z][\w:-]*)[^>]*>|[^<\s]/gi;

function insertBodyTag(html: string): string {
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html)) !== null) {
    const [token, closing, rawName] = match;
    if (token.startsWith("<!")) continue;
    const name = rawName?.toLowerCase();
    if (name === undefined || !HEAD_CONTENT.has(name)) {
      return `${html.slice(0, match.index)}<body>${html.slice(match.index)}`;
    }
    if (!closing && RAW_TEXT.has(name)) {
      // Skip the element's text so markup or words inside it do not open the body.
      const end = html.toLowerCase().indexOf(`</${name}`, TOKEN.lastIndex);
      TOKEN.lastIndex = end === -1 ? html.length : end;
    }
    if (closing && name === "head") {
      return `${html.slice(0, TOKEN.lastIndex)}<body>${html.slice(TOKEN.lastIndex)}`;
    }
  }
  return `${html}<body></body>`;
}
