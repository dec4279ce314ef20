import path from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";

/**
 * The news, apps, video and social provider workers in workerd (KV cache, cursor secret, harness mode) against
 * the fake upstream that globalSetup starts. Files run one at a time: they share the fake
 * upstream, whose failure modes and hit counters are global.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => {
      const upstream = inject("upstreamUrl");
      return {
        wrangler: { configPath: path.join(import.meta.dirname, "wrangler.toml") },
        miniflare: {
          bindings: {
            SVC_HARNESS: "1",
            CURSOR_SECRET: "providers-test-cursor-secret-0123456789",
            SVC_UPSTREAM_HN_FIREBASE: upstream,
            SVC_UPSTREAM_HN_ALGOLIA: upstream,
            SVC_UPSTREAM_ITUNES: upstream,
            SVC_UPSTREAM_APPSTORE_RSS: upstream,
            SVC_UPSTREAM_YOUTUBE: upstream,
            SVC_UPSTREAM_SOCIAL: upstream,
            SVC_UPSTREAM_SOCIAL_TIMELINE: upstream,
          },
        },
      };
    }),
  ],
  resolve: { alias: sharedAlias },
  test: {
    name: "providers",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    globalSetup: [path.join(import.meta.dirname, "fake-upstream.setup.ts")],
    fileParallelism: false,
  },
});
