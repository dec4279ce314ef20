import { readFileSync, readdirSync } from "node:fs";
import { build } from "esbuild";
await build({ entryPoints: ["bench/detectors/entry.ts"], bundle: true, format: "esm", platform: "node", outfile: "/tmp/detx/entry3.mjs", logLevel: "error" });
const m = await import("/tmp/detx/entry3.mjs?" + Date.now());
const root = "/work/shared/corpus/pricing-pages/real-html";
const d = m.detectors.saas_pricing;
for (const dir of ["healthchecks-pricing-template", "inlets-pricing-jekyll", "redash-website-jekyll"]) {
  const files = readdirSync(`${root}/${dir}`).filter((f) => f.endsWith(".html")).sort();
  let prev = null, prevF = null;
  for (const f of files) {
    const s = d.extract(readFileSync(`${root}/${dir}/${f}`, "utf8"), "https://x/");
    if (prev) { console.log(`${prevF} -> ${f}`); for (const c of d.compare(prev, s)) console.log("   ", c.change_type, c.importance, "|", c.summary, "|", c.fields.join(",")); }
    prev = s; prevF = f;
  }
}
