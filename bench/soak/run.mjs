#!/usr/bin/env node
/**
 * Soak and faults on `npm run dev`: N mixed requests at C concurrency over every host, about half
 * of them Markdown conversions (`Cache-Control: no-cache`, random client IPs) of large pages (one
 * in ten the 1.16 MB corpus page, the rest a 300 KB cut of it), the rest keyed reads (charged and
 * free), unknown keys, claims, MCP calls and readiness of every host. Reports, per 1,000 requests,
 * the resident memory and open file descriptors of every process of the runtime, latency, status
 * counts and the credit ledger.
 *
 *   flock /tmp/svc-devstack.lock node bench/soak/run.mjs [--requests 10000] [--concurrency 50]
 *        [--warmup 10000] [--md-share 0.5] [--faults] [--phase 250] [--client fetch|http] [--write]
 *        [--only md,claim,...] [--md-pages N] [--hold S] [--ips N]
 *
 * `--only` keeps the kinds of the mix whose name starts with one of the given prefixes (e.g. `md`,
 * `api-news`, `claim`, `mcp`, `readyz`), to find which traffic class a figure follows (RESULTS.md);
 * `--md-pages N` converts N distinct page URLs in turn instead of a new URL per conversion.
 * `--hold S` keeps the stack up S seconds after the run (e.g. for bench/soak/tcmalloc.mjs).
 * `--ips N` draws client addresses from a pool of N instead of a new one per request (anonymous
 * per-IP limits then refuse some Markdown requests with 429: use it with `--md-share 0`).
 * Every run is recorded in RESULTS.md, newest first under its title: an entry is written when the
 * run starts ("no result": a run that stalls or is killed stays there as such) and replaced by the
 * report when it ends, passed or failed, so the file is every run, not the best of several.
 * (`--write`, which used to opt in, is accepted and changes nothing.)
 * `--client` is `http` (default: node:http, one connection per request) or `fetch` (undici's
 * keep-alive pool, which meets connection resets from the local runtime: RESULTS.md).
 * `--keep-alive-ms N` (with `--client fetch`): undici's own fetch with an Agent that drops an idle
 * connection after N ms instead of undici's default 4 s; the runtime closes an idle connection after
 * 5 s without announcing it (workerd strips a worker's `Keep-Alive` header), docs/operations.md.
 * `--faults` cycles, every `--phase` (250) requests, through: the news upstreams failing / down /
 * slow (tests/fakes/upstream-server.mjs), the api's limiter objects down, its D1 database down, both,
 * and healthy phases (workers/api/src/harness-faults.ts, harness only). Pass marks (exit 1
 * otherwise): every answer is a status its request class expects (`EXPECTED` below: a 200 read, a
 * 401 for an unknown key, a 201 claim, never "any 4xx"); a 503 only from a class that uses the api's
 * stores, in a window in which one was down; a 502/504 only from a news read in a window of its
 * upstream (the page server never fails); no timeout or connection error; the memory and fd of every
 * process flat after warm-up (the last sample against the one taken when the `--warmup` requests,
 * default 10,000 of the same mix and checked the same way, are done: within 25%; the runtime alone
 * climbs ×1.36 over its first 10,000 requests, RESULTS.md "the runtime's own floor"); and the ledger exact: grants (D1 `credit_ledger`)
 * minus the prices of the charged requests that were served equals the CreditAccount balance and
 * its D1 mirror.
 *
 * Binds the dev ports (8787–8793): run it under the same lock as the e2e tier. Reads the page from
 * ../shared/corpus when present, else builds a synthetic page of the same size.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import http, { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { startFakeUpstream } from "../../tests/fakes/upstream-server.mjs";
import { runWrangler } from "../../scripts/dev-state.mjs";
import { listProc, processStatus, processTree } from "./proc.mjs";
import { devV8Flags } from "../../scripts/workerd-v8-flags.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const REQUESTS = Number(arg("requests", 10000));
/** Requests of the same mix sent before the memory mark's first sample (their answers are checked like the rest). */
const WARMUP = Number(arg("warmup", 10000));
const TOTAL = WARMUP + REQUESTS;
const CONCURRENCY = Number(arg("concurrency", 50));
const ONLY = arg("only", "")
  .split(",")
  .filter(Boolean);
const allowed = (kind) => ONLY.length === 0 || ONLY.some((prefix) => kind.startsWith(prefix));
const MD_SHARE = !allowed("md-") ? 0 : ONLY.length && ONLY.every((p) => "md-".startsWith(p) || p.startsWith("md")) ? 1 : Number(arg("md-share", 0.5));
const MD_PAGES = Number(arg("md-pages", 0));
/** One conversion in this many is of the full page; the others of a 300 KB cut (sized for a shared 2-core machine). */
const FULL_PAGE_EVERY = 10;
const CUT_BYTES = 300_000;
const PHASE = Number(arg("phase", 250));
const TIMEOUT_MS = 30_000;
const FAULTS = process.argv.includes("--faults");
/** Fault phases, one per PHASE requests: the news upstreams' mode and the api stores that are down. */
const PHASES = [
  { upstream: "ok", down: [] },
  { upstream: "fail", down: [] },
  { upstream: "ok", down: ["quota"] },
  { upstream: "ok", down: [] },
  { upstream: "down", down: [] },
  { upstream: "ok", down: ["db"] },
  { upstream: "slow", down: [] },
  { upstream: "ok", down: ["quota", "db"] },
];
/** A phase's name in the failure counts: the upstream mode and the stores down. */
const phaseName = (n) => {
  const { upstream, down } = PHASES[n % PHASES.length];
  return [upstream !== "ok" ? `upstream ${upstream}` : "", down.length ? `${down.join("+")} down` : ""].filter(Boolean).join(", ") || "healthy";
};
const DEV_KEY = `svc_test_${"50a4".repeat(16)}`;
const CORPUS_PAGE = path.resolve(root, "../shared/corpus/readability/guardian-1/source.html");

function bigPage() {
  if (existsSync(CORPUS_PAGE)) return { html: readFileSync(CORPUS_PAGE), source: "../shared/corpus/readability/guardian-1/source.html" };
  const para = "<p>Soak test paragraph with <a href='/x'>a link</a>, <em>emphasis</em> and enough words to look like prose.</p>\n";
  const body = para.repeat(Math.ceil(1_150_000 / para.length));
  return { html: Buffer.from(`<!doctype html><html><head><title>Soak</title></head><body><main><h1>Soak</h1>${body}</main></body></html>`), source: "synthetic" };
}

/** The page, and a cut of it closed as a document (`/cut/…` paths). */
async function startSite(html) {
  const cut = Buffer.concat([html.subarray(0, CUT_BYTES), Buffer.from("</p></div></main></body></html>")]);
  const server = createServer((req, res) => {
    const body = req.url.startsWith("/cut/") ? cut : html;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.byteLength });
    res.end(body);
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

function sample(pid) {
  return processTree(pid).map((p) => {
    const { name, rssMb } = processStatus(p) ?? { name: "?", rssMb: 0 };
    return { pid: p, name, rssMb, ...fdKinds(p) };
  });
}

/** Open descriptors of `pid`, and how many are sockets and files of Durable Objects (their SQLite database, -wal, -shm). */
function fdKinds(pid) {
  const fds = listProc(`/proc/${pid}/fd`);
  let sockets = 0;
  let objects = 0;
  for (const fd of fds) {
    let target = "";
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue;
    }
    if (target.startsWith("socket:")) sockets++;
    else if (target.includes(`${path.sep}v3${path.sep}do${path.sep}`)) objects++;
  }
  return { fds: fds.length, sockets, objects };
}

const freshIp = () => `${11 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
/** `--ips N`: clients drawn from N addresses instead of a new address per request (which state follows the client count). */
const IP_POOL = Array.from({ length: Number(arg("ips", 0)) }, freshIp);
const randomIp = () => (IP_POOL.length ? IP_POOL[Math.floor(Math.random() * IP_POOL.length)] : freshIp());

const randomKey = () => `svc_test_${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

/** One request of the mix: its kind and how to send it. */
function pick(i, siteUrl) {
  const ip = randomIp();
  const h = (extra = {}) => ({ "CF-Connecting-IP": ip, ...extra });
  if (Math.random() < MD_SHARE) {
    const page = i % FULL_PAGE_EVERY === 0 ? "full" : "cut";
    return { kind: `md-${page}`, url: `http://127.0.0.1:8788/md/${siteUrl}/${page}/page-${MD_PAGES ? i % MD_PAGES : i}.html`, init: { headers: h({ "Cache-Control": "no-cache" }) } };
  }
  const keyed = h({ Authorization: `Bearer ${DEV_KEY}` });
  const others = [
    { kind: "api-balance", url: "http://127.0.0.1:8787/v1/billing/balance", init: { headers: keyed } },
    { kind: "api-news", url: "http://127.0.0.1:8787/v1/news/stories_top?limit=3", init: { headers: keyed }, charged: true },
    { kind: "api-badkey", url: "http://127.0.0.1:8787/v1/news/stories_top?limit=3", init: { headers: h({ Authorization: `Bearer ${randomKey()}` }) } },
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
    { kind: "readyz", url: READY[i % READY.length], init: { headers: h() } },
  ];
  const mix = others.filter((o) => allowed(o.kind));
  return mix[i % mix.length];
}

/** Readiness of every public host (the dev issuer has health only). */
const READY = [...[8787, 8788, 8789, 8790, 8791, 8792].map((p) => `http://127.0.0.1:${p}/fetcher/readyz`), "http://127.0.0.1:8793/fetcher/healthz"];

/**
 * The statuses each request class may answer. `always`: in any phase. `storeDown`: only from a
 * request that overlapped a window in which the api's stores were down (its limiter and credit
 * objects, or D1; the api isolate only: the md, platform and mcp hosts and the readiness routes do
 * not see those faults). `upstreamDown`: only from a request that overlapped a window in which the
 * news upstreams failed, were down or slow (a stale copy is still a 200). Anything else fails the run.
 */
const EXPECTED = {
  // With `--ips N` the anonymous daily quota of each address runs out: 429 anonymous_limit_reached.
  "md-full": { always: [200, ...(IP_POOL.length ? [429] : [])] },
  "md-cut": { always: [200, ...(IP_POOL.length ? [429] : [])] },
  "api-balance": { always: [200], storeDown: [503] },
  "api-news": { always: [200], storeDown: [503], upstreamDown: [502, 504] },
  "api-badkey": { always: [401], storeDown: [503] },
  claim: { always: [201] },
  mcp: { always: [200] },
  readyz: { always: [200] },
};

const pct = (xs, p) => (xs.length === 0 ? 0 : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]);

/** One SQL statement against the stack's local D1 (wrangler, same --persist-to state); rows as objects. */
async function d1(stateDir, command) {
  const out = await runWrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "-c", "wrangler.toml", "--json", "--command", command], root);
  return JSON.parse(out.slice(out.indexOf("[")))[0].results;
}

/** Grants enough credits for the run (before the first keyed request, so the account loads them from D1). */
async function grantCredits(stateDir, micro) {
  const hash = createHash("sha256").update(DEV_KEY).digest("hex");
  const [{ workspace_id: ws }] = await d1(stateDir, `SELECT workspace_id FROM api_keys WHERE key_hash = '${hash}'`);
  await d1(stateDir, `UPDATE workspaces SET free_credits_micro = free_credits_micro + ${micro} WHERE id = '${ws}'; INSERT INTO credit_ledger (id, workspace_id, delta_micro, reason) VALUES ('led_soak', '${ws}', ${micro}, 'soak_grant')`);
  return ws;
}

/** `--client http` (default): node:http, one connection per request (`Connection: close`); `fetch`: undici's keep-alive pool. */
const CLIENT = arg("client", "http");
const KEEP_ALIVE_MS = arg("keep-alive-ms") ? Number(arg("keep-alive-ms")) : null;
const keepAliveFetch = KEEP_ALIVE_MS === null ? fetch : await (async () => {
  const undici = await import("undici");
  const dispatcher = new undici.Agent({ keepAliveTimeout: KEEP_ALIVE_MS, keepAliveMaxTimeout: KEEP_ALIVE_MS });
  return (url, init) => undici.fetch(url, { ...init, dispatcher });
})();

function httpRequest(req) {
  return new Promise((resolve, reject) => {
    const url = new URL(req.url);
    const body = req.init.body;
    const headers = { ...req.init.headers, Connection: "close", ...(body ? { "Content-Length": Buffer.byteLength(body) } : {}) };
    const r = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: req.init.method ?? "GET", headers, agent: false, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
      res.on("error", reject);
    });
    r.on("timeout", () => r.destroy(Object.assign(new Error("timeout"), { name: "TimeoutError" })));
    r.on("error", reject);
    r.end(body);
  });
}

async function send(req) {
  const t0 = performance.now();
  let status;
  let error;
  try {
    if (CLIENT === "http") status = await httpRequest(req);
    else {
      const res = await keepAliveFetch(req.url, { ...req.init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await res.arrayBuffer();
      status = res.status;
    }
  } catch (err) {
    status = err.name === "TimeoutError" ? "timeout" : `conn:${err.cause?.code ?? err.code ?? err.message}`;
    error = String(err.cause ?? err);
  }
  return { status, error, start: t0, end: performance.now() };
}

/**
 * A fault switch: POST `body` to `url` on a new connection (like the load: keep-alive connections
 * to the local runtime meet resets, docs/operations.md), with a 30 s deadline and up to 3 tries,
 * so a switch that is not answered is a failure of the run (counted) instead of a stalled bench.
 */
async function control(url, body, tries = 3) {
  let last;
  for (let i = 0; i < tries; i++) {
    const status = await httpRequest({ url, init: { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) } }).catch((err) => `conn:${err.code ?? err.message}`);
    if (status === 200) return;
    last = status;
  }
  controlFailures.push(`${url}: ${last}`);
}
const controlFailures = [];

async function main() {
  const page = bigPage();
  const site = await startSite(page.html);
  const upstream = await startFakeUpstream({ port: 0 });
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "svc-soak-"));
  const env = { ...upstream.env(), SVC_STATE_DIR: stateDir, SVC_DEV_KEY: DEV_KEY, SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_LIMIT_KEY_PER_MIN: "1000000", SVC_LIMIT_ORG_PER_MIN: "1000000", SVC_LIMIT_CLAIMS_PER_MIN: "1000000" };
  const stack = await startStack(env);
  const stopStack = () => {
    try {
      process.kill(-stack.child.pid, "SIGKILL");
    } catch {
      // gone
    }
  };
  process.on("exit", stopStack);
  const workspace = await grantCredits(stateDir, 1_000_000_000);
  const caps = await (await fetch("http://127.0.0.1:8787/v1/capabilities")).json();
  const newsRoute = caps.data.providers.flatMap((p) => p.routes).find((r) => r.method === "GET" && r.path === "/v1/news/stories_top");
  const NEWS_PRICE_MICRO = newsRoute.price_credits * 1000;
  // Warm every worker one request at a time: the measured run starts on a running service.
  let warmCharged = 0;
  for (let i = 0; i < 2 * 12; i++) {
    const req = pick(i, site.url);
    if ((await send(req)).status === 200 && req.charged) warmCharged++;
  }

  const rows = [];
  const results = [];
  /** [start, end) of every window in which a store (or the news upstream) was down, in performance.now() ms. */
  const storeDown = [];
  const upstreamDown = [];
  const snapshot = (done) => rows.push({ done, procs: sample(stack.child.pid) });
  snapshot(0);
  const started = Date.now();
  let next = 0;
  let done = 0;
  let phase = -1;
  let switching = Promise.resolve();
  const setPhase = async (n) => {
    const now = performance.now();
    for (const w of [storeDown, upstreamDown]) if (w.length && w.at(-1).end === undefined) w.at(-1).end = now;
    const { upstream: mode, down } = PHASES[n % PHASES.length];
    if (down.length) storeDown.push({ start: now, end: undefined, what: down.join("+") });
    if (mode !== "ok") upstreamDown.push({ start: now, end: undefined, what: mode });
    for (const target of ["hn_firebase", "hn_algolia"]) await control(`${upstream.url}/__control/mode`, { target, mode, delay_ms: 3000 });
    await control("http://127.0.0.1:8787/__harness/faults", { down });
    console.error(`[soak] ${new Date().toISOString()} phase ${n}: upstream ${mode}, down [${down.join(", ")}] after ${done} requests (switch ${Math.round(performance.now() - now)} ms)`);
  };
  const overlaps = (wins, r) => wins.some((w) => w.start < r.end && (w.end ?? Infinity) > r.start);
  const lane = async () => {
    while (next < TOTAL) {
      const i = next++;
      if (FAULTS && Math.floor(i / PHASE) !== phase) {
        phase = Math.floor(i / PHASE);
        switching = setPhase(phase);
      }
      await switching;
      const req = pick(i, site.url);
      const r = await send(req);
      results.push({ kind: req.kind, charged: req.charged === true, phase: FAULTS ? phaseName(Math.floor(i / PHASE)) : "none", ...r });
      if (++done % 1000 === 0 || done === WARMUP) snapshot(done);
    }
  };
  // A heartbeat for the stall watcher (bench/soak/stall-watch.mjs): progress is the done count.
  const heartbeat = setInterval(() => console.error(`[soak] ${new Date().toISOString()} ${done} done, ${next - done} in flight`), 10_000);
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  clearInterval(heartbeat);
  const seconds = (Date.now() - started) / 1000;
  if (done % 1000 !== 0) snapshot(done);
  if (FAULTS) await setPhase(0);

  // The ledger, once the account's D1 mirror (2 s after the last write) has run.
  await new Promise((r) => setTimeout(r, 5_000));
  const balanceRes = await (await fetch("http://127.0.0.1:8787/v1/billing/balance", { headers: { Authorization: `Bearer ${DEV_KEY}` } })).json();
  const accountMicro = balanceRes.data.balance_micro + Math.round(balanceRes.data.free_credits_remaining * 1000);
  const [{ grants }] = await d1(stateDir, `SELECT SUM(delta_micro) AS grants FROM credit_ledger WHERE workspace_id = '${workspace}'`);
  const [{ mirror }] = await d1(stateDir, `SELECT balance_micro + free_credits_micro AS mirror FROM workspaces WHERE id = '${workspace}'`);
  // Warm-up requests were charged too: count every served charged request since the grant.
  const served = results.filter((r) => r.charged && r.status === 200).length + warmCharged;
  const charges = served * NEWS_PRICE_MICRO;
  const ledger = { grants, charges, expected: grants - charges, account: accountMicro, mirror, balanced: grants - charges === accountMicro && accountMicro === mirror };

  const stackLog = stack.log();
  if (arg("log")) writeFileSync(arg("log"), stackLog);
  if (arg("hold")) {
    console.error(`[soak] run done; stack held ${arg("hold")} s (workerd ${sample(stack.child.pid).find((p) => p.name === "workerd")?.pid})`);
    await new Promise((r) => setTimeout(r, Number(arg("hold")) * 1000));
  }
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

  const md = results.filter((r) => r.kind.startsWith("md-"));
  const ms = (r) => r.end - r.start;
  const byStatus = {};
  for (const r of results) byStatus[`${r.kind} ${r.status}`] = (byStatus[`${r.kind} ${r.status}`] ?? 0) + 1;
  /** Why a result fails the run, or null: a status its class does not expect at that moment (EXPECTED). */
  const failure = (r) => {
    if (typeof r.status !== "number") return "connection error or timeout";
    const expected = EXPECTED[r.kind];
    if (!expected) return `no expected statuses for the class ${r.kind}`;
    if (expected.always.includes(r.status)) return null;
    if (expected.storeDown?.includes(r.status)) return overlaps(storeDown, r) ? null : `${r.status} while every store was up`;
    // The page server never fails and the news upstreams fail only in their windows: a 502/504 outside them is a lost request.
    if (expected.upstreamDown?.includes(r.status)) return overlaps(upstreamDown, r) ? null : `${r.status} while its upstream was up`;
    return `${r.status} is not an answer ${r.kind} expects (${[...expected.always, ...(expected.storeDown ?? []), ...(expected.upstreamDown ?? [])].join("/")})`;
  };
  const failures = {};
  for (const r of results) {
    const why = failure(r);
    const label = `${r.kind} ${r.status} (${r.phase}): ${why}`;
    if (why) failures[label] = (failures[label] ?? 0) + 1;
  }
  for (const f of controlFailures) failures[`fault switch not answered: ${f}`] = (failures[`fault switch not answered: ${f}`] ?? 0) + 1;
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  const first = rows.find((r) => r.done === (WARMUP || 1000)) ?? rows[1];
  const last = rows.at(-1);
  const drift = first.procs.map((p) => {
    const end = last.procs.find((q) => q.pid === p.pid) ?? { rssMb: NaN, fds: NaN };
    return { name: `${p.name} ${p.pid}`, rss: end.rssMb / p.rssMb, fds: end.fds / Math.max(p.fds, 1), fdsFirst: p.fds, fdsLast: end.fds };
  });
  // fds follow the requests in flight: flat means within 25% or within 50 descriptors.
  const flat = drift.every((d) => d.rss <= 1.25 && (d.fds <= 1.25 || d.fdsLast - d.fdsFirst <= 50));
  const tooMany = (stackLog.match(/Too many open files/g) ?? []).length;
  const busy = (stackLog.match(/SQLITE_BUSY|database is locked/g) ?? []).length;
  const pass = failed === 0 && flat && ledger.balanced && tooMany === 0 && busy === 0;
  const lines = [
    `# Soak${FAULTS ? " and faults" : ""}: ${REQUESTS} requests at ${CONCURRENCY} concurrency${WARMUP ? ` after ${WARMUP} of warm-up` : ""}`,
    "",
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (load average at the end ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}); page: ${page.source} (${(page.html.byteLength / 1e6).toFixed(2)} MB, one conversion in ${FULL_PAGE_EVERY}; the others a ${CUT_BYTES / 1000} KB cut). ${Math.round(MD_SHARE * 100)}% Markdown with no-cache from random IPs. Runtime V8 flags: ${devV8Flags().join(" ") || "none"}.`,
    "",
    `**${pass ? "PASS" : "FAIL"}**. Throughput ${(done / seconds).toFixed(1)} req/s over ${seconds.toFixed(0)} s. md latency p50 ${pct(md.map(ms), 50).toFixed(0)} ms, p95 ${pct(md.map(ms), 95).toFixed(0)} ms (${md.length} conversions).`,
    `Failures (a status its class does not expect: ${Object.entries(EXPECTED).filter(([k]) => allowed(k)).map(([k, e]) => `${k} ${e.always.join("/")}${e.storeDown ? ` (+${e.storeDown.join("/")} with a store down)` : ""}${e.upstreamDown ? ` (+${e.upstreamDown.join("/")} with its upstream down)` : ""}`).join(", ")}; timeouts at 30 s; connection errors): ${failed}${failed ? ` ${JSON.stringify(failures)}` : ""}. Stack log lines with "Too many open files": ${tooMany}; with SQLITE_BUSY/database is locked: ${busy}.`,
    FAULTS ? `Fault windows: ${storeDown.length} with api stores down (${[...new Set(storeDown.map((w) => w.what))].join(", ")}), ${upstreamDown.length} with the news upstreams ${[...new Set(upstreamDown.map((w) => w.what))].join("/")}; ${PHASE} requests each.` : "",
    `Ledger (micro-credits): grants ${ledger.grants} − charges of served requests ${ledger.charges} (${served} × ${NEWS_PRICE_MICRO}) = ${ledger.expected}; CreditAccount ${ledger.account}; D1 mirror ${ledger.mirror}: ${ledger.balanced ? "balanced" : "NOT balanced"}. Refunds are implied: a charged request that was not served must have been given back.`,
    `Memory and fds, the last sample against ${WARMUP ? `the one after the warm-up's ${WARMUP} requests` : "the one after 1,000"}: ${drift.map((d) => `${d.name} RSS ×${d.rss.toFixed(2)}, fds ${d.fdsFirst}→${d.fdsLast}`).join("; ")}: ${flat ? "flat" : "NOT flat"}.`,
    "",
    "| after requests | " + rows[0].procs.map((p) => `${p.name} RSS MB | ${p.name} fds (sockets, object files)`).join(" | ") + " |",
    "|---|" + rows[0].procs.map(() => "---|---|").join(""),
    ...rows.map((r) => `| ${r.done} | ${r.procs.map((p) => `${p.rssMb} | ${p.fds} (${p.sockets}, ${p.objects})`).join(" | ")} |`),
    "",
    "| kind status | count |",
    "|---|---|",
    ...Object.entries(byStatus)
      .sort()
      .map(([k, v]) => `| ${k} | ${v} |`),
  ];
  const report = lines.join("\n");
  console.log(report);
  record(`${report.replace(/^# /, `## ${STARTED} `)}\n\nTree: ${TREE}. Command: \`${COMMAND}\``);
  process.exitCode = pass ? 0 : 1;
}

/**
 * RESULTS.md keeps every run, newest first under its title: earlier runs are what a new figure is
 * read against, and a run that is left out (a failed one, a stalled one) would make the rest look
 * better than they are. `record` writes this run's entry, or replaces it: the entry is written as
 * "no result" when the run starts and replaced with its outcome when it ends.
 */
const RESULTS = path.join(import.meta.dirname, "RESULTS.md");
const RUN_ID = `soak-run ${new Date().toISOString()} ${process.pid}`;
const STARTED = new Date().toISOString().replace(/\.\d+Z$/, "Z");
const COMMAND = `node bench/soak/run.mjs ${process.argv.slice(2).join(" ")}`.trim();
const TREE = (() => {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return "unknown (not a git checkout)";
  }
})();

function record(entry) {
  const text = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "# Soak and faults: results\n";
  const block = `<!-- ${RUN_ID} -->\n${entry.trim()}\n<!-- /${RUN_ID} -->\n`;
  const start = text.indexOf(`<!-- ${RUN_ID} -->`);
  const endMark = `<!-- /${RUN_ID} -->\n`;
  if (start >= 0) {
    const end = text.indexOf(endMark, start) + endMark.length;
    writeFileSync(RESULTS, text.slice(0, start) + block + text.slice(end));
    return;
  }
  const [title, ...history] = text.split("\n");
  writeFileSync(RESULTS, [title, "", block, ...history.slice(history[0] === "" ? 1 : 0)].join("\n"));
}

const unfinished = (what) => `## ${STARTED} ${what}\n\nTree: ${TREE}. Runtime V8 flags: ${devV8Flags().join(" ") || "none"}. Command: \`${COMMAND}\``;
record(unfinished("run started, no result: it stalled, was killed or did not get to write its report"));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    record(unfinished(`run interrupted by ${signal}: no result`));
    process.exit(130);
  });
}

main().catch((err) => {
  console.error(err);
  record(unfinished(`run failed before its report: ${String(err?.stack ?? err).split("\n").slice(0, 3).join(" / ")}`));
  process.exit(1);
});
