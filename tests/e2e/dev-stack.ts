/**
 * Starts the real dev stack (`node scripts/dev.mjs`, what `npm run dev` runs) on a fresh state
 * folder with the given environment, and stops it. Used by the e2e tier's globalSetup (the stack on
 * the table's ports) and by files that need a stack with other settings beside it
 * (`SVC_DEV_PORT_OFFSET`, e.g. the accountless one of x402-dev-stack.e2e.test.ts). Node only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface DevStack {
  stateDir: string;
  /** Everything the stack prints, kept in a file tests can read (e.g. to find store errors). */
  logFile: string;
  stop(): Promise<void>;
}

export async function startDevStack(env: Record<string, string>, timeoutMs = 230_000): Promise<DevStack> {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "svc-e2e-"));
  const root = path.join(import.meta.dirname, "../..");
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/dev.mjs")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, SVC_STATE_DIR: stateDir },
  });
  const logFile = path.join(stateDir, "dev-stack.log");
  let log = "";
  const keep = (d: Buffer) => {
    log += d;
    appendFileSync(logFile, d);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async () => {
    if (child.pid) {
      for (const signal of ["SIGTERM", "SIGKILL"] as const) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
        if (signal === "SIGTERM") await new Promise((r) => setTimeout(r, 1_500));
      }
    }
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev stack did not start in time:\n${log.slice(-4000)}`)), timeoutMs);
      child.stdout?.on("data", () => {
        if (log.includes("[dev] ready")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`dev stack exited with ${code}:\n${log.slice(-4000)}`));
      });
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { stateDir, logFile, stop };
}
