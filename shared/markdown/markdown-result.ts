/** What the pipeline returns for one page. */
export interface MarkdownResult {
  title: string | null;
  /** Front matter followed by `content`. */
  markdown: string;
  /** The body without front matter: `# Title` and the converted content. */
  content: string;
  /** ISO 8601 publication time the page states (JSON-LD, meta or `<time>`), else null. */
  published: string | null;
  byline?: string | null;
  lang?: string | null;
  /** The page's `<link rel=canonical>` (else `og:url`), absolute; null when it states none. */
  canonical?: string | null;
  /** Estimated LLM tokens of `markdown` (see estimateTokens). */
  tokens: number;
}

export interface MarkdownOptions {
  /** The page's URL: relative links and images resolve against it (or its `<base href>`). */
  url: string;
  /** CSS selector: convert only the matching elements instead of extracting the main content. */
  selector?: string;
  /** The response's Content-Type; text/plain and text/markdown pass through unconverted. */
  contentType?: string;
}
