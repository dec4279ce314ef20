import { ApiError } from "../errors";
import { estimateTokens } from "./estimate-tokens";
import { extractMainContent, type ExtractedContent } from "./extract-main-content";
import { frontMatter } from "./front-matter";
import { statedHeadlines } from "./headline";
import { domToMarkdown, escapeText } from "./markdown-writer";
import type { MarkdownOptions, MarkdownResult } from "./markdown-result";
import { authorName, type PageMetadata, pageTags, readPageMetadata } from "./page-metadata";
import { parseDocument } from "./parse-document";
import { isPassThroughType, passThrough } from "./pass-through";
import { absoluteUrl, documentBaseUrl } from "./resolve-url";
import { selectContent } from "./select-content";
import { preferStatedBody } from "./stated-body";
import { collapseWhitespace } from "./text-length";

/**
 * Converts an HTML page to Markdown: the main content (or the `selector` matches) under a
 * `# Title` heading (`content`), and the same preceded by YAML front matter with what the page
 * states about itself: title, source URL, publication time, author, language, canonical URL
 * (`markdown`). Metadata never goes into `content`.
 * Pure: no fetching. text/plain and text/markdown bodies pass through.
 *
 * @example htmlToMarkdown(html, { url: "https://example.com/post" }).markdown
 * @throws ApiError invalid_request for an invalid selector or page URL.
 */
export function htmlToMarkdown(html: string, options: MarkdownOptions): MarkdownResult {
  if (isPassThroughType(options.contentType, html)) return passThrough(html, options.contentType);
  assertUrl(options.url);

  const document = parseDocument(html);
  // Read before extraction, which takes the document apart.
  const documentTitle = document.title;
  const tags = pageTags(document);
  const baseUrl = documentBaseUrl(document, options.url, tags.get("base"));
  // Before extraction: Readability removes the <script> blocks that carry JSON-LD.
  const metadata = readPageMetadata(document, tags);
  const selector = options.selector?.trim();
  const extracted: ExtractedContent = selector
    ? { root: selectContent(document, selector), title: null, byline: null, lang: null }
    : preferStatedBody(extractMainContent(document, () => parseDocument(html)), metadata.articleBody);

  const title = singleLine(siteNameAside(extracted.title, metadata, documentTitle) ?? metadata.title);
  const content = withTitleHeading(title, domToMarkdown(extracted.root, baseUrl), statedHeadlines(document));
  const byline = authorName(singleLine(extracted.byline ?? metadata.byline));
  const lang = metadata.lang ?? extracted.lang;
  const canonical = metadata.canonical ? absoluteUrl(metadata.canonical, baseUrl) : null;
  const header = frontMatter({ title, source: options.url, published: metadata.published, author: byline, language: lang, canonical });
  const markdown = header + content;
  return { title, markdown, content, published: metadata.published, byline, lang, canonical, tokens: estimateTokens(markdown) };
}

function assertUrl(url: string): void {
  try {
    new URL(url);
  } catch {
    throw new ApiError("invalid_request", "url must be an absolute URL.");
  }
}

/**
 * Readability's title, unless it took the site's name: JSON-LD that states the site as the
 * article's `name` and the story as its `headline`, with `<title>` "Story | Site" (so neither
 * matches `<title>` closely), makes Readability fall back to `name`. When `<title>` holds both as
 * parts, the headline is the story's title.
 */
function siteNameAside(readabilityTitle: string | null, metadata: PageMetadata, documentTitle: string): string | null {
  const { title: headline, nameBesideHeadline: name } = metadata;
  if (!readabilityTitle || !headline || !name || collapseWhitespace(readabilityTitle) !== collapseWhitespace(name)) return readabilityTitle;
  const parts = collapseWhitespace(documentTitle).split(TITLE_SEPARATOR);
  return parts.includes(collapseWhitespace(name)) && parts.includes(collapseWhitespace(headline)) ? headline : readabilityTitle;
}

const TITLE_SEPARATOR = / [|·»–—-] /;

function singleLine(text: string | null): string | null {
  return (text && collapseWhitespace(text)) || null;
}

/**
 * Puts `# Title` first; a leading h1/h2 that already says the title becomes that line. A body that
 * opens with the page's headline (level 1, see markHeadline) that the title only decorates ("Headline
 * | Site", see `decorates`) keeps the headline as that line; another stays under the title, at level 2.
 * When extraction dropped the headline (Readability removes a heading that repeats the title), a
 * page `<h1>` that the title decorates is the line instead of the decorated title.
 */
function withTitleHeading(title: string | null, body: string, pageHeadlines: readonly string[]): string {
  let trimmed = body.trim();
  const headline = trimmed.match(/^# (.*)(?:\n|$)/)?.[1];
  if (headline !== undefined) {
    if (!title || decorates(title, headline)) return `${trimmed}\n`;
    trimmed = `#${trimmed}`;
  }
  if (!title) return trimmed ? `${trimmed}\n` : "";
  const line = headlineDecoratedBy(title, pageHeadlines) ?? title;
  const opening = trimmed.match(/^#{1,2} (.*)(?:\n|$)/);
  if (opening?.[1] !== undefined && [title, line].some((said) => normalise(opening[1]!) === normalise(said))) trimmed = trimmed.slice(opening[0].length).trim();
  const heading = `# ${escapeText(line)}`;
  return trimmed ? `${heading}\n\n${trimmed}\n` : `${heading}\n`;
}

/** The longest of the page's h1s that `title` decorates without being it, if any. */
function headlineDecoratedBy(title: string, pageHeadlines: readonly string[]): string | null {
  let best: string | null = null;
  for (const candidate of pageHeadlines) {
    if (normalise(candidate) === normalise(title) || !decorates(title, candidate)) continue;
    if (!best || candidate.length > best.length) best = candidate;
  }
  return best;
}

/**
 * Whether the title is the headline with decoration ("Headline | Site"): it holds the headline, and
 * the headline is at least half of its words (a generic "Blog" is not the headline of "My post - Blog")
 * or the title's whole first part ("Array.prototype.map() - JavaScript | MDN").
 */
function decorates(title: string, headline: string): boolean {
  const plainTitle = normalise(title);
  const plainHeadline = normalise(headline);
  if (!plainHeadline || !plainTitle.includes(plainHeadline)) return false;
  const words = (text: string) => text.split(/[\s|:·–—-]+/).filter(Boolean).length;
  return words(plainHeadline) * 2 >= words(plainTitle) || (plainTitle.startsWith(plainHeadline) && FIRST_PART_SEPARATOR.test(plainTitle.slice(plainHeadline.length)));
}

/** What ends a title's first part: a spaced `|`, `-`, `–`, `—`, `·` or `»`. */
const FIRST_PART_SEPARATOR = /^ [|·»–—-] /;

/** A heading's or title's plain words: link labels without their targets, no emphasis, no escapes. */
function normalise(text: string): string {
  return text
    .replace(/\[((?:\\.|[^\]\\])*)\]\((?:\\.|[^)\\])*\)/g, "$1")
    .replace(/(?<!\\)[*_`]/g, "")
    .replace(/\\(.)/g, "$1")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}
