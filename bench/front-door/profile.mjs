#!/usr/bin/env node
/**
 * CPU profile of the keyed path: starts the api stack (as run.mjs does), loads it with autocannon
 * while the workerd inspector samples the api isolate (worker and its Durable Objects), then prints
 * the functions with the most self time and the same grouped by source file.
 * Wall time on a loaded machine lies; sampled CPU does not (much).
 * Usage: node bench/front-door/profile.mjs [seconds] [connections] [out.cpuprofile] [bare]
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import WebSocket from "ws";
import { BARE_URL, KEYED_HEADERS, KEYED_URL, groupCpuSeconds, startBare, startKeyed, stop } from "./stacks.mjs";

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const out = process.argv[4] ?? path.join(os.tmpdir(), "front-door.cpuprofile");
const bare = process.argv[5] === "bare";

function inspector(port) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    let id = 0;
    const pending = new Map();
    const scripts = [];
    ws.on("message", (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.method === "Debugger.scriptParsed") scripts.push([msg.params.scriptId, msg.params.url]);
      if (msg.id && pending.has(msg.id)) {
        pending.get(msg.id)(msg);
        pending.delete(msg.id);
      }
    });
    ws.on("open", () =>
      resolve({
        send: (method, params = {}) =>
          new Promise((res) => {
            pending.set(++id, res);
            ws.send(JSON.stringify({ id, method, params }));
          }),
        scripts,
        close: () => ws.close(),
      }),
    );
    ws.on("error", reject);
  });
}

function summarize(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i]);
    self.set(n, (self.get(n) ?? 0) + (dt[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map();
  const file = new Map();
  for (const [n, t] of self) {
    const { functionName, url, lineNumber } = n.callFrame;
    const short = url.replace(/^.*\/(node_modules\/)?/, "");
    const k = `${functionName || "(anon)"} ${short}:${lineNumber + 1}`;
    fn.set(k, (fn.get(k) ?? 0) + t);
    const f = url ? url.replace(/^.*node_modules\//, "npm:").replace(/^file:\/\/.*?\/work\/main\//, "") : functionName;
    file.set(f, (file.get(f) ?? 0) + t);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`sampled ${(total / 1e6).toFixed(2)} s\n-- self time by function --`);
  console.log(top(fn, 45).join("\n"));
  console.log("-- self time by file --");
  console.log(top(file, 25).join("\n"));
}

async function main() {
  const state = mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
  let child;
  try {
    child = bare ? await startBare(state) : await startKeyed(state);
    const url = bare ? BARE_URL : KEYED_URL;
    const headers = bare ? {} : KEYED_HEADERS;
    await autocannon({ url, headers, connections, duration: 3 });
    const insp = await inspector(bare ? 9701 : 9702);
    await insp.send("Profiler.enable");
    await insp.send("Profiler.setSamplingInterval", { interval: 200 });
    await insp.send("Profiler.start");
    const cpu0 = groupCpuSeconds(child).total;
    const r = await autocannon({ url, headers, connections, duration });
    const cpu = groupCpuSeconds(child).total - cpu0;
    const { result } = await insp.send("Profiler.stop");
    // The bundle, so the profile's line numbers can be read.
    await insp.send("Debugger.enable");
    await new Promise((r) => setTimeout(r, 500));
    const bundle = insp.scripts.find(([, url]) => url.endsWith("index.js"));
    const source = bundle ? (await insp.send("Debugger.getScriptSource", { scriptId: bundle[0] })).result?.scriptSource : undefined;
    await insp.send("Debugger.disable");
    insp.close();
    writeFileSync(out, JSON.stringify(result.profile));
    if (source) writeFileSync(`${out}.bundle.js`, source);
    console.log(`${r.requests.total} requests, ${r.requests.average} req/s, p50 ${r.latency.p50} ms, non-2xx ${r.non2xx}; wrangler group CPU ${(cpu * 1000 / r.requests.total).toFixed(2)} ms/request (profiling on)`);
    summarize(result.profile);
    console.log(`profile written to ${out}`);
  } finally {
    if (child) stop(child);
    rmSync(state, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
