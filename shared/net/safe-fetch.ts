/**
 * The one outbound fetch of the service (gateways, PDF, monitors, webhooks, research, providers).
 *
 * Every hop is validated before it is fetched: syntax and scheme, no credentials, the host is not
 * a local-only name, an IP literal must be public, and a name must resolve (DoH) to public
 * addresses only. Redirects are followed by hand so each Location gets the same checks. The body
 * is streamed under a byte cap, and one deadline covers DNS, all hops and the body.
 *
 * Residual risk, accepted: after we resolve and approve a name, the runtime's `fetch` resolves it
 * again on its own, so a rebinding DNS server could answer differently the second time (a TOCTOU
 * window Workers give us no way to close: there is no connect-to-this-IP fetch). In production
 * Cloudflare itself refuses to connect Workers to private and internal destinations, which covers
 * that window; our checks are what stop IP-literal, encoded and redirect tricks, and everything in
 * the harness and in other runtimes.
 */
import { readCappedBody } from "./capped-body";
import { abortable, startDeadline } from "./deadline";
import { dohResolver } from "./doh-resolver";
import { assertResolvesReachable } from "./resolve-target";
import type { Resolver } from "./resolver";
import { SafeFetchError } from "./safe-fetch-error";
import { type CheckedTarget, checkTarget, type TargetPolicy } from "./target-url";

export interface SafeFetchOptions extends TargetPolicy {
  method?: string;
  headers?: HeadersInit;
  /** Replayable body types only, since a 307/308 redirect sends it again. */
  body?: string | Uint8Array | ArrayBuffer | null;
  /** Byte cap of the final body; over it the read stops at once with 413 `too_large`. */
  maxBytes: number;
  /** One deadline for DNS, every hop and the body; past it 504 `timeout`. */
  timeoutMs: number;
  /** Redirects followed at most; one more is 502 `too_many_redirects`. Default 5. */
  maxRedirects?: number;
  /**
   * `manual`: a redirect is returned as it came (status and Location untouched) instead of being
   * followed, for a caller that follows it itself and checks the next hop again (the renderer,
   * whose browser must see each hop to keep the page's URL right). Default `follow`.
   */
  redirect?: "follow" | "manual";
  /**
   * Follow an https → http redirect. Default false: a downgrade would expose what the caller sent
   * over TLS (webhook signatures, tokens) and the answer to tampering. http → https is always fine.
   */
  allowHttpDowngrade?: boolean;
  /** Default: DoH at cloudflare-dns.com through `fetch` below. */
  resolver?: Resolver;
  /** Default: the global fetch. Tests pass a fake. */
  fetch?: typeof fetch;
  /** The caller's own cancellation; treated like the deadline (504 `timeout`). */
  signal?: AbortSignal;
  /**
   * Send a GET or HEAD again when its connection fails before any answer (see `send`). Default
   * true; a caller with its own retry policy (the providers' upstream client) turns it off so its
   * tries stay the ones it counts.
   */
  retryLostConnection?: boolean;
  /**
   * Called with each hop's URL before anything is sent to it (DNS included): the target (`hop` 0),
   * then every redirect target (`hop` 1, 2, …). Whatever it throws ends the fetch unchanged. Page
   * readers pass the source-exclusion check here (`sourceExclusionHook`), so a redirect into an
   * excluded source is never followed.
   */
  beforeHop?: (url: URL, hop: number) => void | Promise<void>;
}

export interface SafeResponse {
  /** The URL that produced this response (after redirects). */
  url: string;
  status: number;
  headers: Headers;
  /** Each redirect target followed, in order; empty when none. */
  redirects: string[];
  body: Uint8Array;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Not forwarded to another origin, as browsers do for Authorization. */
const CREDENTIAL_HEADERS = ["authorization", "proxy-authorization", "cookie"];
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-language", "content-location"];

/**
 * Fetches `target` safely; never returns a response from a target that failed a check. Throws
 * SafeFetchError (an ApiError; see its `kind`) on every failure. Non-2xx final statuses are
 * returned, not thrown: what they mean is the caller's policy.
 *
 * @example
 * const res = await safeFetch("https://example.com/", { maxBytes: 2 << 20, timeoutMs: 10_000, ...safeFetchDefaults(env) });
 */
export async function safeFetch(target: string | URL, options: SafeFetchOptions): Promise<SafeResponse> {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const resolver = options.resolver ?? dohResolver({ fetch: fetcher });
  const allowPrivate = options.allowPrivate === true;
  const maxRedirects = options.maxRedirects ?? 5;
  const deadline = startDeadline(options.timeoutMs, options.signal);
  const signal = deadline.signal;
  try {
    let current = checkTarget(target, options);
    let method = (options.method ?? "GET").toUpperCase();
    let body = options.body ?? null;
    const headers = new Headers(options.headers);
    const redirects: string[] = [];
    for (;;) {
      if (options.beforeHop) await abortable(Promise.resolve(options.beforeHop(current.url, redirects.length)), signal);
      await assertResolvesReachable(current, resolver, allowPrivate, redirects.length === 0 ? "unsafe_target" : "unsafe_redirect", signal);
      const res = await send(fetcher, current.url, { method, headers, body, redirect: "manual", signal }, options.retryLostConnection !== false);
      const location = REDIRECT_STATUSES.has(res.status) && options.redirect !== "manual" ? res.headers.get("location") : null;
      if (location === null) {
        const bytes = await readCappedBody(res, options.maxBytes, signal);
        return { url: current.url.href, status: res.status, headers: res.headers, redirects, body: bytes };
      }
      res.body?.cancel().catch(() => {});
      if (redirects.length >= maxRedirects) {
        throw new SafeFetchError("too_many_redirects", `upstream redirected more than ${maxRedirects} times`, current.url.href);
      }
      const next = checkRedirect(location, current.url, options);
      if (next.url.origin !== current.url.origin) CREDENTIAL_HEADERS.forEach((h) => headers.delete(h));
      // Browsers turn these into a GET without a body; upstreams are written for that.
      if ((res.status === 303 && method !== "HEAD") || ((res.status === 301 || res.status === 302) && method === "POST")) {
        method = "GET";
        body = null;
        BODY_HEADERS.forEach((h) => headers.delete(h));
      }
      redirects.push(next.url.href);
      current = next;
    }
  } finally {
    deadline.dispose();
  }
}

/**
 * A GET or HEAD whose connection fails before any answer is sent again, up to this many sends in
 * all: the runtime reuses idle keep-alive connections, and an origin that closes idle ones (Node's
 * default after 5 s, Apache's too) can leave many dead in the runtime's pool at once, so the next
 * send can meet another dead one. A Markdown-only soak under load lost 24 of 3,000 conversions with
 * two sends and 5 with three (docs/operations.md); a dead connection fails at once, so a send more
 * costs next to nothing, and every send shares the hop's deadline.
 */
const SENDS_ON_LOST_CONNECTION = 5;

/**
 * Sends one hop. A GET or HEAD whose connection fails before any answer is sent again, at most
 * `SENDS_ON_LOST_CONNECTION` times in all: the origin never saw a request that failed so ("Network
 * connection lost"; bench/soak/md-heap.mjs saw 22% of conversions against a Node origin fail so
 * before any retry). Only methods without a body or side effects are retried, never after the
 * deadline or the caller's abort, and every send shares the hop's deadline (docs/operations.md,
 * "What the soak found").
 */
async function send(fetcher: typeof fetch, url: URL, init: RequestInit & { signal: AbortSignal }, retry: boolean): Promise<Response> {
  const idempotent = retry && (init.method === "GET" || init.method === "HEAD") && init.body === null;
  for (let sends = 1; ; sends++) {
    try {
      return await abortable(fetcher(url.href, init), init.signal);
    } catch (error) {
      if (error instanceof SafeFetchError || !idempotent || init.signal.aborted || sends >= SENDS_ON_LOST_CONNECTION) throw connectionFailed(url, error);
    }
  }
}

function connectionFailed(url: URL, error: unknown): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  return new SafeFetchError("connection_failed", "could not connect to the upstream", `${url.host}: ${String(error)}`, error);
}

/** Resolves a Location against the current URL and applies the same checks as the first hop. */
function checkRedirect(location: string, base: URL, options: SafeFetchOptions): CheckedTarget {
  let next: CheckedTarget;
  try {
    next = checkTarget(new URL(location, base).href, options);
  } catch (error) {
    if (error instanceof SafeFetchError) {
      throw new SafeFetchError("unsafe_redirect", `redirect refused: ${error.message}`, error.internal);
    }
    throw new SafeFetchError("unsafe_redirect", "redirect refused: Location is not a valid URL");
  }
  if (base.protocol === "https:" && next.url.protocol === "http:" && options.allowHttpDowngrade !== true) {
    throw new SafeFetchError("unsafe_redirect", "redirect from https to http refused");
  }
  return next;
}
