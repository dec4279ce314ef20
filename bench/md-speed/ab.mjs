// Debug aid: A/B timing in Node of named variants exported by an entry module, interleaved per
// page, min of N runs per page (robust to a loaded machine). Usage: node bench/md-speed/ab.mjs <entry.ts> [reps]
import { build } from "esbuild";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { corpusPages, readCorpusFile } from "../md-quality/workerd-harness.mjs";
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, ".ab-bundle.mjs");
await build({ entryPoints: [resolve(process.argv[2])], bundle: true, format: "esm", platform: "browser", conditions: ["workerd", "worker", "browser"], outfile: out, logLevel: "error" });
const variants = await import(out + "?" + Date.now());
const reps = Number(process.argv[3] ?? 5);
const names = Object.keys(variants);
const perPage = Object.fromEntries(names.map((n) => [n, []]));
for (const page of corpusPages(null)) {
  const html = readCorpusFile(page, "source.html");
  const best = {};
  for (let i = 0; i < reps; i++) for (const n of (i % 2 ? names : [...names].reverse())) {
    const t = performance.now();
    variants[n](html);
    best[n] = Math.min(best[n] ?? Infinity, performance.now() - t);
  }
  for (const n of names) perPage[n].push(best[n]);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const n of names) console.log(n.padEnd(20), "total", perPage[n].reduce((a, b) => a + b, 0).toFixed(0), "median", median(perPage[n]).toFixed(2), "ratio-to-first(median of per-page ratios)", median(perPage[n].map((v, i) => v / perPage[names[0]][i])).toFixed(3));
