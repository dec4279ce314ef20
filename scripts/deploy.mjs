#!/usr/bin/env node
/**
 * `npm run deploy`: every worker to production (`--env production`), in dependency order.
 * 1. `deploy:check` (scripts/deploy-check.mjs): every production config complete, every bundle
 *    under the plan limit; and no route or URL still on a placeholder domain (example.com);
 * 2. resources: each id written as "d1:<name>" / "kv:<title>" in an `[env.production]` is the D1
 *    database / KV namespace of that name, found with wrangler or created; R2 buckets and queues
 *    are found or created by name. The ids go into a generated config beside each wrangler.toml
 *    (`.wrangler.production.toml`, gitignored), which is what gets deployed;
 * 3. D1 migrations applied to the remote database; the source exclusion list seeded from
 *    `SVC_SOURCE_EXCLUSIONS` when it is set (unset: the list operators keep is left alone);
 * 4. required secrets (`[env.production.secrets] required`) checked with `wrangler secret list`:
 *    a missing one stops the deploy before anything is uploaded;
 * 5. `wrangler deploy --env production` per worker, services before the workers that bind them.
 *
 *   node scripts/deploy.mjs [--dry-run]
 *
 * `--dry-run` talks to no account: fake resource ids, `wrangler deploy --dry-run`, every command
 * printed. Needs CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID) otherwise.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { deployCheck } from "./deploy-check.mjs";
import { DEPLOYED, ENV, PLACEHOLDER_DOMAIN } from "./deploy-plan.mjs";
import { runWrangler } from "./dev-state.mjs";
import { canonicalExclusions, productionTitle, seedSourceExclusions } from "./source-exclusions.mjs";

process.env.WRANGLER_LOG ??= "error";
const { unstable_readConfig } = createRequire(import.meta.url)("wrangler");

const GENERATED = ".wrangler.production.toml";
/** A resource id to be resolved at deploy: "d1:<database name>" or "kv:<namespace title>". */
const PLACEHOLDER = /"(d1|kv):([A-Za-z0-9_-]+)"/g;

const prodConfig = (root, host) => unstable_readConfig({ config: path.resolve(root, host.config), env: ENV });

/** Workers ordered so that every service a worker binds is deployed before it. */
export function deployOrder(hosts, servicesOf) {
  const byName = new Map(hosts.map((h) => [h.name, h]));
  const done = new Set();
  const order = [];
  const visit = (name, trail) => {
    if (done.has(name)) return;
    if (trail.includes(name)) throw new Error(`service bindings form a cycle: ${[...trail, name].join(" → ")}`);
    for (const dep of servicesOf(name)) if (byName.has(dep) && dep !== name) visit(dep, [...trail, name]);
    done.add(name);
    order.push(byName.get(name));
  };
  for (const h of hosts) visit(h.name, []);
  return order;
}

/** The "<kind>:<name>" placeholders of a config text. */
export function placeholdersIn(text) {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({ kind: m[1], name: m[2] }));
}

/** The config text with every placeholder replaced by its resolved id. */
export function withIds(text, ids) {
  return text.replace(PLACEHOLDER, (_, kind, name) => {
    const id = ids.get(`${kind}:${name}`);
    if (!id) throw new Error(`no id resolved for ${kind}:${name}`);
    return JSON.stringify(id);
  });
}

/** Routes and URL variables still on a placeholder domain: a deployment there would serve nobody. */
export function placeholderDomains(config) {
  const hosts = (config.routes ?? []).map((r) => (typeof r === "string" ? r : r.pattern).split("/")[0]);
  for (const [name, value] of Object.entries(config.vars ?? {})) {
    if (typeof value === "string" && /^https?:\/\//.test(value)) hosts.push(`${new URL(value).hostname} (${name})`);
  }
  return hosts.filter((h) => PLACEHOLDER_DOMAIN.test(h.split(" ")[0]));
}

/** Finds or creates account resources through wrangler; in a dry run, answers fake ids. */
function accountResources(root, dryRun, say) {
  const wrangler = async (args) => {
    say(`  wrangler ${args.join(" ")}`);
    return dryRun ? "" : runWrangler(args, root);
  };
  const jsonOf = (out) => JSON.parse(out.slice(out.indexOf("[")));
  return {
    async d1(name) {
      if (dryRun) return wrangler(["d1", "create", name]).then(() => `dry-run-d1-${name}`);
      const find = async () => jsonOf(await wrangler(["d1", "list", "--json"])).find((d) => d.name === name)?.uuid;
      return (await find()) ?? (await wrangler(["d1", "create", name]), await find());
    },
    async kv(title) {
      if (dryRun) return wrangler(["kv", "namespace", "create", title]).then(() => `dry-run-kv-${title}`);
      const find = async () => jsonOf(await wrangler(["kv", "namespace", "list"])).find((n) => n.title === title)?.id;
      return (await find()) ?? (await wrangler(["kv", "namespace", "create", title]), await find());
    },
    async r2(bucket) {
      const listed = await wrangler(["r2", "bucket", "list"]);
      if (!dryRun && new RegExp(`^name:\\s+${bucket}$`, "m").test(listed)) return;
      await wrangler(["r2", "bucket", "create", bucket]);
    },
    async queue(name) {
      const listed = await wrangler(["queues", "list"]);
      if (!dryRun && new RegExp(`\\b${name}\\b`).test(listed)) return;
      await wrangler(["queues", "create", name]);
    },
  };
}

async function missingSecrets(root, host, generated, dryRun, say) {
  const required = prodConfig(root, host).secrets?.required ?? [];
  if (required.length === 0) return [];
  const args = ["secret", "list", "--env", ENV, "-c", generated, "--format", "json"];
  say(`  wrangler ${args.join(" ")}`);
  if (dryRun) return [];
  let set = [];
  try {
    const out = await runWrangler(args, root);
    set = JSON.parse(out.slice(out.indexOf("["))).map((s) => s.name);
  } catch {
    // A worker never deployed has no secrets yet.
  }
  return required.filter((name) => !set.includes(name)).map((name) => `${host.name}: secret ${name} is not set (wrangler secret put ${name} --env ${ENV} -c ${host.config})`);
}

export async function deploy({ root, dryRun, say = console.log }) {
  const problems = await deployCheck({ root, log: say });
  const configs = new Map(DEPLOYED.map((h) => [h.name, prodConfig(root, h)]));
  if (!dryRun) for (const h of DEPLOYED) problems.push(...placeholderDomains(configs.get(h.name)).map((d) => `${h.config}: route or URL on a placeholder domain: ${d}; set your own`));
  const exclusions = process.env.SVC_SOURCE_EXCLUSIONS;
  if (exclusions !== undefined) await canonicalExclusions(root, exclusions).catch((err) => problems.push(`SVC_SOURCE_EXCLUSIONS: ${err.message}`));
  if (problems.length > 0) throw new Error(`not deploying:\n${problems.map((p) => `  - ${p}`).join("\n")}`);

  say("resources:");
  const resources = accountResources(root, dryRun, say);
  const ids = new Map();
  const texts = new Map(DEPLOYED.map((h) => [h.name, readFileSync(path.resolve(root, h.config), "utf8")]));
  for (const { kind, name } of DEPLOYED.flatMap((h) => placeholdersIn(texts.get(h.name)))) {
    const key = `${kind}:${name}`;
    if (!ids.has(key)) ids.set(key, await resources[kind](name));
    if (!ids.get(key)) throw new Error(`could not find or create ${key}`);
  }
  const buckets = new Set([...configs.values()].flatMap((c) => (c.r2_buckets ?? []).map((b) => b.bucket_name)));
  const queues = new Set([...configs.values()].flatMap((c) => [...(c.queues?.producers ?? []), ...(c.queues?.consumers ?? [])].map((q) => q.queue)));
  for (const b of buckets) await resources.r2(b);
  for (const q of queues) await resources.queue(q);

  const generated = new Map();
  for (const h of DEPLOYED) {
    const file = path.join(path.dirname(path.resolve(root, h.config)), GENERATED);
    writeFileSync(file, withIds(texts.get(h.name), ids));
    generated.set(h.name, path.relative(root, file));
  }
  try {
    const owner = DEPLOYED.find((h) => (configs.get(h.name).d1_databases ?? []).some((d) => d.migrations_dir));
    if (owner) {
      say("D1 migrations:");
      const args = ["d1", "migrations", "apply", "DB", "--remote", "--env", ENV, "-c", generated.get(owner.name)];
      say(`  wrangler ${args.join(" ")}`);
      if (!dryRun) await runWrangler(args, root);
    }
    if (exclusions !== undefined) {
      say("source exclusions:");
      const namespaceId = ids.get(`kv:${productionTitle(root)}`);
      await seedSourceExclusions({ root, raw: exclusions, where: { remote: true, namespaceId }, dryRun, say });
    }
    say("secrets:");
    const missing = (await Promise.all(DEPLOYED.map((h) => missingSecrets(root, h, generated.get(h.name), dryRun, say)))).flat();
    if (missing.length > 0) throw new Error(`not deploying, required secrets are missing:\n${missing.map((m) => `  - ${m}`).join("\n")}`);

    const order = deployOrder(DEPLOYED, (name) => (configs.get(name).services ?? []).map((s) => s.service));
    say(`deploy order: ${order.map((h) => h.name).join(" → ")}`);
    for (const h of order) {
      const args = ["deploy", "--env", ENV, "-c", generated.get(h.name), ...(dryRun ? ["--dry-run", "--outdir", path.join(root, ".wrangler/deploy-dry-run", h.name)] : [])];
      say(`  wrangler ${args.join(" ")}`);
      await runWrangler(args, root);
    }
  } finally {
    for (const file of generated.values()) if (existsSync(path.resolve(root, file))) rmSync(path.resolve(root, file));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dryRun = process.argv.includes("--dry-run");
  const root = path.resolve(import.meta.dirname, "..");
  deploy({ root, dryRun })
    .then(() => console.log(dryRun ? "deploy --dry-run: every step above would run; nothing was uploaded" : "deployed"))
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
