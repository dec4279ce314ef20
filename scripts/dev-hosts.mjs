/**
 * The hosts `npm run dev` starts (DECISIONS §1). Each entry is one `wrangler dev` process; extra
 * configs ride in the same process and are reached through service bindings only.
 */
export const HOSTS = [
  { name: "api", port: 8787, configs: ["wrangler.toml", "workers/news/wrangler.toml", "workers/apps/wrangler.toml", "workers/video/wrangler.toml", "workers/social/wrangler.toml"] },
  { name: "md", port: 8788, configs: ["workers/md/wrangler.toml"] },
  { name: "brand", port: 8789, configs: ["workers/brand/wrangler.toml"] },
  { name: "pdf", port: 8790, configs: ["workers/pdf/wrangler.toml"] },
  { name: "mcp", port: 8791, configs: ["workers/mcp/wrangler.toml"] },
  { name: "platform", port: 8792, configs: ["workers/platform/wrangler.toml"] },
  // Development OpenID Connect issuer: the platform signs humans in here, offline.
  { name: "dev-issuer", port: 8793, configs: ["workers/dev-issuer/wrangler.toml"] },
];

/** Defaults the dev command gives every worker when the caller did not set them. */
export const DEV_ENV_DEFAULTS = {
  SVC_UPSTREAM_OIDC_ISSUER: "http://127.0.0.1:8793",
  // The platform never takes its own URL from a Host header (docs/security.md); locally it is this.
  SVC_PLATFORM_URL: "http://127.0.0.1:8792",
};

/** Environment variables the dev command passes through to every worker (DECISIONS §1, §5). */
export const PASSTHROUGH_ENV = /^SVC_/;
