// Scoring as in public article-extraction benchmarks (e.g. scrapinghub's): lowercase `\w+`
// tokens (Unicode-aware), multisets of 4-token shingles, per-page precision and recall,
// both averaged over pages, F1 of the two means.
import { parseHTML } from "linkedom";

const TOKEN = /[\p{L}\p{N}_]+/gu;
const SHINGLE = 4;

export function tokens(text) {
  return text.toLowerCase().match(TOKEN) ?? [];
}

function shingles(text) {
  const t = tokens(text);
  const counts = new Map();
  for (let i = 0; i < Math.max(1, t.length - SHINGLE + 1); i++) {
    const s = t.slice(i, i + SHINGLE).join(" ");
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return counts;
}

export function precisionRecall(truth, predicted) {
  const a = shingles(truth);
  const b = shingles(predicted);
  let tp = 0, fp = 0, fn = 0;
  for (const [s, n] of b) {
    const m = a.get(s) ?? 0;
    tp += Math.min(n, m);
    fp += Math.max(0, n - m);
  }
  for (const [s, m] of a) fn += Math.max(0, m - (b.get(s) ?? 0));
  if (fp === 0 && fn === 0) return { precision: 1, recall: 1, tp, fp, fn };
  if (tp === 0) return { precision: 0, recall: 0, tp, fp, fn };
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), tp, fp, fn };
}

export function f1(p, r) {
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

const BLOCK = new Set("ADDRESS ARTICLE ASIDE BLOCKQUOTE BR CAPTION DD DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION TABLE TBODY TD TFOOT TH THEAD TR UL".split(" "));
const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);

/** Visible text of an HTML fragment (the ground truth), with block boundaries as spaces. */
export function htmlText(html) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const out = [];
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) out.push(child.nodeValue);
      else if (child.nodeType === 1 && !SKIP.has(child.nodeName)) {
        const block = BLOCK.has(child.nodeName);
        if (block) out.push(" ");
        walk(child);
        if (block) out.push(" ");
      }
    }
  };
  walk(document.body);
  return out.join("");
}

/**
 * Visible text of Markdown output: front matter, link targets, images, code fences, table rules,
 * ordered-list numbers and footnote definitions' labels (`[^12]: `, which GFM renders as the
 * numbers of a list: rendering, not text in HTML) and emphasis/escape characters removed.
 * Math written as TeX (`$…$`, `$$…$$`, pandoc's rules: no space inside the delimiters, no digit
 * after the closing one, so "$5 and $10" is not math) is removed like an image: both references
 * have formulas as images or MathML (no text in htmlText) or leave them out (extraction-eval's
 * snippets), so a formula's TeX is neither a snippet nor boilerplate.
 * With `dropTitle`, a leading `# <title>` line is removed too: the ground truth has no title.
 */
export function markdownText(markdown, { dropTitle = null } = {}) {
  let md = markdown.replace(/^---\n[\s\S]*?\n---\n/, "");
  if (dropTitle) {
    const lines = md.replace(/^\s+/, "").split("\n");
    if (lines[0]?.startsWith("# ")) lines.shift();
    md = lines.join("\n");
  }
  // Code blocks are literal text: only their fence lines are syntax.
  return md
    .split(/^[ \t>]*(?:`{3,}|~{3,}).*$/m)
    .map((part, i) => (i % 2 ? part : inlineText(part)))
    .join(" ");
}

function inlineText(md) {
  return md
    .replace(/(?<![\\$])\$\$[^$]+?\$\$/g, " ") // display math
    .replace(/(?<![\\$])\$(?=\S)[^$\n]*?[^\s\\]\$(?![\d$])/g, " ") // inline math
    .replace(/!\[(?:\\.|[^\]\\])*\]\((?:\\.|[^)\\])*\)/g, " ") // images
    .replace(/(?<!\\)\[((?:\\.|[^\]\\])*)\]\((?:\\.|[^)\\])*\)/g, "$1") // links keep their label (an escaped "\[" opens none)
    .replace(/^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*$/gm, " ") // table separator rows
    .replace(/^([ \t]*(?:>[ \t]*)*)\d+\.[ \t]+/gm, "$1") // ordered-list numbers
    .replace(/^[ \t]*\[\^[^\]\s]+\]:[ \t]*/gm, "") // footnote definitions' labels, numbered as a list when rendered
    .replace(/(?<![\\\w])_+(?=\S)|(?<=[^\s\\])_+(?!\w)/g, "") // _emphasis_ delimiters
    .replace(/(?<!\\)\*+/g, "") // *emphasis* delimiters and bullets: H*ij* renders as "Hij"
    .replace(/\\([\\`*_{}[\]()#+\-.!|~<>=])/g, "$1"); // backslash escapes
}

const collapse = (text) => text.replace(/\s+/g, " ").trim();

/**
 * trafilatura's `count_item` (tests/eval_common.py): in the whitespace-collapsed text, each
 * `with` snippet found is a true positive, each one missing a false negative, each `without`
 * snippet found a false positive. Case-sensitive substring matching, counts pooled by the caller.
 * The text scored is what a reader sees in the Markdown (markdownText, title line included).
 */
export function snippetCounts(text, page) {
  const seen = collapse(text);
  const tp = page.with.filter((s) => seen.includes(collapse(s))).length;
  const fp = page.without.filter((s) => seen.includes(collapse(s))).length;
  return { tp, fp, fn: page.with.length - tp };
}

/** Pooled precision, recall and F1 of snippet counts. */
export function pooled(counts) {
  const tp = counts.reduce((s, c) => s + c.tp, 0);
  const fp = counts.reduce((s, c) => s + c.fp, 0);
  const fn = counts.reduce((s, c) => s + c.fn, 0);
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  return { tp, fp, fn, precision, recall, f1: f1(precision, recall) };
}
