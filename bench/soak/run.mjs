#!/usr/bin/env node
/**
 * Sustained load on `npm run dev`: N mixed requests at C concurrency, most of them Markdown
 * conversions of a ~1.1 MB page with `Cache-Control: no-cache` from random client IPs, the rest
 * keyed reads, claims, MCP calls and readiness checks over the other hosts. Reports, per 1,000
 * requests, the resident memory and open file descriptors of every process of the runtime, plus
 * md latency p50/p95 and error counts. A flat memory and fd line is the pass mark.
 *
 *   flock /tmp/svc-devstack.lock node bench/soak/run.mjs [--requests 3000] [--concurrency 50]
 *        [--md-share 0.75] [--faults] [--write]
 *
 * `--faults` flaps the news upstreams (tests/fakes/upstream-server.mjs modes fail / down / slow /
 * ok, switching every 250 requests): news reads may then answer 502/503 (or stale 200), never 500,
 * and nothing else may fail.
 *
 * Binds the dev ports (8787–8793): run it under the same lock as the e2e tier. Reads the page from
 * ../shared/corpus when present, else builds a synthetic page of the same size.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { startFakeUpstream } from "../../tests/fakes/upstream-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const REQUESTS = Number(arg("requests", 3000));
const CONCURRENCY = Number(arg("concurrency", 50));
const MD_SHARE = Number(arg("md-share", 0.75));
const TIMEOUT_MS = 30_000;
const FAULTS = process.argv.includes("--faults");
const FLAP = ["fail", "down", "ok", "slow", "ok"];
const DEV_KEY = `svc_test_${"50a4".repeat(16)}`;
const CORPUS_PAGE = path.resolve(root, "../shared/corpus/readability/guardian-1/source.html");

function bigPage() {
  if (existsSync(CORPUS_PAGE)) return { html: readFileSync(CORPUS_PAGE), source: "../shared/corpus/readability/guardian-1/source.html" };
  const para = "<p>Soak test paragraph with <a href='/x'>a link</a>, <em>emphasis</em> and enough words to look like prose.</p>\n";
  const body = para.repeat(Math.ceil(1_150_000 / para.length));
  return { html: Buffer.from(`<!doctype html><html><head><title>Soak</title></head><body><main><h1>Soak</h1>${body}</main></body></html>`), source: "synthetic" };
}

async function startSite(html) {
  const server = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": html.byteLength });
    res.end(html);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))) };
}

async function startStack(env) {
  const child = spawn(process.execPath, [path.join(root, "scripts/dev.mjs")], { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack did not start:\n${log.slice(-3000)}`)), 300_000);
    child.stdout.on("data", () => log.includes("[dev] ready") && (clearTimeout(timer), resolve()));
    child.on("exit", (code) => (clearTimeout(timer), reject(new Error(`stack exited with ${code}:\n${log.slice(-3000)}`))));
  });
  return { child, log: () => log };
}

/** The runtime's processes: the launcher and every descendant (workerd). */
function processTree(pid) {
  const out = [pid];
  for (const p of out) {
    for (const task of safeReaddir(`/proc/${p}/task`)) {
      const children = safeRead(`/proc/${p}/task/${task}/children`).trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    }
  }
  return out;
}
const safeRead = (f) => {
  try {
    return readFileSync(f, "utf8");
  } catch {
    return "";
  }
};
const safeReaddir = (d) => {
  try {
    return readdirSync(d);
  } catch {
    return [];
  }
};

function sample(pid) {
  return processTree(pid).map((p) => {
    const status = safeRead(`/proc/${p}/status`);
    const name = (status.match(/^Name:\s+(.+)$/m)?.[1] ?? "?").trim();
    const rssKb = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
    return { pid: p, name, rssMb: Math.round(rssKb / 1024), fds: safeReaddir(`/proc/${p}/fd`).length };
  });
}

const randomIp = () => `${11 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** One request of the mix: its kind and how to send it. */
function pick(i, siteUrl) {
  const ip = randomIp();
  const h = (extra = {}) => ({ "CF-Connecting-IP": ip, ...extra });
  if (Math.random() < MD_SHARE) {
    return { kind: "md", url: `http://127.0.0.1:8788/md/${siteUrl}/page-${i}.html`, init: { headers: h({ "Cache-Control": "no-cache" }) } };
  }
  const keyed = h({ Authorization: `Bearer ${DEV_KEY}` });
  const others = [
    { kind: "api-balance", url: "http://127.0.0.1:8787/v1/billing/balance", init: { headers: keyed } },
    { kind: "api-news", url: "http://127.0.0.1:8787/v1/news/stories_top?limit=3", init: { headers: keyed } },
    { kind: "claim", url: "http://127.0.0.1:8792/api/agent/claim", init: { method: "POST", headers: h({ "Content-Type": "application/json" }), body: JSON.stringify({ agent_name: "soak" }) } },
    {
      kind: "mcp",
      url: "http://127.0.0.1:8791/mcp",
      init: {
        method: "POST",
        headers: { ...keyed, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: i, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "soak", version: "1" } } }),
      },
    },
    { kind: "readyz", url: `http://127.0.0.1:${[8787, 8791, 8792][i % 3]}/fetcher/readyz`, init: { headers: h() } },
  ];
  return others[i % others.length];
}

const pct = (xs, p) => (xs.length === 0 ? 0 : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]);

async function main() {
  const page = bigPage();
  const site = await startSite(page.html);
  const upstream = await startFakeUpstream({ port: 0 });
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "svc-soak-"));
  const env = { ...upstream.env(), SVC_STATE_DIR: stateDir, SVC_DEV_KEY: DEV_KEY, SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_LIMIT_KEY_PER_MIN: "1000000", SVC_LIMIT_ORG_PER_MIN: "1000000", SVC_LIMIT_CLAIMS_PER_MIN: "1000000" };
  const stack = await startStack(env);
  const rows = [];
  const results = [];
  const snapshot = (done) => rows.push({ done, procs: sample(stack.child.pid) });
  snapshot(0);
  const started = Date.now();
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const req = pick(i, site.url);
      const t0 = performance.now();
      let status;
      try {
        const res = await fetch(req.url, { ...req.init, signal: AbortSignal.timeout(TIMEOUT_MS) });
        await res.arrayBuffer();
        status = res.status;
      } catch (err) {
        status = err.name === "TimeoutError" ? "timeout" : `conn:${err.cause?.code ?? err.message}`;
      }
      results.push({ kind: req.kind, status, ms: performance.now() - t0 });
      if (++done % 1000 === 0) snapshot(done);
      if (FAULTS && done % 250 === 0) {
        const mode = FLAP[(done / 250) % FLAP.length];
        for (const target of ["hn_firebase", "hn_algolia"]) await fetch(`${upstream.url}/__control/mode`, { method: "POST", body: JSON.stringify({ target, mode, delay_ms: 3000 }) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const seconds = (Date.now() - started) / 1000;
  if (done % 1000 !== 0) snapshot(done);
  const stackLog = stack.log();
  process.kill(-stack.child.pid, "SIGTERM");
  await new Promise((r) => setTimeout(r, 2000));
  try {
    process.kill(-stack.child.pid, "SIGKILL");
  } catch {
    // gone
  }
  await site.close();
  await upstream.close();
  rmSync(stateDir, { recursive: true, force: true });

  const md = results.filter((r) => r.kind === "md");
  const byStatus = {};
  for (const r of results) byStatus[`${r.kind} ${r.status}`] = (byStatus[`${r.kind} ${r.status}`] ?? 0) + 1;
  // Under --faults a news read may pass the upstream's failure on as 502/503; nothing may 500.
  const allowed = (r) => FAULTS && r.kind === "api-news" && (r.status === 502 || r.status === 503);
  const errors = results.filter((r) => typeof r.status !== "number" || (r.status >= 500 && !allowed(r))).length;
  const lines = [
    `# Soak: ${REQUESTS} requests at ${CONCURRENCY} concurrency (${Math.round(MD_SHARE * 100)}% Markdown of a ${(page.html.byteLength / 1e6).toFixed(2)} MB page, no-cache, random IPs${FAULTS ? "; news upstreams flapping" : ""})`,
    "",
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load average at the end ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}); page: ${page.source}.`,
    "",
    `Throughput ${(done / seconds).toFixed(1)} req/s over ${seconds.toFixed(0)} s. md latency p50 ${pct(md.map((r) => r.ms), 50).toFixed(0)} ms, p95 ${pct(md.map((r) => r.ms), 95).toFixed(0)} ms (${md.length} conversions).`,
    `Errors (5xx${FAULTS ? " other than news 502/503 while its upstream is down" : ""}, timeouts at 30 s, connection errors): ${errors}. Stack log lines with "Too many open files": ${(stackLog.match(/Too many open files/g) ?? []).length}; with SQLITE_BUSY/database is locked: ${(stackLog.match(/SQLITE_BUSY|database is locked/g) ?? []).length}.`,
    "",
    "| after requests | " + rows[0].procs.map((p) => `${p.name} RSS MB | ${p.name} fds`).join(" | ") + " |",
    "|---|" + rows[0].procs.map(() => "---|---|").join(""),
    ...rows.map((r) => `| ${r.done} | ${r.procs.map((p) => `${p.rssMb} | ${p.fds}`).join(" | ")} |`),
    "",
    "| kind status | count |",
    "|---|---|",
    ...Object.entries(byStatus)
      .sort()
      .map(([k, v]) => `| ${k} | ${v} |`),
  ];
  const report = lines.join("\n");
  console.log(report);
  if (process.argv.includes("--write")) writeFileSync(path.join(import.meta.dirname, FAULTS ? "RESULTS-faults.md" : "RESULTS.md"), `${report}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
