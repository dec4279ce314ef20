#!/usr/bin/env node
/**
 * The render bench (issue 34): our Markdown of real client-rendered pages, scored against text
 * taken from their content sources, with rendering and without, in the same run.
 *
 * Serves bench/render/corpus on loopback (serve.mjs), starts `npm run dev` in harness mode on a
 * fresh state folder (taking /tmp/svc-e2e.lock itself: stack.mjs), and reads every page through
 * the md gateway (`{md_url}/md/<page url>`, `Cache-Control: no-cache`, a fresh client address per
 * read) with `X-Render: never`, `auto` and `always`, one read at a time. Reports
 * - F1 of each mode's Markdown against the page's expected.txt: token P/R (the headline) and
 *   4-token shingle P/R (score.mjs explains the choice), mean P and mean R over pages, F1 of the two;
 * - the share of the pages that need script that `auto` rendered (`X-Rendered: true`), and of the
 *   controls it rendered (should be none), with the `X-Render-Fallback` reasons;
 * - render latency, end to end as a caller sees it: cold (the first render after a fresh stack;
 *   `--cold N` starts N stacks for N samples) and warm (every later rendered read of the pass),
 *   p50/p95, beside the static reads';
 * - with `--renders N`: N `always` reads over the pages that need script at `--concurrency C`
 *   (default 4): latency, answers, and the browser launches they caused, counted by watching the
 *   stack's processes for new Chromium browser processes (stack.mjs; the service exposes no counter).
 * After the stack stops, any of its Chromium processes still alive is reported.
 *
 *   node bench/render/run.mjs [--modes never,auto,always] [--renders 200] [--concurrency 4]
 *        [--cold 3] [--write] [page ...]
 *
 * `--write` adds the report to RESULTS.md (newest first; the file keeps every run).
 */
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { meanScores, scoreMarkdown } from "./score.mjs";
import { corpusPages, startCorpusServer } from "./serve.mjs";
import { allBrowserMains, holdStackLock, MD_URL, percentile, readMd, startStack, watchStack } from "./stack.mjs";

const here = import.meta.dirname;
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const MODES = arg("modes", "never,auto,always").split(",");
const RENDERS = Number(arg("renders", 0));
const CONCURRENCY = Number(arg("concurrency", 4));
const COLD = Number(arg("cold", 1));
const WRITE = process.argv.includes("--write");
const valued = new Set(["--modes", "--renders", "--concurrency", "--cold"]);
const ONLY = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !valued.has(all[i - 1]));

const expectedOf = (page) => readFileSync(path.join(here, "corpus", page.name, "expected.txt"), "utf8");
const fmt = (x, digits = 3) => (x === null || x === undefined || Number.isNaN(x) ? "–" : x.toFixed(digits));
const ms = (x) => (x === null ? "–" : `${Math.round(x)} ms`);

/** One read of every page in every mode, in order (page by page: never, auto, always). */
async function readAll(origin, pages, watch) {
  const results = [];
  let firstRender = null;
  for (const page of pages) {
    const row = { page, modes: {} };
    for (const mode of MODES) {
      const read = await readMd(MD_URL, `${origin}/${page.name}/`, mode);
      const score = read.status === 200 ? scoreMarkdown(expectedOf(page), read.body) : null;
      const cold = read.rendered === "true" && firstRender === null;
      if (cold) firstRender = { page: page.name, mode, ms: read.ms };
      row.modes[mode] = { ...read, body: undefined, score, cold, launchesSoFar: watch.launches() };
      process.stdout.write(
        `${page.name.padEnd(26)} ${mode.padEnd(6)} ${read.status} ${String(read.rendered ?? "-").padEnd(5)} ${(read.fallback ?? "").padEnd(19)} ${String(Math.round(read.ms)).padStart(6)} ms  F1 ${fmt(score?.token.f1)}\n`,
      );
    }
    results.push(row);
  }
  return { results, firstRender };
}

/** N `always` reads over `pages` at `concurrency`; latency, answers and browser launches. */
async function renderRun(origin, pages, n, concurrency, watch) {
  const since = Date.now();
  const reads = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const page = pages[i % pages.length];
      reads.push({ page: page.name, ...(await readMd(MD_URL, `${origin}/${page.name}/`, "always")) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const rendered = reads.filter((r) => r.rendered === "true");
  return {
    n,
    concurrency,
    statuses: countBy(reads, (r) => r.status),
    fallbacks: countBy(reads.filter((r) => r.fallback), (r) => r.fallback),
    rendered: rendered.length,
    failed: reads.filter((r) => r.status !== 200).map((r) => `${r.page} ${r.status}: ${errorMessage(r.body)}`),
    p50: percentile(rendered.map((r) => r.ms), 50),
    p95: percentile(rendered.map((r) => r.ms), 95),
    launches: watch.launches(since),
    memory: watch.memory(),
  };
}

/** The error envelope's message of a failed read (DECISIONS: `{ error: { code, message } }`), or the body's start. */
function errorMessage(body) {
  try {
    const { error } = JSON.parse(body);
    return `${error.code}: ${error.message}`;
  } catch {
    return String(body).slice(0, 200);
  }
}

function countBy(list, key) {
  const out = {};
  for (const x of list) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return out;
}

/** Starts a fresh stack, makes one `always` read of `page` and returns its latency (a cold render) and launches. */
async function coldSample(origin, page) {
  const stack = await startStack();
  const watch = watchStack(stack.pid);
  try {
    const read = await readMd(MD_URL, `${origin}/${page.name}/`, "always");
    return { page: page.name, ms: read.ms, rendered: read.rendered, status: read.status, launches: watch.launches() };
  } finally {
    watch.stop();
    await stack.stop();
  }
}

function summarize(results) {
  const groups = [
    ["pages that need script", results.filter((r) => r.page.needs_render)],
    ...[...new Set(results.filter((r) => r.page.needs_render).map((r) => r.page.kind))].map((kind) => [`  ${kind}`, results.filter((r) => r.page.kind === kind)]),
    ["controls (server-rendered)", results.filter((r) => !r.page.needs_render)],
  ];
  const lines = [
    "| pages | n | " + MODES.map((m) => `${m}: token P / R / F1`).join(" | ") + " | " + MODES.map((m) => `${m}: shingle F1`).join(" | ") + " |",
    "|---|---|" + MODES.map(() => "---|").join("") + MODES.map(() => "---|").join(""),
  ];
  for (const [name, rows] of groups) {
    if (!rows.length) continue;
    const cells = MODES.map((m) => {
      const s = meanScores(rows.map((r) => r.modes[m].score?.token ?? { precision: 0, recall: 0 }));
      return `${fmt(s.precision)} / ${fmt(s.recall)} / **${fmt(s.f1)}**`;
    });
    const shingles = MODES.map((m) => fmt(meanScores(rows.map((r) => r.modes[m].score?.shingle ?? { precision: 0, recall: 0 })).f1));
    lines.push(`| ${name} | ${rows.length} | ${cells.join(" | ")} | ${shingles.join(" | ")} |`);
  }
  return lines.join("\n");
}

function perPage(results) {
  const lines = ["| page | kind | " + MODES.map((m) => `${m} F1`).join(" | ") + " | auto rendered | fallback | " + MODES.map((m) => `${m} ms`).join(" | ") + " |", "|---|---|" + MODES.map(() => "---|").join("") + "---|---|" + MODES.map(() => "---|").join("")];
  for (const r of results) {
    const auto = r.modes.auto;
    lines.push(
      `| ${r.page.name} | ${r.page.kind}${r.page.needs_render ? "" : " (control)"} | ${MODES.map((m) => (r.modes[m].status === 200 ? fmt(r.modes[m].score.token.f1) : `HTTP ${r.modes[m].status}`)).join(" | ")} | ${auto?.rendered ?? "–"} | ${auto?.fallback ?? ""} | ${MODES.map((m) => Math.round(r.modes[m].ms)).join(" | ")} |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  holdStackLock();
  const pages = corpusPages().filter((p) => ONLY.length === 0 || ONLY.includes(p.name));
  const commit = execSync("git rev-parse --short HEAD", { cwd: here, encoding: "utf8" }).trim();
  const dirty = execSync("git status --porcelain -- ../../workers ../../shared ../../scripts", { cwd: here, encoding: "utf8" }).trim() ? " (+ uncommitted changes)" : "";
  const browsersBefore = allBrowserMains().length;
  const server = await startCorpusServer();
  console.log(`[bench] corpus on ${server.origin}; starting the stack…`);
  const stack = await startStack();
  const watch = watchStack(stack.pid);
  const memoryAtStart = watch.memory();
  console.log(`[bench] stack ready in ${Math.round(stack.startMs / 1000)} s`);
  let report;
  let leftBehind = [];
  try {
    const { results, firstRender } = await readAll(server.origin, pages, watch);
    const renderPath = results.some((r) => Object.values(r.modes).some((m) => m.rendered !== null));
    const needing = results.filter((r) => r.page.needs_render);
    const controls = results.filter((r) => !r.page.needs_render);
    const reads = results.flatMap((r) => Object.entries(r.modes).map(([mode, m]) => ({ mode, ...m })));
    const renderedReads = reads.filter((m) => m.rendered === "true");
    const warm = renderedReads.filter((m) => !m.cold).map((m) => m.ms);
    const staticMs = reads.filter((m) => m.mode === "never" && m.status === 200).map((m) => m.ms);
    const launchesPass = watch.launches();

    let renderRunResult = null;
    if (RENDERS > 0 && renderPath) {
      console.log(`[bench] ${RENDERS} always renders at concurrency ${CONCURRENCY}…`);
      renderRunResult = await renderRun(server.origin, needing.map((r) => r.page), RENDERS, CONCURRENCY, watch);
    }
    const memoryAtEnd = watch.memory();
    watch.stop();
    await stack.stop();
    await new Promise((r) => setTimeout(r, 2_000));
    leftBehind = watch.leftBehind();

    const colds = firstRender ? [{ ...firstRender, launches: null }] : [];
    for (let i = 1; i < COLD && renderPath; i++) {
      const page = needing[i % needing.length].page;
      console.log(`[bench] cold sample ${i + 1}/${COLD}: fresh stack, one render of ${page.name}…`);
      colds.push(await coldSample(server.origin, page));
    }

    const autoRendered = needing.filter((r) => r.modes.auto?.rendered === "true").length;
    const controlsRendered = controls.filter((r) => r.modes.auto?.rendered === "true").length;
    const fallbacks = countBy(reads.filter((m) => m.fallback), (m) => `${m.mode}: ${m.fallback}`);
    const statuses = countBy(reads, (m) => `${m.mode} ${m.status}`);
    const autoF1 = MODES.includes("auto") ? meanScores(needing.map((r) => r.modes.auto.score?.token ?? { precision: 0, recall: 0 })).f1 : null;
    const neverF1 = MODES.includes("never") ? meanScores(needing.map((r) => r.modes.never.score?.token ?? { precision: 0, recall: 0 })).f1 : null;

    report = [
      `## Run of ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (commit ${commit}${dirty})`,
      "",
      `${pages.length} pages (${needing.length} that need script, ${controls.length} controls), modes ${MODES.join(", ")}, one read at a time, \`Cache-Control: no-cache\`. Stack start ${Math.round(stack.startMs / 1000)} s.`,
      renderPath
        ? "Render path: present (answers carry `X-Rendered`)."
        : "**Render path: absent** (no answer carried `X-Rendered`; `X-Render` was ignored, so every mode is the static conversion).",
      "",
      "### F1 against the content sources (mean P and mean R over pages, F1 of the two)",
      "",
      summarize(results),
      "",
      "### What `auto` rendered",
      "",
      ...(MODES.includes("auto")
        ? [
            `- Pages that need script rendered by \`auto\`: ${autoRendered}/${needing.length} (${fmt((100 * autoRendered) / (needing.length || 1), 1)}%; bar ≥ 95%).`,
            `- Controls rendered by \`auto\`: ${controlsRendered}/${controls.length} (should be 0).`,
          ]
        : ["- Not measured: `auto` was not among the modes of this run."]),
      `- Fallbacks: ${Object.keys(fallbacks).length ? Object.entries(fallbacks).map(([k, v]) => `${k} ×${v}`).join(", ") : "none"}. Answers: ${Object.entries(statuses).map(([k, v]) => `${k} ×${v}`).join(", ")}.`,
      "",
      "### Latency (end to end through the md gateway, one read at a time)",
      "",
      `- Cold render (first render after a fresh stack, browser launch included): ${colds.length ? colds.map((c) => `${ms(c.ms)} (${c.page})`).join(", ") : "–"}; p50 ${ms(percentile(colds.map((c) => c.ms), 50))}, p95 ${ms(percentile(colds.map((c) => c.ms), 95))}.`,
      `- Warm renders (every later rendered read of the pass, n = ${warm.length}): p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))} (bar: p50 ≤ 2 s).`,
      `- Static reads (\`never\`, n = ${staticMs.length}): p50 ${ms(percentile(staticMs, 50))}, p95 ${ms(percentile(staticMs, 95))}.`,
      `- Browser launches during the pass: ${launchesPass} for ${renderedReads.length} renders.`,
      renderRunResult
        ? `\n### ${renderRunResult.n} \`always\` renders at concurrency ${renderRunResult.concurrency}\n\n- Rendered: ${renderRunResult.rendered}/${renderRunResult.n}; answers ${JSON.stringify(renderRunResult.statuses)}; fallbacks ${JSON.stringify(renderRunResult.fallbacks)}.${renderRunResult.failed.length ? ` Failed: ${renderRunResult.failed.map((f) => `\`${f}\``).join("; ")}.` : ""}\n- Latency of the rendered ones: p50 ${ms(renderRunResult.p50)}, p95 ${ms(renderRunResult.p95)}.\n- Browser launches during these renders: **${renderRunResult.launches}** (Chromium browser processes the stack started, seen by polling its process tree every 100 ms).\n- Memory at the end: workerd ${renderRunResult.memory.workerdMb} MB, Chromium ${renderRunResult.memory.chromiumMb} MB in ${renderRunResult.memory.browsers} browser(s).`
        : null,
      "",
      `Memory: workerd ${memoryAtStart.workerdMb} MB at start, ${memoryAtEnd.workerdMb} MB at the end; Chromium ${memoryAtEnd.chromiumMb} MB in ${memoryAtEnd.browsers} browser(s) at the end. Chromium processes of the stack alive 2 s after it stopped: ${leftBehind.length}${leftBehind.length ? ` (${leftBehind.join(", ")})` : ""} (machine-wide Chromium browser processes before the run: ${browsersBefore}, after: ${allBrowserMains().length}).`,
      "",
      MODES.includes("auto")
        ? `Bars (issue 34): auto F1 ${fmt(autoF1)} ${autoF1 >= 0.9 ? "≥" : "<"} 0.90 (never, same run: ${fmt(neverF1)}); auto renders ${autoRendered}/${needing.length} of the pages that need it (bar ≥ 95%).`
        : `Bars (issue 34): not measured without \`auto\` (never: F1 ${fmt(neverF1)} on the pages that need script).`,
      "",
      "<details><summary>Per page</summary>",
      "",
      perPage(results),
      "",
      "</details>",
      "",
      `Command: \`node bench/render/run.mjs ${process.argv.slice(2).join(" ")}\``,
    ]
      .filter((l) => l !== null)
      .join("\n");
  } finally {
    watch.stop();
    await stack.stop();
    await server.close();
  }
  console.log(`\n${report}`);
  if (WRITE) addToResults(report);
}

/** Adds `report` to RESULTS.md under its head, newest first (run.mjs, soak.mjs and check-corpus.mjs all do). */
function addToResults(report) {
  const file = path.join(here, "RESULTS.md");
  const old = existsSync(file) ? readFileSync(file, "utf8") : HEAD;
  const [head, ...rest] = old.split(/(?=^## )/m);
  writeFileSync(file, `${head}${report}\n\n${rest.join("")}`);
}

const HEAD = "# Render bench results\n\nWritten by `--write` of bench/render/run.mjs, soak.mjs and check-corpus.mjs, newest first; README.md says what is measured and how.\n\n";

await main();
