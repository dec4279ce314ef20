#!/usr/bin/env node
/**
 * bench/monitors in the dev stack (issue 11 §3): `npm run dev` (scripts/dev.mjs, one Miniflare
 * runtime with the real D1, Queue, R2, cron and CreditAccount) on a fresh state folder, against the
 * shop and webhook receivers of tests/fakes/monitor-web.mjs on loopback (SVC_HARNESS=1).
 *
 * 1. Webhooks: E monitors (100 per workspace) with a webhook to a receiver failing 50 % of
 *    attempts at random; baseline tick, price change, tick → one event each; then scheduled time
 *    is advanced tick by tick on the cron handler until no attempt is pending → every event ends
 *    delivered, or failed after its 8th attempt; requests per event ≤ attempt rows, one accepted
 *    per delivered event, all carrying the event's id and a valid signature.
 * 2. Scale: N monitors (100 per workspace, N/100 organizations with credits), created through
 *    `POST /v1/monitors` and initialized by the engine's own queue; 2 of the 50 shop pages answer
 *    503 (failed fetches → refunds). ONE cron tick for their slot, then a second tick for the same
 *    minute; waits until every run row is final and nothing moves; reports from D1 runs per
 *    monitor, wall time, workerd CPU ms per run (/proc of the stack's process group) and D1 row
 *    changes per run (counted by bench-only triggers added after creation); then the ledger of every
 *    workspace through the API: grants − charges + refunds = balance, one refund per failed run.
 *
 * Uses the fixed ports 8787–8793: run under the lock, e.g.
 *   MONITORS_DEVSTACK_N=10000 flock /tmp/svc-devstack.lock nice -n 10 node bench/monitors/dev-stack.mjs
 * Knobs: MONITORS_DEVSTACK_N (default 500), MONITORS_DEVSTACK_EVENTS (default 300, 0 skips phase 1).
 */
import { spawn, execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runWrangler } from "../../scripts/dev-state.mjs";
import { startMonitorWeb } from "../../tests/fakes/monitor-web.mjs";

const root = path.join(import.meta.dirname, "../..");
const N = Number(process.env.MONITORS_DEVSTACK_N ?? 500);
const EVENTS = Number(process.env.MONITORS_DEVSTACK_EVENTS ?? 300);
const PER_WS = 100;
const API = "http://127.0.0.1:8787";
const CREDITS_MICRO = 1_000_000; // 1,000 credits per workspace
const PAGES = 50;
const FAILING_PAGES = 2;
const log = (o) => console.log(JSON.stringify(o));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sql = (s) => `'${String(s).replaceAll("'", "''")}'`;

const stateDir = mkdtempSync(path.join(os.tmpdir(), "svc-monbench-"));
const web = await startMonitorWeb();
let child;

function cleanup() {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
}
process.on("exit", cleanup);
process.on("SIGINT", () => process.exit(130));

// ---- accounts: organizations, workspaces with credits, one key each (as scripts/dev-state.mjs does)
function account(label) {
  const key = `svc_test_${randomBytes(32).toString("hex")}`;
  const hash = createHash("sha256").update(key).digest("hex");
  const id = hash.slice(0, 16);
  const org = `org_bench_${label}`;
  const ws = `ws_bench_${id}`;
  const statements = [
    `INSERT INTO organizations (id, name) VALUES (${sql(org)}, ${sql(`bench ${label}`)});`,
    `INSERT INTO workspaces (id, org_id, name, free_credits_micro) VALUES (${sql(ws)}, ${sql(org)}, 'bench', ${CREDITS_MICRO});`,
    `INSERT INTO credit_ledger (id, workspace_id, delta_micro, reason, once_key) VALUES (${sql(`led_${id}`)}, ${sql(ws)}, ${CREDITS_MICRO}, 'free_grant', 'free_grant');`,
    `INSERT INTO api_keys (id, workspace_id, org_id, key_hash, key_prefix, scopes, status) VALUES (${sql(`key_bench_${id}`)}, ${sql(ws)}, ${sql(org)}, ${sql(hash)}, ${sql(key.slice(0, 17))}, 'read:social_public', 'active');`,
  ];
  return { key, org, ws, statements };
}
const hookAccounts = Array.from({ length: Math.ceil(EVENTS / PER_WS) }, (_, i) => account(`hook${i}`));
/** A few more events go to a receiver that always fails, so the 8-attempt end is always exercised. */
const DEAD = EVENTS > 0 ? 5 : 0;
const deadAccount = account("hookdead");
const scaleAccounts = Array.from({ length: Math.ceil(N / PER_WS) }, (_, i) => account(`scale${i}`));
await runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir, "-c", "wrangler.toml"], root);
const allStatements = [...hookAccounts, deadAccount, ...scaleAccounts].flatMap((a) => a.statements);
for (let i = 0; i < allStatements.length; i += 200) {
  await runWrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "-c", "wrangler.toml", "--command", allStatements.slice(i, i + 200).join(" ")], root);
}
const dbFile = (() => {
  const dir = path.join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const f = readdirSync(dir).find((n) => n.endsWith(".sqlite") && n !== "metadata.sqlite");
  return path.join(dir, f);
})();
const q = (query) => JSON.parse(execFileSync("sqlite3", ["-json", "-cmd", ".timeout 10000", dbFile, query], { encoding: "utf8" }) || "[]");

// ---- the stack
const stackLog = [];
child = spawn(process.execPath, [path.join(root, "scripts/dev.mjs")], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, SVC_STATE_DIR: stateDir, SVC_HARNESS: "1", SVC_LIMIT_KEY_PER_MIN: "1000000", SVC_LIMIT_ORG_PER_MIN: "1000000" },
});
const keep = (d) => {
  stackLog.push(String(d));
  if (stackLog.length > 5000) stackLog.splice(0, 1000);
};
child.stdout.on("data", keep);
child.stderr.on("data", keep);
const started = Date.now();
while (!stackLog.join("").includes("[dev] ready")) {
  if (child.exitCode !== null || Date.now() - started > 300_000) throw new Error(`dev stack did not start:\n${stackLog.join("").slice(-3000)}`);
  await sleep(500);
}
log({ stack: "ready", start_ms: Date.now() - started, state: stateDir });

/** user+system ms of the stack's process group, workerd separately. */
function cpu() {
  let all = 0;
  let workerd = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) !== child.pid) continue;
      const ms = ((Number(f[11]) + Number(f[12])) * 1000) / 100;
      all += ms;
      if (comm.startsWith("workerd")) workerd += ms;
    } catch {}
  }
  return { all, workerd };
}

const cron = async (time) => {
  const res = await fetch(`${API}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*&time=${time}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`cron answered ${res.status}`);
};

async function pool(items, width, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

async function createMonitors(accounts, n, body) {
  const jobs = Array.from({ length: n }, (_, i) => ({ i, a: accounts[Math.floor(i / PER_WS)] }));
  let failed = 0;
  await pool(jobs, 16, async ({ i, a }) => {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${API}/v1/monitors`, { method: "POST", headers: { Authorization: `Bearer ${a.key}`, "Content-Type": "application/json" }, body: JSON.stringify(body(i)) }).catch((e) => ({ status: 0, e }));
      if (res.status === 202) return void (await res.arrayBuffer());
      if (attempt >= 3) {
        failed++;
        console.error("create failed", res.status, res.e ?? (await res.text()));
        return;
      }
      await sleep(500);
    }
  });
  if (failed) throw new Error(`${failed} monitors not created`);
}

async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = check();
    if (r === true) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(r)}`);
    await sleep(2_000);
  }
}

const inWs = (accounts) => `(${accounts.map((a) => sql(a.ws)).join(",")})`;
const results = { monitors: N, events: EVENTS };

// ---- 1. webhooks
if (EVENTS > 0) {
  const secret = "bench-secret";
  await fetch(`${web.url}/__hook/flaky`, { method: "POST", body: JSON.stringify({ secret, fail_rate: 0.5 }) });
  for (let p = 0; p < PAGES; p++) await fetch(`${web.url}/__shop/flaky${p}`, { method: "POST", body: JSON.stringify({ price: "10.00" }) });
  await fetch(`${web.url}/__hook/dead`, { method: "POST", body: JSON.stringify({ secret, fail_rate: 1 }) });
  await createMonitors(hookAccounts, EVENTS, (i) => ({ url: `${web.url}/shop/flaky${i % PAGES}`, detector: "price", frequency: "15m", webhook: { url: `${web.url}/hook/flaky`, secret } }));
  await createMonitors([deadAccount], DEAD, (i) => ({ url: `${web.url}/shop/flaky${i % PAGES}`, detector: "price", frequency: "15m", webhook: { url: `${web.url}/hook/dead`, secret } }));
  const W = `workspace_id IN ${inWs([...hookAccounts, deadAccount])}`;
  await waitFor("webhook monitors ready", () => {
    const [r] = q(`SELECT SUM(init_state = 'ready') AS ready FROM monitors WHERE ${W}`);
    return r.ready === EVENTS + DEAD || r;
  }, 300_000);
  let now = q(`SELECT MAX(next_run_at) AS t FROM monitors WHERE ${W}`)[0].t;
  const runsDone = (want) => () => {
    const [r] = q(`SELECT COUNT(*) AS runs, SUM(status = 'running') AS running FROM monitor_runs WHERE monitor_id IN (SELECT id FROM monitors WHERE ${W})`);
    return (r.runs === want && r.running === 0) || r;
  };
  await cron(now);
  await waitFor("baseline runs", runsDone(EVENTS + DEAD), 600_000);
  for (let p = 0; p < PAGES; p++) await fetch(`${web.url}/__shop/flaky${p}`, { method: "POST", body: JSON.stringify({ price: "20.00" }) });
  now += 15 * 60_000;
  await cron(now);
  await waitFor("change runs", runsDone(2 * (EVENTS + DEAD)), 600_000);
  const t0 = Date.now();
  let ticks = 0;
  for (;;) {
    // Everything due by `now` handled (queue included), then the next tick at the next due time.
    await waitFor("due attempts sent", () => {
      const [r] = q(`SELECT COUNT(*) AS due FROM webhook_deliveries WHERE status = 'pending' AND due_at <= ${now}`);
      return r.due === 0 || r;
    }, 120_000).catch(() => {}); // a due attempt the queue did not take is found by the next tick
    const [p] = q("SELECT MIN(due_at) AS due, COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'");
    if (p.n === 0) break;
    now = Math.max(now + 60_000, p.due);
    await cron(now);
    ticks++;
    if (ticks > 60) throw new Error("webhook deliveries did not settle in 60 ticks");
  }
  const finals = q(`SELECT e.id AS event_id, m.webhook_url AS hook, SUM(d.status = 'delivered') AS delivered, SUM(d.status = 'failed') AS failed, MAX(d.attempt) AS attempts, SUM(d.status = 'pending') AS pending, COUNT(*) AS rows
    FROM monitor_events e JOIN monitors m ON m.id = e.monitor_id JOIN webhook_deliveries d ON d.event_id = e.id GROUP BY e.id`);
  const received = [
    ...(await (await fetch(`${web.url}/__hook/flaky`)).json()).deliveries,
    ...(await (await fetch(`${web.url}/__hook/dead`)).json()).deliveries,
  ];
  const per = new Map();
  for (const d of received) {
    const s = per.get(d.event_id) ?? { sends: 0, ok: 0 };
    s.sends++;
    if (d.answered < 300) s.ok++;
    per.set(d.event_id, s);
  }
  const known = new Set(finals.map((f) => f.event_id));
  const attempts = {};
  for (const f of finals) attempts[f.attempts] = (attempts[f.attempts] ?? 0) + 1;
  const dead = finals.filter((f) => f.hook.endsWith("/hook/dead"));
  results.webhooks = {
    events: finals.length,
    events_to_always_failing_receiver: dead.length,
    of_those_failed_after_8: dead.filter((f) => f.delivered === 0 && f.attempts === 8 && f.failed === 8 && f.pending === 0).length,
    events_by_attempts: attempts,
    attempt_rows: finals.reduce((s, f) => s + f.rows, 0),
    delivered: finals.filter((f) => f.delivered === 1).length,
    failed_after_8: finals.filter((f) => f.delivered === 0 && f.attempts === 8 && f.pending === 0).length,
    pending: finals.reduce((s, f) => s + f.pending, 0),
    receiver_requests: received.length,
    requests_within_attempt_rows: finals.every((f) => (per.get(f.event_id)?.sends ?? 0) <= f.rows),
    one_accepted_per_delivered: finals.every((f) => (per.get(f.event_id)?.ok ?? 0) === f.delivered),
    requests_with_unknown_event_id: received.filter((d) => !known.has(d.event_id)).length,
    bodies_carry_the_header_event_id: received.every((d) => JSON.parse(d.body).event_id === d.event_id),
    all_verified: received.every((d) => d.verified),
    ticks,
    wall_ms: Date.now() - t0,
  };
  log({ phase: "webhooks", ...results.webhooks });
}

// ---- 2. scale
for (let p = 0; p < FAILING_PAGES; p++) await fetch(`${web.url}/__shop/scale${p}`, { method: "POST", body: JSON.stringify({ status: 503 }) });
const c0 = Date.now();
await createMonitors(scaleAccounts, N, (i) => ({ url: `${web.url}/shop/scale${i % PAGES}`, detector: "price", frequency: "15m" }));
const S = `workspace_id IN ${inWs(scaleAccounts)}`;
await waitFor("scale monitors ready", () => {
  const [r] = q(`SELECT COUNT(*) AS n, SUM(init_state = 'ready') AS ready FROM monitors WHERE ${S}`);
  return (r.n === N && r.ready === N) || r;
}, 3_600_000);
results.create_and_init_ms = Date.now() - c0;
log({ phase: "created", monitors: N, ms: results.create_and_init_ms });

// Bench-only counters of row changes (D1's own rows_written also counts index entries).
const TABLES = ["monitors", "monitor_runs", "monitor_events", "webhook_deliveries"];
q(`CREATE TABLE IF NOT EXISTS bench_writes (tbl TEXT PRIMARY KEY, n INTEGER NOT NULL);
  ${TABLES.map((t) => `INSERT OR IGNORE INTO bench_writes VALUES ('${t}', 0);
  ${["INSERT", "UPDATE", "DELETE"].map((op) => `CREATE TRIGGER IF NOT EXISTS bench_${t}_${op} AFTER ${op} ON ${t} BEGIN UPDATE bench_writes SET n = n + 1 WHERE tbl = '${t}'; END;`).join("\n")}`).join("\n")}`);

const slot = q(`SELECT MAX(next_run_at) AS t FROM monitors WHERE ${S}`)[0].t;
const cpu0 = cpu();
const t0 = Date.now();
await cron(slot); // the one tick
const tickMs = Date.now() - t0;
await cron(slot); // the cron firing again for the same minute
const tickRows = q("SELECT SUM(n) AS n FROM bench_writes")[0].n;
let last = -1;
let stableSince = Date.now();
await waitFor("every run final and nothing moving for 20 s", () => {
  const [r] = q(`SELECT COUNT(*) AS runs, SUM(status = 'running') AS running FROM monitor_runs WHERE monitor_id IN (SELECT id FROM monitors WHERE ${S})`);
  if (r.runs !== last) {
    last = r.runs;
    stableSince = Date.now();
    log({ progress: "runs", ...r, elapsed_ms: Date.now() - t0 });
  }
  return (r.runs >= N && r.running === 0 && Date.now() - stableSince > 20_000) || r;
}, 4 * 3_600_000);
const wallMs = Date.now() - t0 - 20_000;
const cpu1 = cpu();
const writes = Object.fromEntries(q("SELECT tbl, n FROM bench_writes").map((r) => [r.tbl, r.n]));
const perMonitor = q(`SELECT c, COUNT(*) AS monitors FROM (SELECT m.id, COUNT(r.id) AS c FROM monitors m LEFT JOIN monitor_runs r ON r.monitor_id = m.id WHERE m.${S} GROUP BY m.id) GROUP BY c`);
const statuses = q(`SELECT status, credits, COUNT(*) AS n FROM monitor_runs WHERE monitor_id IN (SELECT id FROM monitors WHERE ${S}) GROUP BY status, credits`);
const failedByWs = Object.fromEntries(q(`SELECT m.workspace_id AS ws, COUNT(*) AS n FROM monitor_runs r JOIN monitors m ON m.id = r.monitor_id WHERE m.${S} AND r.status = 'fetch_failed' GROUP BY m.workspace_id`).map((r) => [r.ws, r.n]));
const succeededByWs = Object.fromEntries(q(`SELECT m.workspace_id AS ws, COUNT(*) AS n FROM monitor_runs r JOIN monitors m ON m.id = r.monitor_id WHERE m.${S} AND r.status = 'succeeded' GROUP BY m.workspace_id`).map((r) => [r.ws, r.n]));
const totalRows = Object.values(writes).reduce((a, b) => a + b, 0);
results.scale = {
  runs_per_monitor: perMonitor,
  lost: perMonitor.filter((p) => p.c === 0).reduce((s, p) => s + p.monitors, 0),
  duplicate: perMonitor.filter((p) => p.c > 1).reduce((s, p) => s + p.monitors * (p.c - 1), 0),
  statuses,
  first_tick_ms: tickMs,
  wall_ms: wallMs,
  runs_per_s: +((N / wallMs) * 1000).toFixed(2),
  workerd_cpu_ms_per_run: +((cpu1.workerd - cpu0.workerd) / N).toFixed(2),
  stack_cpu_ms_per_run: +((cpu1.all - cpu0.all) / N).toFixed(2),
  d1_row_changes_by_ticks_per_monitor: +(tickRows / N).toFixed(2),
  d1_row_changes_per_run: +((totalRows - tickRows) / N).toFixed(2),
  d1_row_changes_by_table: writes,
};
log({ phase: "scale", ...results.scale });

// ---- ledgers through the API: grants − charges + refunds = balance; one refund per failed run
let balanced = 0;
let refundsMatch = 0;
const problems = [];
await pool(scaleAccounts, 8, async (a) => {
  const headers = { Authorization: `Bearer ${a.key}` };
  const rows = [];
  let cursor = null;
  do {
    const res = await fetch(`${API}/v1/billing/ledger?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { headers });
    const body = await res.json();
    rows.push(...body.data);
    cursor = body.meta.next_cursor;
  } while (cursor);
  const { data } = await (await fetch(`${API}/v1/billing/balance`, { headers })).json();
  const balance = data.balance_micro + Math.round(data.free_credits_remaining * 1_000);
  const sum = rows.reduce((s, r) => s + (r.kind === "charge" ? -r.amount_micro : r.amount_micro), 0);
  const charges = rows.filter((r) => r.kind === "charge").length;
  const refunds = rows.filter((r) => r.kind === "refund").length;
  const failed = failedByWs[a.ws] ?? 0;
  if (sum === balance) balanced++;
  else problems.push({ ws: a.ws, sum, balance });
  if (refunds === failed && charges - refunds === (succeededByWs[a.ws] ?? 0)) refundsMatch++;
  else problems.push({ ws: a.ws, charges, refunds, failed, succeeded: succeededByWs[a.ws] ?? 0 });
});
const refusedLogged = stackLog.join("").split("refund refused").length - 1;
results.ledger = { workspaces: scaleAccounts.length, balanced, refunds_equal_failed_runs: refundsMatch, refund_refused_logged: refusedLogged, problems: problems.slice(0, 10) };
log({ phase: "ledger", ...results.ledger });
log({ bench: "monitors-dev-stack", ...results });

cleanup();
// Not `web.close()`: it waits for the runtime's idle keep-alive sockets (up to 2 minutes) while
// this process still holds the stack lock.
await sleep(3_000);
if (!process.env.MONITORS_DEVSTACK_KEEP_STATE) rmSync(stateDir, { recursive: true, force: true });
process.exit(0);
