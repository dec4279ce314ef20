#!/usr/bin/env node
/**
 * bench/front-door: req/s and latency of (a) a bare Hono hello-world worker and (b) a keyed request
 * through auth (D1, cached per isolate) + per-key and per-organization windows + credits (Durable
 * Objects) to a trivial provider, each under its own `wrangler dev --log-level error`.
 *
 * Both stacks run for the whole bench and are loaded in alternating rounds (bare, keyed, keyed,
 * bare, …), so a change in the machine's load hits both alike; the ratios are what to read.
 * Also reported: CPU milliseconds per request used by each stack's process group, which a loaded
 * machine disturbs far less than wall time. Limits are raised (harness vars) so nothing is a 429.
 *
 * Usage: node bench/front-door/run.mjs [seconds per path] [connections] [rounds]
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { BARE_URL, KEYED_HEADERS, KEYED_URL, groupCpuSeconds, inspectedWorker, startBare, startKeyed, stop } from "./stacks.mjs";

const duration = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 3);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function round(target, seconds) {
  const cpu0 = groupCpuSeconds(target.child);
  const r = await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
  const cpu1 = groupCpuSeconds(target.child);
  const cpu = Object.fromEntries(Object.keys(cpu1).map((k) => [k, cpu1[k] - cpu0[k]]));
  return { rps: r.requests.total / seconds, total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, cpu };
}

async function main() {
  const state = mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
  const children = [];
  try {
    const bare = { name: "bare", url: BARE_URL, headers: {}, child: await startBare(state) };
    children.push(bare.child);
    const keyed = { name: "keyed", url: KEYED_URL, headers: KEYED_HEADERS, child: await startKeyed(state) };
    children.push(keyed.child);
    // Warm-up: JIT, Durable Object instances, the key cache, the provider isolate.
    for (const t of [bare, keyed]) await autocannon({ url: t.url, headers: t.headers, connections, duration: 3 });

    const per = Math.max(1, Math.round(duration / rounds));
    const runs = { bare: [], keyed: [] };
    for (let i = 0; i < rounds; i++) {
      for (const t of i % 2 === 0 ? [bare, keyed] : [keyed, bare]) runs[t.name].push(await round(t, per));
    }

    const row = (name) => {
      const rs = runs[name];
      const total = rs.reduce((a, r) => a + r.total, 0);
      return {
        rps: total / (per * rs.length),
        p50: median(rs.map((r) => r.p50)),
        p99: median(rs.map((r) => r.p99)),
        cpuMs: (1000 * rs.reduce((a, r) => a + r.cpu.total, 0)) / total,
        workerdMs: (1000 * rs.reduce((a, r) => a + r.cpu.workerd, 0)) / total,
        nodeMs: (1000 * rs.reduce((a, r) => a + r.cpu.node, 0)) / total,
        runtimeMs: (1000 * rs.reduce((a, r) => a + r.cpu.runtime, 0)) / total,
        proxyMs: (1000 * rs.reduce((a, r) => a + r.cpu.proxy, 0)) / total,
        non2xx: rs.reduce((a, r) => a + r.non2xx, 0),
        errors: rs.reduce((a, r) => a + r.errors, 0),
      };
    };
    const b = row("bare");
    const k = row("keyed");
    console.log(`front-door bench: ${connections} connections, ${rounds} alternating rounds of ${per} s per path, wrangler dev --log-level error, ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    console.log("| path | req/s | p50 ms | p99 ms | CPU ms/req (workerd + wrangler) | of which runtime / proxy workerd | non-2xx | errors |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const [name, r] of [["bare", b], ["keyed", k]]) {
      const cpu = `${r.cpuMs.toFixed(2)} (${r.workerdMs.toFixed(2)} + ${r.nodeMs.toFixed(2)})`;
      console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${cpu} | ${r.runtimeMs.toFixed(2)} / ${r.proxyMs.toFixed(2)} | ${r.non2xx} | ${r.errors} |`);
    }
    const perRound = runs.keyed.map((r, i) => (r.rps / runs.bare[i].rps).toFixed(2)).join(", ");
    console.log(`keyed/bare req/s ratio: ${(k.rps / b.rps).toFixed(2)} (bar: >= 0.85; per round: ${perRound})`);
    console.log(`keyed/bare p50 ratio: ${(k.p50 / Math.max(1, b.p50)).toFixed(2)} (bar: <= 1.2)`);
    // A non-2xx keyed answer (429 from a window, 402) measures a refusal, not the keyed path.
    if (k.non2xx > 0) console.log(`WARNING: ${k.non2xx} keyed answers were not 2xx; the figures above do not measure the keyed path.`);
    console.log(`keyed/bare CPU per request: ${(k.cpuMs / b.cpuMs).toFixed(2)} (runtime only, without wrangler's proxy and node: ${(k.runtimeMs / b.runtimeMs).toFixed(2)})`);
    console.log(`wrangler's devtools proxy watched: ${inspectedWorker(keyed.child)} (keyed stack), ${inspectedWorker(bare.child)} (bare stack)`);
  } finally {
    for (const child of children) stop(child);
    rmSync(state, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
