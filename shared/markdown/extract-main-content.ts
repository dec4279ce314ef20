import { Readability } from "@mozilla/readability";
import { bylineLine, rememberBylineElement } from "./byline-line";
import { CONTENT_BUTTONS, keepContentButtonsIn } from "./content-buttons";
import type { DomDocument, DomElement } from "./dom";
import { elementAt, findMainText, type MainText } from "./main-text";
import { holdsNoscriptArticle, withNoscriptShown } from "./noscript-article";
import { pruneBoilerplate, pruneExtracted } from "./prune-boilerplate";
import { holdsTeaserHeading } from "./prune-wording";
import { sparingImageSteps } from "./image-steps";
import { readabilityBackports } from "./readability-backports";
import { findStandfirst, restoreStandfirst } from "./standfirst";
import { pruneTrailingFurniture } from "./prune-tail";
import { collapsedLength, isProbablyVisible, READABILITY_FAST_PATHS } from "./readability-fast-paths";
import { textLengthUpTo } from "./text-length";

export interface ExtractedContent {
  root: DomElement;
  title: string | null;
  byline: string | null;
  lang: string | null;
}

/**
 * Below this much text Readability has not found an article (a home page, a product grid, an
 * app shell); we then convert the whole body minus its chrome rather than return a scrap.
 */
const MIN_ARTICLE_CHARS = 140;
const PAGE_CHROME = "nav, header, footer, aside, form, [role=navigation], [role=banner], [role=contentinfo], [role=complementary]";

/**
 * Finds the main content with Readability, with page furniture pruned before and after (see
 * pruneBoilerplate). Readability is handed the element itself (identity serializer) so the
 * article is not serialised to HTML and parsed again for conversion, and keeps class names,
 * which carry code-block languages. It rewrites the document while it works, so the fallback
 * reads a fresh parse from `reparse`. The standfirst (see standfirst.ts) is noted before
 * extraction and put back at the head of the article when Readability left it out.
 */
export function extractMainContent(document: DomDocument, reparse: () => DomDocument): ExtractedContent {
  if (document.body) pruneBoilerplate(document.body);
  const standfirst = findStandfirst(document);
  const extracted = readMainContent(document, reparse);
  pruneBoilerplate(extracted.root, true);
  const before = textLengthUpTo(extracted.root, 2 * MIN_ARTICLE_CHARS);
  pruneExtracted(extracted.root, extracted.title, extracted.byline);
  pruneTrailingFurniture(extracted.root);
  const after = textLengthUpTo(extracted.root, MIN_ARTICLE_CHARS);
  if (before >= MIN_ARTICLE_CHARS && after < MIN_ARTICLE_CHARS && 2 * after < before) {
    const listing = readListing(reparse);
    if (listing) return listing;
  }
  restoreStandfirst(extracted.root, standfirst);
  return extracted;
}

/**
 * An article that the teaser rules (pruneExtracted) took under MIN_ARTICLE_CHARS, and under half
 * of what it held, was a list of teasers: a blog's or a section's index, a shop's category page,
 * whose titles, dates, prices and excerpts are its content. It is read again and kept whole, unless
 * the page has a teaser heading ("Related posts"): then the list points away from a page whose own
 * text Readability missed.
 */
function readListing(reparse: () => DomDocument): ExtractedContent | null {
  const document = prunedReparse(reparse);
  if (!document.body || holdsTeaserHeading(document.body)) return null;
  const extracted = readMainContent(document, reparse);
  pruneBoilerplate(extracted.root, true);
  return textLengthUpTo(extracted.root, MIN_ARTICLE_CHARS) >= MIN_ARTICLE_CHARS ? extracted : null;
}

/**
 * Readability's article is replaced by the page's main block of text (findMainText) when it holds
 * less than this share of that block's characters and did not come from inside it: it settled
 * on a different part of the page (an author box, a form, a slider) than the one holding the prose.
 */
const MAIN_TEXT_RATIO = 0.5;

function readMainContent(document: DomDocument, reparse: () => DomDocument, readWithoutScript = false): ExtractedContent {
  const { article, bylineElement, main } = readArticle(document, reparse);
  const taken = bylineElement();
  const found = {
    title: article?.title?.trim() || null,
    byline: (taken && bylineLine(taken)) || article?.byline?.trim() || null,
    lang: article?.lang?.trim() || null,
  };
  const articleChars = article?.textContent?.trim().length ?? 0;
  if (article?.content && articleChars >= MIN_ARTICLE_CHARS) {
    const path = main && pathInstead(main, article.content, collapsedLength(article.textContent ?? ""));
    const sections = main && !path ? main.sectionsAround(article.content) : null;
    const root = path ? mainTextIn(reparse, path) : sections ? sectionsIn(reparse, sections) : null;
    return { root: root ?? article.content, ...found };
  }
  // Readability found no article in the page as script leaves it; a page that renders its article
  // with script may hold it in <noscript>, which is what a browser without script shows.
  if (!readWithoutScript && holdsNoscriptArticle(document)) {
    const scriptless = () => withNoscriptShown(reparse());
    return readMainContent(prunedReparse(scriptless), scriptless, true);
  }
  // Readability found no article, but the page has a block of prose (its text sits where
  // Readability's scoring does not look, or was cleaned away): that block, not the whole body.
  if (main && main.chars >= MIN_ARTICLE_CHARS && main.chars > articleChars) {
    const mainRoot = mainTextIn(reparse, main.path);
    if (mainRoot) return { root: mainRoot, ...found };
  }
  const body = bodyWithoutChrome(reparse());
  // A short article on a page with little else to say is still the best answer.
  const bodyChars = body.textContent?.trim().length ?? 0;
  if (article?.content && bodyChars < Math.max(MIN_ARTICLE_CHARS, 3 * articleChars)) return { root: article.content, ...found };
  return { root: body, ...found };
}

interface ArticleRead {
  article: ReturnType<Readability<DomElement>["parse"]>;
  /** The element Readability took the byline from, if any (see byline-line.ts). */
  bylineElement: () => DomElement | null;
  /** The page's main block of text, found in the parse Readability read. */
  main: MainText | null;
}

/**
 * Readability's run over the page, first without its copy of the page (see withoutPageCopy). When
 * its first attempt found too little and wants the copy back, it starts over on a fresh parse, this
 * time with the copy (what an unpatched run does from the start). The article's text nodes then
 * come from that parse, so the main block is found again in it, or shareInside would know none of
 * them and the choice in readMainContent would rest on length alone.
 *
 * A body with less text than the first attempt must find goes to the fresh parse at once: an
 * article holds some of the body's text in document order, so its collapsed length (what
 * Readability measures) is never more than the body's.
 */
function readArticle(document: DomDocument, reparse: () => DomDocument): ArticleRead {
  const body = document.body;
  if (!body || textLengthUpTo(body, READABILITY_CHAR_THRESHOLD) >= READABILITY_CHAR_THRESHOLD) {
    const main = body ? findMainText(body) : null;
    try {
      const reader = newReader(document);
      const bylineElement = rememberBylineElement(reader);
      return { article: withoutPageCopy(body, () => reader.parse()), bylineElement, main };
    } catch (error) {
      if (!(error instanceof RetryNeeded)) throw error;
    }
  }
  const fresh = prunedReparse(reparse);
  const main = fresh.body ? findMainText(fresh.body) : null;
  const reader = newReader(fresh);
  const bylineElement = rememberBylineElement(reader);
  return { article: reader.parse(), bylineElement, main };
}

/** The text Readability's first attempt must find (its default `charThreshold`), or it tries again with looser rules. */
const READABILITY_CHAR_THRESHOLD = 500;

/**
 * The element (by path, see MainText) to convert instead of Readability's article, or null to keep it:
 * - the main block, when the article holds little of its text and came from elsewhere;
 * - the series the article is one item of (Readability took a thread's longest comment, or one
 *   section of a document exported in sections), or the main block where it holds the series and
 *   so what heads it (the story a discussion answers, the document's title).
 */
function pathInstead(main: MainText, article: DomElement, articleChars: number): number[] | null {
  if (articleChars < MAIN_TEXT_RATIO * main.chars && main.shareInside(article) < 0.5) return main.path;
  const series = main.seriesAround(article);
  if (!series) return null;
  return main.path.every((index, depth) => series[depth] === index) ? main.path : series;
}

/** The main block of text in a fresh parse (the first one was taken apart by Readability). */
function mainTextIn(reparse: () => DomDocument, path: number[]): DomElement | null {
  const { body } = prunedReparse(reparse);
  return body ? elementAt(body, path) : null;
}

/**
 * The series of sections Readability's article left some of out (MainText's sectionsAround: an
 * API reference's short tags and operations between its long ones), in a fresh parse, treated as
 * Readability treats its article: hidden elements (a collapsed server list) left out, buttons that
 * hold the page's text kept. The blocks pathInstead finds are converted as they always were (on
 * the static corpora those two steps would change ten pages' output: bench/md-speed/identical.mjs).
 */
function sectionsIn(reparse: () => DomDocument, path: number[]): DomElement | null {
  const root = mainTextIn(reparse, path);
  if (root) {
    removeHidden(root);
    keepContentButtonsIn(root);
  }
  return root;
}

/** What Readability leaves out of the page it scores (`hidden`, `aria-hidden`, hidden by inline style), left out of a block found without it. */
function removeHidden(root: DomElement): void {
  for (let element = root.firstElementChild; element; ) {
    const hidden = !isProbablyVisible(element);
    const next = nextElementAfter(element, root, hidden);
    if (hidden) element.remove();
    element = next;
  }
}

/** The element after `element` in document order within `root`, its own subtree skipped when `skip`. */
function nextElementAfter(element: DomElement, root: DomElement, skip: boolean): DomElement | null {
  if (!skip && element.firstElementChild) return element.firstElementChild;
  for (let at: DomElement | null = element; at && at !== root; at = at.parentElement) {
    if (at.nextElementSibling) return at.nextElementSibling;
  }
  return null;
}

/** A fresh parse of the page, pruned as the first one was before Readability and findMainText saw it. */
function prunedReparse(reparse: () => DomDocument): DomDocument {
  const fresh = reparse();
  if (fresh.body) pruneBoilerplate(fresh.body);
  return fresh;
}

const SPARING_IMAGE_STEPS = sparingImageSteps(READABILITY_FAST_PATHS._cleanConditionally as (this: object, root: DomElement, tag: string) => void);

function newReader(document: DomDocument): Readability<DomElement> {
  const reader = new Readability<DomElement>(document as never, {
    keepClasses: true,
    serializer: (node) => node as unknown as DomElement,
  });
  Object.assign(reader, READABILITY_FAST_PATHS, readabilityBackports(), SPARING_IMAGE_STEPS, CONTENT_BUTTONS);
  return reader;
}

/** Thrown through Readability to abandon a run; not an Error, whose stack trace would cost a page under 2 KB ~1 %. */
class RetryNeeded {}
const NO_COPY = "\u0000page-copy-not-taken\u0000";

/**
 * Readability serialises the whole body (`page.innerHTML`) before every extraction, to put it
 * back if the first attempt finds under 500 characters and it retries with looser rules. Most
 * pages never retry, and on linkedom that serialisation is a tenth of the pipeline's time. So
 * the body answers a placeholder instead; if Readability does put it back, the run is abandoned
 * and readMainContent starts over on a fresh parse the unpatched way, with the same result.
 */
function withoutPageCopy<T>(body: DomElement | null, run: () => T): T {
  if (!body) return run();
  Object.defineProperty(body, "innerHTML", {
    configurable: true,
    get: () => NO_COPY,
    set: () => {
      throw new RetryNeeded();
    },
  });
  try {
    return run();
  } finally {
    delete (body as { innerHTML?: string }).innerHTML;
  }
}

function bodyWithoutChrome(document: DomDocument): DomElement {
  const body = document.body ?? document.createElement("div");
  const chrome = body.querySelectorAll(PAGE_CHROME);
  for (let i = 0; i < chrome.length; i++) chrome[i]?.remove();
  return body;
}
