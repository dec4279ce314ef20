import path from "node:path";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";

/**
 * End-to-end over real HTTP: starts `npm run dev` once (globalSetup) with fresh local state, and
 * runs both black-box folders against it: tests/e2e (journeys across hosts) and tests/contract
 * (the api host against docs/contract.md, one file per area). With `SVC_CONTRACT_BASE_URL` set no
 * stack is started: `SVC_CONTRACT_BASE_URL=https://… SVC_CONTRACT_KEY=… SVC_CONTRACT_UNSCOPED_KEY=…
 * npx vitest run --project e2e tests/contract` checks a deployment.
 */
export default defineConfig({
  resolve: { alias: sharedAlias },
  test: {
    name: "e2e",
    environment: "node",
    include: [path.join(import.meta.dirname, "**/*.test.ts"), path.join(import.meta.dirname, "../contract/**/*.test.ts")],
    globalSetup: [path.join(import.meta.dirname, "dev-stack.setup.ts")],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
