/**
 * The local browser of the `[browser]` binding (docs/rendering.md#local-browser). wrangler 4.86's
 * miniflare runs Browser Rendering on Chrome for Testing 126.0.6478.182, which it looks for at
 * `${XDG_CACHE_HOME:-~/.cache}/.wrangler/chrome/linux-126.0.6478.182/chrome-linux64/chrome` and
 * downloads when it is missing (impossible offline). A small shell script there that starts
 * Debian's Chromium instead is all it needs (RUNTIME-NOTES "Browser Rendering in local dev"):
 * with `--no-sandbox`, since the machines run as root, and with Chromium's own background traffic
 * (updates, sync, safe browsing, metrics) turned off, since nothing here may leave the machine.
 *
 * `npm run dev` writes it into the user's cache; the render test tier writes one into a folder of
 * its own (XDG_CACHE_HOME) with the extra flags its fake network needs.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { childrenOf, readProc } from "./proc-tree.mjs";

export const CHROME_BUILD = "126.0.6478.182";
export const INSTALL_HINT = "apt-get install -y chromium";
const MARK = "# svc: local Chromium for the [browser] binding (scripts/local-chrome.mjs)";
const CANDIDATES = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * Flags after miniflare's own (the last `--disable-features` wins, so it repeats miniflare's list).
 * Only the WebRTC policy changes what a page can reach; the rest is the renderer's business (shared/render).
 */
const QUIET_FLAGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  "--disable-breakpad",
  "--disable-gpu",
  "--metrics-recording-only",
  // WebRTC's UDP is the one way out neither CDP nor the render context's proxy governs; the page
  // guard (shared/render/render-page.ts) removes peer connections from the frames it reaches, and
  // this keeps WebRTC to the (nonexistent) proxy everywhere else, e.g. in an empty child frame.
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--disable-features=Translate,AcceptCHFrame,MediaRouter,OptimizationHints,ProcessPerSiteUpToMainFrameThreshold,IsolateSandboxedIframes,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions",
];

/** Debian's Chromium binary, or null when it is not installed. */
export function findChromium() {
  return CANDIDATES.find((file) => existsSync(file)) ?? null;
}

/** Where miniflare looks for its Chrome under `cacheHome`. */
export function chromePath(cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache")) {
  return path.join(cacheHome, ".wrangler", "chrome", `linux-${CHROME_BUILD}`, "chrome-linux64", "chrome");
}

/**
 * Writes the wrapper (again, if one of ours is there) unless a real Chrome for Testing sits at the
 * path already. Returns `{ ok: true, path }`, or `{ ok: false, hint }` when Chromium is missing.
 * @param {{ cacheHome?: string, extraFlags?: string[], chromium?: string | null }} [options] `chromium`: the binary (default: Debian's, if installed)
 */
export function ensureLocalChrome(options = {}) {
  const chromium = options.chromium === undefined ? findChromium() : options.chromium;
  const target = chromePath(options.cacheHome);
  if (existsSync(target) && !readFileSync(target, "utf8").includes(MARK)) return { ok: true, path: target };
  if (chromium === null) return { ok: false, hint: `no local Chromium for page rendering (pages answer from static HTML): ${INSTALL_HINT}` };
  const flags = [...QUIET_FLAGS, ...(options.extraFlags ?? [])].map(shellQuote).join(" ");
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `#!/bin/sh\n${MARK}\nexec ${shellQuote(chromium)} "$@" ${flags}\n`);
  chmodSync(target, 0o755);
  return { ok: true, path: target };
}

const shellQuote = (s) => `'${s.replaceAll("'", `'\\''`)}'`;

/**
 * Ends the browsers this process launched (Linux): miniflare starts each Chrome detached, in a
 * process group of its own, so a stop that signals the stack's group, or a dispose that did not
 * finish, would leave them running with their renderers. Each child of this process that runs a
 * Chrome is killed with its whole group. Returns how many browsers it ended.
 */
export function killLaunchedBrowsers(pid = process.pid) {
  let ended = 0;
  for (const child of childrenOf(pid)) {
    // comm: the name of the file executed (Debian's chromium, Chrome for Testing's chrome).
    if (!/chrom/i.test(readProc(`/proc/${child}/comm`))) continue;
    try {
      process.kill(-child, "SIGKILL");
      ended += 1;
    } catch {
      // gone already
    }
  }
  return ended;
}
