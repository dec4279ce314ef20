import { readFileSync, readdirSync } from "node:fs";
import { build } from "esbuild";
await build({ entryPoints: ["bench/detectors/entry.ts"], bundle: true, format: "esm", platform: "node", outfile: "/tmp/detx/entry2.mjs", logLevel: "error" });
const m = await import("/tmp/detx/entry2.mjs?" + Date.now());
const root = "/work/shared/corpus/pricing-pages/real-html";
const only = process.argv[2];
for (const dir of readdirSync(root)) for (const f of readdirSync(`${root}/${dir}`).filter((f) => f.endsWith(".html")).sort()) {
  if (only && !f.includes(only)) continue;
  const t = performance.now();
  const s = m.readPlans(readFileSync(`${root}/${dir}/${f}`, "utf8"));
  console.log("==", f, (performance.now() - t).toFixed(0) + "ms");
  for (const p of s?.plans ?? []) console.log("   ", JSON.stringify(p));
  try { const e = JSON.parse(readFileSync(`${root}/${dir}/${f}.expected.json`, "utf8")); for (const p of e.plans) console.log("  E", JSON.stringify({ name: p.name, amount: p.amount, currency: p.currency, period: p.period, billing: p.billing ?? null, per: p.per ?? null })); } catch {}
}
