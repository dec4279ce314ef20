import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { ensureLocalChrome } from "../../scripts/local-chrome.mjs";
import { startRenderSite } from "../fixtures/render/render-site.mjs";
import { bundleWorker } from "../primitives/build-gateways";
import { sharedAlias } from "../support/alias";

const root = path.join(import.meta.dirname, "../..");
/** The SOURCE_EXCLUSIONS namespace id of every wrangler.toml, so one list reaches md, brand and render. */
const EXCLUSIONS_KV_ID = "00000000000000000000000000000095";
/** SVC_SOURCE_EXCLUSIONS_TTL_S=0: tests change the exclusion list between requests. */
const harness = { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_SOURCE_EXCLUSIONS_TTL_S: "0" };

/**
 * The render worker in workerd with the real `[browser]` binding: miniflare starts Debian's
 * Chromium (through the wrapper of scripts/local-chrome.mjs, written into a cache folder of this
 * run so its test-only flags never reach anyone else's browser), and the real md gateway behind
 * `MD_GATEWAY` with its `RENDER` binding on this worker's RenderService. The safety tests render with the
 * production rules (harness off: loopback and private addresses forbidden, the pages served under
 * public-looking names, tests/fixtures/render/render-site.mjs).
 */
export default defineConfig(async () => {
  const site = await startRenderSite();
  const cacheHome = mkdtempSync(path.join(os.tmpdir(), "svc-render-chrome-"));
  const chrome = ensureLocalChrome({ cacheHome, extraFlags: site.chromeFlags });
  if (!chrome.ok) throw new Error(`the render tier needs a local Chromium: ${chrome.hint}`);
  // miniflare reads it when it launches the browser, in this process.
  process.env.XDG_CACHE_HOME = cacheHome;
  const mdBundle = await bundleWorker(path.join(root, "workers/md/src/index.ts"));
  const renderBundle = await bundleWorker(path.join(root, "workers/render/src/index.ts"));
  const brandBundle = await bundleWorker(path.join(root, "workers/brand/src/index.ts"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(root, "workers/render/wrangler.toml") },
        miniflare: {
          // The harness here lets the md gateway and RenderService reach the page server on
          // loopback; renderPage's safety tests pass the production rules themselves.
          bindings: { ...harness },
          serviceBindings: { MD_GATEWAY: "md", BRAND_GATEWAY: "brand", BRAND_GATEWAY_INTERNAL: { name: "brand", entrypoint: "BrandInternal" } },
          workers: [
            {
              name: "md",
              modules: true,
              scriptPath: mdBundle,
              modulesRoot: path.dirname(mdBundle),
              compatibilityDate: "2026-04-01",
              durableObjects: { QUOTA: { className: "QuotaBucket", useSQLite: true } },
              kvNamespaces: { CACHE: "CACHE", SOURCE_EXCLUSIONS: EXCLUSIONS_KV_ID },
              bindings: { ...harness },
              serviceBindings: { RENDER: { name: "render", entrypoint: "RenderService" } },
            },
            {
              name: "brand",
              modules: true,
              scriptPath: brandBundle,
              modulesRoot: path.dirname(brandBundle),
              compatibilityDate: "2026-04-01",
              durableObjects: { QUOTA: { className: "QuotaBucket", useSQLite: true } },
              kvNamespaces: { CACHE: "CACHE", SOURCE_EXCLUSIONS: EXCLUSIONS_KV_ID },
              bindings: { ...harness, SVC_BRAND_HOST_OVERRIDE: `shell.test=http://127.0.0.1:${site.pagePort}/brand-shell` },
              serviceBindings: { RENDER: { name: "render", entrypoint: "RenderService" } },
            },
            // The md and brand gateways' render worker: the same code as this tier's own worker, as deployed
            // (an auxiliary worker cannot bind to the test runner's worker).
            {
              name: "render",
              modules: true,
              scriptPath: renderBundle,
              modulesRoot: path.dirname(renderBundle),
              compatibilityDate: "2026-04-01",
              compatibilityFlags: ["nodejs_compat"],
              browserRendering: { binding: "BROWSER" },
              kvNamespaces: { SOURCE_EXCLUSIONS: EXCLUSIONS_KV_ID },
              durableObjects: {
                RENDER_SLOTS: { className: "ConversionSlots", useSQLite: true },
                BROWSER_POOL: { className: "BrowserSessions", useSQLite: true },
              },
              bindings: { ...harness },
            },
          ],
        },
      }),
    ],
    resolve: { alias: sharedAlias },
    test: {
      name: "render",
      include: [path.join(import.meta.dirname, "**/*.test.ts")],
      provide: { renderSite: { pagePort: site.pagePort, loopbackPort: site.loopbackPort, routes: site.routes } },
      testTimeout: 60_000,
    },
  };
});

declare module "vitest" {
  export interface ProvidedContext {
    renderSite: { pagePort: number; loopbackPort: number; routes: Record<string, string> };
  }
}
