/**
 * One policy for what a gateway answers when the page it fetched was not a success
 * (docs/gateways.md): the target's own 404/410 is our 404 `not_found`; 401/403/407/451 mean the
 * page is not public, also 404; every other non-2xx status, and an upstream we cannot reach or
 * that does not answer in time, is 502 `upstream_unavailable`. Unsafe targets stay 400.
 */
import { ApiError } from "../errors";
import { SafeFetchError, type SafeResponse } from "../net";

const GONE = new Set([404, 410]);
const NOT_PUBLIC = new Set([401, 403, 407, 451]);
/** Kinds that mean "the origin is down or slow", during which a stale copy may be served. */
const OUTAGE_KINDS = new Set(["connection_failed", "dns_failure", "timeout", "too_many_redirects"]);

/** Thrown for an upstream outage; `isUpstreamOutage` recognizes it for stale fallback. */
export class UpstreamOutage extends ApiError {
  constructor(message: string, internal?: string) {
    super("upstream_unavailable", message, { internal });
    this.name = "UpstreamOutage";
  }
}

/** Returns the response when its status is 2xx, else throws the gateway's error for it. */
export function assertUpstreamOk(res: SafeResponse, what: string): SafeResponse {
  if (res.status >= 200 && res.status < 300) return res;
  if (GONE.has(res.status)) throw new ApiError("not_found", `${what} does not exist (the origin answered ${res.status}).`);
  if (NOT_PUBLIC.has(res.status)) throw new ApiError("not_found", `${what} is not public (the origin answered ${res.status}).`);
  throw new UpstreamOutage(`${what} is unavailable (the origin answered ${res.status}); retry later.`, res.url);
}

/** Rethrows a safe-fetch failure as the gateway's error: outages become 502, the rest keep their code. */
export function gatewayFetchError(err: unknown, what: string): unknown {
  if (!(err instanceof SafeFetchError)) return err;
  if (err.kind === "timeout") return new UpstreamOutage(`${what} did not answer in time; retry later.`, err.internal);
  if (OUTAGE_KINDS.has(err.kind)) return new UpstreamOutage(`${what} is unreachable (${err.message}); retry later.`, err.internal);
  return err;
}

/** True for failures during which an expired cached copy may be served (`X-Cache: stale`). */
export const isUpstreamOutage = (err: unknown): boolean => err instanceof UpstreamOutage;

/**
 * Runs a safe fetch under the policy: the 2xx response, or the gateway's error for a non-2xx
 * status or a failed fetch. `what` names the resource in messages ("The target page").
 *
 * @example const res = await upstreamPolicy("The homepage", () => safeFetch(url, options));
 */
export async function upstreamPolicy(what: string, fetchIt: () => Promise<SafeResponse>): Promise<SafeResponse> {
  let res: SafeResponse;
  try {
    res = await fetchIt();
  } catch (err) {
    throw gatewayFetchError(err, what);
  }
  return assertUpstreamOk(res, what);
}
