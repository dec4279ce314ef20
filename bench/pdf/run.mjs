#!/usr/bin/env node
// PDF conversion bench: quality (token recall vs `pdftotext -layout`), error handling on the edge
// cases, and speed (pages/s inside workerd vs pdftotext on the same files, same run).
// Usage: node bench/pdf/run.mjs [corpusDir] [--reps N] [--write]
//   corpusDir defaults to ../shared/corpus/pdf (relative to the repo root); --write updates RESULTS.md.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
// The Miniflare that wrangler ships (v4, the one `wrangler dev` runs). A top-level node_modules/miniflare
// may be a newer major pulled in by the vitest pool, with a different constructor shape.
const wranglerRequire = createRequire(createRequire(import.meta.url).resolve("wrangler/package.json"));
const { Miniflare } = await import(pathToFileURL(wranglerRequire.resolve("miniflare")).href);
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const corpus = resolve(root, args.find((a) => !a.startsWith("--") && a !== option("--reps")) ?? "../shared/corpus/pdf");
const reps = Number(option("--reps", 3));

/** What each corpus file must produce (see the corpus's SOURCES.md); anything unlisted must convert. */
const EXPECTED = {
  "issue3371.pdf": { status: 400, match: /password/i },
  "saslprep-r6.pdf": { status: 400, match: /password/i },
  "issue7229.pdf": { status: 400, match: /no text layer/i },
  "REDHAT-1531897-0.pdf": { status: 400, match: /damaged or truncated/i },
  "pdkids.pdf": { status: 413, match: /^PDF has 55 pages; the limit is 50/ },
};

/**
 * Pages whose text layer no extractor can decode. The bar is then judged on the other pages, and the
 * whole-file recall is still printed. TAMReview.pdf pages 2–23 set the body in `EMMOLK+Cambria`: an
 * embedded Type1C subset with a custom encoding, no ToUnicode and no usable glyph names. Poppler
 * prints unrelated code points for it (ǡ ǥ ȋ ʹ ͳ …, which the token regex counts as words) and
 * pdf.js prints ASCII punctuation; neither is the text. Only OCR would read those pages.
 */
const UNDECODABLE = { "TAMReview.pdf": { from: 2, to: 23 } };

/** Per-page texts: pdftotext separates pages with form feeds, we with `<!-- page N -->`. */
const popplerPages = (text) => text.split("\f");
const ourPages = (md) => md.split(/<!-- page \d+ -->/).slice(1);
const keepPages = (pages, skip) => pages.filter((_, i) => !skip || i + 1 < skip.from || i + 1 > skip.to).join("\n");

function ensurePdftotext() {
  if (spawnSync("pdftotext", ["-v"]).status === 0) return;
  console.error("pdftotext missing: installing poppler-utils with apt-get …");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "poppler-utils"], { stdio: "inherit" });
}

// NFKC first, on both sides: poppler prints ligature glyphs ("ﬁ") and Arabic presentation forms as
// they are, we print the letters they stand for; without it "ﬁrst" and "first" would not match.
const tokens = (text) => (text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
/** Markdown syntax carries no letters except our page comments; drop those and escapes. */
const stripMarkdown = (md) => md.replace(/<!--[\s\S]*?-->/g, " ").replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, "$1");

function recall(ours, reference) {
  const bag = new Map();
  for (const t of ours) bag.set(t, (bag.get(t) ?? 0) + 1);
  let hit = 0;
  for (const t of reference) {
    const n = bag.get(t) ?? 0;
    if (n > 0) [hit] = [hit + 1, bag.set(t, n - 1)];
  }
  return reference.length ? hit / reference.length : null;
}

function pdftotext(file) {
  const t0 = process.hrtime.bigint();
  const run = spawnSync("pdftotext", ["-layout", file, "-"], { maxBuffer: 64 << 20, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ok: run.status === 0, text: run.stdout ?? "", ms, error: run.stderr?.split("\n")[0] };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startWorker() {
  const bundle = await build({
    entryPoints: [join(root, "bench/pdf/worker.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    write: false,
    logLevel: "error",
  });
  const mf = new Miniflare({ modules: true, script: bundle.outputFiles[0].text, compatibilityDate: "2026-04-01" });
  await mf.ready;
  return mf;
}

async function convertInWorker(mf, bytes) {
  const t0 = process.hrtime.bigint();
  const res = await mf.dispatchFetch("http://bench/?maxPages=50", { method: "POST", body: bytes });
  const body = await res.json();
  return { ...body, outerMs: Number(process.hrtime.bigint() - t0) / 1e6 };
}

/** A cut-off copy of a real file: the corpus has no genuinely truncated PDF, so we make some. */
function truncatedCases(files) {
  return ["tracemonkey.pdf", "TAMReview.pdf"]
    .filter((f) => files.includes(f))
    .map((f) => {
      const bytes = readFileSync(join(corpus, f));
      return { name: `${f} cut at 50%`, bytes: bytes.subarray(0, bytes.length >> 1), expected: { status: 400, match: /damaged or truncated/i } };
    });
}

ensurePdftotext();
const files = readdirSync(corpus).filter((f) => f.endsWith(".pdf")).sort();
const cases = [
  ...files.map((f) => ({ name: f, file: join(corpus, f), bytes: readFileSync(join(corpus, f)), expected: EXPECTED[f] })),
  ...truncatedCases(files),
];
const mf = await startWorker();
const rows = [];
let oursPages = 0, oursMs = 0, popplerMs = 0, failures = 0;
for (const c of cases) {
  await convertInWorker(mf, c.bytes); // warm-up: first run pays for module and font init
  const runs = [];
  for (let i = 0; i < reps; i++) runs.push(await convertInWorker(mf, c.bytes));
  const result = runs[0];
  const ms = median(runs.map((r) => r.ms));
  const outerMs = median(runs.map((r) => r.outerMs));
  let reference = null;
  if (c.file) {
    const polls = Array.from({ length: reps }, () => pdftotext(c.file));
    reference = { ...polls[0], ms: median(polls.map((p) => p.ms)) };
  }
  const refTokens = reference?.ok ? tokens(reference.text) : [];
  const r = result.ok && refTokens.length ? recall(tokens(stripMarkdown(result.markdown)), refTokens) : null;
  const skip = UNDECODABLE[c.name];
  const decodable = skip && r !== null
    ? recall(tokens(stripMarkdown(keepPages(ourPages(result.markdown), skip))), tokens(keepPages(popplerPages(reference.text), skip)))
    : r;
  let verdict;
  if (c.expected) {
    const good = !result.ok && result.error.status === c.expected.status && c.expected.match.test(result.error.message);
    verdict = good ? "ok (expected error)" : "FAIL: expected " + c.expected.status;
  } else if (!result.ok) verdict = "FAIL: unexpected error";
  else if (decodable !== null && decodable < 0.97) verdict = "FAIL: recall < 0.97";
  else if (r === null) verdict = "ok (no pdftotext text)";
  else verdict = skip ? `ok: recall ${decodable.toFixed(4)} on pages outside ${skip.from}–${skip.to} (undecodable font)` : "ok";
  if (verdict.startsWith("FAIL")) failures++;
  if (result.ok && c.file && reference?.ok) {
    oursPages += result.pages;
    oursMs += ms;
    popplerMs += reference.ms;
  }
  rows.push({
    file: c.name,
    pages: result.ok ? result.pages : "–",
    status: result.ok ? `200 (${result.markdown.length} chars)` : `${result.error.status} ${result.error.code}: ${result.error.message}`,
    recall: r === null ? "–" : r.toFixed(4),
    ours: `${ms} / ${outerMs.toFixed(0)}`,
    poppler: reference ? (reference.ok ? reference.ms.toFixed(0) : `fails (${reference.ms.toFixed(0)})`) : "–",
    verdict,
  });
}
await mf.dispose();

const header = "| file | pages | our status / error | recall | our ms (in worker / round trip) | pdftotext ms | verdict |";
const table = [header, "| --- | ---: | --- | ---: | ---: | ---: | --- |",
  ...rows.map((r) => `| ${r.file} | ${r.pages} | ${r.status.replace(/\|/g, "\\|")} | ${r.recall} | ${r.ours} | ${r.poppler} | ${r.verdict} |`)].join("\n");
const oursRate = oursPages / (oursMs / 1000);
const popplerRate = oursPages / (popplerMs / 1000);
const speed = `Speed on the ${oursPages} pages both converted: ours ${oursRate.toFixed(1)} pages/s inside workerd, ` +
  `pdftotext ${popplerRate.toFixed(1)} pages/s (process spawn included); ratio ours/pdftotext = ${(oursRate / popplerRate).toFixed(2)}. ` +
  `Times are medians of ${reps} runs after one warm-up.`;
console.log(table + "\n\n" + speed + `\n\n${failures === 0 ? "PASS" : `${failures} FAILURE(S)`}`);

if (flag("--write")) {
  const command = `node bench/pdf/run.mjs${args.length ? " " + args.join(" ") : ""}`;
  const poppler = spawnSync("pdftotext", ["-v"], { encoding: "utf8" }).stderr.split("\n")[0];
  writeFileSync(join(root, "bench/pdf/RESULTS.md"), `# PDF conversion bench\n\nDate: ${new Date().toISOString().slice(0, 10)}  \n` +
    `Command: \`${command}\` (from the repo root)  \nReference: ${poppler}, \`pdftotext -layout\`. Corpus: \`${corpus.replace(root + "/", "")}\`.\n\n` +
    "Recall = multiset overlap of lowercase `[\\p{L}\\p{N}]+` tokens of our Markdown (page comments stripped) with pdftotext's tokens, " +
    "over pdftotext's token count. Bar: ≥ 0.97 on text PDFs; edge cases must give the expected error. " +
    "Both texts are NFKC-normalised before tokenising (poppler prints ligature glyphs and Arabic presentation forms, " +
    "we print the letters). Truncated rows are made by the bench (the corpus has no truncated file). " +
    "Times are wall-clock on a shared 2-core machine with other jobs running: compare the ratio, not the absolute numbers.\n\n" +
    `${table}\n\n${speed}\n\nResult: ${failures === 0 ? "all bars met" : `${failures} failure(s)`}.\n`);
}
process.exitCode = failures === 0 ? 0 : 1;
