#!/usr/bin/env node
/**
 * The source exclusion list's one writer (docs/operations.md#source-exclusions). The workers only
 * read it: KV namespace `SOURCE_EXCLUSIONS` (title `svc-source-exclusions` in production), key
 * `source-exclusions`, entries `host[/path-prefix]`. Every value is checked with the parser the
 * workers use (shared/net/source-exclusions.ts, bundled on the fly) and written in its canonical
 * form, so a typo is refused here instead of failing every page read closed.
 *
 *   node scripts/source-exclusions.mjs check "<list>"
 *   node scripts/source-exclusions.mjs show  (--remote | --local [--persist-to <dir>])
 *   node scripts/source-exclusions.mjs set "<list>" (--remote | --local [--persist-to <dir>])
 *
 * `set ""` clears the list. The workers see a change within 30 s (each isolate's cache), no deploy.
 * `npm run dev` and `npm run deploy` call `seedSourceExclusions` with `SVC_SOURCE_EXCLUSIONS`.
 */
import { build } from "esbuild";
import { createRequire } from "node:module";
import path from "node:path";
import { runWrangler } from "./dev-state.mjs";

const BINDING = "SOURCE_EXCLUSIONS";
/** The config whose bindings the local commands use (every page-reading worker binds the same namespace). */
const CONFIG = "wrangler.toml";

let parser;
/** shared/net/source-exclusions.ts, the workers' own parser. */
async function exclusionParser(root) {
  if (!parser) {
    const out = await build({
      entryPoints: [path.join(root, "shared/net/source-exclusions.ts")],
      bundle: true,
      format: "esm",
      platform: "neutral",
      write: false,
      logLevel: "error",
    });
    parser = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
  }
  return parser;
}

/**
 * The list in canonical form (one entry per line; "" for none), or an Error naming the bad entry.
 * @returns {Promise<{ key: string, text: string, entries: number }>}
 */
export async function canonicalExclusions(root, raw) {
  const p = await exclusionParser(root);
  const list = p.parseSourceExclusions(raw);
  return { key: p.SOURCE_EXCLUSIONS_KEY, text: p.formatSourceExclusions(list), entries: list.length };
}

/** The production namespace's title, from the api's `[env.production]` binding (`"kv:<title>"`). */
export function productionTitle(root) {
  const { unstable_readConfig } = createRequire(import.meta.url)("wrangler");
  const config = unstable_readConfig({ config: path.resolve(root, CONFIG), env: "production" });
  const id = config.kv_namespaces?.find((k) => k.binding === BINDING)?.id ?? "";
  if (!id.startsWith("kv:")) throw new Error(`${CONFIG} [env.production] has no ${BINDING} namespace written as "kv:<title>"`);
  return id.slice(3);
}

/** Where a command goes: wrangler's arguments for the local state folder or the production namespace. */
async function target(root, where) {
  if (where.remote) {
    if (where.namespaceId) return ["--namespace-id", where.namespaceId, "--remote"];
    const out = await runWrangler(["kv", "namespace", "list"], root);
    const title = productionTitle(root);
    const id = JSON.parse(out.slice(out.indexOf("["))).find((n) => n.title === title)?.id;
    if (!id) throw new Error(`no KV namespace titled ${title}: deploy first (npm run deploy creates it)`);
    return ["--namespace-id", id, "--remote"];
  }
  return ["--binding", BINDING, "-c", CONFIG, "--local", ...(where.persistTo ? ["--persist-to", where.persistTo] : [])];
}

/**
 * Validates `raw` and writes it as the list (an empty list deletes the key: the workers read a
 * missing list as empty). `where`: `{ local: true, persistTo }` or `{ remote: true, namespaceId? }`.
 * With `dryRun`, only says what it would run.
 */
export async function seedSourceExclusions({ root, raw, where, dryRun = false, say = console.log }) {
  const { key, text, entries } = await canonicalExclusions(root, raw);
  const args = text === "" ? ["kv", "key", "delete", key, ...(await target(root, where))] : ["kv", "key", "put", key, text, ...(await target(root, where))];
  say(`  source exclusions: ${entries} entr${entries === 1 ? "y" : "ies"} → wrangler ${args.map((a) => (a.includes("\n") ? JSON.stringify(a) : a)).join(" ")}`);
  if (dryRun) return;
  try {
    await runWrangler(args, root);
  } catch (err) {
    // Deleting a key that was never written is a no-op, not a failure.
    if (!(text === "" && /not found|404/i.test(String(err)))) throw err;
  }
}

async function main(argv) {
  const root = path.resolve(import.meta.dirname, "..");
  const [command, ...rest] = argv;
  const flag = (name) => rest.includes(name);
  const valueOf = (name) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : undefined);
  const where = { remote: flag("--remote"), local: flag("--local"), persistTo: valueOf("--persist-to") };
  const positional = rest.filter((a, i) => !a.startsWith("--") && rest[i - 1] !== "--persist-to");
  if (command === "check") {
    const { text, entries } = await canonicalExclusions(root, positional[0] ?? "");
    console.log(`${entries} valid entr${entries === 1 ? "y" : "ies"}${text ? `:\n${text}` : ""}`);
    return;
  }
  if (where.remote === where.local) throw new Error("say where: --remote (production) or --local [--persist-to <dir>]");
  if (command === "show") {
    const { key } = await canonicalExclusions(root, "");
    const out = await runWrangler(["kv", "key", "get", key, "--text", ...(await target(root, where))], root).catch((err) => (/not found/i.test(String(err)) ? "" : Promise.reject(err)));
    console.log(out.trim() === "" || /^Value not found$/m.test(out) ? "(no entries)" : out.trim());
    return;
  }
  if (command === "set") return seedSourceExclusions({ root, raw: positional[0] ?? "", where });
  throw new Error('usage: source-exclusions.mjs check "<list>" | show (--remote|--local) | set "<list>" (--remote|--local)');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
