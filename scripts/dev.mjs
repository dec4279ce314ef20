#!/usr/bin/env node
/**
 * `npm run dev`: the whole stack on this machine, no cloud account, no network.
 * 1. applies D1 migrations to the local state (SVC_STATE_DIR, default .wrangler/state);
 * 2. provisions SVC_DEV_KEY / SVC_DEV_KEY_UNSCOPED workspaces if set;
 * 3. starts one `wrangler dev` per host of DECISIONS §1 and waits until each answers /fetcher/healthz;
 * 4. prints where each host listens. Ctrl-C stops everything.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEV_ENV_DEFAULTS, HOSTS, PASSTHROUGH_ENV } from "./dev-hosts.mjs";
import { devSecrets, provisionDevKeys, runWrangler } from "./dev-state.mjs";

const root = path.resolve(import.meta.dirname, "..");
const stateDir = path.resolve(root, process.env.SVC_STATE_DIR || ".wrangler/state");
const logLevel = process.env.SVC_DEV_LOG_LEVEL || "error";
mkdirSync(stateDir, { recursive: true });

const children = [];
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

async function waitHealthy(host, deadlineMs) {
  const url = `http://127.0.0.1:${host.port}/fetcher/healthz`;
  while (Date.now() < deadlineMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${host.name} did not become healthy on port ${host.port}`);
}

function envFile() {
  const vars = { ...DEV_ENV_DEFAULTS, ...devSecrets(stateDir) };
  for (const [k, v] of Object.entries(process.env)) if (PASSTHROUGH_ENV.test(k) && v !== undefined) vars[k] = v;
  const file = path.join(stateDir, "dev.env");
  // The file holds dev-only secrets; keep it private to this user.
  const content = Object.entries(vars).map(([k, v]) => `${k}=${JSON.stringify(String(v))}`).join("\n") + "\n";
  writeFileSync(file, content, { mode: 0o600 });
  // wrangler applies --env-file to the first config of a process only; the workers riding along
  // (news, apps, … behind the api) read the `.dev.vars` beside their own config (gitignored).
  for (const host of HOSTS) for (const config of host.configs.slice(1)) writeFileSync(path.join(root, path.dirname(config), ".dev.vars"), content, { mode: 0o600 });
  return file;
}

/** Refuses to start when a host's port is taken: otherwise health checks would reach the other stack. */
async function assertPortsFree() {
  const busy = [];
  for (const host of HOSTS) {
    try {
      await fetch(`http://127.0.0.1:${host.port}/fetcher/healthz`, { signal: AbortSignal.timeout(1_000) });
      busy.push(`${host.name} (${host.port})`);
    } catch {
      // nothing listening: free
    }
  }
  if (busy.length > 0) throw new Error(`ports already in use by another process: ${busy.join(", ")}; stop the other stack first`);
}

async function main() {
  await assertPortsFree();
  console.log(`[dev] state in ${path.relative(root, stateDir) || "."}`);
  await runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir, "-c", "wrangler.toml"], root);
  await provisionDevKeys(stateDir, root);
  const env = envFile();
  for (const host of HOSTS) {
    const args = ["dev", ...host.configs.flatMap((c) => ["-c", c]), "--port", String(host.port), "--ip", "127.0.0.1",
      "--persist-to", stateDir, "--env-file", env, "--log-level", logLevel, "--show-interactive-dev-session=false",
      "--inspector-port", String(host.port + 1000), "--test-scheduled"];
    const child = spawn(path.join(root, "node_modules/.bin/wrangler"), args, { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, FORCE_COLOR: "0" } });
    child.on("exit", (code) => {
      if (code !== 0 && code !== null) console.error(`[dev] ${host.name} exited with ${code}`);
    });
    children.push(child);
  }
  const deadline = Date.now() + 180_000;
  await Promise.all(HOSTS.map((h) => waitHealthy(h, deadline)));
  console.log("[dev] all hosts are up:");
  for (const h of HOSTS) console.log(`  ${h.name.padEnd(9)} http://127.0.0.1:${h.port}`);
  console.log("[dev] ready");
}

main().catch((err) => {
  console.error(`[dev] ${err.message}`);
  stopAll(1);
});
