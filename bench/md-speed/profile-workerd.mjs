// CPU profile inside workerd: bundles a bench worker (ours by default) like run.mjs, starts it in
// Miniflare with the V8 inspector on, loads the pages between two size percentiles (default the
// 30th and 70th: the median pages the bar is hardest on), converts each once to warm up, then
// records a CPU profile (Chrome DevTools Protocol over a WebSocket) while converting them N times.
// Writes the .cpuprofile (open it in Chrome DevTools' Performance panel or speedscope) and prints
// the top frames by self time and by total time (each function counted once per stack).
// Usage: node bench/md-speed/profile-workerd.mjs [--worker baseline] [--reps N] [--from P] [--to P]
//        [--interval US] [--out FILE] [--top N] [--port PORT] [page ...]
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundleWorker, corpusPages, loadPages, readCorpusFile } from "../md-quality/workerd-harness.mjs";
import { connectTarget } from "../soak/inspector.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const worker = option("--worker", "ours");
const reps = Number(option("--reps", 5));
const from = Number(option("--from", 0.3));
const to = Number(option("--to", 0.7));
const interval = Number(option("--interval", 100));
const top = Number(option("--top", 40));
const port = Number(option("--port", 9329)); // not 8787-8793 (the dev stack's)
const out = option("--out", join(tmpdir(), `workerd-${worker}.cpuprofile`));
const only = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));

const bySize = corpusPages(only.length ? only : null)
  .map((page) => [page, Buffer.byteLength(readCorpusFile(page, "source.html"))])
  .sort((a, b) => a[1] - b[1]);
const pages = only.length ? bySize.map(([p]) => p) : bySize.slice(Math.floor(bySize.length * from), Math.ceil(bySize.length * to)).map(([p]) => p);

const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler/package.json"));
const { Miniflare } = fromWrangler("miniflare");
const mf = new Miniflare({
  modules: true,
  script: await bundleWorker(`../md-quality/${worker}.worker.ts`),
  compatibilityDate: "2026-04-01",
  inspectorPort: port,
});
await mf.ready;
const target = { fetch: (path, init) => mf.dispatchFetch(`http://bench${path}`, init) };
await loadPages(target, pages);
const convertAll = async () => {
  for (const page of pages) {
    const res = await target.fetch(`/run?out=len&name=${encodeURIComponent(page)}`);
    const body = await res.text();
    if (!res.ok) throw new Error(`${page}: ${res.status} ${body.slice(0, 200)}`);
  }
};
await convertAll(); // warm-up (JIT)

// The inspector lists one target per worker; ours is the only user worker (Miniflare's own
// entry and loopback workers are named with a "core:" prefix).
const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
const chosen = targets.find((t) => !/^core:/.test(t.title ?? "")) ?? targets[0];
const { send, close } = await connectTarget(chosen, { timeoutMs: 600_000 });

await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval });
await send("Profiler.start");
const started = performance.now();
for (let i = 0; i < reps; i++) await convertAll();
const wallMs = performance.now() - started;
const { profile } = await send("Profiler.stop");
close();
await mf.dispose();
writeFileSync(out, JSON.stringify(profile));

// Self and total time per function (name + bundle line), from the sample counts.
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const key = (n) => `${n.callFrame.functionName || "(anonymous)"}:${n.callFrame.lineNumber + 1}`;
const self = new Map();
const total = new Map();
let all = 0;
let idle = 0;
for (const [id, count] of counts) {
  const n = nodes.get(id);
  all += count;
  if (n.callFrame.functionName === "(idle)" || n.callFrame.functionName === "(program)") idle += count;
  self.set(key(n), (self.get(key(n)) ?? 0) + count);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = key(nodes.get(at));
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + count);
  }
}
const busy = all - idle;
const pct = (x) => `${((100 * x) / busy).toFixed(1).padStart(5)} %`;
const list = (m) => [...m].filter(([k]) => !/^\((idle|program|root)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`${worker}: ${pages.length} pages x ${reps}, ${wallMs.toFixed(0)} ms wall, ${all} samples (${idle} idle/program); profile: ${out}`);
console.log("\nself time (% of non-idle samples):");
for (const [k, c] of list(self)) console.log(`${pct(c)}  ${k}`);
console.log("\ntotal time:");
for (const [k, c] of list(total)) console.log(`${pct(c)}  ${k}`);
