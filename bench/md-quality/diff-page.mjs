// Debug aid: shows the shingles one pipeline gets wrong on one page.
// Usage: node bench/md-quality/diff-page.mjs <page> [ours|baseline]
import { loadPages, readCorpusFile, startWorker } from "./workerd-harness.mjs";
import { htmlText, markdownText, tokens } from "./score.mjs";

const [page, pipeline = "ours"] = process.argv.slice(2);
const worker = await startWorker(`${pipeline}.worker.ts`);
await loadPages(worker, [page]);
const out = await (await worker.fetch(`/run?name=${encodeURIComponent(page)}`)).json();
await worker.dispose();
const truth = tokens(htmlText(readCorpusFile(page, "expected.html")));
const ours = tokens(markdownText(out.markdown, { dropTitle: out.title ?? null }));
const grams = (t) => { const m = new Map(); for (let i = 0; i + 4 <= t.length; i++) { const s = t.slice(i, i + 4).join(" "); m.set(s, (m.get(s) ?? 0) + 1); } return m; };
const a = grams(truth), b = grams(ours);
const runs = (t, other) => { const res = []; let cur = []; for (let i = 0; i + 4 <= t.length; i++) { const s = t.slice(i, i + 4).join(" "); if (!other.has(s)) cur.push(t[i]); else if (cur.length) { res.push(cur.join(" ")); cur = []; } } if (cur.length) res.push(cur.join(" ")); return res; };
console.log("== missing (FN) runs:\n" + runs(truth, b).slice(0, 30).join("\n---\n"));
console.log("== extra (FP) runs:\n" + runs(ours, a).slice(0, 30).join("\n---\n"));
if (process.env.SHOW) console.log(out.markdown);
