#!/usr/bin/env node
/**
 * bench/front-door/floor: what the hops alone cost. Loads, in alternating rounds as run.mjs does,
 * the bare hello-world worker and the same worker plus no-op hops (bench/front-door/floor): one
 * JS RPC call to a second worker (`/rpc`, the provider hop), one Durable Object RPC call (`/do`,
 * the store hop), and both (`/both`), and the real keyed path (run.mjs's keyed stack). The hops'
 * req/s and p50 against bare bound from above what any keyed path with those hops can reach in
 * `wrangler dev` on this machine.
 *
 * Usage: node bench/front-door/floor.mjs [seconds per path] [connections] [rounds]
 */
import os from "node:os";
import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { BARE_URL, KEYED_HEADERS, KEYED_URL, groupCpuSeconds, startBare, startKeyed, startWrangler, stop, waitFor } from "./stacks.mjs";

const duration = Number(process.argv[2] ?? 12);
const connections = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 3);
const FLOOR = "http://127.0.0.1:8703";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "svc-floor-"));
  const children = [];
  try {
    const bare = await startBare(dir);
    children.push(bare);
    const floor = startWrangler(["-c", "bench/front-door/floor/wrangler.toml", "-c", "bench/front-door/floor/noop.wrangler.toml", "--persist-to", dir], 8703, dir);
    children.push(floor);
    await waitFor(`${FLOOR}/both`);
    const keyed = await startKeyed(dir);
    children.push(keyed);
    const targets = [
      { name: "bare", url: BARE_URL, child: bare },
      { name: "rpc", url: `${FLOOR}/rpc`, child: floor },
      { name: "do", url: `${FLOOR}/do`, child: floor },
      { name: "both", url: `${FLOOR}/both`, child: floor },
      { name: "keyed", url: KEYED_URL, headers: KEYED_HEADERS, child: keyed },
    ];
    for (const t of targets) await autocannon({ url: t.url, headers: t.headers, connections, duration: 2 });
    const per = Math.max(1, Math.round(duration / rounds));
    const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
    for (let i = 0; i < rounds; i++) {
      for (const t of i % 2 === 0 ? targets : [...targets].reverse()) {
        const cpu0 = groupCpuSeconds(t.child);
        const r = await autocannon({ url: t.url, headers: t.headers, connections, duration: per });
        const cpu1 = groupCpuSeconds(t.child);
        runs[t.name].push({ rps: r.requests.total / per, total: r.requests.total, p50: r.latency.p50, non2xx: r.non2xx + r.errors, runtime: cpu1.runtime - cpu0.runtime });
      }
    }
    const rows = Object.fromEntries(targets.map(({ name }) => {
      const rs = runs[name];
      const total = rs.reduce((a, r) => a + r.total, 0);
      return [name, { rps: total / (per * rs.length), p50: median(rs.map((r) => r.p50)), runtimeMs: (1000 * rs.reduce((a, r) => a + r.runtime, 0)) / total, bad: rs.reduce((a, r) => a + r.non2xx, 0) }];
    }));
    console.log(`front-door floor: ${connections} connections, ${rounds} alternating rounds of ${per} s per path, ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    console.log("| path | req/s | p50 ms | runtime CPU ms/req | req/s / bare | p50 / bare | non-2xx + errors |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    const b = rows.bare;
    for (const { name } of targets) {
      const r = rows[name];
      console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.runtimeMs.toFixed(2)} | ${(r.rps / b.rps).toFixed(2)} | ${(r.p50 / Math.max(1, b.p50)).toFixed(2)} | ${r.bad} |`);
    }
  } finally {
    for (const child of children) stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
