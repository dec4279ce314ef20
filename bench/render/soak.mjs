#!/usr/bin/env node
/**
 * Render soak (issue 34): `--warmup` (1,000) then `--requests` (1,000) md gateway reads at
 * `--concurrency` (20), mixed static and rendered, on a fresh `npm run dev` in harness mode (taking
 * /tmp/svc-e2e.lock itself). Half the reads are static (`X-Render: never` on any corpus page, or
 * `auto` on a control page), half rendered (`auto` on a page that needs script; `--always-share` of
 * them `always`, default 0), all with `Cache-Control: no-cache` so every rendered read is a real
 * render. The warm-up's answers are checked like the rest.
 *
 * Memory is read twice with nothing in flight: when the warm-up's last read was answered and when
 * the soak's was. Each time every isolate the reads reach collects its garbage first (through the
 * runtime's inspector; Miniflare's own included, as the browser binding's sessions live in one), so the figures are what the stack holds, not garbage V8 has not collected yet; then
 * workerd's and Chromium's resident memory are the median of three samples a second apart (the
 * collections run on one more read, an `always` read of a control page; inspector.mjs says why). Between
 * the two, resident memory is also sampled every second as it comes (garbage included), and the
 * report gives that series' quartiles.
 *
 * Pass marks (exit 1 otherwise): no 5xx and no connection error or timeout; no Chromium process of
 * the stack alive once it stopped; memory flat after warm-up: workerd's and Chromium's resident
 * memory at the end within 25% (or 50 MB) of theirs after warm-up (bench/soak's ×1.25 mark).
 *
 *   node bench/render/soak.mjs [--requests 1000] [--concurrency 20] [--always-share 0] [--warmup 1000] [--write]
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { corpusPages, startCorpusServer } from "./serve.mjs";
import { retainedHeaps, connectIsolates } from "../soak/inspector.mjs";
import { allBrowserMains, holdStackLock, MD_URL, percentile, readMd, startStack, watchStack } from "./stack.mjs";

const here = import.meta.dirname;
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const REQUESTS = Number(arg("requests", 1000));
const CONCURRENCY = Number(arg("concurrency", 20));
const ALWAYS_SHARE = Number(arg("always-share", 0));
const WARMUP = Number(arg("warmup", 1000));
/** The stack's own log (the render worker's warnings say why a render failed). */
const STACK_LOG = path.join(os.tmpdir(), "render-soak-stack.log");
/** The runtime's inspector, for the collections before each memory reading (beside the dev ports). */
const INSPECTOR_PORT = 19240 + Number(process.env.SVC_DEV_PORT_OFFSET ?? 0);

/** A small seeded generator, so two runs send the same mix. */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

function plan(pages, count) {
  const random = rng(34);
  const needing = pages.filter((p) => p.needs_render);
  const controls = pages.filter((p) => !p.needs_render);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, () => {
    if (random() < 0.5) return random() < 0.8 ? { kind: "static", page: pick(pages), mode: "never" } : { kind: "static", page: pick(controls), mode: "auto" };
    return { kind: "rendered", page: pick(needing), mode: random() < ALWAYS_SHARE ? "always" : "auto" };
  });
}

const quartiles = (xs) => (xs.length ? [0, 25, 50, 75, 100].map((p) => percentile(xs, p || 1)).join("/") : "–");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Memory with nothing in flight: every worker isolate collects its garbage, then resident memory is
 * the median of three samples a second apart; with each isolate's reachable heap (MB).
 */
async function settledMemory(watch, isolates, controlUrl) {
  // One `always` read of a control page reaches every isolate a soak read reaches (md, render, the
  // objects' hosts), so each runs the collection it was asked for (inspector.mjs).
  const heaps = await retainedHeaps(isolates, () => readMd(MD_URL, controlUrl, "always", 60_000), { waitMs: 5_000 });
  const samples = [];
  for (let i = 0; i < 3; i++) {
    await sleep(1_000);
    samples.push(watch.memory());
  }
  const reached = Object.fromEntries(Object.entries(heaps).filter(([, mb]) => mb !== null));
  return { workerdMb: median(samples.map((m) => m.workerdMb)), chromiumMb: median(samples.map((m) => m.chromiumMb)), browsers: samples.at(-1).browsers, heaps: reached };
}

/** Sends `requests` at CONCURRENCY, appending each answer to `done`. */
async function send(requests, done, origin, watch) {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++];
      const read = await readMd(MD_URL, `${origin}/${r.page.name}/`, r.mode, 60_000);
      done.push({ ...r, ...read, body: undefined });
      if (done.length % 100 === 0) console.log(`[soak] ${done.length}/${WARMUP + REQUESTS} ${JSON.stringify(watch.memory())}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function main() {
  holdStackLock();
  const commit = execSync("git rev-parse --short HEAD", { cwd: here, encoding: "utf8" }).trim();
  const browsersBefore = allBrowserMains().length;
  const server = await startCorpusServer();
  const stack = await startStack({ SVC_DEV_INSPECTOR_PORT: String(INSPECTOR_PORT), SVC_DEV_LOG_LEVEL: "warn" });
  const watch = watchStack(stack.pid);
  const pages = corpusPages();
  const all = plan(pages, WARMUP + REQUESTS);
  const controlUrl = `${server.origin}/${pages.find((p) => !p.needs_render).name}/`;
  const done = [];
  const samples = [];
  let warm = null;
  let end = null;
  let sampler;
  let started;
  let leftBehind = [];
  let isolates = [];
  try {
    // Every isolate, Miniflare's own too (the browser binding's sessions live in one): all of it is workerd's memory.
    isolates = await connectIsolates(INSPECTOR_PORT, { all: true });
    await send(all.slice(0, WARMUP), done, server.origin, watch);
    warm = await settledMemory(watch, isolates, controlUrl);
    console.log(`[soak] after warm-up, garbage collected: ${JSON.stringify(warm)}`);
    started = Date.now();
    sampler = setInterval(() => samples.push({ t: Date.now(), done: done.length, ...watch.memory() }), 1_000);
    await send(all.slice(WARMUP), done, server.origin, watch);
    clearInterval(sampler);
    end = await settledMemory(watch, isolates, controlUrl);
    console.log(`[soak] at the end, garbage collected: ${JSON.stringify(end)}`);
  } finally {
    clearInterval(sampler);
    for (const i of isolates) i.close();
    watch.stop();
    await stack.stop();
    writeFileSync(STACK_LOG, stack.log());
    await sleep(3_000);
    leftBehind = watch.leftBehind();
    await server.close();
  }
  const elapsed = (Date.now() - started) / 1000;
  const measured = done.slice(WARMUP);
  const fiveXX = done.filter((d) => d.status >= 500);
  const broken = done.filter((d) => d.status === 0);
  const rendered = done.filter((d) => d.rendered === "true");
  const byKind = (kind) => done.filter((d) => d.kind === kind);
  const statuses = {};
  for (const d of done) statuses[`${d.kind} ${d.mode} ${d.status}`] = (statuses[`${d.kind} ${d.mode} ${d.status}`] ?? 0) + 1;
  const fallbacks = {};
  for (const d of done.filter((x) => x.fallback)) fallbacks[d.fallback] = (fallbacks[d.fallback] ?? 0) + 1;
  const flat = (key) => end[key] <= Math.max(warm[key] * 1.25, warm[key] + 50);
  const ratio = (key) => (end[key] / warm[key]).toFixed(2);
  const pass = fiveXX.length === 0 && broken.length === 0 && leftBehind.length === 0 && flat("workerdMb") && flat("chromiumMb");
  const renderPath = done.some((d) => d.rendered !== null);
  const p = (xs, q) => (xs.length ? `${Math.round(percentile(xs, q))} ms` : "–");
  const report = [
    `## Soak of ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (commit ${commit}): ${pass ? "PASS" : "FAIL"}${renderPath ? "" : " (static reads only: render path absent)"}`,
    "",
    ...(renderPath ? [] : ["**Render path: absent** (no answer carried `X-Rendered`): every read was a static conversion; the marks hold for static reads only.", ""]),
    `${WARMUP} reads of warm-up, then ${measured.length} at concurrency ${CONCURRENCY} in ${elapsed.toFixed(0)} s (${(measured.length / elapsed).toFixed(1)}/s). Of all ${done.length}: ${byKind("static").length} static, ${byKind("rendered").length} meant to render (always share ${ALWAYS_SHARE}); every figure below counts all of them but memory.`,
    `- Answers: ${Object.entries(statuses).map(([k, v]) => `${k} ×${v}`).join(", ")}.`,
    `- 5xx: ${fiveXX.length}${fiveXX.length ? ` (${fiveXX.slice(0, 5).map((d) => `${d.page.name} ${d.mode} ${d.status}`).join("; ")})` : ""}; connection errors/timeouts: ${broken.length}${broken.length ? ` (${broken[0].error})` : ""}.`,
    `- Rendered (\`X-Rendered: true\`): ${rendered.length}; fallbacks: ${JSON.stringify(fallbacks)}.`,
    `- Latency: static p50 ${p(byKind("static").map((d) => d.ms), 50)}, p95 ${p(byKind("static").map((d) => d.ms), 95)}; rendered p50 ${p(rendered.map((d) => d.ms), 50)}, p95 ${p(rendered.map((d) => d.ms), 95)}.`,
    `- Browser launches: ${watch.launches()}. Chromium processes of the stack alive 3 s after it stopped: **${leftBehind.length}**${leftBehind.length ? ` (${leftBehind.join(", ")})` : ""} (machine-wide browser processes before the run: ${browsersBefore}, after: ${allBrowserMains().length}).`,
    `- Memory after warm-up → end, garbage collected and nothing in flight (median of 3 samples): workerd **${warm.workerdMb} → ${end.workerdMb} MB** (×${ratio("workerdMb")}, ${flat("workerdMb") ? "flat by the ×1.25 mark" : "GREW"}), Chromium **${warm.chromiumMb} → ${end.chromiumMb} MB** in ${end.browsers} browser(s) (×${ratio("chromiumMb")}, ${flat("chromiumMb") ? "flat" : "GREW"}).`,
    `- Reachable JS heap per isolate after warm-up → end (idle ones, which no read reached, left out): ${[...new Set([...Object.keys(warm.heaps), ...Object.keys(end.heaps)])].map((w) => `${w} ${warm.heaps[w] ?? "–"} → ${end.heaps[w] ?? "–"} MB`).join(", ")}.`,
    `- Resident memory as it comes during the soak (garbage included, every second), min/25/50/75/max: workerd ${quartiles(samples.map((s) => s.workerdMb))} MB, Chromium ${quartiles(samples.map((s) => s.chromiumMb))} MB.`,
    "",
    `Command: \`node bench/render/soak.mjs ${process.argv.slice(2).join(" ")}\``,
  ].join("\n");
  console.log(`\n${report}`);
  if (process.argv.includes("--write")) {
    const file = path.join(here, "RESULTS.md");
    const old = existsSync(file) ? readFileSync(file, "utf8") : "# Render bench results\n\n";
    const [head, ...rest] = old.split(/(?=^## )/m);
    writeFileSync(file, `${head}${report}\n\n${rest.join("")}`);
  }
  if (!pass) process.exit(1);
}

await main();
