import TurndownService from "turndown";
import { strikethrough, taskListItems } from "turndown-plugin-gfm";
import type { DomElement } from "./dom";
import { headingRule, listItemRule, REMOVED_ELEMENTS } from "./rules/block.rules";
import { codeBlockRule } from "./rules/code-block.rule";
import { imageRule } from "./rules/image.rule";
import { linkRule } from "./rules/link.rule";
import { tableRules } from "./rules/table.rule";

/**
 * Converts a DOM subtree to GitHub-flavoured Markdown, with links and images made absolute
 * against `baseUrl`. The root must be a linkedom node: turndown's browser build (the one workerd
 * loads) cannot parse strings without a global DOMParser.
 */
export function domToMarkdown(root: DomElement, baseUrl: string): string {
  // turndown deep-clones its input before collapsing whitespace in it. Our roots are subtrees
  // nothing reads afterwards (the extracted article, the selector container), so let it work
  // in place: on linkedom the copy costs about as much as the conversion.
  Object.defineProperty(root, "cloneNode", { value: () => root, configurable: true });
  try {
    return createConverter(baseUrl).turndown(root as unknown as TurndownService.Node);
  } finally {
    delete (root as { cloneNode?: unknown }).cloneNode;
  }
}

function createConverter(baseUrl: string): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    hr: "---",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
    emDelimiter: "*",
    strongDelimiter: "**",
    linkStyle: "inlined",
  });
  service.use([strikethrough, taskListItems]);
  service.remove(REMOVED_ELEMENTS as unknown as TurndownService.Filter);
  // addRule puts a rule ahead of turndown's own, so these win over the defaults.
  for (const [key, rule] of Object.entries(tableRules())) service.addRule(key, rule);
  service.addRule("heading", headingRule);
  service.addRule("listItem", listItemRule);
  service.addRule("codeBlock", codeBlockRule);
  service.addRule("link", linkRule(baseUrl));
  service.addRule("image", imageRule(baseUrl));
  return service;
}
