// Dev helper: splits conversion time into pdf.js text extraction and our layout, per file (Node).
// Usage: node scripts/pdf-dev-profile.mjs file.pdf...
import { build } from "esbuild";
import { readFileSync } from "node:fs";
const out = await build({
  stdin: { contents: `export { layoutPage } from "./shared/pdf/page-layout"; export { getResolvedPDFJS } from "unpdf";`, resolveDir: process.cwd(), loader: "ts" },
  bundle: true, format: "esm", platform: "neutral", mainFields: ["module", "main"], conditions: ["workerd", "worker", "browser"], write: false, logLevel: "error",
});
const m = await import("data:text/javascript;base64," + Buffer.from(out.outputFiles[0].text).toString("base64"));
const { getDocument } = await m.getResolvedPDFJS();
for (const file of process.argv.slice(2)) {
  for (let rep = 0; rep < 2; rep++) {
    const task = getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0, stopAtErrors: true, disableFontFace: true, useSystemFonts: false });
    const doc = await task.promise;
    let extract = 0, layout = 0, items = 0;
    for (let p = 1; p <= doc.numPages; p++) {
      const t0 = performance.now();
      const page = await doc.getPage(p);
      const tc = await page.getTextContent({ disableNormalization: true });
      const t1 = performance.now();
      m.layoutPage(p, tc.items);
      layout += performance.now() - t1; extract += t1 - t0; items += tc.items.length;
    }
    await task.destroy();
    if (rep) console.log(file.split("/").pop(), `pages=${doc.numPages} items=${items} extract=${extract.toFixed(0)}ms layout=${layout.toFixed(0)}ms`);
  }
}
