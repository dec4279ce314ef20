// Debug aid: per-stage time of our pipeline in Node (min of N runs per page, robust to load).
import { build } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { corpusPages, readCorpusFile } from "../md-quality/workerd-harness.mjs";
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, ".stage-profile.mjs");
await build({ entryPoints: [join(here, "stage-profile.ts")], bundle: true, format: "esm", platform: "browser", conditions: ["workerd", "worker", "browser"], outfile: out, logLevel: "error" });
const { stages } = await import(out);
const reps = Number(process.argv[2] ?? 5);
const totals = {};
for (const page of corpusPages(null)) {
  const html = readCorpusFile(page, "source.html");
  const best = {};
  for (let i = 0; i < reps; i++) for (const [k, v] of Object.entries(stages(html, () => performance.now()))) best[k] = Math.min(best[k] ?? Infinity, v);
  for (const [k, v] of Object.entries(best)) totals[k] = (totals[k] ?? 0) + v;
}
console.log(Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Math.round(v)])));
