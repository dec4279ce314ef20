/**
 * Browser sessions kept open and reused: launching Chrome costs over a second, connecting to a
 * running one a few milliseconds. A session stays alive `keep_alive` ms after its last client
 * left; the pool object (browser-pool.ts) hands a free one to each render, one render per session
 * at a time (a render pauses every request of its browser), and a render launches a new session
 * only when every known one is busy and there are fewer than `MAX_BROWSERS`. Locally `wrangler
 * dev` runs the same binding on a local Chromium (docs/rendering.md).
 */
import puppeteer, { type Browser, type BrowserWorker } from "@cloudflare/puppeteer";
import { type BrowserPoolNamespace, browserPool } from "./browser-pool";
import { BROWSER_KEEP_ALIVE_MS, MAX_BROWSERS, RENDER_LEASE_MS } from "./limits";
import { RenderFailed } from "./render-failed";

export interface OpenBrowser {
  browser: Browser;
  sessionId: string;
  /** True when no free session was there and this call started one. */
  launched: boolean;
}

const unavailable = (error: unknown) => new RenderFailed("browser_unavailable", "the headless browser is unavailable", error);

/**
 * A connected browser: a free kept-alive session if there is one, else a new one. Throws
 * RenderFailed `browser_unavailable` when the binding fails, `busy` when every browser is in use.
 */
export async function openBrowser(binding: BrowserWorker, pool: BrowserPoolNamespace): Promise<OpenBrowser> {
  const stub = browserPool(pool);
  let live: string[];
  try {
    live = (await puppeteer.sessions(binding)).map((s) => s.sessionId);
  } catch (error) {
    throw unavailable(error);
  }
  for (;;) {
    const { sessionId, full } = await stub.take(live, RENDER_LEASE_MS, MAX_BROWSERS);
    if (sessionId === null) {
      if (full) throw new RenderFailed("busy", "every browser is busy");
      break;
    }
    try {
      return { browser: await puppeteer.connect(binding, sessionId), sessionId, launched: false };
    } catch {
      // Closed or expired since it was listed: out of the pool, try the next one.
      await stub.forget(sessionId);
      live = live.filter((id) => id !== sessionId);
    }
  }
  let browser: Browser;
  try {
    browser = await puppeteer.launch(binding, { keep_alive: BROWSER_KEEP_ALIVE_MS });
  } catch (error) {
    throw unavailable(error);
  }
  const sessionId = browser.sessionId();
  await stub.register(sessionId, RENDER_LEASE_MS);
  return { browser, sessionId, launched: true };
}

/**
 * Gives the session back for the next render; closes it instead when the render broke it, so a
 * wedged browser is not handed to anyone else.
 */
export async function releaseBrowser(opened: OpenBrowser, pool: BrowserPoolNamespace, broken: boolean): Promise<void> {
  const stub = browserPool(pool);
  if (broken) {
    await opened.browser.close().catch(() => {});
    await stub.forget(opened.sessionId);
  } else {
    await opened.browser.disconnect().catch(() => {});
    await stub.release(opened.sessionId);
  }
}
