// Dev helper: prints the text runs of one page, grouped into loose lines, and the column gutter found.
// Usage: node scripts/pdf-dev-debug.mjs file.pdf pageNumber [maxLines]
import { build } from "esbuild";
import { readFileSync } from "node:fs";
const out = await build({ stdin: { contents: `export * from "./shared/pdf/columns"; export * from "./shared/pdf/lines"; export * from "./shared/pdf/text-runs"; export { getResolvedPDFJS } from "unpdf";`, resolveDir: process.cwd(), loader: "ts" },
  bundle: true, format: "esm", platform: "neutral", mainFields: ["module","main"], conditions: ["workerd","worker","browser"], write: false, logLevel: "error" });
const m = await import("data:text/javascript;base64," + Buffer.from(out.outputFiles[0].text).toString("base64"));
const { getDocument } = await m.getResolvedPDFJS();
const doc = await getDocument({ data: new Uint8Array(readFileSync(process.argv[2])), verbosity: 0 }).promise;
const page = await doc.getPage(+process.argv[3]);
const { items } = await page.getTextContent();
const { upright } = m.toTextRuns(items);
const lines = m.groupLines(upright);
console.log("lines", lines.length, "gutter", m.findGutter(lines));
const minX = Math.min(...upright.map(r=>r.x));
for (const l of lines.slice(0, +(process.argv[4]||200))) console.log(l.map(r => `[${r.x.toFixed(0)}-${(r.x+r.width).toFixed(0)} ${r.size.toFixed(1)} ${r.y.toFixed(1)}] ${r.text.slice(0,25)}`).join(" | "));
