/**
 * Reading one upstream JSON body, and the one mapping of upstream outcomes onto our error codes
 * (docs/contract.md#errors): every provider adapter goes through `getUpstreamJson`.
 */
import { ApiError } from "../errors";
import { setting, type SvcName } from "../config";

/** Any fetch-like function; providers pass their upstream client, tests pass a fake. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A read some platforms take as a POSTed JSON query (InnerTube); `headers` are added to the JSON ones. */
export interface JsonQuery {
  body: unknown;
  headers?: Record<string, string>;
}

function postJson(q: JsonQuery): RequestInit {
  return { method: "POST", headers: { accept: "application/json", "content-type": "application/json", ...q.headers }, body: JSON.stringify(q.body) };
}

export interface UpstreamMessages {
  /** Client-facing message when the upstream answers 404. */
  notFound: string;
  /** When set, an upstream 400 means the client's value was rejected: invalid_request. */
  badRequest?: string;
  /** When true, an upstream 400 means the named thing does not exist (InnerTube answers an unknown browse id so): not_found. */
  notFoundOn400?: boolean;
}

/**
 * GETs an upstream JSON body (or POSTs `query`, for platforms that read that way) and maps upstream outcomes onto our error codes in one place:
 * 404 → not_found, 400 → invalid_request when the caller says a 400 blames the client's input,
 * 429 → rate_limited carrying the upstream's Retry-After, any other failure (network, 5xx, other
 * 4xx, a body that is not JSON) → upstream_unavailable. Status and URL go to `internal` (logs),
 * never to the client.
 *
 * @example const body = await getUpstreamJson(client, url, { notFound: "No story 42." });
 */
export async function getUpstreamJson(fetchFn: Fetch, url: string, messages: UpstreamMessages, query?: JsonQuery): Promise<unknown> {
  const text = await getUpstreamText(fetchFn, url, messages, query, "application/json");
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError("upstream_unavailable", "The upstream platform sent an unreadable answer.", { cause, internal: `${url}: body is not JSON` });
  }
}

/** The same outcome mapping for a body read as text (XML transcripts, HTML pages with embedded JSON). */
export async function getUpstreamText(fetchFn: Fetch, url: string, messages: UpstreamMessages, query?: JsonQuery, accept = "*/*"): Promise<string> {
  let res: Response;
  try {
    res = await fetchFn(url, query === undefined ? { headers: { accept } } : postJson(query));
  } catch (cause) {
    // The upstream client already throws ApiErrors with the right code: keep them.
    if (cause instanceof ApiError) throw cause;
    throw new ApiError("upstream_unavailable", "The upstream platform could not be reached.", { cause, internal: `GET ${url} failed` });
  }
  if (res.status === 404 || (res.status === 400 && messages.notFoundOn400 === true)) {
    await res.body?.cancel();
    throw new ApiError("not_found", messages.notFound, { internal: `${query ? "POST" : "GET"} ${url} → ${res.status}` });
  }
  if (res.status === 400 && messages.badRequest !== undefined) {
    const detail = (await res.text()).slice(0, 300);
    throw new ApiError("invalid_request", messages.badRequest, { internal: `GET ${url} → 400 ${detail}` });
  }
  if (res.status === 429) {
    await res.body?.cancel();
    throw new ApiError("rate_limited", "The upstream platform is rate limiting requests; retry later.", {
      headers: { "Retry-After": String(retryAfterSeconds(res.headers.get("retry-after"))) },
      internal: `GET ${url} → 429`,
    });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ApiError("upstream_unavailable", "The upstream platform failed to answer.", { internal: `GET ${url} → ${res.status}` });
  }
  return res.text();
}


const DEFAULT_RETRY_AFTER_S = 60;

/** Integer seconds from a Retry-After value (seconds or HTTP date); a default when absent. */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number {
  if (value === null) return DEFAULT_RETRY_AFTER_S;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number.parseInt(trimmed, 10));
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_S : Math.max(1, Math.ceil((at - now) / 1000));
}

/** Upstream base URL: the `SVC_UPSTREAM_*` override when set (harness, fake upstream), else the default. */
export function upstreamBase(env: unknown, name: `SVC_UPSTREAM_${string}` & SvcName, fallback: string): string {
  return (setting(env, name) as string | undefined) ?? fallback.replace(/\/+$/, "");
}
