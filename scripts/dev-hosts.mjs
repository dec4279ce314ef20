import { readFileSync } from "node:fs";

/** The one host table (ports, placeholders), shared with the workers and the test tiers. */
const TABLE = JSON.parse(readFileSync(new URL("../shared/config/hosts.json", import.meta.url), "utf8")).hosts;
const port = (name) => TABLE.find((h) => h.name === name).port;

/**
 * The hosts `npm run dev` starts (docs/contract.md#hosts). Each entry is one `wrangler dev` process; extra
 * configs ride in the same process and are reached through service bindings only.
 */
export const HOSTS = [
  { name: "api", port: port("api"), configs: ["wrangler.toml", "workers/news/wrangler.toml", "workers/apps/wrangler.toml", "workers/video/wrangler.toml", "workers/social/wrangler.toml", "workers/monitors/wrangler.toml"] },
  { name: "md", port: port("md"), configs: ["workers/md/wrangler.toml"] },
  { name: "brand", port: port("brand"), configs: ["workers/brand/wrangler.toml"] },
  { name: "pdf", port: port("pdf"), configs: ["workers/pdf/wrangler.toml"] },
  { name: "mcp", port: port("mcp"), configs: ["workers/mcp/wrangler.toml"] },
  { name: "platform", port: port("platform"), configs: ["workers/platform/wrangler.toml"] },
  // Development OpenID Connect issuer: the platform signs humans in here, offline.
  { name: "dev-issuer", port: port("dev-issuer"), configs: ["workers/dev-issuer/wrangler.toml"] },
];

/** Defaults the dev command gives every worker when the caller did not set them. */
export const DEV_ENV_DEFAULTS = {
  SVC_UPSTREAM_OIDC_ISSUER: `http://127.0.0.1:${port("dev-issuer")}`,
  // The platform never takes its own URL from a Host header (docs/security.md); locally it is this.
  SVC_PLATFORM_URL: `http://127.0.0.1:${port("platform")}`,
};

/** Environment variables the dev command passes through to every worker (docs/contract.md#environment). */
export const PASSTHROUGH_ENV = /^SVC_/;
