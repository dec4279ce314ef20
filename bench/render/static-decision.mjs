// How often `auto` would render pages that need no browser: runs the decision of
// shared/render/needs-render.ts over the static corpora (../shared/corpus: extraction-eval, the
// readability corpus, the pricing pages) and reports the share it would render, per corpus and in
// all, with the pages and the signal that fired. The bar (issue 34): at most 2% in all.
// Pages not rendered are converted exactly as before (`auto` hands them to the same static path),
// which bench/md-speed/identical.mjs guards byte for byte.
// Usage: node bench/render/static-decision.mjs [--list]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { CORPUS, EVAL_CORPUS, corpusPages, evalPages } from "../md-quality/workerd-harness.mjs";

const root = join(import.meta.dirname, "../..");
const PRICING = join(root, "../shared/corpus/pricing-pages");
const list = process.argv.includes("--list");

const bundled = await build({
  entryPoints: [join(root, "shared/render/needs-render.ts")],
  bundle: true,
  format: "esm",
  write: false,
  platform: "neutral",
});
const { needsRender } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`);

/** The bytes as a reader decodes them for this purpose: UTF-8 (the decision only looks at markup and text lengths). */
const text = (file) => readFileSync(file).toString("utf8");

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return /\.html?$/i.test(name) ? [path] : [];
  });
}

const corpora = {
  "extraction-eval": evalPages(null).map((p) => ({ name: p.file, file: join(EVAL_CORPUS, "pages", p.file) })),
  readability: corpusPages(null).map((p) => ({ name: p, file: join(CORPUS, p, "source.html") })),
  "pricing-pages": htmlFiles(PRICING).map((file) => ({ name: file.slice(PRICING.length + 1), file })),
};

let total = 0;
let rendered = 0;
const lines = [];
for (const [corpus, pages] of Object.entries(corpora)) {
  const hits = [];
  for (const page of pages) {
    const signal = needsRender(text(page.file));
    if (signal !== null) hits.push(`${signal.padEnd(12)} ${page.name}`);
  }
  total += pages.length;
  rendered += hits.length;
  lines.push(`${corpus.padEnd(16)} ${String(hits.length).padStart(4)} of ${String(pages.length).padStart(4)} rendered (${((100 * hits.length) / pages.length).toFixed(2)}%)`);
  if (list) for (const hit of hits) lines.push(`    ${hit}`);
}
console.log(lines.join("\n"));
const share = (100 * rendered) / total;
console.log(`all              ${String(rendered).padStart(4)} of ${String(total).padStart(4)} rendered (${share.toFixed(2)}%): ${share <= 2 ? "PASS" : "FAIL"} (bar: at most 2%)`);
process.exit(share <= 2 ? 0 : 1);
