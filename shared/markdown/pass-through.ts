import { estimateTokens } from "./estimate-tokens";
import type { MarkdownResult } from "./markdown-result";

const PASS_THROUGH_TYPES = /^\s*text\/(?:plain|markdown|x-markdown)\s*(?:;|$)/i;

/** An HTML document by its first tag (`<!doctype html`, `<html`, `<head`, `<body`), whatever it was served as. */
const HTML_DOCUMENT = /^\uFEFF?\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)[\s>]/i;

export function looksLikeHtml(body: string): boolean {
  return HTML_DOCUMENT.test(body.slice(0, 4096));
}

/**
 * True for bodies that are already plain text or Markdown and need no conversion. A body served
 * as text but opening as an HTML document is converted like any page (a misconfigured server
 * should not hand an agent raw tags as "Markdown").
 */
export function isPassThroughType(contentType: string | null | undefined, body = ""): boolean {
  return !!contentType && PASS_THROUGH_TYPES.test(contentType) && !looksLikeHtml(body);
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
