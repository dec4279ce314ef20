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
      miniflare: {
        // SVC_SOURCE_EXCLUSIONS_TTL_S=0: tests change the exclusion list between requests.
        bindings: { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_SOURCE_EXCLUSIONS_TTL_S: "0" },
        // No browser in this tier: its render worker answers every render browser_unavailable
        // (the real one runs in the render tier, tests/render).
        workers: [
          {
            name: "render",
            modules: true,
            compatibilityDate: "2026-04-01",
            script:
              "import { WorkerEntrypoint } from 'cloudflare:workers'; export default { fetch: () => new Response(null, { status: 404 }) }; " +
              "export class RenderService extends WorkerEntrypoint { render() { return { ok: false, reason: 'browser_unavailable', message: 'no browser in the md tier' }; } }",
          },
        ],
      },
    }),
  ],
  resolve: { alias: sharedAlias },
  test: {
    name: "md",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    globalSetup: [path.join(import.meta.dirname, "../fixtures/sites/fake-site.setup.ts")],
  },
});
