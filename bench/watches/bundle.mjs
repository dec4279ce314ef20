// Bundles shared/watches (TypeScript, workerd-safe) for Node so the bench can call it directly.
import { build } from "esbuild";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

export async function loadWatches() {
  const outfile = join(mkdtempSync(join(tmpdir(), "bench-watches-")), "entry.mjs");
  await build({ entryPoints: [join(here, "entry.ts")], bundle: true, format: "esm", platform: "node", outfile, logLevel: "error" });
  return import(pathToFileURL(outfile).href);
}
