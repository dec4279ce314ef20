// Shared by both benches: bundle a bench worker like wrangler would for workerd and run it in
// Miniflare (the copy that ships with wrangler; the top-level `miniflare` package here is a v5
// alpha with another options shape).
import { build } from "esbuild";
import { createRequire } from "node:module";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler/package.json"));
const { Miniflare } = fromWrangler("miniflare");

export const CORPUS = join(here, "../../../shared/corpus/readability");
/** trafilatura's human-labelled evaluation set: pages/NNNN-<hash>.html and expected.json. */
export const EVAL_CORPUS = join(here, "../../../shared/corpus/extraction-eval");

/** Bundles `entry` for workerd; `shared` points `@shared` at another checkout of shared/ (bench/md-speed's A/B). */
export async function bundleWorker(entry, { shared } = {}) {
  const result = await build({
    entryPoints: [join(here, entry)],
    ...(shared ? { alias: { "@shared": shared }, nodePaths: [join(here, "../../node_modules")] } : {}),
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    target: "es2022",
    logLevel: "error",
  });
  return result.outputFiles[0].text;
}

/** Starts one workerd with the bundled worker; returns `{ fetch(path, init), dispose() }`. */
export async function startWorker(entry, script) {
  const mf = new Miniflare({ modules: true, script: script ?? (await bundleWorker(entry)), compatibilityDate: "2026-04-01" });
  await mf.ready;
  return {
    fetch: (path, init) => mf.dispatchFetch(`http://bench${path}`, init),
    dispose: () => mf.dispose(),
  };
}

/** Milliseconds for one request to `worker`, read to the end; throws on a non-2xx answer. */
export async function timedFetch(worker, path) {
  const started = performance.now();
  const res = await worker.fetch(path);
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
  return performance.now() - started;
}

/**
 * `size` workerd processes running one bundle; `map(items, fn)` runs `fn(worker, item)` with one
 * item in flight per worker and returns the results in item order.
 */
export async function startPool(entry, size) {
  const script = await bundleWorker(entry);
  const workers = await Promise.all(Array.from({ length: size }, () => startWorker(entry, script)));
  return {
    async map(items, fn) {
      const results = new Array(items.length);
      let next = 0;
      await Promise.all(workers.map(async (worker) => {
        while (next < items.length) {
          const i = next++;
          results[i] = await fn(worker, items[i]);
        }
      }));
      return results;
    },
    dispose: () => Promise.all(workers.map((w) => w.dispose())),
  };
}

export function corpusPages(only) {
  if (!existsSync(CORPUS)) throw new Error(`corpus not found at ${CORPUS}`);
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (!only || only.includes(d.name)))
    .map((d) => d.name)
    .sort();
}

export function readCorpusFile(page, file) {
  return readFileSync(join(CORPUS, page, file), "utf8");
}

/** The extraction-eval pages with their annotations, in file order: `{ file, number, with, without }`. */
export function evalPages(only) {
  if (!existsSync(EVAL_CORPUS)) throw new Error(`corpus not found at ${EVAL_CORPUS}`);
  const expected = JSON.parse(readFileSync(join(EVAL_CORPUS, "expected.json"), "utf8"));
  return Object.keys(expected)
    .sort()
    .filter((file) => !only || only.some((o) => file.startsWith(o)))
    .map((file) => ({ file, number: Number(file.slice(0, 4)), with: expected[file].with, without: expected[file].without }));
}

/** The page's bytes as served (the workers decode them as the gateway does: BOM, `<meta charset>`, UTF-8). */
export function readEvalPage(file) {
  return readFileSync(join(EVAL_CORPUS, "pages", file));
}

export async function loadPages(worker, pages) {
  for (const page of pages) {
    const res = await worker.fetch(`/load?name=${encodeURIComponent(page)}`, { method: "POST", body: readCorpusFile(page, "source.html") });
    if (!res.ok) throw new Error(`load ${page}: ${res.status}`);
    await res.text();
  }
}
