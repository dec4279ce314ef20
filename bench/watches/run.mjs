// Watch detection quality: fixture sites built from the 12 SaaS pricing models of
// ../shared/corpus/pricing-pages (three markups), the real pricing-page histories of real-html,
// planted changes for every topic, and unchanged re-runs (other markup, whitespace, order,
// tracking parameters, nonces). Per event type: precision and recall against the expected events,
// and false alarms; a naive page-text diff runs beside it. Usage: node bench/watches/run.mjs [--write]
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { perturbations } from "../detectors/perturb.mjs";
import { EXPECTED_HISTORY, TRAPS } from "../detectors/pricing-cases.mjs";
import { loadWatches } from "./bundle.mjs";
import { MARKUPS, loadModels, renderSite, siteContent } from "./sites.mjs";
import { PLANTS, contentTruth, eventKey, plant } from "./truth.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const corpus = join(here, "../../../shared/corpus");
const write = process.argv.includes("--write");
const w = await loadWatches();
const out = [];
const log = (line = "") => { out.push(line); console.log(line); };
const ratio = (a, b) => (b ? (a / b).toFixed(3) : "n/a");

// --- running a watch over a rendered site --------------------------------------------------------
const extractCache = new Map();
/** One run: discovery from the home page, then every topic's state from the pages that exist. */
function observe(site) {
  const home = Object.keys(site).find((u) => new URL(u).pathname === "/");
  const found = w.discoverTopicPages({ base_url: home, home_html: site[home] });
  const states = {};
  const pages = {};
  for (const topic of w.WATCH_TOPICS) {
    pages[topic] = found[topic].map((c) => c.url).filter((u) => site[u] !== undefined).map((url) => ({ url, html: site[url] }));
    const cacheKey = `${topic}\n${pages[topic].map((p) => `${p.url}\n${p.html}`).join("\n")}`;
    if (!extractCache.has(cacheKey)) extractCache.set(cacheKey, w.extractTopicState(topic, pages[topic]));
    states[topic] = extractCache.get(cacheKey);
  }
  return { states, pages };
}
function events(before, after) {
  return w.WATCH_TOPICS.flatMap((topic) => w.diffTopicStates(topic, before.states[topic], after.states[topic], { before: before.pages[topic], after: after.pages[topic] }));
}

/** Naive baseline: a topic "changed" when the visible text of its pages differs. */
const pageText = (html) => html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/gi, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
function baselineChanged(before, after) {
  return w.WATCH_TOPICS.filter((t) => before.pages[t].map((p) => pageText(p.html)).join("\n") !== after.pages[t].map((p) => pageText(p.html)).join("\n"));
}

// --- scoring --------------------------------------------------------------------------------------
const TYPES = w.CCI_EVENT_TYPES;
const score = Object.fromEntries(TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]));
const base = Object.fromEntries(w.WATCH_TOPICS.map((t) => [t, { hit: 0, planted: 0, fired: 0, firedRight: 0 }]));
const misses = [];
function scoreCase(label, expected, got, baseTopics, plantedTopics) {
  const left = [...expected];
  for (const e of got) {
    const k = eventKey(e);
    const i = left.indexOf(k);
    const type = e.type;
    if (i >= 0) { score[type].tp++; left.splice(i, 1); }
    else { score[type].fp++; misses.push(`${label}: unexpected ${k} — ${e.summary}`); }
  }
  for (const k of left) { score[k.split("|")[0]].fn++; misses.push(`${label}: missed ${k}`); }
  for (const t of w.WATCH_TOPICS) {
    const planted = expected.filter((k) => w.EVENT_TOPIC[k.split("|")[0]] === t).length;
    base[t].planted += planted;
    if (baseTopics.includes(t)) { base[t].hit += planted; base[t].fired++; if (planted > 0 || plantedTopics.includes(t)) base[t].firedRight++; }
  }
}

// 1. Version pairs of the models (real changes 2023 → 2024) and planted changes, in three markups.
const contents = loadModels(corpus).map((m) => ({ ...m, content: siteContent(m) }));
let cases = 0;
for (const markup of MARKUPS) {
  for (const saas of new Set(contents.map((c) => c.saas))) {
    const [a, b] = ["2023", "2024"].map((y) => contents.find((c) => c.saas === saas && c.year === y).content);
    // The 2024 site keeps the 2023 site's generated lists: only the models' real changes differ.
    const b2 = { ...b, integrations: a.integrations, customers: a.customers, caseStudies: a.caseStudies, positioning: a.positioning };
    const before = observe(renderSite(a, markup));
    const after = observe(renderSite(b2, markup));
    scoreCase(`${saas} 2023→2024 (${markup})`, contentTruth(a, b2, markup), events(before, after), baselineChanged(before, after), ["pricing", "product"]);
    cases++;
  }
  for (const { saas, year, content } of contents) {
    const before = observe(renderSite(content, markup));
    for (const [name, topic, mutate] of PLANTS) {
      const planted = plant(content, markup, mutate);
      if (!planted) continue;
      const after = observe(renderSite(planted.content, markup));
      scoreCase(`${saas} ${year} ${name} (${markup})`, planted.expected, events(before, after), baselineChanged(before, after), [topic]);
      cases++;
    }
  }
}

// 2. Unchanged re-runs: the same content in another markup, minified or re-indented, reordered, or
//    with tracking parameters, nonces and comments.
let reruns = 0, falseAlarms = 0, baseFalse = 0;
const falseRows = [];
const shuffle = (list, seed) => list.map((x, i) => [((i + 1) * 2654435761 + seed) % 4294967296, x]).sort((p, q) => p[0] - q[0]).map(([, x]) => x);
for (const { saas, year, content } of contents) {
  const label = `${saas} ${year}`;
  const variants = [];
  for (const a of MARKUPS) for (const b of MARKUPS) if (a !== b) variants.push([`${a}→${b}`, renderSite(content, a), renderSite(content, b)]);
  for (const m of MARKUPS) {
    const site = renderSite(content, m);
    const reordered = { ...content, plans: shuffle(content.plans, 1), features: shuffle(content.features, 2), products: shuffle(content.products, 3), integrations: shuffle(content.integrations, 4), customers: shuffle(content.customers, 5), caseStudies: shuffle(content.caseStudies, 6) };
    variants.push([`${m} reordered`, site, renderSite(reordered, m)]);
    variants.push([`${m} minified`, site, Object.fromEntries(Object.entries(site).map(([u, h]) => [u, h.replace(/>\s+</g, "><")]))]);
    for (let i = 0; i < 3; i++) variants.push([`${m} perturbation ${i + 1}`, site, Object.fromEntries(Object.entries(site).map(([u, h]) => [u, perturbations(h, `${label}${u}`)[i]]))]);
  }
  for (const [name, s1, s2] of variants) {
    const [before, after] = [observe(s1), observe(s2)];
    const got = events(before, after);
    reruns++;
    falseAlarms += got.length;
    baseFalse += baselineChanged(before, after).length;
    for (const e of got) falseRows.push(`${label} ${name}: ${e.type} ${e.summary}`);
  }
}

// 3. Real pricing-page histories (real-html) and their traps and re-renders.
const real = join(corpus, "pricing-pages/real-html");
const realScore = { tp: 0, fp: 0, fn: 0 };
const realRows = [];
const asPages = (dir, f) => [{ url: "https://saas.example/pricing", html: readFileSync(join(real, dir, f), "utf8") }];
for (const [dir, pairs] of Object.entries(EXPECTED_HISTORY)) {
  for (const pair of pairs) {
    const [pa, pb] = [asPages(dir, pair.from), asPages(dir, pair.to)];
    const [sa, sb] = [w.extractTopicState("pricing", pa), w.extractTopicState("pricing", pb)];
    const got = w.diffTopicStates("pricing", sa, sb, { before: pa, after: pb });
    const want = realExpected(pair, sa, sb);
    const keys = got.map((e) => `${e.type.replace("pricing.", "")}:${(e.data.plan ?? "").toLowerCase()}`);
    const left = [...want];
    let fp = 0;
    for (const k of keys) { const i = left.indexOf(k); if (i >= 0) left.splice(i, 1); else fp++; }
    realScore.tp += keys.length - fp;
    realScore.fp += fp;
    realScore.fn += left.length;
    realRows.push(`| ${pair.from.replace(/_pricing|\.html/g, "")} → ${pair.to.replace(/^.*_pricing_|\.html/g, "")} | ${want.join(", ") || "none"} | ${fp === 0 && left.length === 0 ? "exact" : keys.join(", ") || "none"} |`);
  }
}
/** SOURCES.md's changes as events: a currency change is a price change; a rename is the old plan removed and the new one added; nameless cards gaining names is no event. */
function realExpected(pair, sa, sb) {
  const out = [];
  const positional = (sa?.plans ?? []).every((p) => /^#\d+$/.test(p.name));
  const gone = (sa?.plans ?? []).map((p) => p.name.toLowerCase()).filter((n) => !(sb?.plans ?? []).some((p) => p.name.toLowerCase() === n));
  const renamedTo = new Set(pair.changes.filter((c) => c.change_type === "plan_renamed").map((c) => c.plan.toLowerCase()));
  for (const c of pair.changes) {
    const plan = c.plan.toLowerCase();
    // A renamed plan's price is carried by its plan_added event, not compared with the old plan's.
    if (c.change_type === "price_changed" && renamedTo.has(plan) && !positional) continue;
    if (c.change_type === "plan_renamed") { if (!positional) out.push(`plan_added:${plan}`); continue; }
    out.push(`${c.change_type === "currency_changed" ? "price_changed" : c.change_type}:${plan.startsWith("#") ? `#${plan.slice(1)}` : plan}`);
  }
  // The old names of renamed plans, read from the page before (SOURCES.md names only the new ones).
  const renamedAway = pair.changes.filter((c) => c.change_type === "plan_renamed").length;
  if (!positional && renamedAway) for (const n of gone.filter((n) => !pair.changes.some((c) => c.change_type === "plan_removed" && c.plan.toLowerCase() === n)).slice(0, renamedAway)) out.push(`plan_removed:${n}`);
  return out;
}
let realReruns = 0, realFalse = 0, realBaseFalse = 0;
const realFalseRows = [];
for (const dir of readdirSync(real)) {
  for (const f of readdirSync(join(real, dir)).filter((x) => x.endsWith(".html"))) {
    const pages = asPages(dir, f);
    const before = w.extractTopicState("pricing", pages);
    if (!before) continue;
    const variants = [...perturbations(pages[0].html, f), pages[0].html.replace(/>\s+</g, "><")];
    for (const trap of TRAPS) {
      // The traps are placed by the plans in page order, as in bench/detectors.
      const v = trap.apply(pages[0].html, w.readPlans(pages[0].html) ?? { plans: [] });
      if (v !== null) variants.push(v);
    }
    for (const html of variants) {
      realReruns++;
      const got = w.diffTopicStates("pricing", before, w.extractTopicState("pricing", [{ url: pages[0].url, html }]));
      realFalse += got.length;
      for (const e of got) realFalseRows.push(`${f} variant ${variants.indexOf(html)}: ${e.summary}`);
      if (pageText(html) !== pageText(pages[0].html)) realBaseFalse++;
    }
  }
}
// Hand-checked plans (10 pages) read into the pricing state.
let wantPlans = 0, gotPlans = 0;
const planMisses = [];
for (const dir of readdirSync(real)) {
  for (const f of readdirSync(join(real, dir)).filter((x) => x.endsWith(".expected.json"))) {
    const truth = JSON.parse(readFileSync(join(real, dir, f), "utf8"));
    const state = w.extractTopicState("pricing", asPages(dir, f.replace(/\.expected\.json$/, "")));
    for (const want of truth.plans) {
      wantPlans++;
      const billing = want.billing === "annually" || want.billing === "yearly" ? "annual" : want.billing;
      const hit = (state?.plans ?? []).some((p) => p.name.toLowerCase() === want.name.toLowerCase() && (p.amount ?? null) === (want.amount ?? null) && (want.amount === null || p.currency === want.currency) && (p.period ?? null) === (want.period ?? null) && (billing === undefined || p.billing === billing));
      if (hit) gotPlans++;
      else planMisses.push(`${f.replace(/\.html\.expected\.json$/, "")}: ${want.name} ${want.amount ?? "custom"} ${want.currency ?? ""} ${want.period ?? ""} ${want.billing ?? ""}`);
    }
  }
}

// --- report ---------------------------------------------------------------------------------------
log(`## 1. Events against expected changes (${cases} cases: the 6 SaaS models' real 2023→2024 changes and ${PLANTS.length} planted changes on each of the 12 model versions, each in ${MARKUPS.length} markups: ${MARKUPS.join(", ")})`);
log();
log("| event type | expected | emitted | true positives | precision | recall | goal |");
log("|---|---|---|---|---|---|---|");
for (const t of TYPES) {
  const s = score[t];
  log(`| ${t} | ${s.tp + s.fn} | ${s.tp + s.fp} | ${s.tp} | ${ratio(s.tp, s.tp + s.fp)} | ${ratio(s.tp, s.tp + s.fn)} | ${t.startsWith("pricing.") ? "≥ 0.95" : "≥ 0.9"} |`);
}
log();
log("Naive baseline (a topic's page text differs → one untyped change): it cannot name an event type, so it is scored per topic.");
log();
log("| topic | expected events on pages whose text changed (recall) | alarms | alarms on a case with a real change in the topic (precision) |");
log("|---|---|---|---|");
for (const t of w.WATCH_TOPICS) log(`| ${t} | ${base[t].hit}/${base[t].planted} (${ratio(base[t].hit, base[t].planted)}) | ${base[t].fired} | ${ratio(base[t].firedRight, base[t].fired)} |`);
log();
log(`## 2. Unchanged re-runs (fixture sites)`);
log();
log(`${reruns} re-runs × 5 topics (each content version re-rendered in each other markup, reordered, minified, and with the detectors bench's three perturbations): **${falseAlarms} events** (goal 0). Naive baseline: ${baseFalse} topic alarms.`);
for (const row of falseRows.slice(0, 30)) log(`- false alarm: ${row}`);
log();
log("## 3. Real pricing-page histories (real-html: healthchecks, inlets, Redash)");
log();
log(`Consecutive versions (SOURCES.md changes as events): expected ${realScore.tp + realScore.fn}, emitted ${realScore.tp + realScore.fp}, precision ${ratio(realScore.tp, realScore.tp + realScore.fp)}, recall ${ratio(realScore.tp, realScore.tp + realScore.fn)}.`);
log();
log("| pair | expected (event:plan) | ours |");
log("|---|---|---|");
for (const row of realRows) log(row);
log();
log(`Unchanged re-runs of the ${readdirSync(real).flatMap((d) => readdirSync(join(real, d)).filter((f) => f.endsWith(".html"))).length} real pages (perturbations, minified, and the detectors bench's traps: commented-out, hidden, script-filled, struck-through, template/noscript plans): ${realReruns} re-runs, **${realFalse} events**; naive baseline ${realBaseFalse}.`);
for (const row of realFalseRows.slice(0, 20)) log(`- false alarm: ${row}`);
log();
log(`Hand-checked plans read into the pricing state (name, amount, currency, period, billing where listed): ${gotPlans}/${wantPlans}.`);
for (const m of planMisses) log(`- not read exactly: ${m}`);
log();
if (misses.length) {
  log(`Mismatches (${misses.length}, first 40):`);
  for (const m of misses.slice(0, 40)) log(`- ${m}`);
}
if (write) {
  const header = ["# bench/watches results", "", "Command: `node bench/watches/run.mjs --write` (reads ../shared/corpus; shared/watches is bundled with esbuild and run in Node).", `Run: ${new Date().toISOString().slice(0, 10)}.`, ""];
  writeFileSync(join(here, "RESULTS.md"), [...header, ...out, ""].join("\n"));
}
