import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import TurndownService from "turndown";

/**
 * The reference "Readability.js + Turndown" pipeline, with no extras: linkedom parse,
 * Readability's HTML string, parsed again, Turndown with default options.
 */
export function baselineHtmlToMarkdown(html: string): string {
  const { document } = parseHTML(html);
  const article = new Readability(document).parse();
  if (!article?.content) return "";
  const { document: fragment } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
  return new TurndownService().turndown(fragment.body);
}
