import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
export const plain = (html: string) => new Readability(parseHTML(html).document).parse();

function allWithTag(node: any, tagNames: string[]) {
  if (tagNames.length === 1) return node.getElementsByTagName(tagNames[0]);
  const wanted = new Set(tagNames.map((t) => t.toLowerCase()));
  const out: any[] = [];
  const walk = (el: any) => {
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (wanted.has(c.localName)) out.push(c);
      walk(c);
    }
  };
  walk(node);
  return out;
}
const HIDDEN = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
function visible(node: any) {
  const style = node.getAttribute("style");
  return (!style || !HIDDEN.test(style)) && !node.hasAttribute("hidden") &&
    (!node.hasAttribute("aria-hidden") || node.getAttribute("aria-hidden") != "true" || (node.className && node.className.includes && node.className.includes("fallback-image")));
}
export const tagOnly = (html: string) => { const r: any = new Readability(parseHTML(html).document); r._getAllNodesWithTag = allWithTag; return r.parse(); };
export const both = (html: string) => { const r: any = new Readability(parseHTML(html).document); r._getAllNodesWithTag = allWithTag; r._isProbablyVisible = visible; return r.parse(); };
