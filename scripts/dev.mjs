#!/usr/bin/env node
/**
 * `npm run dev`: the whole stack on this machine, no cloud account, no network.
 * 1. refuses to start when a host's port is already served;
 * 2. applies D1 migrations to the local state (SVC_STATE_DIR, default .wrangler/state);
 * 3. provisions SVC_DEV_KEY / SVC_DEV_KEY_UNSCOPED workspaces if set, and seeds the source exclusion
 *    list (KV) from SVC_SOURCE_EXCLUSIONS if set (refusing to start on an invalid entry);
 * 4. bundles every worker of scripts/dev-hosts.mjs (one esbuild run, wrangler's options);
 * 5. points the render worker's `[browser]` binding at Debian's Chromium (scripts/local-chrome.mjs),
 *    or, without Chromium, tells the render worker there is no browser (`SVC_BROWSER=off`: pages
 *    answer from static HTML) and says in one line how to install it;
 * 6. runs them all in ONE runtime (scripts/dev-runtime.mjs), each public host on its own port,
 *    waits until each answers /fetcher/healthz and prints `[dev] ready`. Ctrl-C stops everything.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DEV_ENV_DEFAULTS, HOSTS, PASSTHROUGH_ENV } from "./dev-hosts.mjs";
import { mainOf, stackOptions, startStack } from "./dev-runtime.mjs";
import { devSecrets, provisionDevKeys, runWrangler } from "./dev-state.mjs";
import { ensureLocalChrome, killLaunchedBrowsers } from "./local-chrome.mjs";
import { seedSourceExclusions } from "./source-exclusions.mjs";
import { bundleForDev } from "./worker-bundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
const stateDir = path.resolve(root, process.env.SVC_STATE_DIR || ".wrangler/state");
const bundleRoot = path.join(root, ".wrangler/dev-bundles");
const logLevel = process.env.SVC_DEV_LOG_LEVEL || "error";
const PUBLIC = HOSTS.filter((h) => h.port !== undefined);
mkdirSync(stateDir, { recursive: true });

let runtime;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), 5_000).unref();
  try {
    await runtime?.dispose();
  } finally {
    process.exit(code);
  }
}
// However the stack ends (a dispose cut short, an error), the browsers it launched end with it.
process.on("exit", () => killLaunchedBrowsers());
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitHealthy(host, deadlineMs) {
  const url = `http://127.0.0.1:${host.port}/fetcher/healthz`;
  while (Date.now() < deadlineMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${host.name} did not become healthy on port ${host.port}`);
}

/** `SVC_BROWSER=off` when no local Chromium can serve the `[browser]` binding (said once in the log). */
function browserVars() {
  if (process.env.SVC_BROWSER === "off") return {};
  const chrome = ensureLocalChrome();
  if (chrome.ok) return {};
  console.log(`[dev] ${chrome.hint}`);
  return { SVC_BROWSER: "off" };
}

/** Every worker's variables: dev defaults, the state folder's secrets, then the caller's SVC_*. */
function workerVars() {
  const vars = { ...DEV_ENV_DEFAULTS, ...devSecrets(stateDir), ...browserVars() };
  for (const [k, v] of Object.entries(process.env)) if (PASSTHROUGH_ENV.test(k) && v !== undefined) vars[k] = v;
  return Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, String(v)]));
}

/** Refuses to start when a host's port is taken: otherwise health checks would reach the other stack. */
async function assertPortsFree() {
  const busy = [];
  for (const host of PUBLIC) {
    try {
      await fetch(`http://127.0.0.1:${host.port}/fetcher/healthz`, { signal: AbortSignal.timeout(1_000) });
      busy.push(`${host.name} (${host.port})`);
    } catch {
      // nothing listening: free
    }
  }
  if (busy.length > 0) throw new Error(`ports already in use by another process: ${busy.join(", ")}; stop the other stack first`);
}

async function bundleAll() {
  const built = await Promise.all(HOSTS.map((h) => bundleForDev({ root, configPath: h.config, main: mainOf(path.resolve(root, h.config)), outdir: path.join(bundleRoot, h.name) })));
  return Object.fromEntries(HOSTS.map((h, i) => [h.name, built[i].main]));
}

async function main() {
  await assertPortsFree();
  console.log(`[dev] state in ${path.relative(root, stateDir) || "."}`);
  const [bundles] = await Promise.all([
    bundleAll(),
    runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir, "-c", "wrangler.toml"], root).then(() => provisionDevKeys(stateDir, root)),
    // Unset: the list in the state folder stays as an operator left it (docs/operations.md#source-exclusions).
    process.env.SVC_SOURCE_EXCLUSIONS === undefined
      ? null
      : seedSourceExclusions({ root, raw: process.env.SVC_SOURCE_EXCLUSIONS, where: { local: true, persistTo: stateDir }, say: (line) => console.log(`[dev]${line}`) }),
  ]);
  // SVC_DEV_INSPECTOR_PORT: the runtime's V8 inspector, for memory diagnosis (bench/soak/heaps.mjs).
  const inspectorPort = process.env.SVC_DEV_INSPECTOR_PORT ? Number(process.env.SVC_DEV_INSPECTOR_PORT) : undefined;
  runtime = await startStack({ ...stackOptions({ root, hosts: HOSTS, bundles, vars: workerVars(), stateDir, logLevel }), ...(inspectorPort ? { inspectorPort } : {}) });
  const deadline = Date.now() + 60_000;
  await Promise.all(PUBLIC.map((h) => waitHealthy(h, deadline)));
  console.log(`[dev] all hosts are up (one runtime, ${HOSTS.length} workers):`);
  for (const h of PUBLIC) console.log(`  ${h.name.padEnd(10)} http://127.0.0.1:${h.port}`);
  console.log("[dev] ready");
}

main().catch((err) => {
  console.error(`[dev] ${err.message}`);
  stop(1);
});
