import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { startFakeSite } from "../fixtures/sites/fake-site.mjs";
import { bundleWorker } from "./build-gateways";

const root = path.join(import.meta.dirname, "../..");

/**
 * The api worker with the real md and brand gateways behind its MD/BRAND bindings, all against a
 * local fake site: the brand gateway (`BRAND_PUBLIC`, its public fetch handler) and the keyed
 * primitives `/v1/brand/*` and `/v1/markdown` (through SELF).
 */
export default defineConfig(async () => {
  const site = await startFakeSite({ unref: true });
  // acme.test and site1.test … site30.test serve the fake Acme homepage (each its own URL, so its own
  // cache copy and hit counter); down.test refuses connections; gone.test answers 404.
  const overrides = [
    `acme.test=${site.url}/acme/`,
    ...Array.from({ length: 30 }, (_, i) => `site${i + 1}.test=${site.url}/acme/?site=${i + 1}`),
    "down.test=http://127.0.0.1:1/",
    `gone.test=${site.url}/gone`,
  ].join(",");
  const harness = { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_BRAND_HOST_OVERRIDE: overrides };
  const gateway = async (name: string, entry: string) => {
    const scriptPath = await bundleWorker(path.join(root, entry));
    return {
      name,
      modules: true,
      scriptPath,
      modulesRoot: path.dirname(scriptPath),
      compatibilityDate: "2026-04-01",
      durableObjects: { QUOTA: { className: "QuotaBucket", useSQLite: true } },
      kvNamespaces: ["CACHE"],
      bindings: harness,
    };
  };
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          bindings: {
            ...harness,
            TEST_MIGRATIONS: await readD1Migrations(path.join(root, "d1-migrations")),
            CURSOR_SECRET: "test-cursor-secret-0123456789abcdef",
          },
          kvNamespaces: ["CACHE"],
          serviceBindings: { BRAND_PUBLIC: "brand" },
          workers: [
            await gateway("md", "workers/md/src/index.ts"),
            await gateway("brand", "workers/brand/src/index.ts"),
            ...["news", "apps", "video", "social"].map((name) => ({ name, modules: true, compatibilityDate: "2026-04-01", script: "import { WorkerEntrypoint } from 'cloudflare:workers'; const none = () => new Response(null, { status: 404 }); export default { fetch: none }; export class ProviderRpc extends WorkerEntrypoint { fetch() { return none(); } handle() { return none(); } }" })),
            { name: "monitors", modules: true, compatibilityDate: "2026-04-01", script: "import { WorkerEntrypoint } from 'cloudflare:workers'; const none = () => new Response(null, { status: 404 }); export default { fetch: none }; export class MonitorsRpc extends WorkerEntrypoint { fetch() { return none(); } handle() { return none(); } }" },
          ],
        },
      }),
    ],
    test: {
      name: "brand",
      include: [path.join(import.meta.dirname, "**/*.test.ts")],
      setupFiles: [path.join(root, "tests/api/apply-migrations.ts")],
      provide: { siteUrl: site.url },
    },
  };
});
