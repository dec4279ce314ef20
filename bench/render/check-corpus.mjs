#!/usr/bin/env node
/**
 * Sanity check of the render corpus, independent of our service: serves the corpus, renders every
 * page in Chromium (playwright-core driving /usr/bin/chromium, loopback only, images/media/fonts
 * not loaded, as the render worker does) and checks that
 * - the expected text really is in the rendered DOM (token recall, and the share of expected lines
 *   found whole), and how much else the DOM holds (token precision: the ceiling of a conversion
 *   that keeps every word of the page);
 * - the static HTML does NOT hold it for the pages that need script (their static token recall),
 *   while the controls hold it without script.
 * Exit 1 when a page fails: a page that needs script with rendered recall < 0.95 or static recall
 * > 0.5, a control with static recall < 0.95.
 *
 * `--convert` also runs our converter (shared/markdown htmlToMarkdown, bundled for Node with the
 * workerd conditions as bench/md-quality/misses.mjs does) on the static HTML and on the rendered
 * DOM and scores both against expected.txt: a preview of what rendering can give, without the
 * service (the figures to report come from run.mjs, through the md gateway).
 *
 * `--write` adds the tables to RESULTS.md (newest first, beside the bench's runs).
 *
 *   node bench/render/check-corpus.mjs [--show-missing] [--convert] [--write] [page ...]
 */
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { documentText, f1, lineCoverage, meanScores, scoreMarkdown, tokenPrecisionRecall } from "./score.mjs";
import { corpusPages, startCorpusServer } from "./serve.mjs";

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];
const SETTLE_MS = 1_000;
const MAX_WAIT_MS = 20_000;
const corpus = path.join(import.meta.dirname, "corpus");

/** Loads the page and waits until no request is in flight and the body's text has not changed for SETTLE_MS. */
async function renderedHtml(context, url) {
  const page = await context.newPage();
  let inflight = 0;
  page.on("request", () => inflight++);
  page.on("requestfinished", () => inflight--);
  page.on("requestfailed", () => inflight--);
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e).slice(0, 200)));
  const started = Date.now();
  await page.goto(url, { waitUntil: "load", timeout: MAX_WAIT_MS });
  let last = "";
  let stableSince = Date.now();
  while (Date.now() - started < MAX_WAIT_MS) {
    const text = await page.evaluate(() => document.body?.innerText ?? "");
    if (text !== last || inflight > 0) {
      last = text;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= SETTLE_MS) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const html = await page.content();
  await page.close();
  return { html, ms: Date.now() - started - SETTLE_MS, errors };
}

const pct = (x) => `${(100 * x).toFixed(1)}`;

/** Our converter, bundled for Node as bench/md-quality/misses.mjs does. */
async function loadConverter() {
  const bundle = path.join(import.meta.dirname, ".cache", "converter-bundle.mjs");
  mkdirSync(path.dirname(bundle), { recursive: true });
  await build({
    stdin: { contents: `export { htmlToMarkdown } from "@shared/markdown";`, resolveDir: import.meta.dirname },
    alias: { "@shared": path.join(import.meta.dirname, "../../shared") },
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    outfile: bundle,
    logLevel: "error",
  });
  return (await import(`${bundle}?${Date.now()}`)).htmlToMarkdown;
}

async function main() {
  const args = process.argv.slice(2);
  const showMissing = args.includes("--show-missing");
  const convert = args.includes("--convert") ? await loadConverter() : null;
  const only = args.filter((a) => !a.startsWith("--"));
  const pages = corpusPages().filter((p) => only.length === 0 || only.includes(p.name));
  const server = await startCorpusServer();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const rows = [];
  let failed = 0;
  try {
    for (const page of pages) {
      const url = `${server.origin}/${page.name}/`;
      const expected = readFileSync(path.join(corpus, page.name, "expected.txt"), "utf8");
      const lines = expected.split("\n").filter(Boolean);
      const staticHtml = await (await fetch(url)).text();
      const staticText = documentText(staticHtml);
      const context = await browser.newContext({ serviceWorkers: "block" });
      // As the render worker: nothing leaves loopback, and images, media and fonts are not loaded.
      await context.route("**/*", (route) => {
        const req = route.request();
        const local = new URL(req.url()).hostname === "127.0.0.1";
        if (!local || ["image", "media", "font"].includes(req.resourceType())) return route.abort();
        return route.continue();
      });
      const rendered = await renderedHtml(context, url);
      await context.close();
      const renderedText = documentText(rendered.html);
      const r = tokenPrecisionRecall(expected, renderedText);
      const s = tokenPrecisionRecall(expected, staticText);
      const cover = lineCoverage(lines, renderedText);
      const staticCover = lineCoverage(lines, staticText);
      const ok = page.needs_render ? r.recall >= 0.95 && s.recall <= 0.5 : s.recall >= 0.95 && r.recall >= 0.95;
      if (!ok) failed++;
      const converted = convert && {
        static: scoreMarkdown(expected, convert(staticHtml, { url }).content).token,
        rendered: scoreMarkdown(expected, convert(rendered.html, { url }).content).token,
      };
      rows.push({ page, r, s, cover, staticCover, ms: rendered.ms, errors: rendered.errors, ok, converted });
      console.log(
        `${ok ? "ok  " : "FAIL"} ${page.name.padEnd(26)} rendered: recall ${pct(r.recall)} lines ${pct(cover.share)} precision ${pct(r.precision)} | static: recall ${pct(s.recall)} lines ${pct(staticCover.share)} | ${rendered.ms} ms${converted ? ` | our Markdown F1: static ${converted.static.f1.toFixed(3)}, rendered ${converted.rendered.f1.toFixed(3)} (P ${converted.rendered.precision.toFixed(2)} R ${converted.rendered.recall.toFixed(2)})` : ""}${rendered.errors.length ? ` errors: ${rendered.errors.join("; ")}` : ""}`,
      );
      if (showMissing) {
        const hay = ` ${renderedText.toLowerCase().match(/[\p{L}\p{N}_]+/gu)?.join(" ")} `;
        for (const line of lines) {
          const t = line.toLowerCase().match(/[\p{L}\p{N}_]+/gu)?.join(" ");
          if (t && !hay.includes(` ${t} `)) console.log(`       missing line: ${line.slice(0, 120)}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const commit = execSync("git rev-parse --short HEAD", { cwd: import.meta.dirname, encoding: "utf8" }).trim();
  const report = [
    `## Corpus check of ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (commit ${commit}): ${rows.length - failed}/${rows.length} pages pass`,
    "",
    "The expected text in the DOM Chromium rendered (playwright-core, no service involved) and in the static HTML; token precision of the rendered DOM is the ceiling of a conversion that keeps every word of the page.",
    "",
    table(rows),
    ...(convert
      ? ["", "Preview: our converter (shared/markdown htmlToMarkdown, in Node) on the static HTML and on the DOM Chromium rendered, token P/R/F1 against expected.txt. Not the service: the md gateway's figures are the runs above.", "", convertedTable(rows)]
      : []),
    "",
    `Command: \`node bench/render/check-corpus.mjs ${process.argv.slice(2).join(" ")}\``,
  ].join("\n");
  console.log(`\n${report}`);
  if (args.includes("--write")) {
    const file = path.join(import.meta.dirname, "RESULTS.md");
    const old = existsSync(file) ? readFileSync(file, "utf8") : "# Render bench results\n\n";
    const [head, ...rest] = old.split(/(?=^## )/m);
    writeFileSync(file, `${head}${report}\n\n${rest.join("")}`);
  }
  if (failed) process.exit(1);
}

/** The summary as a Markdown table, per kind then overall. */
function table(rows) {
  const out = ["| pages | n | rendered DOM: token recall | lines found | token precision | F1 | static HTML: token recall | lines found |", "|---|---|---|---|---|---|---|---|"];
  const groups = new Map();
  for (const row of rows) {
    const key = row.page.needs_render ? row.page.kind : `control (${row.page.kind})`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  groups.set("all that need script", rows.filter((r) => r.page.needs_render));
  groups.set("all controls", rows.filter((r) => !r.page.needs_render));
  for (const [name, list] of groups) {
    if (!list.length) continue;
    const mean = (f) => list.reduce((a, x) => a + f(x), 0) / list.length;
    const p = mean((x) => x.r.precision);
    const rc = mean((x) => x.r.recall);
    out.push(`| ${name} | ${list.length} | ${pct(rc)} | ${pct(mean((x) => x.cover.share))} | ${pct(p)} | ${f1(p, rc).toFixed(3)} | ${pct(mean((x) => x.s.recall))} | ${pct(mean((x) => x.staticCover.share))} |`);
  }
  return out.join("\n");
}

/** Our converter's token F1 on the static HTML and on the rendered DOM, per kind (mean P, mean R, F1). */
function convertedTable(rows) {
  const out = ["| pages | n | our Markdown of the static HTML: P / R / F1 | of the rendered DOM: P / R / F1 |", "|---|---|---|---|"];
  const kinds = [...new Set(rows.map((r) => r.page.kind))];
  const groups = [...kinds.map((k) => [k, rows.filter((r) => r.page.kind === k)]), ["all that need script", rows.filter((r) => r.page.needs_render)], ["all controls", rows.filter((r) => !r.page.needs_render)]];
  for (const [name, list] of groups) {
    if (!list.length) continue;
    const a = meanScores(list.map((x) => x.converted.static));
    const b = meanScores(list.map((x) => x.converted.rendered));
    out.push(`| ${name} | ${list.length} | ${a.precision.toFixed(3)} / ${a.recall.toFixed(3)} / **${a.f1.toFixed(3)}** | ${b.precision.toFixed(3)} / ${b.recall.toFixed(3)} / **${b.f1.toFixed(3)}** |`);
  }
  return out.join("\n");
}

await main();
