// Bundles the detectors (TypeScript, workerd-safe) for Node so the bench can call them directly.
import { build } from "esbuild";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

export async function loadDetectors() {
  const outfile = join(mkdtempSync(join(tmpdir(), "bench-detectors-")), "entry.mjs");
  await build({
    entryPoints: [join(here, "entry.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "error",
  });
  return import(pathToFileURL(outfile).href);
}
