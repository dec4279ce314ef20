import path from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";

const root = path.join(import.meta.dirname, "../..");

/** The md gateway in workerd (its own QUOTA DO and CACHE KV) against a local fake site. */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, "workers/md/wrangler.toml") },
      // SVC_SOURCE_EXCLUSIONS_TTL_S=0: tests change the exclusion list between requests.
      miniflare: { bindings: { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_SOURCE_EXCLUSIONS_TTL_S: "0" } },
    }),
  ],
  resolve: { alias: sharedAlias },
  test: {
    name: "md",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    globalSetup: [path.join(import.meta.dirname, "../fixtures/sites/fake-site.setup.ts")],
  },
});
