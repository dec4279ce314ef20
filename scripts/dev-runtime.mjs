/**
 * The local stack as ONE runtime: a single Miniflare (the one wrangler 4.86 ships, so its options
 * match wrangler's) runs every worker of scripts/dev-hosts.mjs in one workerd process. Each store
 * (the D1 database, every Durable Object namespace, KV, R2, Queues) then has exactly one owner, and
 * requests never pass through a per-host Node proxy. Why: docs/operations.md.
 *
 * Each worker's bindings come from its own wrangler config (`unstable_getMiniflareWorkerOptions`),
 * its code from a bundle built with wrangler's bundler options (scripts/worker-bundle.mjs).
 */
import { createRequire } from "node:module";
import path from "node:path";

const requireFromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
/** wrangler's own miniflare: the options wrangler derives (and its `kCurrentWorker`) belong to it. */
const { Miniflare, Log, LogLevel } = requireFromWrangler("miniflare");
const { unstable_getMiniflareWorkerOptions, unstable_readConfig } = createRequire(import.meta.url)("wrangler");

const LEVELS = { none: LogLevel.NONE, error: LogLevel.ERROR, warn: LogLevel.WARN, info: LogLevel.INFO, debug: LogLevel.DEBUG };

/**
 * Miniflare options for the whole stack.
 * @param {{ root: string, hosts: Array<{ name: string, port?: number, config: string }>, bundles: Record<string, string>,
 *           vars: Record<string, string>, stateDir: string, ip?: string, logLevel?: string }} opts
 */
export function stackOptions({ root, hosts, bundles, vars, stateDir, ip = "127.0.0.1", logLevel = "error" }) {
  const [entry, ...rest] = hosts;
  if (entry.port === undefined) throw new Error(`the first worker of the host table (${entry.name}) must have a port`);
  const workers = [entry, ...rest].map((host) => {
    const config = unstable_readConfig({ config: path.resolve(root, host.config) });
    if (config.name !== host.name) throw new Error(`${host.config} names its worker "${config.name}", the host table says "${host.name}"`);
    const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
    return {
      ...workerOptions,
      name: host.name,
      modules: true,
      scriptPath: bundles[host.name],
      // Module names are relative to this; the bundle's own folder keeps them inside it.
      modulesRoot: path.dirname(bundles[host.name]),
      bindings: { ...workerOptions.bindings, ...vars },
      // The first host is served on the runtime's own socket (below); the others get their own.
      unsafeDirectSockets: host === entry || host.port === undefined ? undefined : [{ host: ip, port: host.port }],
    };
  });
  return {
    host: ip,
    port: entry.port,
    workers,
    // Same layout as `wrangler … --persist-to <stateDir>` (<stateDir>/v3/{d1,do,kv,r2,cache}), so
    // `wrangler d1 migrations apply --local --persist-to` and `d1 execute` see the same database.
    defaultPersistRoot: path.join(stateDir, "v3"),
    // `/cdn-cgi/handler/scheduled?cron=…&time=<ms>` runs scheduled() with scheduledTime = time.
    unsafeTriggerHandlers: true,
    // No internet here: a fixed request.cf instead of fetching one.
    cf: false,
    // A request line per request only when the log level would print it: with it on, Miniflare's
    // entry worker re-wraps every response of the entry port even when it prints nothing, which
    // the runtime pays for in memory (docs/operations.md, "What the soak found": a small share).
    logRequests: LEVELS[logLevel] >= LogLevel.INFO,
    log: new Log(LEVELS[logLevel] ?? LogLevel.ERROR),
  };
}

/** The entry module of a worker, from its wrangler config. */
export function mainOf(configPath) {
  return unstable_readConfig({ config: configPath }).main;
}

/** Starts the stack; resolves once every socket listens. */
export async function startStack(options) {
  const mf = new Miniflare(options);
  await mf.ready;
  return mf;
}
