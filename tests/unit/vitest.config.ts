import path from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: path.join(import.meta.dirname, "wrangler.toml") } })],
  resolve: { alias: sharedAlias },
  test: { name: "unit", include: [path.join(import.meta.dirname, "**/*.test.ts")] },
});
