#!/usr/bin/env node
/**
 * Corpus check of the video normalizers: runs them on the REAL InnerTube recordings in
 * ../shared/corpus/upstream/youtube (GPL-3.0 NewPipeExtractor mocks and MIT youtube-transcript-api
 * assets, read in place, never copied into this repository) and asserts what an agent relies on.
 * `npm test` cannot read ../shared, so this runs here; it fails (exit 1) on any broken assertion
 * and refuses to pass silently when the corpus is missing (exit 2).
 *
 * Usage: node bench/video-corpus/run.mjs [corpus dir, default ../shared/corpus/upstream/youtube]
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");
const corpus = path.resolve(process.argv[2] ?? path.join(root, "../shared/corpus/upstream/youtube"));
if (!existsSync(corpus)) {
  console.error(`corpus not found at ${corpus}: nothing was checked`);
  process.exit(2);
}
const out = path.join(root, "node_modules/.cache/video-corpus/checks.mjs");
await build({ entryPoints: [path.join(import.meta.dirname, "checks.ts")], bundle: true, platform: "node", format: "esm", outfile: out, logLevel: "error" });
const { runChecks } = await import(pathToFileURL(out).href);
const failures = await runChecks(corpus);
process.exit(failures === 0 ? 0 : 1);
