// Debug aid: runs both pipelines in Node (same V8, no workerd) to find hot spots.
// Usage: node --cpu-prof --cpu-prof-dir=/tmp/prof bench/md-speed/node-profile.mjs [ours|baseline]
import { build } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { corpusPages, readCorpusFile } from "../md-quality/workerd-harness.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const runs = {};
for (const which of ["ours", "baseline"]) {
const out = join(here, `.node-bundle-${which}.mjs`);
await build({
  stdin: {
    contents: which === "ours"
      ? `import { htmlToMarkdown } from "../../shared/markdown"; export const run = (h) => htmlToMarkdown(h, { url: "http://fakehost/test/page.html" }).markdown;`
      : `import { baselineHtmlToMarkdown } from "../md-quality/baseline-pipeline"; export const run = (h) => baselineHtmlToMarkdown(h);`,
    resolveDir: here,
    loader: "ts",
  },
  bundle: true, format: "esm", platform: "browser", conditions: ["workerd", "worker", "browser"], outfile: out, logLevel: "error",
});
runs[which] = (await import(out)).run;
}
const only = process.argv[2] ? [process.argv[2]] : ["ours", "baseline"];
const pages = corpusPages(null).map((p) => [p, readCorpusFile(p, "source.html")]);
const times = { ours: [], baseline: [] };
for (let rep = 0; rep < 3; rep++) for (const [p, html] of pages) for (const which of only) {
  const t = performance.now();
  runs[which](html);
  if (rep > 0) times[which].push([p, performance.now() - t]);
}
for (const which of only) {
  const ts = times[which].sort((a, b) => a[1] - b[1]);
  console.log(which, "median", ts[ts.length >> 1][1].toFixed(1), "p95", ts[Math.floor(ts.length * 0.95)][1].toFixed(1), "total", ts.reduce((a, b) => a + b[1], 0).toFixed(0));
}
