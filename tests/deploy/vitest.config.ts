import path from "node:path";
import { defineConfig } from "vitest/config";

/** The deploy scripts in Node (they drive wrangler, which does not run inside workerd). */
export default defineConfig({
  test: {
    name: "deploy",
    environment: "node",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    testTimeout: 60_000,
  },
});
