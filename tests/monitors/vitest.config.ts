import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { sharedAlias } from "../support/alias";

const root = path.join(import.meta.dirname, "../..");

type Inject = (key: "webUrl" | "cpuUrl") => string;

/**
 * The monitors worker in workerd with real D1 (migrations applied), R2 and Queues, against the
 * shop and webhook receivers of tests/fakes/monitor-web.mjs that `globalSetup` starts. The one
 * config of this worker: the monitors tier below and bench/monitors build on it, adding their own
 * bindings and test options.
 */
export function monitorsWorkerConfig(options: {
  cursorSecret: string;
  bindings?: (inject: Inject) => Record<string, string>;
  test: NonNullable<TestProjectInlineConfiguration["test"]> & { name: string; include: string[]; globalSetup: string[] };
}) {
  return defineConfig(async () => {
    const migrations = await readD1Migrations(path.join(root, "d1-migrations"));
    return {
      plugins: [
        cloudflareTest(({ inject }) => ({
          wrangler: { configPath: path.join(import.meta.dirname, "wrangler.toml") },
          miniflare: {
            bindings: {
              TEST_MIGRATIONS: migrations,
              CURSOR_SECRET: options.cursorSecret,
              SVC_HARNESS: "1",
              WEB_URL: inject("webUrl"),
              // Tests change the source exclusion list between runs.
              SVC_SOURCE_EXCLUSIONS_TTL_S: "0",
              ...options.bindings?.(inject as Inject),
            },
          },
        })),
      ],
      resolve: { alias: sharedAlias },
      test: { setupFiles: [path.join(import.meta.dirname, "apply-migrations.ts")], ...options.test },
    };
  });
}

/** Files run one at a time: they share the queue and the fake web. */
export default monitorsWorkerConfig({
  cursorSecret: "monitors-test-cursor-secret-0123456789",
  test: {
    name: "monitors",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    globalSetup: [path.join(import.meta.dirname, "monitor-web.setup.ts")],
    fileParallelism: false,
  },
});
