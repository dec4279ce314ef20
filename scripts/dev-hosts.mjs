import { readFileSync } from "node:fs";

/** The one host table (ports, placeholders), shared with the workers and the test tiers. */
export const TABLE = JSON.parse(readFileSync(new URL("../shared/config/hosts.json", import.meta.url), "utf8")).hosts;
/**
 * `SVC_DEV_PORT_OFFSET=<n>` moves every host of `npm run dev` n ports up (e.g. 1000: api on 9787),
 * so a second stack with other settings can run beside the one on the table's ports (the e2e tier's
 * accountless stack, tests/e2e/x402-dev-stack.e2e.test.ts). The hosts' URLs follow (below).
 */
const OFFSET = Number(process.env.SVC_DEV_PORT_OFFSET || 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 50_000) throw new Error("SVC_DEV_PORT_OFFSET must be a whole number of ports from 0 to 50000");
const port = (name) => TABLE.find((h) => h.name === name).port + OFFSET;

/**
 * Every worker of the local stack, one line each (docs/contract.md#hosts). `npm run dev` runs them all in ONE
 * runtime (scripts/dev-runtime.mjs): a worker with a `port` is a public host listening there; a
 * worker without one is reached only through service bindings and queues. Everything else (D1, DO,
 * KV, R2, Queues, vars, service bindings) comes from the worker's wrangler config.
 *
 * Cron triggers: the api (which owns the crons) answers `/cdn-cgi/handler/scheduled?cron=…&time=…`
 * itself in the harness (workers/api/src/cron.ts). To add a worker: one line here with its config (and `name` = the config's `name`).
 */
export const HOSTS = [
  { name: "api", port: port("api"), config: "wrangler.toml" },
  { name: "md", port: port("md"), config: "workers/md/wrangler.toml" },
  { name: "brand", port: port("brand"), config: "workers/brand/wrangler.toml" },
  { name: "pdf", port: port("pdf"), config: "workers/pdf/wrangler.toml" },
  { name: "mcp", port: port("mcp"), config: "workers/mcp/wrangler.toml" },
  { name: "platform", port: port("platform"), config: "workers/platform/wrangler.toml" },
  // Development OpenID Connect issuer: the platform signs humans in here, offline. Never deployed.
  { name: "dev-issuer", port: port("dev-issuer"), config: "workers/dev-issuer/wrangler.toml", devOnly: true },
  // Provider workers behind the api (service bindings only).
  { name: "news", config: "workers/news/wrangler.toml" },
  { name: "apps", config: "workers/apps/wrangler.toml" },
  { name: "video", config: "workers/video/wrangler.toml" },
  { name: "social", config: "workers/social/wrangler.toml" },
  { name: "monitors", config: "workers/monitors/wrangler.toml" },
  // The headless browser behind every page reader (md, brand): service bindings only.
  { name: "render", config: "workers/render/wrangler.toml" },
];

/**
 * Defaults the dev command gives every worker when the caller did not set them: every host's URL
 * (`SVC_<HOST>_URL`, moved with the ports) and the dev issuer as identity provider. Outside the
 * harness a worker never falls back to the local table for a link (docs/operations.md#host-urls),
 * so the local stack states them like a deployment does; the platform's own URL is never taken
 * from a Host header either (docs/security.md).
 */
export const DEV_ENV_DEFAULTS = Object.fromEntries(TABLE.map((h) => [h.urlVar, `http://127.0.0.1:${port(h.name)}`]));

/** Environment variables the dev command passes through to every worker (docs/contract.md#environment). */
export const PASSTHROUGH_ENV = /^SVC_/;
