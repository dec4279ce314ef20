#!/usr/bin/env node
/**
 * The stall watcher: runs a soak (or any command that starts the dev stack) and, when its progress
 * stops, samples the runtime before killing it, so a stall leaves evidence instead of a dead run
 * (RESULTS.md: the 2026-11-26/27 livelocks were seen, not sampled).
 *
 *   node bench/soak/stall-watch.mjs [--quiet 45] [--perf 15] [--gdb 4] [--wait 0] [--out DIR] \
 *        -- flock /tmp/svc-e2e.lock node bench/soak/run.mjs --requests 10000 --concurrency 50 --faults
 *
 * Progress is the soak's output: its `[soak] … N done` heartbeat (every 10 s) and phase lines. A
 * stall is `--quiet` seconds (45) in which the done count did not rise, once the stack is up (the
 * first heartbeat; before it, 10 minutes from the runtime's start, time spent waiting for the lock
 * not counted). On a stall it writes
 * into `--out` (default /tmp/stall-<time>): the runtime's status, per-thread CPU over 5 s, its
 * sockets by TCP state, whether each host still answers its health check, `--gdb` (4) backtraces of
 * every thread 3 s apart, and a `perf record -g` of `--perf` (15) seconds with its report; then it
 * waits `--wait` seconds more (if the run moved on in them, the stall ended by itself: it is noted
 * and the run goes on) and kills the run (SIGTERM: the soak records itself as interrupted in
 * RESULTS.md). Exit status: the command's, or 3 after a stall.
 */
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { processTree, readProc } from "./proc.mjs";

const sep = process.argv.indexOf("--");
if (sep < 0) throw new Error("usage: stall-watch.mjs [options] -- <command …>");
const opts = process.argv.slice(2, sep);
const command = process.argv.slice(sep + 1);
const arg = (n, d) => (opts.includes(`--${n}`) ? opts[opts.indexOf(`--${n}`) + 1] : d);
const QUIET_S = Number(arg("quiet", 45));
const PERF_S = Number(arg("perf", 15));
const GDB_N = Number(arg("gdb", 4));
const WAIT_S = Number(arg("wait", 0));
const START_S = 600;
const OUT = arg("out", `/tmp/stall-${new Date().toISOString().replace(/[:.]/g, "-")}`);
mkdirSync(OUT, { recursive: true });
const logFile = path.join(OUT, "run.log");

const child = spawn(command[0], command.slice(1), { stdio: ["ignore", "pipe", "pipe"], detached: true });
const t0 = Date.now();
let armed = false;
let done = -1;
let progressAt = Date.now();
const onLine = (line, stream) => {
  stream.write(`${line}\n`);
  appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
  const m = /\[soak\] .*?(\d+) done/.exec(line) ?? /\[soak\] .* after (\d+) requests/.exec(line);
  if (!m) return;
  armed = true;
  if (Number(m[1]) > done) (done = Number(m[1])), (progressAt = Date.now());
};
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  let buf = "";
  from.on("data", (d) => {
    buf += d;
    const lines = buf.split("\n");
    buf = lines.pop();
    for (const l of lines) onLine(l, to);
  });
}

const sh = (file, args, timeoutMs = 60_000) => {
  try {
    return execFileSync(file, args, { encoding: "utf8", timeout: timeoutMs, maxBuffer: 1 << 28, stdio: ["ignore", "pipe", "pipe"] });
  } catch (err) {
    return `${err.stdout ?? ""}${err.stderr ?? ""}\n(${file} failed: ${err.message.split("\n")[0]})`;
  }
};
/** Every descendant of `pid` whose name is workerd (the dev stack runs one). */
function workerdUnder(pid) {
  return processTree(pid).filter((p) => readProc(`/proc/${p}/comm`).trim() === "workerd");
}

/** CPU ticks of each thread of `pid` over `ms`. */
async function threadCpu(pid, ms) {
  const ticks = () =>
    Object.fromEntries(
      readdirSync(`/proc/${pid}/task`).map((t) => {
        const stat = readProc(`/proc/${pid}/task/${t}/stat`);
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return [t, { name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), cpu: Number(fields[11]) + Number(fields[12]) }];
      }),
    );
  const a = ticks();
  await new Promise((r) => setTimeout(r, ms));
  const b = ticks();
  return Object.entries(b)
    .map(([t, v]) => ({ tid: t, name: v.name, pct: Math.round(((v.cpu - (a[t]?.cpu ?? v.cpu)) / (ms / 10)) * 100) }))
    .sort((x, y) => y.pct - x.pct);
}

async function health() {
  const ports = [8787, 8788, 8789, 8790, 8791, 8792, 8793];
  const out = await Promise.all(
    ports.map(async (p) => {
      const t = Date.now();
      try {
        const res = await fetch(`http://127.0.0.1:${p}/fetcher/healthz`, { signal: AbortSignal.timeout(10_000) });
        return `${p} ${res.status} in ${Date.now() - t} ms`;
      } catch (err) {
        return `${p} ${err.name} after ${Date.now() - t} ms`;
      }
    }),
  );
  return out.join("\n");
}

async function sampleStall(pid) {
  const dir = path.join(OUT, `stall-${Date.now() - t0}ms`);
  mkdirSync(dir, { recursive: true });
  const note = (name, text) => writeFileSync(path.join(dir, name), text);
  console.error(`[watch] stall: no progress for ${QUIET_S} s at ${done} done; sampling workerd ${pid} into ${dir}`);
  note("status.txt", `${readProc(`/proc/${pid}/status`)}\nload ${readProc("/proc/loadavg")}`);
  note("threads.txt", (await threadCpu(pid, 5000)).map((t) => `${t.tid} ${t.name} ${t.pct}%`).join("\n"));
  note("sockets.txt", sh("ss", ["-tanp"]).split("\n").filter((l) => l.includes(`pid=${pid},`)).join("\n"));
  note("health.txt", await health());
  for (let i = 0; i < GDB_N; i++) {
    note(`gdb-${i}.txt`, sh("gdb", ["-nx", "-batch", "-p", String(pid), "-ex", "set pagination off", "-ex", "thread apply all bt 40"], 120_000));
    await new Promise((r) => setTimeout(r, 3000));
  }
  const data = path.join(dir, "perf.data");
  sh("perf", ["record", "-g", "-o", data, "-p", String(pid), "--", "sleep", String(PERF_S)], (PERF_S + 60) * 1000);
  note("perf-report.txt", sh("perf", ["report", "-i", data, "--stdio", "--no-children", "--percent-limit", "0.5"], 300_000));
  note("perf-callers.txt", sh("perf", ["report", "-i", data, "--stdio", "--children", "--percent-limit", "2", "-g", "caller,0.5,callee,function,percent"], 300_000));
  note("status-after.txt", `${readProc(`/proc/${pid}/status`)}\nload ${readProc("/proc/loadavg")}\n${(await threadCpu(pid, 5000)).slice(0, 5).map((t) => `${t.tid} ${t.name} ${t.pct}%`).join("\n")}`);
  console.error(`[watch] samples written to ${dir}`);
}

let stalled = false;
let sampling = false;
const timer = setInterval(async () => {
  // Waiting for the lock is not a stall: the start clock runs from the runtime's start.
  if (!armed && workerdUnder(child.pid).length === 0) progressAt = Date.now();
  const quietS = (Date.now() - progressAt) / 1000;
  if (sampling || quietS < (armed ? QUIET_S : START_S)) return;
  sampling = true;
  stalled = true;
  const pids = workerdUnder(child.pid);
  for (const pid of pids) await sampleStall(pid);
  if (!pids.length) console.error("[watch] stall, but no workerd under the run");
  const before = done;
  if (WAIT_S) await new Promise((r) => setTimeout(r, WAIT_S * 1000));
  if (WAIT_S && done > before) {
    // It ended by itself: let the run go on, and watch for the next one.
    console.error(`[watch] the stall ended: ${before} → ${done} done within ${WAIT_S} s more; the run goes on`);
    sampling = false;
    return;
  }
  clearInterval(timer);
  console.error(`[watch] killing the run (${done} done)`);
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // gone
  }
  setTimeout(() => {
    for (const pid of [-child.pid, ...pids])
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone
      }
  }, 15_000).unref();
}, 5000);

child.on("exit", (code) => {
  clearInterval(timer);
  appendFileSync(logFile, `${new Date().toISOString()} [watch] exit ${code} after ${Math.round((Date.now() - t0) / 1000)} s${stalled ? " (stalled)" : ""}\n`);
  process.exit(stalled ? 3 : (code ?? 1));
});
