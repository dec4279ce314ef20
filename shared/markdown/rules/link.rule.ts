import type TurndownService from "turndown";
import type { DomElement } from "../dom";
import { absoluteUrl } from "../resolve-url";

/**
 * Links resolve against the document's base URL. Links a reader cannot follow (`javascript:`,
 * malformed, no href) keep their text and lose the link; empty links disappear.
 */
export function linkRule(baseUrl: string): TurndownService.Rule {
  return {
    filter: (node) => node.nodeName === "A",
    replacement: (content, node) => {
      const text = content.trim();
      if (!text) return "";
      const href = absoluteUrl((node as unknown as DomElement).getAttribute("href"), baseUrl);
      if (!href) return content;
      // A link label cannot span paragraphs; card-style links wrap headings and blocks.
      const label = text.replace(/\s*\n+\s*/g, " ");
      return `[${label}](${escapeDestination(href)})`;
    },
  };
}

/** Parentheses in a URL would end the Markdown destination early. */
export function escapeDestination(url: string): string {
  return url.replace(/[()]/g, (c) => (c === "(" ? "%28" : "%29"));
}
