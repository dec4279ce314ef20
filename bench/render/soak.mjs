#!/usr/bin/env node
/**
 * Render soak (issue 34): `--requests` (1,000) md gateway reads at `--concurrency` (20), mixed
 * static and rendered, on a fresh `npm run dev` in harness mode (taking /tmp/svc-e2e.lock itself).
 * Half the reads are static (`X-Render: never` on any corpus page, or `auto` on a control page),
 * half rendered (`auto` on a page that needs script; `--always-share` of them `always`, default 0),
 * all with `Cache-Control: no-cache` so every rendered read is a real render.
 *
 * Pass marks (exit 1 otherwise): no 5xx and no connection error or timeout; no Chromium process of
 * the stack alive once it stopped; resident memory flat after warm-up: workerd's and Chromium's at
 * the end within 25% of theirs once the first `--warmup` (200) reads were answered (sampled every
 * second; the report gives both series' quartiles).
 *
 *   node bench/render/soak.mjs [--requests 1000] [--concurrency 20] [--always-share 0] [--warmup 200] [--write]
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { corpusPages, startCorpusServer } from "./serve.mjs";
import { allBrowserMains, holdStackLock, MD_URL, percentile, readMd, startStack, watchStack } from "./stack.mjs";

const here = import.meta.dirname;
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const REQUESTS = Number(arg("requests", 1000));
const CONCURRENCY = Number(arg("concurrency", 20));
const ALWAYS_SHARE = Number(arg("always-share", 0));
const WARMUP = Number(arg("warmup", 200));

/** A small seeded generator, so two runs send the same mix. */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

function plan(pages) {
  const random = rng(34);
  const needing = pages.filter((p) => p.needs_render);
  const controls = pages.filter((p) => !p.needs_render);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: REQUESTS }, () => {
    if (random() < 0.5) return random() < 0.8 ? { kind: "static", page: pick(pages), mode: "never" } : { kind: "static", page: pick(controls), mode: "auto" };
    return { kind: "rendered", page: pick(needing), mode: random() < ALWAYS_SHARE ? "always" : "auto" };
  });
}

const quartiles = (xs) => (xs.length ? [0, 25, 50, 75, 100].map((p) => percentile(xs, p || 1)).join("/") : "–");

async function main() {
  holdStackLock();
  const commit = execSync("git rev-parse --short HEAD", { cwd: here, encoding: "utf8" }).trim();
  const browsersBefore = allBrowserMains().length;
  const server = await startCorpusServer();
  const stack = await startStack();
  const watch = watchStack(stack.pid);
  const requests = plan(corpusPages());
  const done = [];
  const samples = [];
  const sampler = setInterval(() => samples.push({ t: Date.now(), done: done.length, ...watch.memory() }), 1_000);
  let warmAt = null;
  let midAt = null;
  const MID = Math.round((WARMUP + REQUESTS) / 2);
  let next = 0;
  const started = Date.now();
  let leftBehind = [];
  try {
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++];
        const read = await readMd(MD_URL, `${server.origin}/${r.page.name}/`, r.mode, 60_000);
        done.push({ ...r, ...read, body: undefined });
        if (done.length === WARMUP) warmAt = { t: Date.now(), ...watch.memory() };
        if (done.length === MID) midAt = { t: Date.now(), ...watch.memory() };
        if (done.length % 100 === 0) console.log(`[soak] ${done.length}/${requests.length} ${JSON.stringify(watch.memory())}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    clearInterval(sampler);
    const end = watch.memory();
    samples.push({ t: Date.now(), done: done.length, ...end });
    watch.stop();
    await stack.stop();
    await new Promise((r) => setTimeout(r, 3_000));
    leftBehind = watch.leftBehind();
    await server.close();
  }
  const elapsed = (Date.now() - started) / 1000;
  const end = samples.at(-2) ?? samples.at(-1); // the last sample while the stack still ran
  const afterWarm = samples.filter((s) => warmAt && s.t >= warmAt.t);
  const fiveXX = done.filter((d) => d.status >= 500);
  const broken = done.filter((d) => d.status === 0);
  const rendered = done.filter((d) => d.rendered === "true");
  const byKind = (kind) => done.filter((d) => d.kind === kind);
  const statuses = {};
  for (const d of done) statuses[`${d.kind} ${d.mode} ${d.status}`] = (statuses[`${d.kind} ${d.mode} ${d.status}`] ?? 0) + 1;
  const fallbacks = {};
  for (const d of done.filter((x) => x.fallback)) fallbacks[d.fallback] = (fallbacks[d.fallback] ?? 0) + 1;
  const flat = (key) => warmAt && end[key] <= Math.max(warmAt[key] * 1.25, warmAt[key] + 50);
  const pass = fiveXX.length === 0 && broken.length === 0 && leftBehind.length === 0 && flat("workerdMb") && flat("chromiumMb");
  const renderPath = done.some((d) => d.rendered !== null);
  const p = (xs, q) => (xs.length ? `${Math.round(percentile(xs, q))} ms` : "–");
  const report = [
    `## Soak of ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (commit ${commit}): ${pass ? "PASS" : "FAIL"}${renderPath ? "" : " (static reads only: render path absent)"}`,
    "",
    ...(renderPath ? [] : ["**Render path: absent** (no answer carried `X-Rendered`): every read was a static conversion; the marks hold for static reads only.", ""]),
    `${done.length} reads at concurrency ${CONCURRENCY} in ${elapsed.toFixed(0)} s (${(done.length / elapsed).toFixed(1)}/s); ${byKind("static").length} static, ${byKind("rendered").length} meant to render (always share ${ALWAYS_SHARE}).`,
    `- Answers: ${Object.entries(statuses).map(([k, v]) => `${k} ×${v}`).join(", ")}.`,
    `- 5xx: ${fiveXX.length}${fiveXX.length ? ` (${fiveXX.slice(0, 5).map((d) => `${d.page.name} ${d.mode} ${d.status}`).join("; ")})` : ""}; connection errors/timeouts: ${broken.length}${broken.length ? ` (${broken[0].error})` : ""}.`,
    `- Rendered (\`X-Rendered: true\`): ${rendered.length}; fallbacks: ${JSON.stringify(fallbacks)}.`,
    `- Latency: static p50 ${p(byKind("static").map((d) => d.ms), 50)}, p95 ${p(byKind("static").map((d) => d.ms), 95)}; rendered p50 ${p(rendered.map((d) => d.ms), 50)}, p95 ${p(rendered.map((d) => d.ms), 95)}.`,
    `- Browser launches: ${watch.launches()}. Chromium processes of the stack alive 3 s after it stopped: **${leftBehind.length}**${leftBehind.length ? ` (${leftBehind.join(", ")})` : ""} (machine-wide browser processes before the run: ${browsersBefore}, after: ${allBrowserMains().length}).`,
    `- Memory after warm-up (${WARMUP} reads answered) → ${MID} → end: workerd ${warmAt?.workerdMb ?? "–"} → ${midAt?.workerdMb ?? "–"} → ${end.workerdMb} MB (${flat("workerdMb") ? "flat by the ×1.25 mark" : "GREW"}), Chromium ${warmAt?.chromiumMb ?? "–"} → ${midAt?.chromiumMb ?? "–"} → ${end.chromiumMb} MB in ${end.browsers} browser(s) (${flat("chromiumMb") ? "flat" : "GREW"}). Quartiles after warm-up, min/25/50/75/max: workerd ${quartiles(afterWarm.map((s) => s.workerdMb))} MB, Chromium ${quartiles(afterWarm.map((s) => s.chromiumMb))} MB.`,
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
