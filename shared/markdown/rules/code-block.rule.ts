import type TurndownService from "turndown";
import { codeLanguage } from "../code-language";
import { type DomElement, type DomNode, isElement, TEXT_NODE } from "../dom";

/**
 * `<pre>` becomes a fenced block tagged with its language. We read the text ourselves rather than
 * take turndown's `pre > code` path, because highlighters split lines into `<div>`s or `<br>`s and
 * put line numbers in gutters, which plain `textContent` would glue into the code.
 */
export const codeBlockRule: TurndownService.Rule = {
  filter: (node) => node.nodeName === "PRE",
  replacement: (_content, node) => {
    const pre = node as unknown as DomElement;
    const code = trimBlankLines(codeText(pre, []).join(""));
    if (!code.trim()) return "";
    const fence = fenceFor(code);
    return `\n\n${fence}${codeLanguage(pre) ?? ""}\n${code}\n${fence}\n\n`;
  },
};

const LINE_BLOCKS = new Set(["DIV", "P", "LI", "TR"]);
const GUTTER = /(?:^|[\s_-])(?:gutter|line-?numbers?|lineno|linenos|ln-num)(?:$|[\s_-])/i;

function codeText(node: DomNode, out: string[]): string[] {
  const children = node.childNodes;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (!child) continue;
    if (child.nodeType === TEXT_NODE) {
      out.push(child.nodeValue ?? "");
    } else if (isElement(child)) {
      if (child.nodeName === "BR") {
        out.push("\n");
        continue;
      }
      if (GUTTER.test(child.getAttribute("class") ?? "")) continue;
      codeText(child, out);
      if (LINE_BLOCKS.has(child.nodeName) && !out[out.length - 1]?.endsWith("\n")) out.push("\n");
    }
  }
  return out;
}

function trimBlankLines(code: string): string {
  return code.replace(/^(?:[ \t]*\n)+/, "").replace(/\s+$/, "");
}

/** A fence longer than any backtick run at a line start inside the code, so the code cannot close it. */
function fenceFor(code: string): string {
  let longest = 0;
  for (const [run] of code.matchAll(/^[ \t]*(`{3,})/gm)) longest = Math.max(longest, run.trim().length);
  return "`".repeat(Math.max(3, longest + 1));
}
