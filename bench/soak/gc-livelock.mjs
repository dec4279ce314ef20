#!/usr/bin/env node
/**
 * The runtime livelock of the soak without our code (RESULTS.md, docs/operations.md "The runtime
 * stall"): several workers in ONE workerd (as `npm run dev` runs the stack), each allocating many
 * runtime objects (Headers, URL: garbage-collected by cppgc, whose sweeper the stalled runtime
 * was spinning in), keeping an old generation that needs major collections, and running many
 * distinct hot functions (so V8's one background thread on a 2-core machine is kept busy
 * compiling them). Sends C concurrent requests for S seconds and reports, every 5 s, how many
 * answered; no answer for `--quiet` seconds is a stall: every thread's backtrace is saved, and the
 * run is stopped. Heavy: the runtime holds 1.5 to 4 GB (it is stopped past `--max-rss-mb`).
 *
 *   node bench/soak/gc-livelock.mjs [--seconds 60] [--workers 6] [--concurrency 30] [--quiet 30]
 *        [--v8-flags "--single-threaded-gc"] [--out DIR] [--max-rss-mb 4000]
 *
 * Without `--v8-flags` the runtime gets no V8 flags (the runtime before the fix); the dev stack's
 * default is `--single-threaded-gc` (scripts/workerd-v8-flags.mjs). Uses no fixed port and no
 * lock. Exit status 3 after a stall, 4 when the runtime's RSS passed `--max-rss-mb`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { giveRuntimeV8Flags } from "../../scripts/workerd-v8-flags.mjs";
import { rssMb } from "./proc.mjs";

const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const SECONDS = Number(arg("seconds", 60));
const WORKERS = Number(arg("workers", 6));
const CONCURRENCY = Number(arg("concurrency", 30));
const QUIET_S = Number(arg("quiet", 30));
const FLAGS = arg("v8-flags", "").split(/\s+/).filter(Boolean);
const OUT = arg("out", `/tmp/gc-livelock-${Date.now()}`);
/** The runtime is stopped if its RSS passes this (a shared machine). */
const MAX_RSS_MB = Number(arg("max-rss-mb", 4000));

const requireFromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
const { Miniflare, Runtime } = requireFromWrangler("miniflare");
giveRuntimeV8Flags(Runtime, () => FLAGS);

/** A worker: 400 distinct functions called with shifting shapes (compile work), runtime objects (cppgc), a rotating old generation. */
function workerScript(n) {
  const fns = Array.from(
    { length: 400 },
    (_, i) => `function f${i}(o, k) { let s = ${i}; for (const key in o) s += String(o[key]).length * ${i % 7} + k; return { v: s, ['k${i}' + (k % ${(i % 5) + 2})]: o };}`,
  ).join("\n");
  return `${fns}
const FNS = [${Array.from({ length: 400 }, (_, i) => `f${i}`).join(",")}];
const kept = [];
export default {
  async fetch(request) {
    const url = new URL(request.url);
    const seed = Number(url.searchParams.get("i") ?? 0);
    const made = [];
    for (let i = 0; i < 3000; i++) {
      const h = new Headers({ "x-a": String(i), "x-b": "w${n}" });
      made.push(h, new URL("https://example.com/" + i + "?q=" + seed));
      made.push(FNS[(seed + i) % FNS.length]({ a: i, b: "s" + i, [("p" + (i % 9))]: seed }, i));
    }
    // What a request made (9,000 objects, runtime objects among them) and 0.5 MB of strings are
    // kept for the next 10 to 20 requests: the old generation reaches its limit while V8's
    // background thread compiles the functions above, which then waits for a GC that only the
    // main thread can run.
    kept.push(made, Array.from({ length: 100 }, (_, k) => "y".repeat(5000) + k + seed));
    if (kept.length > 40) kept.splice(0, 20);
    return new Response(String(made.length));
  },
};`;
}

const mf = new Miniflare({
  workers: Array.from({ length: WORKERS }, (_, n) => ({
    name: `w${n}`,
    modules: true,
    script: workerScript(n),
    unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
  })),
});
const urls = await Promise.all(Array.from({ length: WORKERS }, (_, n) => mf.unsafeGetDirectURL(`w${n}`)));
const workerd = readdirSync("/proc")
  .filter((p) => /^\d+$/.test(p))
  .find((p) => {
    try {
      return readFileSync(`/proc/${p}/comm`, "utf8").trim() === "workerd" && readFileSync(`/proc/${p}/status`, "utf8").includes(`PPid:\t${process.pid}\n`);
    } catch {
      return false;
    }
  });
mkdirSync(OUT, { recursive: true });
console.log(`[gc-livelock] workerd ${workerd}, ${WORKERS} workers, ${CONCURRENCY} concurrent, V8 flags: ${FLAGS.join(" ") || "none"}; out ${OUT}`);

let answered = 0;
let lastAnswerAt = Date.now();
let stop = false;
let i = 0;
const lane = async () => {
  while (!stop) {
    const n = i++;
    try {
      await (await fetch(`${urls[n % WORKERS]}?i=${n}`, { signal: AbortSignal.timeout(120_000) })).text();
      answered++;
      lastAnswerAt = Date.now();
    } catch {
      // a timeout during a stall: the stall is what is reported
    }
  }
};
const started = Date.now();
let stalled = false;
const report = setInterval(() => {
  const quiet = (Date.now() - lastAnswerAt) / 1000;
  const rss = rssMb(Number(workerd));
  console.log(`[gc-livelock] ${Math.round((Date.now() - started) / 1000)} s: ${answered} answered${quiet > 5 ? `, none for ${quiet.toFixed(0)} s` : ""}; workerd RSS ${rss} MB`);
  if (rss > MAX_RSS_MB) {
    console.log(`[gc-livelock] workerd RSS ${rss} MB passed ${MAX_RSS_MB} MB: stopped`);
    process.kill(Number(workerd), "SIGKILL");
    process.exit(4);
  }
  if (quiet >= QUIET_S && !stalled) {
    stalled = true;
    stop = true;
    for (let k = 0; k < 3; k++) {
      const out = execFileSync("gdb", ["-nx", "-batch", "-p", workerd, "-ex", "set pagination off", "-ex", "thread apply all bt 30"], { encoding: "utf8", maxBuffer: 1 << 26, stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
      writeFileSync(path.join(OUT, `gdb-${k}.txt`), out);
    }
    console.log(`[gc-livelock] STALL after ${answered} answers; backtraces of every thread in ${OUT}`);
  }
  if (Date.now() - started > SECONDS * 1000) stop = true;
}, 5000);
await Promise.race([Promise.all(Array.from({ length: CONCURRENCY }, lane)), new Promise((r) => setInterval(() => stop && r(), 1000))]);
clearInterval(report);
console.log(`[gc-livelock] ${stalled ? "STALLED" : "no stall"}: ${answered} answered in ${Math.round((Date.now() - started) / 1000)} s, V8 flags: ${FLAGS.join(" ") || "none"}`);
process.kill(Number(workerd), "SIGKILL");
process.exit(stalled ? 3 : 0);
