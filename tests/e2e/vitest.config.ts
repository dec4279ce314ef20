import path from "node:path";
import { defineConfig } from "vitest/config";

/** End-to-end over real HTTP: starts `npm run dev` once (globalSetup) with fresh local state. */
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    globalSetup: [path.join(import.meta.dirname, "dev-stack.setup.ts")],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
