import path from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";
import { stubWorkers } from "./stubs";

const root = path.join(import.meta.dirname, "../..");

/**
 * The mcp worker in workerd, its service bindings pointing at stub api and pdf workers (see
 * stubs.ts), so tests see exactly what it forwards. `PDF_SEEN` lets a test read the pdf stub's log.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, "workers/mcp/wrangler.toml") },
      miniflare: {
        bindings: { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1" },
        serviceBindings: { PDF_SEEN: "pdf" },
        workers: stubWorkers,
      },
    }),
  ],
  resolve: { alias: sharedAlias },
  test: {
    name: "mcp",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    testTimeout: 30_000,
  },
});
