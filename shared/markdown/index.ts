/**
 * HTML → Markdown pipeline of the Markdown gateway (pure functions; fetching lives in the worker).
 *
 * @example
 * const html = decodeBody(new Uint8Array(await res.arrayBuffer()), res.headers.get("content-type"));
 * const { markdown, tokens } = htmlToMarkdown(html, { url, contentType: res.headers.get("content-type") ?? undefined });
 */
export { decodeBody } from "./decode-body";
export { estimateTokens } from "./estimate-tokens";
export { htmlToMarkdown } from "./html-to-markdown";
export type { MarkdownOptions, MarkdownResult } from "./markdown-result";
export { isPassThroughType, passThrough } from "./pass-through";
