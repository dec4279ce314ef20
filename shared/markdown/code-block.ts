import { codeLanguage } from "./code-language";
import { type DomElement, type DomNode, isElement, TEXT_NODE } from "./dom";

/**
 * A `<pre>` as a fenced block tagged with its language. Highlighters split lines into `<div>`s
 * or `<br>`s and put line numbers in gutters, which plain `textContent` would glue into the code,
 * so the text is read element by element.
 */
export function fencedCodeBlock(pre: DomElement): string {
  const code = preText(pre);
  if (!code.trim()) return "";
  const fence = fenceFor(code);
  return `${fence}${codeLanguage(pre) ?? ""}\n${code}\n${fence}`;
}

/** The code of a `<pre>`, without leading blank lines and trailing whitespace. */
export function preText(pre: DomElement): string {
  return codeText(pre, []).join("").replace(/^(?:[ \t]*\n)+/, "").replace(/\s+$/, "");
}

/** Inline code span whose delimiter is longer than any backtick run inside. */
export function codeSpan(text: string): string {
  const code = text.replace(/\r?\n|\r/g, " ");
  if (!code.trim()) return "";
  let delimiter = "`";
  while (code.includes(delimiter)) delimiter += "`";
  const pad = code.startsWith("`") || code.endsWith("`") ? " " : "";
  return `${delimiter}${pad}${code}${pad}${delimiter}`;
}

const LINE_BLOCKS = new Set(["DIV", "P", "LI", "TR"]);
const GUTTER = /(?:^|[\s_-])(?:gutter|line-?numbers?|lineno|linenos|ln-num)(?:$|[\s_-])|(?:^|\s)(?:ln|lnt|linenodiv)(?:$|\s)/i;
const ONLY_NUMBERS = /^[\d\s]+$/;
/** How far above a `<pre>` a gutter's name may stand (Pygments: `td.linenos > div.linenodiv > pre`). */
const GUTTER_LEVELS = 3;

/**
 * A `<pre>` of line numbers only, beside the code rather than in it: a highlighter's gutter column
 * (Pygments' `highlighttable`), named as one on the `<pre>` or on a box around it.
 */
export function isLineNumberGutter(pre: DomElement): boolean {
  if (!ONLY_NUMBERS.test(pre.textContent ?? "")) return false;
  let box: DomElement | null = pre;
  for (let level = 0; box && level <= GUTTER_LEVELS; level++, box = box.parentElement) {
    if (GUTTER.test(box.getAttribute("class") ?? "")) return true;
  }
  return false;
}

function codeText(node: DomNode, out: string[]): string[] {
  for (let child = node.firstChild; child; child = child.nextSibling) {
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

/** A fence longer than any backtick run at a line start inside the code, so the code cannot close it. */
function fenceFor(code: string): string {
  let longest = 0;
  for (const [run] of code.matchAll(/^[ \t]*(`{3,})/gm)) longest = Math.max(longest, run.trim().length);
  return "`".repeat(Math.max(3, longest + 1));
}
