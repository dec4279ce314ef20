/**
 * Each folder under tests/ is one test tier with its own vitest.config.ts (file names inside say
 * the tier, as in workers-sdk's vitest-pool-workers examples):
 * - structure: the tree itself, in node (dependency direction, the one host table).
 * - unit: shared/ code inside workerd, no bindings.
 * - api (and one folder per worker): the worker in workerd with real D1, Durable Objects, KV.
 * - e2e: real HTTP against `npm run dev` (outside workerd): tests/e2e and tests/contract.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { projects: ["tests/*/vitest.config.ts"] },
});
