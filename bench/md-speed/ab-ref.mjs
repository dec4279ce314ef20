// Debug aid: A/B in Node of htmlToMarkdown from this tree against a git revision's (default main),
// with the baseline (Readability.js + Turndown) alongside. Unlike ab.mjs, each pipeline is its own
// bundle with its own copy of linkedom, so a patch to linkedom's prototypes (linkedom-*.ts) speeds
// up only the pipeline that applies it, as in the workerd bench where each runs in its own worker.
// Per page: the least CPU time (process.cpuUsage) of N runs, pipelines interleaved, which holds up
// better than wall time on a shared machine. Prints totals, medians, p95s, ratios to the baseline
// and ours/ref.
// Usage: node bench/md-speed/ab-ref.mjs [--ref REV] [--reps N] [--pages REGEX]
import { join } from "node:path";
import { corpusPages, readCorpusFile } from "../md-quality/workerd-harness.mjs";
import { bundleModule, checkoutShared, root } from "./revision-bundle.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const ref = option("--ref", "main");
const reps = Number(option("--reps", 3));
const pages = new RegExp(option("--pages", ""));

const refShared = checkoutShared(ref, "ab-ref");

const URL_ = "http://fakehost/test/page.html";
const OURS = `import { htmlToMarkdown } from "@shared/markdown"; export const run = (html) => htmlToMarkdown(html, { url: "${URL_}" });`;
const BASELINE = `import { baselineHtmlToMarkdown } from "../md-quality/baseline-pipeline"; export const run = baselineHtmlToMarkdown;`;

const load = async (name, contents, sharedDir) => (await bundleModule(`ab-ref-${name}`, contents, sharedDir)).run;

const pipelines = {
  baseline: await load("baseline", BASELINE, join(root, "shared")),
  ref: await load("ref", OURS, refShared),
  ours: await load("ours", OURS, join(root, "shared")),
};
const names = Object.keys(pipelines);
const perPage = Object.fromEntries(names.map((name) => [name, []]));
for (const page of corpusPages(null).filter((page) => pages.test(page))) {
  const html = readCorpusFile(page, "source.html");
  const best = {};
  for (let i = 0; i < reps; i++) {
    for (const name of i % 2 ? names : [...names].reverse()) {
      const start = process.cpuUsage();
      pipelines[name](html);
      const used = process.cpuUsage(start);
      best[name] = Math.min(best[name] ?? Infinity, (used.user + used.system) / 1000);
    }
  }
  for (const name of names) perPage[name].push(best[name]);
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[xs.length >> 1];
const p95 = (xs) => sorted(xs)[Math.floor(xs.length * 0.95)];
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const ratios = (a, b) => perPage[a].map((ms, i) => ms / perPage[b][i]);
console.log(`${perPage.ours.length} pages, least CPU ms of ${reps} runs each; ref = ${ref}`);
for (const name of names) {
  const ms = perPage[name];
  console.log(
    `${name.padEnd(9)} total ${total(ms).toFixed(0)}  median ${median(ms).toFixed(2)}  p95 ${p95(ms).toFixed(1)}  ` +
      `/baseline: medians ${(median(ms) / median(perPage.baseline)).toFixed(3)}, per-page ${median(ratios(name, "baseline")).toFixed(3)}, p95s ${(p95(ms) / p95(perPage.baseline)).toFixed(3)}`,
  );
}
console.log(`ours/ref: total ${(total(perPage.ours) / total(perPage.ref)).toFixed(3)}, median of per-page ratios ${median(ratios("ours", "ref")).toFixed(3)}`);
