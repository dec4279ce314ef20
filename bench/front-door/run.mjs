#!/usr/bin/env node
/**
 * bench/front-door: req/s and latency of (a) a bare Hono hello-world worker and (b) a keyed request
 * through auth (D1) + per-key and per-organization limiters (DOs) + credits (D1) to a trivial
 * provider, both under `wrangler dev --log-level error`, measured one after the other in one run.
 * Limits are raised (harness) so nothing answers 429. Usage: node bench/front-door/run.mjs [seconds] [connections]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { provisionDevKeys, runWrangler } from "../../scripts/dev-state.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const KEY = `svc_test_${"be".repeat(32)}`;

function startWrangler(args, port) {
  const child = spawn(path.join(root, "node_modules/.bin/wrangler"), ["dev", ...args, "--port", String(port), "--ip", "127.0.0.1", "--log-level", "error", "--show-interactive-dev-session=false", "--inspector-port", String(port + 1000)], {
    cwd: root, stdio: "ignore", detached: true, env: { ...process.env, FORCE_COLOR: "0" },
  });
  return child;
}

async function waitFor(url, init) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, init);
      if (res.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`not ready: ${url}`);
}

function stop(child) {
  try { process.kill(-child.pid, "SIGTERM"); } catch {}
}

async function load(url, headers) {
  // Warm-up so JIT, DO instances and D1 are hot before the measured run.
  await autocannon({ url, headers, connections, duration: 2 });
  const r = await autocannon({ url, headers, connections, duration });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function main() {
  const state = mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
  const results = {};
  try {
    const hello = startWrangler(["-c", "bench/front-door/hello/wrangler.toml"], 8701);
    await waitFor("http://127.0.0.1:8701/");
    results.bare = await load("http://127.0.0.1:8701/", {});
    stop(hello);

    await runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state, "-c", "wrangler.toml"], root);
    process.env.SVC_DEV_KEY = KEY;
    await provisionDevKeys(state, root);
    await runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "-c", "wrangler.toml", "--command", "UPDATE workspaces SET free_credits_micro = 1000000000000"], root);
    const api = startWrangler(["-c", "wrangler.toml", "-c", "bench/front-door/trivial-news/wrangler.toml", "--persist-to", state,
      "--var", "SVC_HARNESS:1", "--var", "SVC_LIMIT_KEY_PER_MIN:100000000", "--var", "SVC_LIMIT_ORG_PER_MIN:100000000", "--var", "CURSOR_SECRET:bench-cursor-secret-0123456789"], 8702);
    const headers = { Authorization: `Bearer ${KEY}` };
    await waitFor("http://127.0.0.1:8702/v1/news/stories_top?limit=1", { headers });
    results.keyed = await load("http://127.0.0.1:8702/v1/news/stories_top?limit=1", headers);
    stop(api);
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
  const { bare, keyed } = results;
  console.log(`front-door bench: ${connections} connections, ${duration} s each, wrangler dev --log-level error, ${new Date().toISOString()}`);
  console.log("| path | req/s | p50 ms | p99 ms | non-2xx | errors |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
  console.log(`keyed/bare req/s ratio: ${(keyed.rps / bare.rps).toFixed(2)} (bar: >= 0.60)`);
  console.log(`keyed/bare p50 ratio: ${(keyed.p50 / Math.max(1, bare.p50)).toFixed(2)} (bar: <= 1.5)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
