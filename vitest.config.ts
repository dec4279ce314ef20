import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./tests/unit/wrangler.toml" } })],
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"] },
      },
    ],
  },
});
