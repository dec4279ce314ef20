#!/usr/bin/env node
/**
 * The runtime's own memory under load, with none of our code: one Miniflare (the one wrangler
 * ships, as `npm run dev` uses) running a tiny worker on a direct socket, N requests at 50
 * concurrency (keep-alive), workerd's RSS from /proc after each tenth. Tells what part of the
 * soak's RSS growth the runtime shows for a hello-world worker (RESULTS.md, "The runtime's floor").
 *
 *   node bench/soak/runtime-floor.mjs [plain|do|d1] [N=200000]
 *
 * `plain` answers "ok"; `do` makes one RPC call to a no-op Durable Object method; `d1` runs
 * `SELECT 1` on a local D1 database. Needs no lock: it listens on port 9502, not the dev ports.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { rssMb } from "./proc.mjs";
import { devV8Flags, giveRuntimeV8Flags } from "../../scripts/workerd-v8-flags.mjs";

const { Miniflare, Runtime } = createRequire(createRequire(import.meta.url).resolve("wrangler"))("miniflare");
// The runtime's V8 flags as `npm run dev` gives them (SVC_DEV_V8_FLAGS to change them).
giveRuntimeV8Flags(Runtime, devV8Flags);

const [variant = "plain", total = "200000"] = process.argv.slice(2);
if (!["plain", "do", "d1"].includes(variant)) throw new Error("usage: node bench/soak/runtime-floor.mjs [plain|do|d1] [N]");
const PORT = 9502;
const STEPS = 10;
const CONCURRENCY = 50;

const script = `
import { DurableObject } from "cloudflare:workers";
export class Obj extends DurableObject { noop() { return 1; } }
export default {
  async fetch(request, env) {
    const variant = new URL(request.url).pathname.slice(1);
    if (variant === "do") return new Response(String(await env.OBJ.get(env.OBJ.idFromName("one")).noop()));
    if (variant === "d1") return new Response(String(await env.DB.prepare("SELECT 1 AS x").first("x")));
    return new Response("ok");
  },
};`;

const state = mkdtempSync(path.join(os.tmpdir(), "runtime-floor-"));
const mf = new Miniflare({
  host: "127.0.0.1",
  port: 0,
  cf: false,
  logRequests: false,
  defaultPersistRoot: state,
  workers: [
    {
      name: "floor",
      modules: true,
      script,
      compatibilityDate: "2026-04-01",
      durableObjects: { OBJ: { className: "Obj", useSQLite: true } },
      d1Databases: { DB: "floor-db" },
      unsafeDirectSockets: [{ host: "127.0.0.1", port: PORT }],
    },
  ],
});
await mf.ready;

const pid = execSync(`pgrep -P ${process.pid} -x workerd`).toString().trim().split("\n").pop();
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
let failed = 0;

function one() {
  return new Promise((resolve) => {
    const req = http.get(`http://127.0.0.1:${PORT}/${variant}`, { agent }, (res) => {
      if (res.statusCode !== 200) failed++;
      res.resume();
      res.on("end", resolve);
    });
    req.on("error", () => (failed++, resolve()));
  });
}

async function send(count) {
  let sent = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => { while (sent++ < count) await one(); }));
}

const samples = [];
for (let step = 1; step <= STEPS; step++) {
  await send(Number(total) / STEPS);
  samples.push(`${(step * Number(total)) / STEPS / 1000}k:${rssMb(pid)}`);
}
console.log(`${variant}: ${failed} failed; workerd RSS MB ${samples.join(" ")}`);
await mf.dispose();
rmSync(state, { recursive: true, force: true });
