/**
 * Browser sessions kept open and reused: launching Chrome costs over a second, connecting to a
 * running one a few milliseconds. A session stays alive `keep_alive` ms after its last client
 * left; the pool object (browser-pool.ts) hands a free one to each render, one render per session
 * at a time (a render pauses every request of its browser), and a render launches a new session
 * only when every known one is busy and there are fewer than `MAX_BROWSERS`, launches in progress
 * counted (the pool reserves each one) and sessions the pool had lost track of adopted. Locally
 * `wrangler dev` runs the same binding on a local Chromium (docs/rendering.md).
 */
import puppeteer, { type Browser, type BrowserWorker } from "@cloudflare/puppeteer";
import { type BrowserBinding, type BrowserPoolNamespace, browserPool } from "./browser-pool";
import { BROWSER_KEEP_ALIVE_MS, MAX_BROWSERS, RENDER_LEASE_MS } from "./limits";
import { RenderFailed } from "./render-failed";

export interface OpenBrowser {
  browser: Browser;
  sessionId: string;
  /** True when no free session was there and this call started one. */
  launched: boolean;
}

const unavailable = (error: unknown) => new RenderFailed("browser_unavailable", "the headless browser is unavailable", error);

/** The `[browser]` binding as the pool object uses it: list sessions, acquire one. */
export function cloudflareBrowser(binding: BrowserWorker): BrowserBinding {
  return {
    sessions: async () => (await puppeteer.sessions(binding)).map((s) => ({ id: s.sessionId, startedAt: s.startTime })),
    acquire: async (keepAliveMs) => (await puppeteer.acquire(binding, { keep_alive: keepAliveMs })).sessionId,
  };
}

/**
 * A connected browser: a free kept-alive session if there is one, else a new one (the pool object
 * lists and acquires, browser-sessions.ts). Throws RenderFailed `browser_unavailable` when the
 * binding fails, `busy` when every browser is in use.
 *
 * A session this render cannot connect to stays leased to it in the pool, so nobody is handed it
 * until the lease ends (or the binding stops listing it), and the render asks for another.
 */
export async function openBrowser(binding: BrowserWorker, pool: BrowserPoolNamespace): Promise<OpenBrowser> {
  const stub = browserPool(pool);
  const skip: string[] = [];
  for (;;) {
    const opened = await stub.open({ leaseMs: RENDER_LEASE_MS, max: MAX_BROWSERS, keepAliveMs: BROWSER_KEEP_ALIVE_MS, skip });
    if (opened.kind === "busy") throw new RenderFailed("busy", "every browser is busy");
    if (opened.kind === "unavailable") throw unavailable(new Error(opened.message));
    try {
      return { browser: await puppeteer.connect(binding, opened.sessionId), sessionId: opened.sessionId, launched: opened.launched };
    } catch (error) {
      if (opened.launched) throw unavailable(error);
      skip.push(opened.sessionId);
    }
  }
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
