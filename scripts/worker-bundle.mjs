/**
 * Bundles a worker exactly as `wrangler deploy` would (`wrangler deploy --dry-run --outdir`), so the
 * local runtime runs the bytes a deployment uploads and `deploy:check` measures them. A bundle is
 * reused while its inputs (esbuild's metafile) and its wrangler config are older than it.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { runWrangler } from "./dev-state.mjs";

const META = "bundle-meta.json";

/** True when the bundle in `outdir` was built from the current sources of `configPath`. */
function upToDate(root, configPath, outdir) {
  const bundle = path.join(outdir, "index.js");
  const meta = path.join(outdir, META);
  if (!existsSync(bundle) || !existsSync(meta)) return false;
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = Object.keys(JSON.parse(readFileSync(meta, "utf8")).inputs ?? {});
  // esbuild names inputs relative to the config's folder (wrangler's project root).
  const base = path.dirname(path.resolve(root, configPath));
  const files = [path.resolve(root, configPath), ...inputs.map((f) => path.resolve(base, f))];
  return files.every((f) => existsSync(f) && statSync(f).mtimeMs < builtAt);
}

/**
 * @param {{ root: string, configPath: string, outdir: string, env?: string, reuse?: boolean }} opts
 * @returns {Promise<{ outdir: string, main: string, reused: boolean, log: string }>}
 */
export async function bundleWorker({ root, configPath, outdir, env, reuse = true }) {
  mkdirSync(outdir, { recursive: true });
  const main = path.join(outdir, "index.js");
  if (reuse && upToDate(root, configPath, outdir)) return { outdir, main, reused: true, log: "" };
  const args = ["deploy", "--dry-run", "-c", configPath, "--outdir", outdir, "--metafile", path.join(outdir, META)];
  if (env) args.push("--env", env);
  const log = await runWrangler(args, root);
  return { outdir, main, reused: false, log };
}

/** Runs `task` over `items` with at most `limit` at once (wrangler is one Node process per call). */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
