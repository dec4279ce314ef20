/**
 * What a production deployment needs, in one place: the workers to deploy (the host table minus
 * dev-only workers), the settings each must have, and the ones it must never have. `deploy:check`
 * (scripts/deploy-check.mjs) holds every wrangler.toml's `[env.production]` to this; README's
 * deploy table lists the same settings.
 */
import { HOSTS, TABLE } from "./dev-hosts.mjs";

export const ENV = "production";

/**
 * Plan limit a bundle must stay under, gzip-compressed. The service needs Workers Paid: its
 * conversions (Markdown of 1 MB pages, PDFs) take far more than the Free plan's 10 ms of CPU per
 * request, and Queues and the cron-driven monitors are used. Paid allows 10 MiB per Worker
 * (gzip); Free would allow 3 MiB, shown for reference.
 */
export const PLAN = { name: "Workers Paid", gzipLimit: 10 * 1024 * 1024, freeGzipLimit: 3 * 1024 * 1024 };

/** Deployed workers (everything in the host table that is not dev-only). */
export const DEPLOYED = HOSTS.filter((h) => !h.devOnly);

/**
 * Settings without which a worker must not be deployed, besides the host URLs (`requiredOf`):
 * `vars` in `[env.production.vars]`, `secrets` in `[env.production.secrets] required` (wrangler
 * then refuses a deploy while one is unset, and scripts/deploy.mjs checks them with `wrangler
 * secret list` first).
 */
export const REQUIRED = {
  api: { secrets: ["CURSOR_SECRET"] },
  platform: { vars: ["SVC_UPSTREAM_OIDC_ISSUER", "SVC_OIDC_CLIENT_ID"], secrets: ["SESSION_SECRET", "OIDC_CLIENT_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] },
  news: { secrets: ["CURSOR_SECRET"] },
  apps: { secrets: ["CURSOR_SECRET"] },
  video: { secrets: ["CURSOR_SECRET"] },
  social: { secrets: ["CURSOR_SECRET"] },
  monitors: { secrets: ["CURSOR_SECRET"] },
};

/**
 * The address variable of every `{…_url}` host of the host table (shared/config/hosts.json), with
 * the worker that serves it. A public host hands agents links to every host (its `/llms.txt`, the
 * anonymous limit's continuation, claim and checkout links), and outside the harness a missing one
 * never falls back to 127.0.0.1: the link is refused instead (docs/operations.md#host-urls).
 */
export const HOST_URLS = TABLE.filter((h) => h.placeholder).map((h) => ({ placeholder: h.placeholder, urlVar: h.urlVar, host: h.name }));

/**
 * What one worker's `[env.production]` must set: its `REQUIRED` entry, plus every host URL when
 * the worker is a public host (it has a port in `HOSTS`). Derived from the list of workers, so a
 * public host added there is held to it without a new entry here.
 * @param {{ name: string, port?: number }} host
 */
export function requiredOf(host) {
  const own = REQUIRED[host.name] ?? {};
  const links = host.port === undefined ? [] : HOST_URLS.map((h) => h.urlVar);
  return { vars: [...new Set([...(own.vars ?? []), ...links])], secrets: own.secrets ?? [] };
}

/** Test-harness and bench switches: never in a deployment (docs/contract.md#environment). */
export const FORBIDDEN_VARS = [
  "SVC_HARNESS",
  "SVC_TRUST_CLIENT_IP_HEADER",
  "SVC_BRAND_HOST_OVERRIDE",
  "SVC_CACHE_TTL_S",
  "SVC_SOURCE_EXCLUSIONS_TTL_S",
  "SVC_PDF_TIMEOUT_MS",
  "SVC_PROVIDER_TIMEOUT_MS",
  "SVC_LIMIT_KEY_PER_MIN",
  "SVC_LIMIT_ORG_PER_MIN",
  "SVC_DEV_KEY",
  "SVC_DEV_KEY_UNSCOPED",
  "SVC_STATE_DIR",
];

/** Domains that mark a route as not yet set to the operator's own (RFC 2606 names). */
export const PLACEHOLDER_DOMAIN = /(^|\.)example\.(com|net|org)$/;
