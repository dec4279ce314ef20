// Extraction quality of our pipeline vs. plain Readability.js + Turndown, both inside workerd, on
// two corpora: mozilla/readability's test pages (ground truth = Readability's own output, shingle
// P/R per page) and trafilatura's human-labelled extraction-eval set (pooled snippet TP/FP/FN),
// split into halves by page number: rules are tuned on the even half only, the odd half checks
// that they generalise.
// Usage: node bench/md-quality/run.mjs [--write] [--jobs N] [--cached-baseline] [--corpus readability|eval]
//          [--half even|odd] [--worst N] [page-name-or-number-prefix ...]
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { corpusPages, EVAL_CORPUS, evalPages, readCorpusFile, readEvalPage, startPool } from "./workerd-harness.mjs";
import { f1, htmlText, markdownText, pooled, precisionRecall, snippetCounts } from "./score.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const write = flag("--write");
const jobs = Number(option("--jobs", "2"));
const cachedBaseline = flag("--cached-baseline");
const corpusOnly = option("--corpus", null);
const halfOnly = option("--half", null);
const worstN = Number(option("--worst", "0"));
const valued = new Set(["--jobs", "--corpus", "--half", "--worst"]);
const only = args.filter((a, i) => !a.startsWith("--") && !valued.has(args[i - 1]));
const half = (page) => (page.number % 2 === 0 ? "even" : "odd");

const readabilityPages = corpusOnly === "eval" ? [] : corpusPages(only.length ? only : null);
const extractionPages = corpusOnly === "readability" ? [] : evalPages(only.length ? only : null).filter((p) => !halfOnly || half(p) === halfOnly);

/** One conversion job per page: readability pages as UTF-8 text, eval pages as bytes. */
const jobsOf = () => [
  ...readabilityPages.map((page) => ({ key: `readability/${page}`, body: readCorpusFile(page, "source.html"), utf8: true })),
  ...extractionPages.map((page) => ({ key: `eval/${page.file}`, body: readEvalPage(page.file), utf8: false })),
];

async function convertAll(entry, items) {
  const pool = await startPool(entry, jobs);
  try {
    return Object.fromEntries(await pool.map(items, async (worker, item) => {
      const res = await worker.fetch(`/convert${item.utf8 ? "?utf8=1" : ""}`, { method: "POST", body: item.body });
      const body = await res.text();
      if (!res.ok) {
        console.error(`${entry} ${item.key}: ${res.status} ${body.slice(0, 300)}`);
        return [item.key, { markdown: "", title: null }];
      }
      return [item.key, JSON.parse(body)];
    }));
  } finally {
    await pool.dispose();
  }
}

/**
 * The baseline's outputs are cached in .cache/, keyed by a hash of the corpora, the baseline's
 * code and the versions of Readability, Turndown and linkedom: `--cached-baseline` reuses them
 * while rules are tuned. Without it both pipelines run (the figures to report).
 */
function baselineKey(items) {
  const hash = createHash("sha256");
  for (const file of ["baseline-pipeline.ts", "baseline.worker.ts", "bench-handler.ts"]) hash.update(readFileSync(join(here, file)));
  for (const pkg of ["@mozilla/readability", "turndown", "linkedom"]) {
    hash.update(readFileSync(join(here, "../../node_modules", pkg, "package.json")));
  }
  for (const item of items) hash.update(item.key).update(item.body);
  return hash.digest("hex").slice(0, 16);
}

const t0 = performance.now();
const items = jobsOf();
const ours = await convertAll("ours.worker.ts", items);
const oursMs = performance.now() - t0;
const cacheFile = join(here, ".cache", `baseline-${baselineKey(items)}.json`);
let baseline;
const baselineFromCache = cachedBaseline && existsSync(cacheFile);
if (baselineFromCache) {
  baseline = JSON.parse(readFileSync(cacheFile, "utf8"));
} else {
  baseline = await convertAll("baseline.worker.ts", items);
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(baseline));
}
const outputs = { ours, baseline };
const names = { ours: "ours (htmlToMarkdown)", baseline: "Readability.js + Turndown" };

// --- readability corpus: per-page shingle P/R against Readability's expected.html, averaged.
const readabilityRows = readabilityPages.map((page) => {
  const truth = htmlText(readCorpusFile(page, "expected.html"));
  const row = { page };
  for (const name of Object.keys(outputs)) {
    const out = outputs[name][`readability/${page}`];
    // Scored without the `# Title` line (the ground truth has no title); also with it, for reference.
    row[name] = precisionRecall(truth, markdownText(out.markdown, { dropTitle: out.title ?? null }));
    row[`${name}WithTitle`] = precisionRecall(truth, markdownText(out.markdown));
  }
  return row;
});
const meanOf = (rows, key) => {
  const p = rows.reduce((s, r) => s + r[key].precision, 0) / rows.length;
  const r = rows.reduce((s, row) => s + row[key].recall, 0) / rows.length;
  return { precision: p, recall: r, f1: f1(p, r) };
};

// --- extraction-eval: pooled snippet counts on the text a reader sees (title line included).
const evalRows = extractionPages.map((page) => {
  const row = { page };
  for (const name of Object.keys(outputs)) row[name] = snippetCounts(markdownText(outputs[name][`eval/${page.file}`].markdown), page);
  return row;
});

const fmt = (x) => x.toFixed(3);
const fmt4 = (x) => x.toFixed(4);
const summaryLines = ["| corpus | pages | pipeline | precision | recall | F1 | TP / FP / FN |", "|---|---|---|---|---|---|---|"];
if (readabilityRows.length) {
  for (const name of Object.keys(outputs)) {
    const s = meanOf(readabilityRows, name);
    summaryLines.push(`| readability (mean per page, shingles) | ${readabilityRows.length} | ${names[name]} | ${fmt(s.precision)} | ${fmt(s.recall)} | **${fmt4(s.f1)}** | |`);
  }
}
const evalSummary = {};
for (const slice of ["even", "odd", "all"]) {
  const rows = evalRows.filter((r) => slice === "all" || half(r.page) === slice);
  if (!rows.length) continue;
  for (const name of Object.keys(outputs)) {
    const s = pooled(rows.map((r) => r[name]));
    (evalSummary[slice] ??= {})[name] = s;
    const label = slice === "all" ? "extraction-eval, all" : `extraction-eval, ${slice} half${slice === "even" ? " (tuning)" : " (held out)"}`;
    summaryLines.push(`| ${label} | ${rows.length} | ${names[name]} | ${fmt(s.precision)} | ${fmt(s.recall)} | **${fmt4(s.f1)}** | ${s.tp} / ${s.fp} / ${s.fn} |`);
  }
}
const summaryTable = summaryLines.join("\n");
console.log(summaryTable);
console.log(`\n${items.length} pages, ${jobs} workerd processes; ours converted in ${(oursMs / 1000).toFixed(1)} s; baseline ${baselineFromCache ? "from cache" : "converted in this run"} (${cacheFile.split("/").pop()}).`);

// The pages that cost most (ours), to inspect with diff-page.mjs: FP + FN per page.
const worst = (slice, n) =>
  evalRows
    .filter((r) => half(r.page) === slice && r.ours.fp + r.ours.fn > 0)
    .sort((a, b) => b.ours.fp + b.ours.fn - (a.ours.fp + a.ours.fn))
    .slice(0, n)
    .map((r) => `${r.page.file} fp=${r.ours.fp} fn=${r.ours.fn} (baseline fp=${r.baseline.fp} fn=${r.baseline.fn})`);
if (worstN) console.log(`\nWorst even-half pages (ours):\n${worst("even", worstN).join("\n")}`);

const readabilityWorse = readabilityRows.filter((r) => f1(r.ours.precision, r.ours.recall) < f1(r.baseline.precision, r.baseline.recall) - 0.005);
if (readabilityRows.length) console.log(`\nReadability pages where ours is >0.005 F1 below baseline: ${readabilityWorse.map((r) => r.page).join(", ") || "none"}`);

if (write) {
  const perPage = [
    "| page | ours P | ours R | ours F1 | baseline P | baseline R | baseline F1 |",
    "|---|---|---|---|---|---|---|",
    ...readabilityRows.map((r) => `| ${r.page} | ${fmt(r.ours.precision)} | ${fmt(r.ours.recall)} | ${fmt(f1(r.ours.precision, r.ours.recall))} | ${fmt(r.baseline.precision)} | ${fmt(r.baseline.recall)} | ${fmt(f1(r.baseline.precision, r.baseline.recall))} |`),
  ].join("\n");
  const date = new Date().toISOString().slice(0, 10);
  const text = readFileSync(join(here, "RESULTS.template.md"), "utf8")
    .replace("{{date}}", date)
    .replace("{{summary}}", summaryTable)
    .replace("{{readabilityWorse}}", readabilityWorse.map((r) => r.page).join(", ") || "none")
    .replace("{{worstEven}}", worst("even", 15).map((l) => `- ${l}`).join("\n"))
    .replace("{{worstOdd}}", worst("odd", 15).map((l) => `- ${l}`).join("\n"))
    .replace("{{perPage}}", perPage)
    .replace("{{evalSource}}", EVAL_CORPUS.split("/").slice(-3).join("/"));
  writeFileSync(join(here, "RESULTS.md"), text);
}
