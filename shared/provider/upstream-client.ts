/**
 * The upstream client of every provider: a `Fetch` for reads that goes through the safe
 * fetcher (target checks, byte cap, deadline) and retries what is worth retrying. Reads are GETs,
 * except where a platform serves reads over POST with a JSON query (YouTube's InnerTube): those
 * are still reads, so the same policy holds.
 *
 * Retry policy (reads are idempotent, so a retry cannot do harm upstream):
 * - retried: no answer (connection failed, DNS failed, timed out) and 5xx answers;
 * - never retried: any 4xx, 429 included (the upstream asked us to slow down; its Retry-After
 *   goes back to the caller), and any 2xx/3xx;
 * - bounded twice: `attempts` per call, and a `budget` of retries per client. A provider builds
 *   one client per request, so a fan-out of 100 calls cannot turn into 300;
 * - backoff doubles from `baseDelayMs` with jitter (×0.5–1.5) so a fleet of isolates that failed
 *   together does not retry together.
 *
 * Every failure leaves as ApiError `upstream_unavailable` (502): the upstream base URL is ours,
 * not the caller's, so even a target the safe fetcher refuses is our outage, never a 400.
 */
import { ApiError } from "../errors";
import { dohResolver, type Resolver, SafeFetchError, safeFetch, safeFetchDefaults } from "../net";
import type { Fetch } from "./upstream-json";

export interface RetryPolicy {
  /** Tries per call, the first included. */
  attempts: number;
  /** Retries one client may spend across all its calls. */
  budget: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, budget: 4, baseDelayMs: 100, maxDelayMs: 1_000 };

export interface UpstreamClientOptions {
  env: { SVC_HARNESS?: string };
  /** Deadline of one attempt (DNS, connect, body). */
  timeoutMs?: number;
  /** Byte cap of one body; a 1,000-comment Algolia tree is about 1 MB. */
  maxBytes?: number;
  retry?: Partial<RetryPolicy>;
  /** Injected in tests so backoff costs no wall time. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Passed to the safe fetcher (default: the global fetch). */
  fetch?: typeof fetch;
  resolver?: Resolver;
}

export interface UpstreamClient {
  fetch: Fetch;
  /** Requests sent so far, retries included. */
  readonly sent: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
const RETRIED_STATUSES = new Set([500, 502, 503, 504]);
// The Response constructor refuses a body with these.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** @example const client = upstreamClient({ env }); await getUpstreamJson(client.fetch, url, messages); */
export function upstreamClient(o: UpstreamClientOptions): UpstreamClient {
  const policy = { ...DEFAULT_RETRY, ...o.retry };
  const sleep = o.sleep ?? realSleep;
  const random = o.random ?? Math.random;
  const resolver = oneLookupPerHost(o.resolver ?? dohResolver(o.fetch ? { fetch: o.fetch } : {}));
  let retriesLeft = policy.budget;
  let sent = 0;

  const attempt = async (url: string, init: RequestInit): Promise<Response> => {
    sent++;
    const res = await safeFetch(url, {
      method: init.method ?? "GET",
      headers: init.headers,
      ...(typeof init.body === "string" ? { body: init.body } : {}),
      maxBytes: o.maxBytes ?? DEFAULT_MAX_BYTES,
      timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      resolver,
      ...(o.fetch ? { fetch: o.fetch } : {}),
      ...safeFetchDefaults(o.env),
      // This client retries with backoff and a budget of its own (below).
      retryLostConnection: false,
    });
    return new Response(NULL_BODY_STATUSES.has(res.status) ? null : res.body, { status: res.status, headers: res.headers });
  };

  const fetchWithRetry: Fetch = async (url, init = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "POST") throw new Error("upstream client only sends reads (GET, or POST queries)");
    if (init.body !== undefined && init.body !== null && typeof init.body !== "string") throw new Error("upstream client sends string bodies only (replayed on retry)");
    for (let tried = 1; ; tried++) {
      const canRetry = tried < policy.attempts && retriesLeft > 0;
      try {
        const res = await attempt(url, init);
        if (!RETRIED_STATUSES.has(res.status) || !canRetry) return res;
        await res.body?.cancel();
      } catch (err) {
        if (!canRetry) throw asOutage(err, url);
      }
      retriesLeft--;
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (tried - 1));
      await sleep(Math.round(backoff * (0.5 + random())));
    }
  };

  return {
    fetch: fetchWithRetry,
    get sent() {
      return sent;
    },
  };
}

function asOutage(err: unknown, url: string): ApiError {
  const why = err instanceof SafeFetchError ? `${err.kind}: ${err.internal ?? err.message}` : String(err);
  const message = err instanceof SafeFetchError && err.kind === "timeout" ? "The upstream platform did not answer in time." : "The upstream platform could not be reached.";
  return new ApiError("upstream_unavailable", message, { cause: err, internal: `GET ${url}: ${why}` });
}

/**
 * One DNS lookup per host for the life of one client (one request): a list page fetches 30 items
 * from the same host, and two DoH queries per item would triple the subrequests. Answers are not
 * kept beyond the request, so a changed record is seen by the next one.
 */
function oneLookupPerHost(inner: Resolver): Resolver {
  const answers = new Map<string, Promise<string[]>>();
  return {
    resolve(host, signal) {
      let answer = answers.get(host);
      if (answer === undefined) {
        answer = inner.resolve(host, signal);
        answers.set(host, answer);
        answer.catch(() => answers.delete(host));
      }
      return answer;
    },
  };
}
