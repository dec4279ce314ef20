/**
 * The local stack as ONE runtime: a single Miniflare (the one wrangler 4.86 ships, so its options
 * match wrangler's) runs every worker of scripts/dev-hosts.mjs in one workerd process. Each store
 * (the D1 database, every Durable Object namespace, KV, R2, Queues) then has exactly one owner, and
 * requests never pass through a per-host Node proxy. Why: docs/operations.md.
 *
 * A worker with a `port` listens there on its own (direct) socket (port 0: any free port, which
 * `mf.unsafeGetDirectURL(name)` tells).
 *
 * Each worker's bindings come from its own wrangler config (`unstable_getMiniflareWorkerOptions`),
 * its code from a bundle built with wrangler's bundler options (scripts/worker-bundle.mjs).
 *
 * The runtime gets V8 flags (scripts/workerd-v8-flags.mjs: `--single-threaded-gc`, which ends the
 * soak's runtime livelock, docs/operations.md); `SVC_DEV_V8_FLAGS` (space-separated, empty for
 * none) replaces them, e.g. to measure without.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { DEV_V8_FLAGS, devV8Flags, giveRuntimeV8Flags } from "./workerd-v8-flags.mjs";

const requireFromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
/** wrangler's own miniflare: the options wrangler derives (and its `kCurrentWorker`) belong to it. */
const { Miniflare, Log, LogLevel, Runtime } = requireFromWrangler("miniflare");
const { unstable_getMiniflareWorkerOptions, unstable_readConfig } = createRequire(import.meta.url)("wrangler");

const LEVELS = { none: LogLevel.NONE, error: LogLevel.ERROR, warn: LogLevel.WARN, info: LogLevel.INFO, debug: LogLevel.DEBUG };

/**
 * Miniflare options for the whole stack.
 * @param {{ root: string, hosts: Array<{ name: string, port?: number, config: string }>, bundles: Record<string, string>,
 *           vars: Record<string, string>, stateDir: string, ip?: string, logLevel?: string }} opts
 */
export function stackOptions({ root, hosts, bundles, vars, stateDir, ip = "127.0.0.1", logLevel = "error" }) {
  const workers = hosts.map((host) => {
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
      // Every public host, the api included, is a direct socket to its worker: Miniflare's entry
      // socket reset node:http requests whose body the worker answered without reading
      // (docs/operations.md). The api answers the cron trigger path itself, in the harness.
      unsafeDirectSockets: host.port === undefined ? undefined : [{ host: ip, port: host.port }],
    };
  });
  return {
    // Miniflare's own (entry) socket: a free loopback port no client is told about.
    host: ip,
    port: 0,
    workers,
    // Same layout as `wrangler … --persist-to <stateDir>` (<stateDir>/v3/{d1,do,kv,r2,cache}), so
    // `wrangler d1 migrations apply --local --persist-to` and `d1 execute` see the same database.
    defaultPersistRoot: path.join(stateDir, "v3"),
    // No internet here: a fixed request.cf instead of fetching one.
    cf: false,
    // Miniflare logs requests of its entry socket only, which serves no host (docs/operations.md).
    logRequests: false,
    log: new Log(LEVELS[logLevel] ?? LogLevel.ERROR),
  };
}

/** The entry module of a worker, from its wrangler config. */
export function mainOf(configPath) {
  return unstable_readConfig({ config: configPath }).main;
}

/** The flags of the runtime being started (one start at a time per process: Miniflare's `Runtime` is patched once). */
let startingWith = DEV_V8_FLAGS;
giveRuntimeV8Flags(Runtime, () => startingWith);

/**
 * Starts the stack; resolves once every socket listens. `v8Flags`: the runtime's V8 flags
 * (default `devV8Flags()`).
 * @param {object} options Miniflare options (stackOptions)
 * @param {{ v8Flags?: string[] }} [runtime]
 */
export async function startStack(options, { v8Flags = devV8Flags() } = {}) {
  startingWith = v8Flags;
  const mf = new Miniflare(options);
  try {
    await mf.ready;
  } catch (err) {
    await mf.dispose().catch(() => {});
    throw err;
  }
  return mf;
}
