import { estimateTokens } from "./estimate-tokens";
import type { MarkdownResult } from "./markdown-result";

const PASS_THROUGH_TYPES = /^\s*text\/(?:plain|markdown|x-markdown)\s*(?:;|$)/i;

/** True for bodies that are already plain text or Markdown and need no conversion. */
export function isPassThroughType(contentType: string | null | undefined): boolean {
  return !!contentType && PASS_THROUGH_TYPES.test(contentType);
}

/**
 * Returns text/plain and text/markdown bodies unchanged (line endings normalised). A Markdown
 * body's first `# ` heading is reported as its title; plain text has none.
 */
export function passThrough(text: string, contentType: string | null | undefined): MarkdownResult {
  const body = text.replace(/\r\n?/g, "\n");
  const isMarkdown = /markdown/i.test(contentType ?? "");
  const title = isMarkdown ? (body.match(/^#[ \t]+(.+?)[ \t#]*$/m)?.[1] ?? null) : null;
  return { title, markdown: body, content: body, published: null, byline: null, lang: null, tokens: estimateTokens(body) };
}
