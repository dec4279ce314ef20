#!/usr/bin/env node
/**
 * Where the runtime's memory goes under the soak's Markdown load: the md worker alone in one
 * Miniflare (ports 18788 and inspector 19229, so it needs no lock), N conversions of the soak's
 * pages at C concurrency from random client IPs with `Cache-Control: no-cache`, and per 500
 * requests: workerd RSS, its fds (sockets, Durable Object files) and the md isolate's JS heap
 * (used/total, through the inspector's Runtime.getHeapUsage).
 *
 *   node bench/soak/md-heap.mjs [--requests 3000] [--concurrency 25]
 */
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, existsSync } from "node:fs";
import { createServer, request as httpRequestRaw } from "node:http";
import os from "node:os";
import path from "node:path";
import { stackOptions, startStack } from "../../scripts/dev-runtime.mjs";
import { bundleForDev } from "../../scripts/worker-bundle.mjs";
import { connectTarget, inspectorTargets } from "./inspector.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const REQUESTS = Number(arg("requests", 3000));
const CONCURRENCY = Number(arg("concurrency", 25));
const PORT = 18788;
const INSPECTOR = 19229;

const page = readFileSync(path.resolve(root, "../shared/corpus/readability/guardian-1/source.html"));
const cut = Buffer.concat([page.subarray(0, 300_000), Buffer.from("</p></div></main></body></html>")]);
const site = createServer((req, res) => {
  const body = req.url.startsWith("/cut/") ? cut : page;
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.byteLength });
  res.end(body);
});
await new Promise((r) => site.listen(0, "127.0.0.1", r));
const siteUrl = `http://127.0.0.1:${site.address().port}`;

const stateDir = mkdtempSync(path.join(os.tmpdir(), "svc-mdheap-"));
const host = { name: "md", port: PORT, config: "workers/md/wrangler.toml" };
// md reaches the render worker by service binding; the soak's pages are static, and with
// `SVC_BROWSER=off` no browser is started.
const render = { name: "render", config: "workers/render/wrangler.toml" };
const bundle = async (h) => (await bundleForDev({ root, configPath: h.config, main: "src/index.ts", outdir: path.join(root, `.wrangler/dev-bundles/md-heap-${h.name}`) })).main;
const options = stackOptions({ root, hosts: [host, render], bundles: { md: await bundle(host), render: await bundle(render) }, vars: { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_BROWSER: "off" }, stateDir });
const mf = await startStack({ ...options, inspectorPort: INSPECTOR });

const list = await inspectorTargets(INSPECTOR);
const inspector = await connectTarget(list.find((t) => /md/.test(t.title ?? t.id ?? "")) ?? list[0]);
const cdp = inspector.send;

const workerd = () => {
  for (const p of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${p}/cmdline`, "utf8").includes(stateDir) || (readlinkSync(`/proc/${p}/exe`).includes("workerd") && readFileSync(`/proc/${p}/cmdline`, "utf8").includes(String(INSPECTOR)))) return Number(p);
    } catch {}
  }
  return null;
};
const pid = workerd();
const sample = async (done) => {
  const rss = Math.round(Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]) / 1024);
  let sockets = 0, objects = 0, fds = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    fds++;
    try {
      const t = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (t.startsWith("socket:")) sockets++;
      else if (t.includes("/v3/do/")) objects++;
    } catch {}
  }
  const heap = await cdp("Runtime.getHeapUsage");
  console.log(`| ${done} | ${rss} | ${fds} (${sockets}, ${objects}) | ${Math.round(heap.usedSize / 1e6)} / ${Math.round(heap.totalSize / 1e6)} |`);
};

const ip = () => `${11 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const get = (i) =>
  new Promise((resolve) => {
    const kind = i % 10 === 0 ? "full" : "cut";
    const r = httpRequestRaw({ host: "127.0.0.1", port: PORT, path: `/md/${siteUrl}/${kind}/p-${i}.html`, headers: { "CF-Connecting-IP": ip(), "Cache-Control": "no-cache", Connection: "close" }, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    r.on("error", () => resolve("conn"));
    r.end();
  });

console.log(`md alone, ${REQUESTS} conversions at ${CONCURRENCY} concurrency (workerd ${pid}, target ${inspector.name})`);
console.log("| after | workerd RSS MB | fds (sockets, object files) | md JS heap used / total MB |\n|---|---|---|---|");
await sample(0);
let next = 0, done = 0;
const statuses = {};
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  while (next < REQUESTS) {
    const s = await get(next++);
    statuses[s] = (statuses[s] ?? 0) + 1;
    if (++done % 500 === 0) await sample(done);
  }
}));
await new Promise((r) => setTimeout(r, 15_000));
await sample(`${done} + 15 s idle`);
console.log(JSON.stringify(statuses));
inspector.close();
await mf.dispose();
site.close();
rmSync(stateDir, { recursive: true, force: true });
process.exit(0);
