// Shared by identical.mjs and ab-ref.mjs: a git revision's shared/ checked out beside this tree, and
// a module bundled against either copy of shared/ with the workerd conditions, then imported.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, "../..");
// Inside the repository, so that the reference tree's imports resolve to the same node_modules.
const cache = join(here, ".cache");

/** Extracts `ref`'s shared/ into .cache/<dirName>; returns that shared/ folder. */
export function checkoutShared(ref, dirName) {
  const refRoot = join(cache, dirName);
  rmSync(refRoot, { recursive: true, force: true });
  mkdirSync(refRoot, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${JSON.stringify(ref)} shared | tar -x -C ${JSON.stringify(refRoot)}`], { cwd: root });
  return join(refRoot, "shared");
}

/** Bundles `contents` (an ES module) with `@shared` pointing at `sharedDir`, and imports it. */
export async function bundleModule(name, contents, sharedDir) {
  const outfile = join(cache, `${name}.mjs`);
  await build({
    stdin: { contents, resolveDir: here },
    alias: { "@shared": sharedDir },
    nodePaths: [join(root, "node_modules")],
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    target: "es2022",
    outfile,
    logLevel: "error",
  });
  return import(`${outfile}?${Date.now()}`);
}
