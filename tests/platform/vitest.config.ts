import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { build } from "esbuild";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";
import { TEST_DEV_ISSUER_SEED } from "./dev-issuer-seed";
import { TEST_STRIPE_WEBHOOK_SECRET } from "./stripe-test-secret";

const root = path.join(import.meta.dirname, "../..");

/** Test-only secrets; the dev issuer and the platform share the client secret, as under `npm run dev`. */
export const TEST_SESSION_SECRET = "platform-test-session-secret-0123456789abcdef";
const TEST_CLIENT_SECRET = "platform-test-oidc-client-secret";


/** The dev issuer, bundled: auxiliary workers must be plain JavaScript. */
async function devIssuerScript(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(root, "workers/dev-issuer/src/index.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return out.outputFiles[0]!.text;
}

/**
 * The platform worker in workerd with its real D1 and Durable Objects. Its outbound fetches (the
 * OpenID Connect discovery, JWKS and token calls to http://127.0.0.1:8793) are served by the dev
 * issuer running beside it, so sign-in is the real code + PKCE round trip, offline.
 */
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, "workers/platform/wrangler.toml") },
      // The platform plus the CreditAccount class, which production binds from the api worker.
      main: path.join(import.meta.dirname, "worker.ts"),
      miniflare: {
        durableObjects: { CREDITS: { className: "CreditAccount", useSQLite: true } },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(path.join(root, "d1-migrations")),
          SESSION_SECRET: TEST_SESSION_SECRET,
          OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
          SVC_UPSTREAM_OIDC_ISSUER: "http://127.0.0.1:8793",
          SVC_HARNESS: "1",
          SVC_TRUST_CLIENT_IP_HEADER: "1",
          STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
        },
        outboundService: "dev-issuer",
        workers: [
          {
            name: "dev-issuer",
            modules: true,
            compatibilityDate: "2026-04-01",
            script: await devIssuerScript(),
            bindings: { DEV_ISSUER_SEED: TEST_DEV_ISSUER_SEED, DEV_ISSUER_CLIENT_SECRET: TEST_CLIENT_SECRET },
          },
        ],
      },
    }),
  ],
  resolve: { alias: sharedAlias },
  test: {
    name: "platform",
    // Each sign-in is a real OIDC round trip and each step Durable Object calls: generous under load.
    testTimeout: 30_000,
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    setupFiles: [path.join(import.meta.dirname, "apply-migrations.ts")],
  },
}));
