// A/B inside workerd of htmlToMarkdown from this tree against a git revision's (default main):
// the bench worker (bench/md-quality/ours.worker.ts) bundled twice, once with `@shared` pointing
// at each tree, each in its own Miniflare, pages interleaved as in run.mjs. Prints ours/ref for
// the ratio of the medians, the median of per-page ratios and the ratio of the p95s (the three
// figures of issue 15's bar, here against the other tree instead of the baseline), and the same
// over the median pages (30th-70th size percentile) alone.
// Usage: node bench/md-speed/ab-workerd.mjs [--ref REV] [--reps N] [page ...]
import { loadavg } from "node:os";
import { join } from "node:path";
import { bundleWorker, corpusPages, loadPages, readCorpusFile, startWorker, timedFetch } from "../md-quality/workerd-harness.mjs";
import { checkoutShared, root } from "./revision-bundle.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const ref = option("--ref", "main");
const reps = Number(option("--reps", 3));
const only = args.filter((a, i) => !a.startsWith("--") && !["--ref", "--reps"].includes(args[i - 1]));
const pages = corpusPages(only.length ? only : null);

const OURS = "../md-quality/ours.worker.ts";
const start = async (sharedDir) => startWorker(OURS, await bundleWorker(OURS, { shared: sharedDir }));

const workers = { ref: await start(checkoutShared(ref, "ab-workerd")), ours: await start(join(root, "shared")) };
for (const worker of Object.values(workers)) await loadPages(worker, pages);

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const p95 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)];

const samples = { ref: {}, ours: {} };
for (let rep = -1; rep < reps; rep++) {
  for (const page of pages) {
    const order = (rep + page.length) % 2 ? ["ours", "ref"] : ["ref", "ours"];
    for (const name of order) {
      const ms = await timedFetch(workers[name], `/run?out=len&name=${encodeURIComponent(page)}`);
      if (rep >= 0) (samples[name][page] ??= []).push(ms);
    }
  }
}
for (const worker of Object.values(workers)) await worker.dispose();

const bySize = [...pages].sort((a, b) => readCorpusFile(a, "source.html").length - readCorpusFile(b, "source.html").length);
const middle = bySize.slice(Math.floor(bySize.length * 0.3), Math.ceil(bySize.length * 0.7));
const report = (label, set) => {
  const per = (name) => set.map((p) => median(samples[name][p]));
  const [o, r] = [per("ours"), per("ref")];
  const total = (xs) => xs.reduce((a, b) => a + b, 0);
  console.log(
    `${label} (${set.length} pages): ours/ref medians ${(median(o) / median(r)).toFixed(3)}, per-page ${median(o.map((x, i) => x / r[i])).toFixed(3)}, ` +
      `p95s ${(p95(o) / p95(r)).toFixed(3)}, totals ${(total(o) / total(r)).toFixed(3)} (ours median ${median(o).toFixed(1)} ms, ref ${median(r).toFixed(1)} ms)`,
  );
};
console.log(`ref = ${ref}, median of ${reps} runs per page, request time (overhead not subtracted)`);
report("all pages", pages);
report("median pages", middle);
console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
