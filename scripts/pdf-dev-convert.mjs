// Dev helper: converts one PDF with shared/pdf in Node (bundled on the fly) and prints the Markdown.
// Usage: node scripts/pdf-dev-convert.mjs file.pdf [maxPages]
import { build } from "esbuild";
import { readFileSync } from "node:fs";
const out = await build({
  entryPoints: ["shared/pdf/index.ts"], bundle: true, format: "esm", platform: "neutral",
  mainFields: ["module", "main"], conditions: ["workerd", "worker", "browser"], write: false, logLevel: "error",
});
const mod = await import("data:text/javascript;base64," + Buffer.from(out.outputFiles[0].text).toString("base64"));
const bytes = new Uint8Array(readFileSync(process.argv[2]));
try {
  const r = await mod.convertPdf(bytes, { maxPages: Number(process.argv[3] ?? 50) });
  process.stdout.write(r.markdown);
  console.error(`pages=${r.pages} title=${JSON.stringify(r.title)}`);
} catch (e) { console.error("ERROR", e.code, e.status, e.message, e.internal ?? ""); }
