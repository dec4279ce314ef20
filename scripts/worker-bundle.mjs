/**
 * Worker bundles. `bundleWorker` is `wrangler deploy --dry-run --outdir` itself (what deploy:check
 * measures). `bundleForDev` builds every dev worker in one esbuild run with the options wrangler's
 * bundler uses (conditions, target, loaders, keepNames): eleven wrangler processes take minutes
 * on a busy 2-core machine, one esbuild call seconds. A bundle is reused while its inputs
 * (esbuild's metafile) and its wrangler config are older than it.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
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

/** wrangler 4.86's esbuild options for a modules worker without nodejs_compat (bundleWorker()). */
const WRANGLER_LIKE = {
  bundle: true,
  format: "esm",
  target: "es2024",
  supported: { "import-source": true },
  conditions: ["workerd", "worker", "browser"],
  keepNames: true,
  sourcemap: true,
  external: ["cloudflare:*"],
  loader: { ".js": "jsx", ".mjs": "jsx", ".cjs": "jsx", ".txt": "text", ".html": "text", ".sql": "text", ".bin": "binary" },
  define: { "process.env.NODE_ENV": '"development"', "global.process.env.NODE_ENV": '"development"', "globalThis.process.env.NODE_ENV": '"development"' },
  metafile: true,
  logLevel: "silent",
};

/**
 * Bundles one worker for the local runtime (its wrangler config's `main`) into `outdir/index.js`.
 * @param {{ root: string, configPath: string, main: string, outdir: string }} opts
 */
export async function bundleForDev({ root, configPath, main, outdir }) {
  mkdirSync(outdir, { recursive: true });
  const out = path.join(outdir, "index.js");
  if (upToDate(root, configPath, outdir)) return { outdir, main: out, reused: true };
  const esbuild = createRequire(import.meta.url)("esbuild");
  // A worker with nodejs_compat (the render worker, for @cloudflare/puppeteer) gets `node:*` from
  // the runtime, as wrangler leaves it.
  const nodeCompat = /^\s*compatibility_flags\s*=.*"nodejs_compat"/m.test(readFileSync(path.resolve(root, configPath), "utf8"));
  const external = nodeCompat ? [...WRANGLER_LIKE.external, "node:*"] : WRANGLER_LIKE.external;
  const result = await esbuild.build({ ...WRANGLER_LIKE, external, entryPoints: [main], outfile: out, absWorkingDir: path.dirname(path.resolve(root, configPath)) });
  writeFileSync(path.join(outdir, META), JSON.stringify(result.metafile));
  return { outdir, main: out, reused: false };
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
