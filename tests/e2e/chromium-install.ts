/**
 * The browser test needs Debian's `chromium`. On a fresh machine the e2e tier installs it itself
 * when it can (root and apt-get present), so `npm test` works alone; otherwise it leaves the
 * one-line instruction to the browser test (chromium.ts). Never downloads a browser build.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium";

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}:\n${out.slice(-2000)}`))));
  });
}

/** Installs Debian's chromium when it is missing and this process may (root, apt-get). */
export async function ensureChromium(log: (line: string) => void = console.log): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !existsSync("/usr/bin/apt-get")) return;
  log(`[e2e] ${CHROMIUM_PATH} is missing: installing Debian's chromium (apt-get install chromium)`);
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", "chromium"]);
}
