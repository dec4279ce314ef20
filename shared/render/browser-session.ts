/**
 * Browser sessions kept open and reused: launching Chrome costs over a second, connecting to a
 * running one a few milliseconds. Browser Rendering keeps a session alive `keep_alive` ms after its
 * last client left; a render takes one that no client holds (`sessions()` lists them, with a
 * `connectionId` while someone is connected), and launches only when every session is busy. A
 * session serves one render at a time, since the render pauses every request of its browser.
 * Locally `wrangler dev` runs the same binding on a local Chromium (docs/rendering.md).
 */
import puppeteer, { type Browser, type BrowserWorker } from "@cloudflare/puppeteer";
import { BROWSER_KEEP_ALIVE_MS } from "./limits";
import { RenderFailed } from "./render-failed";

export interface OpenBrowser {
  browser: Browser;
  /** True when no free session was there and this call started one. */
  launched: boolean;
}

/** A connected browser: a free kept-alive session if there is one, else a new one. */
export async function openBrowser(binding: BrowserWorker): Promise<OpenBrowser> {
  let sessions: Awaited<ReturnType<typeof puppeteer.sessions>> = [];
  try {
    sessions = await puppeteer.sessions(binding);
  } catch (error) {
    throw new RenderFailed("browser_unavailable", "the headless browser is unavailable", error);
  }
  for (const session of sessions) {
    if (session.connectionId) continue;
    try {
      return { browser: await puppeteer.connect(binding, session.sessionId), launched: false };
    } catch {
      // Another render took it between the listing and our connect: try the next one.
    }
  }
  try {
    return { browser: await puppeteer.launch(binding, { keep_alive: BROWSER_KEEP_ALIVE_MS }), launched: true };
  } catch (error) {
    throw new RenderFailed("browser_unavailable", "the headless browser is unavailable", error);
  }
}

/**
 * Leaves the session open for the next render; closes it instead when the render broke it, so a
 * wedged browser is not handed to anyone else.
 */
export async function releaseBrowser(browser: Browser, broken: boolean): Promise<void> {
  if (broken) await browser.close().catch(() => {});
  else await browser.disconnect().catch(() => {});
}
