#!/usr/bin/env node
/**
 * Which request leaves memory in the dev stack's runtime: N requests to ONE url at C concurrency,
 * the runtime's (workerd's) RSS from /proc after every 1,000 (RESULTS.md, "RSS under traffic that
 * creates no object"). Start the stack first, under the dev-stack lock, and stop it after:
 *
 *   flock /tmp/svc-devstack.lock sh -c 'setsid npm run dev >/tmp/dev.log 2>&1 & P=$!; sleep 60; \
 *     node bench/soak/one-url.mjs http://127.0.0.1:8791/fetcher/readyz 8000 50; kill -- -$P'
 *
 * `[N] [C] [close|keep]`: default 20000, 50, `close` (node:http with `Connection: close`, one
 * connection per request, like the soak); `keep` uses a keep-alive agent. `BADKEY=1` sends a random
 * unknown API key on each request; `RANDOM_IP=1` a random `CF-Connecting-IP` (believed only when the
 * stack runs with `SVC_HARNESS=1 SVC_TRUST_CLIENT_IP_HEADER=1`, as the soak starts it). Prints one line: the url, how many answers were >= 500 or lost,
 * and `<k requests>k:<RSS MB>` samples.
 */
import { execSync } from "node:child_process";
import http from "node:http";
import { rssMb } from "./proc.mjs";

const [url, n = "20000", c = "50", mode = "close"] = process.argv.slice(2);
if (!url) throw new Error("usage: node bench/soak/one-url.mjs <url> [N] [C] [close|keep]");
const agent = mode === "keep" ? new http.Agent({ keepAlive: true, maxSockets: Number(c) }) : undefined;
const pid = execSync("pgrep -x workerd | head -1").toString().trim();
const randomIp = () => `${11 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const randomKey = () => `svc_test_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

let done = 0;
let sent = 0;
let bad = 0;
const samples = [[0, rssMb(pid)]];

function one() {
  const headers = { ...(mode === "close" ? { Connection: "close" } : {}), ...(process.env.BADKEY ? { Authorization: `Bearer ${randomKey()}` } : {}), ...(process.env.RANDOM_IP ? { "CF-Connecting-IP": randomIp() } : {}) };
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      if (res.statusCode >= 500) bad++;
      res.resume();
      res.on("end", resolve);
    });
    req.on("error", () => {
      bad++;
      resolve();
    });
  });
}

async function client() {
  while (sent < Number(n)) {
    sent++;
    await one();
    if (++done % 1000 === 0) samples.push([done, rssMb(pid)]);
  }
}

await Promise.all(Array.from({ length: Number(c) }, client));
console.log(url, mode, "bad", bad, samples.map(([d, r]) => `${d / 1000}k:${r}`).join(" "));
agent?.destroy();
