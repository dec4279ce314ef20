/**
 * Bundles the md and brand workers for this tier, where they run as auxiliary workers behind the
 * api's MD/BRAND bindings (vitest-pool-workers runs auxiliary workers from built JavaScript only).
 * Same resolution as wrangler: workerd/worker/browser conditions, `cloudflare:*` left to the runtime.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";

export async function bundleWorker(entry: string): Promise<string> {
  const outfile = path.join(mkdtempSync(path.join(os.tmpdir(), "svc-tier-")), "index.js");
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["cloudflare:*"],
    logLevel: "error",
  });
  return outfile;
}
