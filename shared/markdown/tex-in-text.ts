import { type DomElement, type DomNode, TEXT_NODE } from "./dom";

/**
 * TeX a page leaves in its text for MathJax or KaTeX to typeset in the browser (Jupyter notebooks,
 * Stack Exchange's math sites, blogs): `$$…$$`, `\[…\]`, `\(…\)`, and `$…$` where the page's
 * configuration turns single dollars on. Written as text, its backslashes and underscores were
 * escaped (`\\frac`, `x\_i`), which is no longer TeX. At parse time (parse-document.ts) each
 * formula becomes a `<math>` holding its TeX, as MathJax v2's script math does (strip-inert-markup.ts),
 * so the writer puts it out as `$…$` or `$$…$$`. A page that loads no typesetter keeps its text:
 * its "$5 and $10" are prices.
 *
 * @returns the formulas' pattern for this page, or null when it typesets no TeX.
 */
export function texDelimiters(html: string): RegExp | null {
  if (!LOADS_TYPESETTER.test(html)) return null;
  return SINGLE_DOLLAR_CONFIG.test(html) ? WITH_SINGLE_DOLLARS : WITHOUT_SINGLE_DOLLARS;
}

const LOADS_TYPESETTER = /<script\b[^>]*(?:\bsrc\s*=\s*["']?[^"'>\s]*(?:mathjax|katex)|text\/x-mathjax-config)|\bwindow\.MathJax\s*=|\brenderMathInElement\s*\(/i;
/** `inlineMath: [['$','$'], …]` (MathJax 2 and 3), `{left: "$", right: "$"}` (KaTeX's auto-render). */
const SINGLE_DOLLAR_CONFIG = /inlineMath\W{0,12}["']\$["']|left\s*:\s*["']\$["']/;
/** Display first (`$$`), then `\[ \]` and `\( \)`; groups: display TeX, display TeX, inline TeX. */
const DELIMITED = String.raw`\$\$([^$]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)`;
/** A single-dollar formula neither starts nor ends with a space (Pandoc's rule), so "$5 and $10" is not one. */
const WITHOUT_SINGLE_DOLLARS = new RegExp(DELIMITED, "g");
const WITH_SINGLE_DOLLARS = new RegExp(String.raw`${DELIMITED}|\$(?=\S)((?:\\\$|[^$])+?)(?<=\S)\$(?!\d)`, "g");

/** Where typesetters leave text alone: the head, scripts (JSON-LD), code, form fields, formulas already marked up, MathJax's ignore classes. */
const TEX_IGNORED = "head, script, style, pre, code, kbd, samp, textarea, math, .tex2jax_ignore, .mathjax_ignore";

/** Turns the formulas in the element's own text nodes into `<math>` elements holding their TeX. */
export function markTexInText(element: DomElement, formulas: RegExp): void {
  let ignored: boolean | undefined;
  for (let child = element.firstChild; child; child = child.nextSibling) {
    const text = child.nodeType === TEXT_NODE ? (child.nodeValue ?? "") : "";
    if (!text.includes("$") && !text.includes("\\")) continue;
    ignored ??= element.closest(TEX_IGNORED) !== null;
    if (ignored) return;
    const parts = texParts(element, text, formulas);
    if (parts.length === 1 && parts[0]!.nodeType === TEXT_NODE) continue;
    const last = parts[parts.length - 1]!;
    for (const part of parts) element.insertBefore(part, child);
    child.remove();
    child = last;
  }
}

function texParts(element: DomElement, text: string, formulas: RegExp): DomNode[] {
  const document = element.ownerDocument;
  const parts: DomNode[] = [];
  let at = 0;
  formulas.lastIndex = 0;
  for (let match = formulas.exec(text); match; match = formulas.exec(text)) {
    const tex = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? "").trim();
    if (!tex) continue;
    if (match.index > at) parts.push(document.createTextNode(text.slice(at, match.index)));
    const math = document.createElement("math");
    if (match[1] !== undefined || match[2] !== undefined) math.setAttribute("display", "block");
    const annotation = math.appendChild(document.createElement("annotation"));
    annotation.setAttribute("encoding", "application/x-tex");
    annotation.appendChild(document.createTextNode(tex));
    parts.push(math);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
  return parts;
}
