// Analysis aid for tuning on extraction-eval: converts the pages of one half with our pipeline (in
// Node, same bundle conditions as workerd; the reported figures come from run.mjs) and prints, per
// page, the `without` snippets that leaked (FP) and the `with` snippets lost (FN), then the pooled
// P/R/F1. Tune on the even half only.
// Usage: node bench/md-quality/misses.mjs [--half even|odd] [--fp|--fn] [--dump DIR] [--quiet] [page-prefix ...]
//        node bench/md-quality/misses.mjs --readability: mean shingle F1 on the readability corpus, worst pages first.
//   --dump DIR writes each page's Markdown to DIR/<page>.md for reading.
import { build } from "esbuild";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { evalPages, readEvalPage } from "./workerd-harness.mjs";
import { corpusPages, readCorpusFile } from "./workerd-harness.mjs";
import { f1, htmlText, markdownText, pooled, precisionRecall, snippetCounts } from "./score.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const halfWanted = option("--half", "even");
const dump = option("--dump", null);
const quiet = args.includes("--quiet");
const show = args.includes("--fp") ? "fp" : args.includes("--fn") ? "fn" : "both";
const valued = new Set(["--half", "--dump"]);
const only = args.filter((a, i) => !a.startsWith("--") && !valued.has(args[i - 1]));

const bundle = join(here, ".cache", "misses-bundle.mjs");
mkdirSync(dirname(bundle), { recursive: true });
await build({
  stdin: {
    contents: `export { htmlToMarkdown, decodeBody } from "@shared/markdown";`,
    resolveDir: here,
  },
  alias: { "@shared": join(here, "../../shared") },
  bundle: true,
  format: "esm",
  platform: "browser",
  conditions: ["workerd", "worker", "browser"],
  outfile: bundle,
  logLevel: "error",
});
const { htmlToMarkdown, decodeBody } = await import(`${bundle}?${Date.now()}`);
if (dump) mkdirSync(dump, { recursive: true });

if (args.includes("--readability")) {
  const rows = corpusPages(null).map((page) => {
    const out = htmlToMarkdown(readCorpusFile(page, "source.html"), { url: "http://fakehost/test/page.html" });
    const pr = precisionRecall(htmlText(readCorpusFile(page, "expected.html")), markdownText(out.markdown, { dropTitle: out.title ?? null }));
    return { page, ...pr, f1: f1(pr.precision, pr.recall) };
  });
  for (const r of [...rows].sort((a, b) => a.f1 - b.f1).slice(0, 15)) console.log(`${r.page} P ${r.precision.toFixed(3)} R ${r.recall.toFixed(3)} F1 ${r.f1.toFixed(3)}`);
  const p = rows.reduce((s, r) => s + r.precision, 0) / rows.length;
  const r = rows.reduce((s, row) => s + row.recall, 0) / rows.length;
  console.log(`readability corpus, ${rows.length} pages: P ${p.toFixed(3)} R ${r.toFixed(3)} F1 ${f1(p, r).toFixed(4)} (${f1(p, r).toFixed(6)})`);
  process.exit(0);
}

const collapse = (text) => text.replace(/\s+/g, " ").trim();
const pages = evalPages(only.length ? only : null).filter((p) => (p.number % 2 === 0 ? "even" : "odd") === halfWanted);
const counts = [];
for (const page of pages) {
  let markdown = "";
  try {
    markdown = htmlToMarkdown(decodeBody(new Uint8Array(readEvalPage(page.file)), null), { url: "http://fakehost/test/page.html" }).markdown;
  } catch (error) {
    console.error(`${page.file}: ${error}`);
  }
  if (dump) writeFileSync(join(dump, `${page.file}.md`), markdown);
  const seen = collapse(markdownText(markdown));
  const leaked = page.without.filter((s) => seen.includes(collapse(s)));
  const lost = page.with.filter((s) => !seen.includes(collapse(s)));
  counts.push(snippetCounts(markdownText(markdown), page));
  if (quiet || (!leaked.length && !lost.length)) continue;
  const lines = [];
  if (show !== "fn") for (const s of leaked) lines.push(`  FP ${JSON.stringify(collapse(s).slice(0, 160))}`);
  if (show !== "fp") for (const s of lost) lines.push(`  FN ${JSON.stringify(collapse(s).slice(0, 160))}`);
  if (lines.length) console.log(`${page.file}\n${lines.join("\n")}`);
}
const s = pooled(counts);
console.log(`\n${halfWanted} half, ${pages.length} pages: P ${s.precision.toFixed(3)} R ${s.recall.toFixed(3)} F1 ${s.f1.toFixed(4)} (TP ${s.tp} / FP ${s.fp} / FN ${s.fn})`);
