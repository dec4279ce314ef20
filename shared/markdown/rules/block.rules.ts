import type TurndownService from "turndown";
import type { DomElement } from "../dom";

/** ATX headings on one line: `<br>`s and block children inside a heading would break the `#` line. */
export const headingRule: TurndownService.Rule = {
  filter: ["h1", "h2", "h3", "h4", "h5", "h6"],
  replacement: (content, node) => {
    const text = content.replace(/\s*\n+\s*/g, " ").trim();
    if (!text) return "";
    const level = Number((node as unknown as DomElement).nodeName.charAt(1));
    return `\n\n${"#".repeat(level)} ${text}\n\n`;
  },
};

/**
 * List items with a one-space marker (`- item`, `1. item`) instead of turndown's three, which
 * saves tokens; continuation lines are indented to the marker's width so nesting still parses.
 */
export const listItemRule: TurndownService.Rule = {
  filter: "li",
  replacement: (content, node) => {
    const item = node as unknown as DomElement;
    const parent = item.parentElement;
    let marker = "- ";
    if (parent?.nodeName === "OL") {
      const start = Number(parent.getAttribute("start"));
      const index = Array.prototype.indexOf.call(parent.children, item) as number;
      marker = `${(Number.isFinite(start) && parent.hasAttribute("start") ? start : 1) + index}. `;
    }
    const endsWithParagraph = /\n$/.test(content);
    const body = content.replace(/^\n+/, "").replace(/\n+$/, "") + (endsWithParagraph ? "\n" : "");
    const indented = body.replace(/\n(?=.)/g, `\n${" ".repeat(marker.length)}`);
    return `${marker}${indented}${item.nextSibling ? "\n" : ""}`;
  },
};

/** Elements with no readable text, or controls whose text is UI chrome ("Submit", option lists). */
export const REMOVED_ELEMENTS = [
  "script", "style", "noscript", "template", "iframe", "object", "embed", "svg", "canvas",
  "button", "input", "select", "textarea", "option", "head", "title", "meta", "link", "dialog",
] as const;
