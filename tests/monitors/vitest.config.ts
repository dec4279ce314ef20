import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";

const root = path.join(import.meta.dirname, "../..");

/**
 * The monitors worker in workerd with real D1, R2 and Queues (its consumer runs), against the
 * shop and webhook receivers of tests/fakes/monitor-web.mjs that globalSetup starts. Files run one
 * at a time: they share the queue and the fake web.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "d1-migrations"));
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: path.join(import.meta.dirname, "wrangler.toml") },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            CURSOR_SECRET: "monitors-test-cursor-secret-0123456789",
            SVC_HARNESS: "1",
            WEB_URL: inject("webUrl"),
          },
        },
      })),
    ],
    resolve: { alias: sharedAlias },
    test: {
      name: "monitors",
      include: [path.join(import.meta.dirname, "**/*.test.ts")],
      setupFiles: [path.join(import.meta.dirname, "apply-migrations.ts")],
      globalSetup: [path.join(import.meta.dirname, "monitor-web.setup.ts")],
      fileParallelism: false,
    },
  };
});
