// Conversion speed inside workerd: our pipeline vs. plain Readability.js + Turndown, each bundled
// like a deployed worker (esbuild, platform browser, conditions workerd/worker/browser) and run in
// its own Miniflare. Pages are uploaded once; each timed request converts one page in isolate
// memory and answers only the output length. Time is measured around the request from Node
// (workerd's clock only advances on I/O in production, so in-worker timers are not trusted);
// the median cost of an empty request is reported and subtracted.
// Usage: node bench/md-speed/run.mjs [--reps N] [--batch MS] [--write] [--json FILE] [page ...]
//   --json FILE  also writes each page's bytes and median ms per pipeline (for per-page analysis)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { corpusPages, loadPages, readCorpusFile, startWorker, timedFetch } from "../md-quality/workerd-harness.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const write = args.includes("--write");
const repsAt = args.indexOf("--reps");
const reps = repsAt >= 0 ? Number(args[repsAt + 1]) : 5;
const jsonAt = args.indexOf("--json");
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : null;
const only = args.filter((a, i) => !a.startsWith("--") && !["--reps", "--json", "--batch"].includes(args[i - 1]));
const pages = corpusPages(only.length ? only : null);
const bytes = Object.fromEntries(pages.map((p) => [p, Buffer.byteLength(readCorpusFile(p, "source.html"))]));

const workers = {
  ours: await startWorker("../md-quality/ours.worker.ts"),
  baseline: await startWorker("../md-quality/baseline.worker.ts"),
};
for (const worker of Object.values(workers)) await loadPages(worker, pages);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const percentile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];

// Request overhead: one figure for both (measured on both workers, interleaved), so that noise
// in measuring it cannot favour either pipeline.
const noop = [];
for (let i = 0; i < 300; i++) for (const worker of Object.values(workers)) noop.push(await timedFetch(worker, "/noop"));
const overhead = Object.fromEntries(Object.keys(workers).map((name) => [name, median(noop.slice(100))]));

// One warm-up pass (JIT), then `reps` passes; pipelines alternate per page so drift hits both.
// With --batch MS (default 60), a timed request converts its page N times, the same N for both
// pipelines, chosen per page so that the slower pipeline spends about MS on it (three calibration
// passes, each converting the page as often as the one before suggests, as a single request's
// fixed costs hide a small page's time): a page that converts in a fraction
// of a millisecond is otherwise lost in the request's own jitter (the overhead subtracted below is
// 2-5 ms on this machine) and its ratio is noise. --batch 0: one conversion per request.
const batchAt = args.indexOf("--batch");
const batchMs = batchAt >= 0 ? Number(args[batchAt + 1]) : 60;
const timesFor = (ms) => (batchMs > 0 ? Math.min(1000, Math.max(1, Math.ceil(batchMs / Math.max(ms, 0.02)))) : 1);
const times = Object.fromEntries(pages.map((p) => [p, 1]));
const samples = { ours: {}, baseline: {} };
for (let rep = batchMs > 0 ? -3 : -1; rep < reps; rep++) {
  for (const page of pages) {
    const order = (rep + page.length) % 2 ? ["ours", "baseline"] : ["baseline", "ours"];
    const n = times[page];
    const perConversion = {};
    for (const name of order) {
      const ms = await timedFetch(workers[name], `/run?out=len&times=${n}&name=${encodeURIComponent(page)}`);
      perConversion[name] = (ms - overhead[name]) / n;
      if (rep >= 0) (samples[name][page] ??= []).push(perConversion[name]);
    }
    if (rep < 0) times[page] = timesFor(Math.max(perConversion.ours, perConversion.baseline));
  }
}
for (const worker of Object.values(workers)) await worker.dispose();

const summary = {};
for (const name of Object.keys(workers)) {
  const perPage = pages.map((p) => median(samples[name][p]));
  const perPageMin = pages.map((p) => Math.min(...samples[name][p]));
  const totalMs = perPage.reduce((a, b) => a + b, 0);
  const totalBytes = pages.reduce((a, p) => a + bytes[p], 0);
  summary[name] = { median: median(perPage), p95: percentile(perPage, 0.95), medianOfMin: median(perPageMin), mbps: totalBytes / 1e6 / (totalMs / 1000), totalMs, overhead: overhead[name] };
}

const f = (x, d = 1) => x.toFixed(d);
const table = [
  `| pipeline | median ms/page | p95 ms/page | MB/s | total ms (${pages.length} pages) | median of per-page fastest run, ms | request overhead ms (subtracted) |`,
  "|---|---|---|---|---|---|---|",
  ...Object.entries(summary).map(([name, s]) => `| ${name === "ours" ? "ours (htmlToMarkdown)" : "baseline (Readability.js + Turndown)"} | ${f(s.median)} | ${f(s.p95)} | ${f(s.mbps, 2)} | ${f(s.totalMs, 0)} | ${f(s.medianOfMin)} | ${f(s.overhead, 2)} |`),
].join("\n");
const ratio = summary.ours.median / summary.baseline.median;
const pageRatio = median(pages.map((p) => median(samples.ours[p]) / median(samples.baseline[p])));
const loadavg = (await import("node:os")).loadavg()[0];
const note = `Pages: ${pages.length} (${f(pages.reduce((a, p) => a + bytes[p], 0) / 1e6, 1)} MB). Per page: median of ${reps} runs after one warm-up pass, pipelines interleaved page by page${batchMs > 0 ? `, each run ~${batchMs} ms of conversions of the page (the same count for both pipelines)` : ", one conversion per request"}. ` +
  `Ratio ours/baseline: ${f(ratio, 2)} (of the medians), ${f(pageRatio, 2)} (median of per-page ratios), ${f(summary.ours.p95 / summary.baseline.p95, 2)} (of the p95s). Load average at the end: ${f(loadavg, 1)} (other jobs share this machine: compare the two rows, not runs).`;
console.log(table);
console.log(note);
if (jsonFile) {
  const perPage = Object.fromEntries(pages.map((p) => [p, { bytes: bytes[p], times: times[p], ours: median(samples.ours[p]), baseline: median(samples.baseline[p]) }]));
  writeFileSync(jsonFile, JSON.stringify(perPage, null, 1));
}

if (write) {
  const date = new Date().toISOString().slice(0, 10);
  const slowest = pages.map((p) => [p, median(samples.ours[p]), median(samples.baseline[p]), bytes[p]]).sort((a, b) => b[1] - a[1]).slice(0, 10);
  const slowTable = ["| page | KB | ours ms | baseline ms |", "|---|---|---|---|", ...slowest.map(([p, o, b, n]) => `| ${p} | ${f(n / 1024, 0)} | ${f(o)} | ${f(b)} |`)].join("\n");
  // The new run heads the file; the dated history under it (paragraphs opening with "**") stays,
  // without the head an older layout kept at its end.
  const file = join(here, "RESULTS.md");
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  const historyAt = previous.search(/^\*\*/m);
  const history = historyAt < 0 ? "" : `\n${previous.slice(historyAt).replace(/\n\| pipeline \|[\s\S]*$/, "\n")}`;
  writeFileSync(file, `# Markdown conversion speed (inside workerd)\n\nDate: ${date}\nCommand: \`nice -n 10 node bench/md-speed/run.mjs ${args.join(" ")}\` (machine: ${(await import("node:os")).cpus().length} cores, ${(await import("node:os")).cpus()[0]?.model ?? "unknown CPU"})\n\n${note}\n\n${table}\n\nSlowest pages (ours):\n\n${slowTable}\n${history}`);
}
