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
      // SVC_SOURCE_EXCLUSIONS_TTL_S=0: tests change the exclusion list between requests.
      miniflare: { bindings: { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_SOURCE_EXCLUSIONS_TTL_S: "0" } },
    }),
  ],
  resolve: { alias: sharedAlias },
  test: {
    name: "pdf",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    globalSetup: [path.join(import.meta.dirname, "pdf-origin.setup.ts")],
    // pdf.js loads before each file's tests, not inside the first test's budget (load-engine.ts).
    setupFiles: [path.join(import.meta.dirname, "load-engine.ts")],
    testTimeout: 60_000,
  },
});
