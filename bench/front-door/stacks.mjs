/**
 * The two stacks bench/front-door compares, each one `wrangler dev --log-level error` process group:
 * (a) a bare Hono hello-world worker; (b) the api worker with a trivial news provider, a provisioned
 * key with ample credits, and the per-key and per-organization windows raised (harness) so nothing
 * answers 429. Shared by run.mjs (load) and profile.mjs (CPU profile of the keyed path).
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { provisionDevKeys, runWrangler } from "../../scripts/dev-state.mjs";

export const root = path.resolve(import.meta.dirname, "../..");
export const KEY = `svc_test_${"be".repeat(32)}`;
export const BARE_URL = "http://127.0.0.1:8701/";
export const KEYED_URL = "http://127.0.0.1:8702/v1/news/stories_top?limit=1";
export const KEYED_HEADERS = { Authorization: `Bearer ${KEY}` };

/** Starts `wrangler dev` in its own process group; its debug log goes to `<dir>/wrangler-<port>.log`. */
export function startWrangler(args, port, dir) {
  const child = spawn(
    path.join(root, "node_modules/.bin/wrangler"),
    ["dev", ...args, "--port", String(port), "--ip", "127.0.0.1", "--log-level", "error", "--show-interactive-dev-session=false", "--inspector-port", String(port + 1000)],
    { cwd: root, stdio: "ignore", detached: true, env: { ...process.env, FORCE_COLOR: "0", WRANGLER_LOG_PATH: path.join(dir, `wrangler-${port}.log`) } },
  );
  child.debugLog = path.join(dir, `wrangler-${port}.log`);
  return child;
}

/**
 * Which worker of a `wrangler dev` process its devtools proxy attached to. wrangler enables the
 * inspector's Network domain there and relays every event to its node process, which costs
 * milliseconds per fetch subrequest (service binding, D1) of that worker and nothing in production.
 * With several workers in one process the choice is a race, so each run reports it.
 */
export function inspectedWorker(child) {
  try {
    const matches = [...readFileSync(child.debugLog, "utf8").matchAll(/NEW RUNTIME WEBSOCKET \S*\/core:user:([\w-]+)/g)];
    return matches.at(-1)?.[1] ?? "none";
  } catch {
    return "unknown";
  }
}

export async function waitFor(url, init) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, init);
      if (res.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`not ready: ${url}`);
}

export function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
}

/**
 * CPU seconds (user + system) used so far by `child`'s process group: in total, by workerd and by
 * node (wrangler itself, which in dev also relays the inspector's events). `wrangler dev` runs two
 * workerd processes: the runtime of the workers (started with `--inspector-addr`) and a proxy
 * runtime in front of it that every request passes first (its ProxyWorker); `runtime` and `proxy`
 * split the workerd figure between them. The proxy exists in neither `npm run dev` nor production.
 */
export function groupCpuSeconds(child) {
  const tick = 100; // USER_HZ on Linux
  const cpu = { total: 0, workerd: 0, node: 0, runtime: 0, proxy: 0 };
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // fields[2] is pgrp; fields[11], fields[12] are utime, stime (stat fields 14, 15).
      if (Number(fields[2]) !== child.pid) continue;
      const seconds = (Number(fields[11]) + Number(fields[12])) / tick;
      cpu.total += seconds;
      if (comm === "workerd" || comm === "node") cpu[comm] += seconds;
      if (comm === "workerd") cpu[readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--inspector-addr") ? "runtime" : "proxy"] += seconds;
    } catch {}
  }
  return cpu;
}

/** Waits for the stack to answer; a stack that never does is stopped, not left holding its port. */
async function ready(child, url, init) {
  try {
    await waitFor(url, init);
  } catch (err) {
    stop(child);
    throw err;
  }
  return child;
}

export async function startBare(dir) {
  return ready(startWrangler(["-c", "bench/front-door/hello/wrangler.toml"], 8701, dir), BARE_URL);
}

/** Provisions `state` (D1 migrations, the bench key, a large free balance) and starts the api stack. */
export async function startKeyed(state) {
  await runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state, "-c", "wrangler.toml"], root);
  process.env.SVC_DEV_KEY = KEY;
  await provisionDevKeys(state, root);
  await runWrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "-c", "wrangler.toml", "--command", "UPDATE workspaces SET free_credits_micro = 1000000000000"], root);
  const child = startWrangler(
    ["-c", "wrangler.toml", "-c", "bench/front-door/trivial-news/wrangler.toml", "--persist-to", state,
      "--var", "SVC_HARNESS:1", "--var", "SVC_LIMIT_KEY_PER_MIN:1000000", "--var", "SVC_LIMIT_ORG_PER_MIN:1000000", "--var", "CURSOR_SECRET:bench-cursor-secret-0123456789"],
    8702,
    state,
  );
  return ready(child, KEYED_URL, { headers: KEYED_HEADERS });
}
