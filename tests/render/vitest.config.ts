import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { ensureLocalChrome } from "../../scripts/local-chrome.mjs";
import { startRenderSite } from "../fixtures/render/render-site.mjs";
import { sharedAlias } from "../support/alias";

const root = path.join(import.meta.dirname, "../..");

/**
 * The render worker in workerd with the real `[browser]` binding: miniflare starts Debian's
 * Chromium (through the wrapper of scripts/local-chrome.mjs, written into a cache folder of this
 * run so its test-only flags never reach anyone else's browser). The harness is OFF: loopback
 * and private addresses are forbidden, and the pages are served under public-looking names
 * (tests/fixtures/render/render-site.mjs).
 */
export default defineConfig(async () => {
  const site = await startRenderSite();
  const cacheHome = mkdtempSync(path.join(os.tmpdir(), "svc-render-chrome-"));
  const chrome = ensureLocalChrome({ cacheHome, extraFlags: site.chromeFlags });
  if (!chrome.ok) throw new Error(`the render tier needs a local Chromium: ${chrome.hint}`);
  // miniflare reads it when it launches the browser, in this process.
  process.env.XDG_CACHE_HOME = cacheHome;
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(root, "workers/render/wrangler.toml") },
        miniflare: { bindings: { SVC_HARNESS: "0" } },
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
