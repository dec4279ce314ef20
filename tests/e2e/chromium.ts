/**
 * Headless Chromium for browser tests: Debian's `chromium` driven by playwright-core (never a
 * downloaded browser). A missing browser fails the test with the line that installs it.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

export const CHROMIUM_PATH = process.env.SVC_CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags this machine needs: no sandbox as root, and no background calls to a closed network. */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchChromium(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package: ` +
        "`apt-get update && apt-get install -y chromium` (or set SVC_CHROMIUM_PATH). Never `npx playwright install`.",
    );
  }
  // A fresh, empty profile per run.
  const profile = mkdtempSync(path.join(os.tmpdir(), "svc-chromium-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
