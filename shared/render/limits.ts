/**
 * The caps of one render (DECISIONS §6) and of the render slots. A render that reaches a cap stops
 * and converts what the page shows by then; only a page that shows nothing by then fails.
 */

export const RENDER_LIMITS = {
  /** Whole render: browser, navigation, the page's requests and settling. */
  timeoutMs: 20_000,
  /** Bytes of every response the page received, summed. */
  maxBytes: 10 * 1024 * 1024,
  /** Requests the page made (each redirect hop counts). */
  maxRequests: 300,
} as const;

/** How long the network must stay quiet after the document loaded before the DOM is read. */
export const SETTLE_IDLE_MS = 500;

/** Concurrent renders of one account (api key's account, or client IP when anonymous). */
export const RENDER_SLOTS_PER_ACCOUNT = 2;

/** A slot's lease: the render's own cap plus a margin, so a live render never outlives it. */
export const RENDER_LEASE_MS = RENDER_LIMITS.timeoutMs + 10_000;

/** `always` waits at most this long for a busy slot before answering 429. */
export const RENDER_SLOT_WAIT_MS = 8_000;
export const RENDER_SLOT_POLL_MS = 250;

/** Browser sessions stay open this long without a client, so the next render reuses them. */
export const BROWSER_KEEP_ALIVE_MS = 600_000;

/**
 * Browsers the pool keeps at most. Past it, a render that finds every browser busy answers `busy`
 * (auto: the static page; always: 429). Browser Rendering's own account limit is higher.
 */
export const MAX_BROWSERS = 4;
