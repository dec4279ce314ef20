#!/usr/bin/env node
/**
 * bench/providers, part 1: the news item route on the 300-comment thread (SYNTHETIC fixture 39000000,
 * 10 levels deep) against the fake upstream, under `wrangler dev --log-level error`:
 *   ours cold      depth=10, `Cache-Control: no-cache` (every request goes upstream: Algolia, 1 call)
 *   ours warm      depth=10, served from the KV cache (X-Cache: hit)
 *   ours fallback  depth=10, Algolia down: bounded Firebase fan-out (≤ 200 calls, partial tree)
 *   naive fan-out  one Firebase call per comment, each level all at once (bench/providers/naive-fanout)
 * Part 2: video comments, video transcript and the social timeline (SYNTHETIC fixtures), ours vs
 * bench/providers/naive-client (the same calls and normalizers, no cache, coalescing or circuit):
 *   burst x20      20 concurrent identical requests on a cold worker: upstream calls per request
 *   ours cold      sequential, `Cache-Control: no-cache`
 *   ours warm      sequential, KV hit
 *   naive          sequential
 * Upstream calls are counted by the fake upstream. All rows come from one run on one machine:
 * compare ratios, not absolute numbers (RUNTIME-NOTES: ±30% noise between runs).
 * Usage: node bench/providers/run.mjs [requests per row, default 40] [news|video-social, default both] [upstream latency ms for part 2, default 0]
 * A latency (the fake upstream's `slow` mode on every video/social call) stands in for the WAN round
 * trip a real upstream costs; with 0 the fake answers in well under a millisecond.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startFakeUpstream } from "../../tests/fakes/upstream-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const N = Number(process.argv[2] ?? 40);
const PART = process.argv[3] ?? "both";
const LATENCY_MS = Number(process.argv[4] ?? 0);
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
async function measure(fake, url, headers = {}, count = (body) => countComments(body.data[0])) {
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
    comments = count(body);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p90: percentile(times, 90), calls: (fake.hits().total - before) / N, cache, comments };
}

const BURST = 20;

/** BURST concurrent identical requests: upstream calls per request and latency percentiles. */
async function burst(fake, url, count) {
  const before = fake.hits().total;
  const times = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const t0 = performance.now();
      const res = await fetch(url);
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
      count(body);
      return performance.now() - t0;
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p90: percentile(times, 90), calls: (fake.hits().total - before) / BURST, cache: "-", comments: "-" };
}

/** Part 2: the video and social paths, ours vs the naive client. */
const PATHS = [
  { name: "video comments", ours: "http://127.0.0.1:8723/v1/video/comments/synthVid0001?limit=20", naive: "http://127.0.0.1:8725/comments/synthVid0001", ourCount: (b) => b.data.length, naiveCount: (b) => b.data.length },
  { name: "video transcript", ours: "http://127.0.0.1:8723/v1/video/transcript/synthVid0001", naive: "http://127.0.0.1:8725/transcript/synthVid0001", ourCount: (b) => b.data.segments.length, naiveCount: (b) => b.data.length },
  { name: "social timeline", ours: "http://127.0.0.1:8724/v1/social/users/synthuser/posts", naive: "http://127.0.0.1:8725/timeline/synthuser", ourCount: (b) => b.data.posts.length, naiveCount: (b) => b.data.length },
];

async function videoSocialRows(fake, vars, state) {
  const video = startWrangler("workers/video/wrangler.toml", 8723, vars, path.join(state, "video"));
  const social = startWrangler("workers/social/wrangler.toml", 8724, vars, path.join(state, "social"));
  const naive = startWrangler("bench/providers/naive-client/wrangler.toml", 8725, vars, path.join(state, "naive-client"));
  const rows = {};
  try {
    await waitFor("http://127.0.0.1:8723/fetcher/healthz");
    await waitFor("http://127.0.0.1:8724/fetcher/healthz");
    await waitFor("http://127.0.0.1:8725/");
    for (const p of PATHS) {
      // The bursts run first, while each worker's cache is cold for this path.
      rows[`${p.name}: ours, burst x${BURST} (cold, coalesced)`] = await burst(fake, p.ours, p.ourCount);
      rows[`${p.name}: naive, burst x${BURST}`] = await burst(fake, p.naive, p.naiveCount);
      rows[`${p.name}: ours, cold (no-cache)`] = await measure(fake, p.ours, { "Cache-Control": "no-cache" }, p.ourCount);
      rows[`${p.name}: ours, warm (KV hit)`] = await measure(fake, p.ours, {}, p.ourCount);
      rows[`${p.name}: naive`] = await measure(fake, p.naive, {}, p.naiveCount);
    }
  } finally {
    stop(video);
    stop(social);
    stop(naive);
  }
  return rows;
}

function printRows(rows) {
  console.log("| row | upstream calls / request | p50 ms | p90 ms | X-Cache | items returned |");
  console.log("|---|---:|---:|---:|---|---:|");
  for (const [name, r] of Object.entries(rows)) {
    console.log(`| ${name} | ${r.calls.toFixed(2)} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.cache ?? "-"} | ${r.comments} |`);
  }
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
  try {
    if (PART !== "video-social") await newsRows(fake, vars, state);
    if (PART !== "news") {
      if (LATENCY_MS > 0) for (const u of ["youtube", "social", "social_timeline"]) fake.setMode(u, "slow", { delay_ms: LATENCY_MS });
      const part2 = await videoSocialRows(fake, vars, state);
      console.log(`\nproviders bench part 2: video comments, video transcript, social timeline (SYNTHETIC fixtures), upstream latency ${LATENCY_MS} ms per call, ${N} sequential requests per row, bursts of ${BURST}, ${new Date().toISOString()}`);
      printRows(part2);
      for (const p of PATHS) {
        const naiveP = part2[`${p.name}: naive`];
        const warm = part2[`${p.name}: ours, warm (KV hit)`];
        const cold = part2[`${p.name}: ours, cold (no-cache)`];
        console.log(`${p.name}: naive/ours-warm p50 ${(naiveP.p50 / warm.p50).toFixed(1)}x, naive/ours-cold p50 ${(naiveP.p50 / cold.p50).toFixed(1)}x; burst calls/request ${part2[`${p.name}: naive, burst x${BURST}`].calls.toFixed(2)} naive vs ${part2[`${p.name}: ours, burst x${BURST} (cold, coalesced)`].calls.toFixed(2)} ours`);
      }
    }
  } finally {
    await fake.close();
    rmSync(state, { recursive: true, force: true });
  }
}

/** Part 1: the news item tree. */
async function newsRows(fake, vars, state) {
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
