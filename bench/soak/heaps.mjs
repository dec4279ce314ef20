#!/usr/bin/env node
/**
 * The JS heap of every isolate of a running dev stack, sampled while a soak runs: which worker's
 * heap grows (RESULTS.md). Start the stack with the runtime's inspector on, e.g. through the soak:
 *
 *   SVC_DEV_INSPECTOR_PORT=19230 flock /tmp/svc-devstack.lock node bench/soak/run.mjs --faults &
 *   node bench/soak/heaps.mjs [--port 19230] [--every 20] [--gc]
 *
 * Prints one line per sample: each isolate's used heap in MB (`--gc` collects garbage first
 * through `HeapProfiler.collectGarbage`, so the figure is what is still reachable).
 */
import { createRequire } from "node:module";

const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const PORT = Number(arg("port", 19230));
const EVERY_S = Number(arg("every", 20));
const GC = process.argv.includes("--gc");
const WebSocket = createRequire(import.meta.url)("ws");

async function targets() {
  for (;;) {
    try {
      return await (await fetch(`http://127.0.0.1:${PORT}/json/list`)).json();
    } catch {
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
}

function connect(target) {
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  let seq = 0;
  const pending = new Map();
  ws.on("message", (raw) => {
    const msg = JSON.parse(raw);
    pending.get(msg.id)?.(msg.result);
    pending.delete(msg.id);
  });
  const cdp = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++seq;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
      setTimeout(() => pending.has(id) && (pending.delete(id), resolve(null)), 30_000);
    });
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve({ name: target.title ?? target.id, cdp, ws }));
    ws.once("error", reject);
  });
}

const list = await targets();
const isolates = (await Promise.all(list.map((t) => connect(t).catch(() => null)))).filter(Boolean);
console.log(`| time | ${isolates.map((i) => i.name.replace(/^Worker: /, "")).join(" | ")} |`);
console.log(`|---|${isolates.map(() => "---|").join("")}`);
for (;;) {
  const used = [];
  for (const i of isolates) {
    if (GC) await i.cdp("HeapProfiler.collectGarbage");
    const heap = await i.cdp("Runtime.getHeapUsage");
    used.push(heap ? (heap.usedSize / 1e6).toFixed(1) : "?");
  }
  console.log(`| ${new Date().toISOString().slice(11, 19)} | ${used.join(" | ")} |`);
  await new Promise((r) => setTimeout(r, EVERY_S * 1000));
}
