import path from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";

const root = path.join(import.meta.dirname, "../..");

/** The pdf worker in workerd with its real Durable Objects and KV; PDFs come from a local fake origin. */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, "workers/pdf/wrangler.toml") },
      miniflare: { bindings: { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1" } },
    }),
  ],
  resolve: { alias: sharedAlias },
  test: {
    name: "pdf",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    globalSetup: [path.join(import.meta.dirname, "pdf-origin.setup.ts")],
    testTimeout: 60_000,
    // Known flake (closing note 2026-11-25): in one full-suite run on a fresh clone "admits exactly
    // 2 of 3 overlapping conversions" hung (three admitted?) and passed alone; one retry keeps CI
    // honest about a consistent failure while the cause is found.
    retry: 1,
  },
});
