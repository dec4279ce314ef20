/**
 * Every worker of the local stack, one line each (DECISIONS §1). `npm run dev` runs them all in ONE
 * runtime (scripts/dev-runtime.mjs): a worker with a `port` is a public host listening there; a
 * worker without one is reached only through service bindings and queues. Everything else (D1, DO,
 * KV, R2, Queues, vars, service bindings) comes from the worker's wrangler config.
 *
 * The first entry is served on the runtime's own socket, which also answers
 * `/cdn-cgi/handler/scheduled?cron=…&time=…` (cron triggers): keep the api first, it owns the crons.
 * To add a worker: one line here with its config (and `name` = the config's `name`).
 */
export const HOSTS = [
  { name: "api", port: 8787, config: "wrangler.toml" },
  { name: "md", port: 8788, config: "workers/md/wrangler.toml" },
  { name: "brand", port: 8789, config: "workers/brand/wrangler.toml" },
  { name: "pdf", port: 8790, config: "workers/pdf/wrangler.toml" },
  { name: "mcp", port: 8791, config: "workers/mcp/wrangler.toml" },
  { name: "platform", port: 8792, config: "workers/platform/wrangler.toml" },
  // Development OpenID Connect issuer: the platform signs humans in here, offline. Never deployed.
  { name: "dev-issuer", port: 8793, config: "workers/dev-issuer/wrangler.toml", devOnly: true },
  // Provider workers behind the api (service bindings only).
  { name: "news", config: "workers/news/wrangler.toml" },
  { name: "apps", config: "workers/apps/wrangler.toml" },
  { name: "video", config: "workers/video/wrangler.toml" },
  { name: "social", config: "workers/social/wrangler.toml" },
];

/** Defaults the dev command gives every worker when the caller did not set them. */
export const DEV_ENV_DEFAULTS = {
  SVC_UPSTREAM_OIDC_ISSUER: "http://127.0.0.1:8793",
};

/** Environment variables the dev command passes through to every worker (DECISIONS §1, §5). */
export const PASSTHROUGH_ENV = /^SVC_/;
