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

export async function bundleWorker(entry) {
  const result = await build({
    entryPoints: [join(here, entry)],
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
export async function startWorker(entry) {
  const script = await bundleWorker(entry);
  const mf = new Miniflare({ modules: true, script, compatibilityDate: "2026-04-01" });
  await mf.ready;
  return {
    fetch: (path, init) => mf.dispatchFetch(`http://bench${path}`, init),
    dispose: () => mf.dispose(),
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

export async function loadPages(worker, pages) {
  for (const page of pages) {
    const res = await worker.fetch(`/load?name=${encodeURIComponent(page)}`, { method: "POST", body: readCorpusFile(page, "source.html") });
    if (!res.ok) throw new Error(`load ${page}: ${res.status}`);
    await res.text();
  }
}
