import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../../tests/support/alias";

const root = path.join(import.meta.dirname, "../..");

/**
 * bench/monitors: the monitors tier's worker (real D1, R2, Durable Object credits in workerd)
 * against the shop and receivers of tests/fakes/monitor-web.mjs. Not part of `npm test`:
 *   npx vitest run --config bench/monitors/vitest.config.ts
 * MONITORS_BENCH_N (default 10000) monitors due in one tick; MONITORS_BENCH_EVENTS (default 300)
 * events delivered to a receiver failing half the attempts.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "d1-migrations"));
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: path.join(root, "tests/monitors/wrangler.toml") },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            CURSOR_SECRET: "monitors-bench-cursor-secret-0123456789",
            SVC_HARNESS: "1",
            WEB_URL: inject("webUrl"),
            CPU_URL: inject("cpuUrl"),
            BENCH_N: process.env.MONITORS_BENCH_N ?? "10000",
            BENCH_EVENTS: process.env.MONITORS_BENCH_EVENTS ?? "300",
          },
        },
      })),
    ],
    resolve: { alias: sharedAlias },
    test: {
      name: "bench-monitors",
      include: [path.join(import.meta.dirname, "*.bench.test.ts")],
      setupFiles: [path.join(root, "tests/monitors/apply-migrations.ts")],
      globalSetup: [path.join(import.meta.dirname, "bench.setup.ts")],
      testTimeout: 1_800_000,
      reporters: ["verbose"],
    },
  };
});
