#!/usr/bin/env node
/**
 * bench/providers: the news item route on the 300-comment thread (SYNTHETIC fixture 39000000,
 * 10 levels deep) against the fake upstream, under `wrangler dev --log-level error`:
 *   ours cold      depth=10, `Cache-Control: no-cache` (every request goes upstream: Algolia, 1 call)
 *   ours warm      depth=10, served from the KV cache (X-Cache: hit)
 *   ours fallback  depth=10, Algolia down: bounded Firebase fan-out (≤ 200 calls, partial tree)
 *   naive fan-out  one Firebase call per comment, each level all at once (bench/providers/naive-fanout)
 * Upstream calls are counted by the fake upstream. All rows come from one run on one machine:
 * compare ratios, not absolute numbers (RUNTIME-NOTES: ±30% noise between runs).
 * Usage: node bench/providers/run.mjs [requests per row, default 40]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startFakeUpstream } from "../../tests/fakes/upstream-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const N = Number(process.argv[2] ?? 40);
const ITEM = 39000000;

function startWrangler(config, port, vars, state) {
  const varArgs = Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  return spawn(path.join(root, "node_modules/.bin/wrangler"), ["dev", "-c", config, "--port", String(port), "--ip", "127.0.0.1", "--log-level", "error",
    "--show-interactive-dev-session=false", "--inspector-port", String(port + 1000), "--persist-to", state, ...varArgs], {
    cwd: root, stdio: "ignore", detached: true, env: { ...process.env, FORCE_COLOR: "0" },
  });
}

async function waitFor(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`not ready: ${url}`);
}

const stop = (child) => {
  try { process.kill(-child.pid, "SIGTERM"); } catch {}
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** N sequential requests: latency percentiles and upstream calls per request. */
async function measure(fake, url, headers = {}) {
  const times = [];
  let cache = null;
  let comments = null;
  const before = fake.hits().total;
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    cache = res.headers.get("x-cache");
    comments = countComments(body.data[0]);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p90: percentile(times, 90), calls: (fake.hits().total - before) / N, cache, comments };
}

function countComments(item) {
  let n = 0;
  const stack = [...(item?.children ?? [])];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!node.deleted) n++;
    stack.push(...(node.children ?? []));
  }
  return n;
}

async function main() {
  const fake = await startFakeUpstream({ port: 0 });
  const state = mkdtempSync(path.join(os.tmpdir(), "svc-bench-providers-"));
  const vars = { SVC_HARNESS: "1", CURSOR_SECRET: "bench-cursor-secret-0123456789", ...fake.env() };
  const news = startWrangler("workers/news/wrangler.toml", 8721, vars, path.join(state, "news"));
  const naive = startWrangler("bench/providers/naive-fanout/wrangler.toml", 8722, vars, path.join(state, "naive"));
  const rows = {};
  try {
    await waitFor("http://127.0.0.1:8721/fetcher/healthz");
    await waitFor("http://127.0.0.1:8722/item/1");
    const ours = `http://127.0.0.1:8721/v1/news/item/${ITEM}?depth=10`;
    // Warm-up of both workers (JIT, connections), not measured.
    for (let i = 0; i < 5; i++) {
      await fetch(ours, { headers: { "Cache-Control": "no-cache" } });
      await fetch(`http://127.0.0.1:8722/item/${ITEM}`);
    }
    rows["ours, cold (Algolia tree)"] = await measure(fake, ours, { "Cache-Control": "no-cache" });
    await fetch(ours);
    rows["ours, warm (KV hit)"] = await measure(fake, ours);
    fake.setMode("hn_algolia", "down");
    rows["ours, fallback (Firebase, budget 200)"] = await measure(fake, ours, { "Cache-Control": "no-cache" });
    fake.setMode("hn_algolia", "ok");
    rows["naive fan-out (1 call per comment)"] = await measure(fake, `http://127.0.0.1:8722/item/${ITEM}`);
  } finally {
    stop(news);
    stop(naive);
    await fake.close();
    rmSync(state, { recursive: true, force: true });
  }
  console.log(`providers bench: GET item ${ITEM} (300-comment SYNTHETIC tree, 10 levels), ${N} sequential requests per row, wrangler dev --log-level error, ${new Date().toISOString()}`);
  console.log("| row | upstream calls / request | p50 ms | p90 ms | X-Cache | comments returned |");
  console.log("|---|---:|---:|---:|---|---:|");
  for (const [name, r] of Object.entries(rows)) {
    console.log(`| ${name} | ${r.calls.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.cache ?? "-"} | ${r.comments} |`);
  }
  const cold = rows["ours, cold (Algolia tree)"];
  const naiveRow = rows["naive fan-out (1 call per comment)"];
  console.log(`naive/ours-cold p50 ratio: ${(naiveRow.p50 / cold.p50).toFixed(1)}x; upstream calls ${naiveRow.calls.toFixed(0)} vs ${cold.calls.toFixed(0)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
