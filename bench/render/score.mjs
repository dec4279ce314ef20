/**
 * Scoring for the render bench, on bench/md-quality/score.mjs's tokens (lowercase Unicode `\w+`)
 * and its Markdown-to-visible-text (markdownText).
 *
 * The headline is token P/R (multisets of tokens): the expected text of an OpenAPI page or an app
 * is a list of items in the source's order, while the page lays them out its own way (Swagger UI
 * puts method, path and summary in separate cells, Redoc a parameter's type between its name and
 * its description), so order-sensitive 4-token shingles would count every item boundary as a miss
 * even when a conversion is perfect. Shingle P/R (md-quality's, for the readability corpus) is
 * reported beside it: on README pages, where the expected text follows the page's own order, it
 * also catches text that is there but scrambled.
 */
import { parseHTML } from "linkedom";
import { f1, htmlText, markdownText, precisionRecall, tokens } from "../md-quality/score.mjs";

export { f1, markdownText, tokens };

/** Token multiset precision and recall of `predicted` against `truth`. */
export function tokenPrecisionRecall(truth, predicted) {
  const want = new Map();
  for (const t of tokens(truth)) want.set(t, (want.get(t) ?? 0) + 1);
  let tp = 0;
  let fp = 0;
  for (const t of tokens(predicted)) {
    const left = want.get(t) ?? 0;
    if (left > 0) {
      tp++;
      want.set(t, left - 1);
    } else fp++;
  }
  const fn = [...want.values()].reduce((a, b) => a + b, 0);
  if (tp === 0) return { precision: fp === 0 && fn === 0 ? 1 : 0, recall: fn === 0 ? 1 : 0, tp, fp, fn };
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), tp, fp, fn };
}

/** 4-token shingle precision and recall (md-quality's scorer). */
export const shinglePrecisionRecall = precisionRecall;

/** Both scores of a Markdown answer against the expected text. */
export function scoreMarkdown(expected, markdown) {
  const text = markdownText(markdown);
  const token = tokenPrecisionRecall(expected, text);
  const shingle = shinglePrecisionRecall(expected, text);
  return { token: { ...token, f1: f1(token.precision, token.recall) }, shingle: { ...shingle, f1: f1(shingle.precision, shingle.recall) } };
}

/** The visible text of a whole HTML document's body (scripts, styles, templates and noscript left out). */
export function documentText(html) {
  const { document } = parseHTML(html);
  return htmlText(document.body?.innerHTML ?? "");
}

/**
 * Share of expected lines found whole in `text` (as a run of tokens): a stricter check than token
 * recall that each item really is there, used by check-corpus.mjs.
 */
export function lineCoverage(expectedLines, text) {
  const hay = ` ${tokens(text).join(" ")} `;
  const lines = expectedLines.map((l) => tokens(l).join(" ")).filter(Boolean);
  const found = lines.filter((l) => hay.includes(` ${l} `)).length;
  return { found, total: lines.length, share: lines.length ? found / lines.length : 1 };
}

/** Mean precision and recall over pages, and the F1 of the two means (as md-quality reports). */
export function meanScores(scores) {
  const n = scores.length || 1;
  const precision = scores.reduce((s, x) => s + x.precision, 0) / n;
  const recall = scores.reduce((s, x) => s + x.recall, 0) / n;
  return { precision, recall, f1: f1(precision, recall), pages: scores.length };
}
