#!/usr/bin/env node
/**
 * `npm run deploy:check`: a dry run of every deployed worker's production configuration. Fails on
 * a missing `[env.production]`, route, binding (every top-level binding must be declared again:
 * wrangler environments do not inherit them), required variable or secret declaration, a host URL
 * of a public host that is missing, not public https or not a route of its host, a harness switch
 * in production, or a bundle over the plan limit; prints each bundle's gzip size.
 *
 *   node scripts/deploy-check.mjs [--no-bundle] [--root <dir>]
 *
 * `--no-bundle` runs the configuration checks only (what tests use on broken fixtures).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DEPLOYED, ENV, FORBIDDEN_VARS, HOST_URLS, PLAN, requiredOf } from "./deploy-plan.mjs";
import { bundleWorker, mapLimit } from "./worker-bundle.mjs";

// wrangler warns on every read that `secrets` is experimental; the checks below say what matters.
process.env.WRANGLER_LOG ??= "error";
const { unstable_readConfig } = createRequire(import.meta.url)("wrangler");

/** Binding kinds of a wrangler config: where they live and what names each binding. */
const BINDING_KINDS = [
  ["d1_databases", (c) => c.d1_databases, (b) => b.binding],
  ["kv_namespaces", (c) => c.kv_namespaces, (b) => b.binding],
  ["r2_buckets", (c) => c.r2_buckets, (b) => b.binding],
  ["durable_objects", (c) => c.durable_objects?.bindings, (b) => b.name],
  ["services", (c) => c.services, (b) => b.binding],
  ["queues.producers", (c) => c.queues?.producers, (b) => b.binding],
  ["queues.consumers", (c) => c.queues?.consumers, (b) => b.queue],
  ["analytics_engine_datasets", (c) => c.analytics_engine_datasets, (b) => b.binding],
  ["workflows", (c) => c.workflows, (b) => b.binding],
  ["hyperdrive", (c) => c.hyperdrive, (b) => b.binding],
  ["vectorize", (c) => c.vectorize, (b) => b.binding],
  ["ratelimits", (c) => c.ratelimits, (b) => b.name],
  ["secrets_store_secrets", (c) => c.secrets_store_secrets, (b) => b.binding],
  ["send_email", (c) => c.send_email, (b) => b.name],
  ["ai", (c) => (c.ai ? [c.ai] : []), (b) => b.binding],
  ["browser", (c) => (c.browser ? [c.browser] : []), (b) => b.binding],
  ["vars", (c) => Object.keys(c.vars ?? {}).map((name) => ({ name })), (b) => b.name],
];

function read(root, config, env) {
  return unstable_readConfig({ config: path.resolve(root, config), env });
}

/**
 * Every problem of one worker's production configuration, as sentences (empty when ready).
 * @param {{ root: string, host: { name: string, port?: number, config: string } }} opts
 */
export function configProblems({ root, host }) {
  const where = `${host.config} [env.${ENV}]`;
  const top = read(root, host.config);
  if (!(top.definedEnvironments ?? []).includes(ENV)) return [`${host.config}: no [env.${ENV}] section`];
  const prod = read(root, host.config, ENV);
  const problems = [];
  if (prod.name !== host.name) problems.push(`${where}: name must be "${host.name}" (got "${prod.name}"), or service bindings miss it`);

  const routes = [...(prod.routes ?? []), ...(prod.route ? [prod.route] : [])];
  if (host.port !== undefined && routes.length === 0) problems.push(`${where}: public host without a route or custom domain`);
  if (host.port === undefined && routes.length > 0) problems.push(`${where}: a service behind the api must not have a public route`);
  if (prod.workers_dev !== false) problems.push(`${where}: workers_dev must be false (only the routes serve it)`);

  for (const [kind, list, nameOf] of BINDING_KINDS) {
    const wanted = (list(top) ?? []).map(nameOf).filter((n) => !(kind === "vars" && FORBIDDEN_VARS.includes(n)));
    const declared = new Set((list(prod) ?? []).map(nameOf));
    for (const name of wanted) if (!declared.has(name)) problems.push(`${where}: binding ${name} (${kind}) of the top-level config is not declared`);
  }

  const required = requiredOf(host);
  for (const name of required.vars) {
    if (typeof prod.vars?.[name] === "string" && prod.vars[name].trim() !== "") continue;
    const link = HOST_URLS.find((h) => h.urlVar === name);
    problems.push(
      link
        ? `${where}: variable ${name} is required: the ${host.name} worker gives agents links to {${link.placeholder}} (the ${link.host} host's public URL)`
        : `${where}: variable ${name} is required`,
    );
  }
  for (const name of [...HOST_URLS.map((h) => h.urlVar), "SVC_AUTH_DOC_URL"]) {
    const value = prod.vars?.[name];
    if (typeof value === "string" && value.trim() !== "" && !publicHttpsUrl(value)) {
      problems.push(`${where}: variable ${name} must be a public https URL given to agents (got "${value}")`);
    }
  }
  const secrets = new Set(prod.secrets?.required ?? []);
  for (const name of required.secrets ?? []) if (!secrets.has(name)) problems.push(`${where}: secret ${name} must be listed in [env.${ENV}.secrets] required`);
  for (const name of FORBIDDEN_VARS) if (name in (prod.vars ?? {})) problems.push(`${where}: ${name} is a harness/dev switch and must never be deployed`);
  return problems;
}

/** Hosts an agent elsewhere can never reach: loopback, private and link-local, or a bare name. */
const LOCAL_HOST = /^(localhost|.*\.localhost|.*\.local|.*\.internal|\[.*\]|\d+\.\d+\.\d+\.\d+|[^.]+)$/i;

/** An https URL on a public host name (a link an agent anywhere can follow). */
export function publicHttpsUrl(value) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return url.protocol === "https:" && !LOCAL_HOST.test(url.hostname);
}

/**
 * Host URLs that name another address than the host they stand for: `SVC_MD_URL` of any worker
 * must be a route (custom domain or zone route) of the md worker, so every host links to the
 * address that serves it. Hosts not among `hosts` are not checked (a fixture's lone worker).
 * @param {{ root: string, hosts: { name: string, config: string }[] }} opts
 */
export function linkProblems({ root, hosts }) {
  const configs = new Map();
  for (const host of hosts) {
    try {
      configs.set(host.name, read(root, host.config, ENV));
    } catch {
      // configProblems reports a config that does not read.
    }
  }
  const routeHosts = (config) => [...(config.routes ?? []), ...(config.route ? [config.route] : [])].map((r) => (typeof r === "string" ? r : r.pattern).split("/")[0].toLowerCase());
  const problems = [];
  for (const host of hosts) {
    const vars = configs.get(host.name)?.vars ?? {};
    for (const link of HOST_URLS) {
      const target = configs.get(link.host);
      const value = vars[link.urlVar];
      if (!target || typeof value !== "string" || !publicHttpsUrl(value)) continue;
      const hostname = new URL(value.trim()).hostname.toLowerCase();
      if (!routeHosts(target).includes(hostname)) {
        problems.push(`${host.config} [env.${ENV}]: ${link.urlVar} is ${value}, but ${hostname} is not a route of the ${link.host} worker (${routeHosts(target).join(", ") || "none"})`);
      }
    }
  }
  return problems;
}

/** Sum of the gzip sizes of every module of a bundle (what the plan limit counts). */
export function gzipSize(outdir) {
  let total = 0;
  for (const file of readdirSync(outdir)) {
    const full = path.join(outdir, file);
    if (!statSync(full).isFile() || /\.(map|md|json)$/.test(file)) continue;
    total += gzipSync(readFileSync(full)).byteLength;
  }
  return total;
}

const mib = (n) => `${(n / 1024 / 1024).toFixed(2)} MiB`;

export async function deployCheck({ root, hosts = DEPLOYED, bundle = true, outRoot = path.join(root, ".wrangler/deploy-check"), log = console.log }) {
  const problems = [...hosts.flatMap((host) => configProblems({ root, host })), ...linkProblems({ root, hosts })];
  if (bundle && problems.length === 0) {
    const built = await mapLimit(hosts, 3, async (host) => {
      try {
        const b = await bundleWorker({ root, configPath: host.config, outdir: path.join(outRoot, host.name), env: ENV, reuse: false });
        return { host, size: gzipSize(b.outdir) };
      } catch (err) {
        return { host, error: err.message };
      }
    });
    log(`bundle sizes (gzip) against the ${PLAN.name} limit of ${mib(PLAN.gzipLimit)} (Free would be ${mib(PLAN.freeGzipLimit)}):`);
    for (const b of built) {
      if (b.error) {
        problems.push(`${b.host.config}: wrangler deploy --dry-run --env ${ENV} failed:\n${b.error}`);
        continue;
      }
      log(`  ${b.host.name.padEnd(10)} ${mib(b.size).padStart(10)}  ${((100 * b.size) / PLAN.gzipLimit).toFixed(1)}% of the limit`);
      if (b.size > PLAN.gzipLimit) problems.push(`${b.host.name}: bundle is ${mib(b.size)} gzip, over the ${PLAN.name} limit`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf("--root");
  const root = path.resolve(rootArg >= 0 ? args[rootArg + 1] : path.join(import.meta.dirname, ".."));
  const problems = await deployCheck({ root, bundle: !args.includes("--no-bundle") });
  if (problems.length > 0) {
    console.error(`deploy:check found ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`deploy:check: ${DEPLOYED.length} workers ready for --env ${ENV}`);
}
