/**
 * Bundles the md and brand workers for this tier, where they run as auxiliary workers behind the
 * api's MD/BRAND bindings (vitest-pool-workers runs auxiliary workers from built JavaScript only).
 * Same resolution as wrangler: workerd/worker/browser conditions, `cloudflare:*` left to the runtime.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";

export async function bundleWorker(entry: string): Promise<string> {
  const outfile = path.join(scratchDirRemovedAtExit(), "index.js");
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["cloudflare:*", "node:*"],
    logLevel: "error",
  });
  return outfile;
}

/**
 * A fresh temporary folder, removed when the vitest process exits: workerd reads the bundle while
 * the tests run, and each run used to leave its 3.6 MB of bundles in the temp folder for good.
 */
function scratchDirRemovedAtExit(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "svc-tier-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
