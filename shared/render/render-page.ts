/**
 * One render: a page loaded in a fresh browser context, every byte it receives fetched by us.
 *
 * Threat model. The page is hostile and the browser is a second way out of our network. So the
 * browser never fetches anything itself:
 * - Every request of every target in the browser (pages, frames, popups, dedicated, shared and
 *   service workers, prefetches, each redirect hop) is paused by the browser-wide CDP Fetch domain
 *   and answered by us with `Fetch.fulfillRequest`, from `safeFetch` — the service's one outbound
 *   fetch, with its target rules, name resolution, byte cap and deadline — or refused.
 *   `screenPageRequest` refuses images, media, fonts, pings, prefetches and excluded sources
 *   (the operators' source exclusion list) before that.
 * - What CDP cannot pause (WebSocket handshakes, `<link rel=preconnect>` sockets, anything a bug
 *   in that list lets through) meets the context's proxy: every context is created with a proxy
 *   that does not exist, so a connection the browser opens on its own goes nowhere. Fulfilled
 *   requests never reach the network stack, so they do not need it.
 * - Nothing is kept between renders: a fresh incognito context each time, closed at the end.
 * tests/render/ssrf-render.test.ts loads a page that tries every one of these ways to reach
 * loopback, cloud metadata and a private address, and checks that nothing arrives there.
 *
 * A navigation of the page that leads into an excluded source (a redirect of its document) ends
 * the render with that source's 451 (`SafeFetchError` `source_excluded`), as the static read of
 * the same redirect would; any other excluded request is simply refused.
 *
 * Caps (`RENDER_LIMITS`): past 20 s, 10 MiB received or 300 requests the page gets nothing more,
 * loading stops, and the DOM as it stands is what the render returns (`stopped` says which cap).
 */
import type { Browser, BrowserContext, CDPSession, Page } from "@cloudflare/puppeteer";
import { type Resolver, safeFetch, SafeFetchError, sourceExcludedError, type SourceExclusion, type TargetPolicy } from "../net";
import { RENDER_LIMITS, SETTLE_IDLE_MS } from "./limits";
import { RenderFailed } from "./render-failed";
import { type PageRequest, screenPageRequest } from "./request-filter";

/**
 * The proxy of every render context: a loopback port where no proxy listens, so the browser's own
 * connections (the ones CDP cannot pause) fail at once and reach no one.
 */
export const NO_EGRESS_PROXY = "http://127.0.0.1:9";

/**
 * WebRTC sends UDP (STUN, TURN) that neither CDP nor a proxy sees: a page gets no peer connection
 * at all. Run in every frame before its own scripts.
 */
const NO_PEER_CONNECTIONS = `(() => {
  const NAMES = ["RTCPeerConnection", "webkitRTCPeerConnection", "RTCIceTransport", "RTCDtlsTransport", "RTCSctpTransport", "RTCDataChannel"];
  const scrub = (w) => { for (const name of NAMES) { try { Object.defineProperty(w, name, { value: undefined, writable: false, configurable: false }); } catch {} } return w; };
  scrub(globalThis);
  // A new frame's first, empty document runs no script of ours: scrub it when the page reaches for it.
  for (const [proto, prop, toWindow] of [[HTMLIFrameElement.prototype, "contentWindow", (v) => v], [HTMLIFrameElement.prototype, "contentDocument", (v) => v && v.defaultView], [HTMLFrameElement.prototype, "contentWindow", (v) => v], [HTMLObjectElement.prototype, "contentWindow", (v) => v]]) {
    const d = Object.getOwnPropertyDescriptor(proto, prop);
    if (d && d.get) Object.defineProperty(proto, prop, { configurable: false, get() { const v = d.get.call(this); const w = toWindow(v); if (w) scrub(w); return v; } });
  }
  const open = window.open;
  window.open = function (...args) { const w = open.apply(this, args); if (w) scrub(w); return w; };
})();`;

/**
 * Kept back from the cap to serialize the DOM. The read may also use whatever the page left of its
 * time: it waits for the page's running script task, which on a loaded machine can take seconds (a
 * Redoc page under 4 concurrent renders on 2 cores once did not answer within the reserve alone).
 */
const DOM_READ_RESERVE_MS = 1_500;

export interface RenderLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRequests: number;
}

export interface RenderPageOptions extends TargetPolicy {
  /**
   * The operators' source exclusion list, asked for each request (the render worker passes
   * `loadSourceExclusions`, cached per isolate), so a change applies within a render too.
   */
  sourceExclusions: () => Promise<readonly SourceExclusion[]>;
  /** Tests shrink these; production uses `RENDER_LIMITS`. */
  limits?: Partial<RenderLimits>;
  /** Default: the safe fetcher's (DoH). Tests pass a static one. */
  resolver?: Resolver;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Browser viewport; wide enough for desktop layouts. */
  viewport?: { width: number; height: number };
}

export interface RenderedPage {
  url: string;
  html: string;
  requests: number;
  bytes: number;
  ms: number;
  stopped: "timeout" | "cap" | null;
}

/** The CDP `Fetch.requestPaused` event, as much of it as we read. */
interface PausedRequest {
  requestId: string;
  resourceType: string;
  frameId: string;
  request: { url: string; method: string; headers: Record<string, string>; postData?: string; hasPostData?: boolean };
}

/** CDP's way to call the browser target itself (`Fetch.enable` there pauses every target's requests). */
interface BrowserChannel {
  send(method: string, params?: object): Promise<unknown>;
  on(event: string, handler: (event: PausedRequest) => void): unknown;
  off(event: string, handler: (event: PausedRequest) => void): unknown;
}

/** Request headers the browser sets that must not be sent on by a fetch of ours. */
const DROPPED_REQUEST_HEADERS = new Set(["host", "connection", "keep-alive", "content-length", "transfer-encoding", "upgrade", "cookie"]);
/** Response headers that describe the wire, not the body we hand over (already decoded, whole). */
const DROPPED_RESPONSE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

/**
 * Renders `target` in a fresh context of `browser` and returns its DOM. Throws RenderFailed
 * (`timeout` when no document loaded within the cap, `crash` when the page or the browser broke),
 * or the SafeFetchError `source_excluded` of an excluded source the page's navigation led to.
 *
 * @example const page = await renderPage(browser, new URL("https://example.com/app"), { ...safeFetchDefaults(env), sourceExclusions: () => loadSourceExclusions(env) });
 */
export async function renderPage(browser: Browser, target: URL, options: RenderPageOptions): Promise<RenderedPage> {
  const limits: RenderLimits = { ...RENDER_LIMITS, ...options.limits };
  const started = Date.now();
  // The page gets the cap less the time kept back to read its DOM, so the whole render fits in the cap.
  const deadline = started + limits.timeoutMs - DOM_READ_RESERVE_MS;
  const remaining = () => Math.max(0, deadline - Date.now());

  let context: BrowserContext;
  try {
    // `<-loopback>`: Chrome otherwise sends loopback addresses around any proxy.
    context = await browser.createBrowserContext({ proxyServer: NO_EGRESS_PROXY, proxyBypassList: ["<-loopback>"] });
  } catch (error) {
    throw new RenderFailed("crash", "the browser could not open a page", error);
  }
  let channel: BrowserChannel | undefined;
  let onPaused: ((event: PausedRequest) => void) | undefined;
  const traffic = new Traffic(limits, remaining, target.href);
  try {
    const page = await context.newPage();
    const session = await page.createCDPSession();
    channel = browserChannel(session);
    traffic.mainFrameId = await mainFrameOf(session);
    onPaused = (event) => void answer(channel!, event, traffic, options, remaining);
    channel.on("Fetch.requestPaused", onPaused);
    await channel.send("Fetch.enable", { patterns: [{ urlPattern: "*", requestStage: "Request" }] });
    await page.setViewport(options.viewport ?? { width: 1280, height: 900 });
    await page.evaluateOnNewDocument(NO_PEER_CONNECTIONS);
    // Apps that draw on the load event (Swagger UI's window.onload) are read after it, not before.
    page.once("load", () => (traffic.loadedAt = Date.now()));

    await navigate(page, target, remaining());
    if (traffic.excluded) throw traffic.excluded;
    await settle(traffic, remaining);
    if (remaining() === 0) traffic.stop("timeout");
    if (traffic.stopped) await session.send("Page.stopLoading").catch(() => {});
    const html = await withinMs(page.content(), remaining() + DOM_READ_RESERVE_MS, "timeout", "the page did not let its DOM be read in time");
    return { url: page.url(), html, requests: traffic.requests, bytes: traffic.bytes, ms: Date.now() - started, stopped: traffic.stopped };
  } catch (error) {
    // A refused navigation fails the load: what refused it is the answer.
    if (traffic.excluded) throw traffic.excluded;
    if (error instanceof RenderFailed) throw error;
    throw new RenderFailed("crash", "the page crashed the browser or closed it", error);
  } finally {
    if (channel && onPaused) {
      channel.off("Fetch.requestPaused", onPaused);
      await channel.send("Fetch.disable").catch(() => {});
    }
    await context.close().catch(() => {});
  }
}

/** Loads the document; only a document that never arrives is a failure (the rest is settling). */
async function navigate(page: Page, target: URL, timeoutMs: number): Promise<void> {
  try {
    await page.goto(target.href, { waitUntil: "domcontentloaded", timeout: timeoutMs });
  } catch (error) {
    const text = String(error);
    if (/timeout|timed out/i.test(text)) {
      // A document that started but never finished parsing still has a DOM worth reading.
      const started = await withinMs(page.evaluate("document.readyState !== \"loading\" || document.body !== null") as Promise<boolean>, 1_000, "timeout", "").catch(() => false);
      if (started) return;
      throw new RenderFailed("timeout", "the page did not load within 20 s", error);
    }
    throw new RenderFailed("crash", "the browser could not load the page", error);
  }
}

/**
 * Waits until the page has fired its load event and its network has been quiet for
 * `SETTLE_IDLE_MS` since, a cap stopped it, or time ran out.
 */
async function settle(traffic: Traffic, remaining: () => number): Promise<void> {
  while (remaining() > 0 && traffic.stopped === null) {
    // Quiet is counted from the load event too: what its handlers fetch may not have been asked for yet.
    if (traffic.loadedAt !== null && traffic.inFlight === 0 && Date.now() - Math.max(traffic.lastActivity, traffic.loadedAt) >= SETTLE_IDLE_MS) return;
    await sleep(Math.min(100, remaining()));
  }
}

/** What the page has used so far, and the cap that stopped it. */
class Traffic {
  requests = 0;
  bytes = 0;
  inFlight = 0;
  lastActivity = Date.now();
  stopped: "timeout" | "cap" | null = null;
  /** When the top document fired its load event (every script ran, and the handlers of `load` with them). */
  loadedAt: number | null = null;
  /** The page's top frame, and whether its document has arrived (before that, its hops are the navigation itself). */
  mainFrameId: string | null = null;
  documentServed = false;
  /** The page's navigation led into an excluded source: the 451 the render ends with. */
  excluded: SafeFetchError | null = null;
  constructor(
    readonly limits: RenderLimits,
    readonly remaining: () => number,
    /** The URL the render was asked for (its navigation's first hop). */
    readonly target: string,
  ) {}
  stop(cap: "timeout" | "cap") {
    this.stopped ??= cap;
  }
}

/** Answers one paused request: refused, or fulfilled from a safe fetch of our own. */
async function answer(
  channel: BrowserChannel,
  event: PausedRequest,
  traffic: Traffic,
  options: RenderPageOptions,
  remaining: () => number,
): Promise<void> {
  const { requestId, request, resourceType, frameId } = event;
  const isDocument = resourceType === "Document";
  const isNavigation = isDocument && frameId === traffic.mainFrameId && !traffic.documentServed;
  const refuse = () =>
    // A refused navigation of a frame, or of the page once its document is there (a script's
    // `location = …`, a meta refresh), is answered 204 No Content, which leaves the frame where it
    // is instead of on the browser's error page.
    isDocument && !isNavigation
      ? channel.send("Fetch.fulfillRequest", { requestId, responseCode: 204, responseHeaders: [] })
      : channel.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" });
  try {
    if (traffic.stopped !== null) return void (await refuse());
    traffic.requests += 1;
    if (traffic.requests > traffic.limits.maxRequests) {
      traffic.stop("cap");
      return void (await refuse());
    }
    const pageRequest: PageRequest = { url: request.url, method: request.method, resourceType, headers: request.headers };
    const verdict = screenPageRequest(pageRequest, options, await options.sourceExclusions());
    if (!verdict.allowed && verdict.excludedBy && isNavigation) {
      traffic.excluded ??= sourceExcludedError(request.url, verdict.excludedBy, request.url === traffic.target ? "target" : "redirect");
    }
    if (!verdict.allowed || (request.hasPostData === true && request.postData === undefined)) return void (await refuse());
    traffic.inFlight += 1;
    try {
      const res = await safeFetch(verdict.url, {
        method: request.method,
        headers: forwardedHeaders(request.headers),
        body: request.postData ?? null,
        maxBytes: Math.max(1, traffic.limits.maxBytes - traffic.bytes),
        timeoutMs: Math.max(1, remaining()),
        redirect: "manual",
        allowPrivate: options.allowPrivate,
        ...(options.resolver ? { resolver: options.resolver } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      traffic.bytes += res.body.byteLength;
      if (isNavigation && !(res.status >= 300 && res.status < 400)) traffic.documentServed = true;
      await channel.send("Fetch.fulfillRequest", {
        requestId,
        responseCode: res.status,
        responseHeaders: responseHeaders(res.headers),
        body: base64(res.body),
      });
    } finally {
      traffic.inFlight -= 1;
      traffic.lastActivity = Date.now();
    }
  } catch (error) {
    if (error instanceof SafeFetchError) {
      if (error.kind === "too_large") traffic.stop("cap");
      if (error.kind === "timeout" && remaining() === 0) traffic.stop("timeout");
    }
    // The request may be gone already (frame detached, page closed): nothing left to answer.
    await refuse().catch(() => {});
  }
}

function forwardedHeaders(headers: Record<string, string>): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (!DROPPED_REQUEST_HEADERS.has(name.toLowerCase())) out.set(name, value);
  }
  return out;
}

function responseHeaders(headers: Headers): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) out.push({ name, value });
  });
  return out;
}

/** The id of the page's top frame, which the paused requests name. */
async function mainFrameOf(session: CDPSession): Promise<string> {
  const { frameTree } = await session.send("Page.getFrameTree");
  return frameTree.frame.id;
}

/** The browser-level channel under a page's CDP session (puppeteer's `Connection`). */
function browserChannel(session: CDPSession): BrowserChannel {
  const connection = session.connection();
  if (!connection) throw new RenderFailed("crash", "the browser connection is gone");
  return connection as unknown as BrowserChannel;
}

function base64(bytes: Uint8Array): string {
  let text = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) text += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(text);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`, or RenderFailed(`reason`) after `ms`. */
async function withinMs<T>(promise: Promise<T>, ms: number, reason: "timeout", message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new RenderFailed(reason, message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
