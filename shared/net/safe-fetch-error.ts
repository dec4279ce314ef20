/**
 * The safe fetcher's one failure type: an ApiError (so the shared `onError` answers it unchanged)
 * that also says which way the fetch failed, for callers whose spec maps a failure differently
 * (PDF: a source over the cap is 413; markdown may prefer 502) or that record it (webhook
 * deliveries, monitors).
 */
import { ApiError, type ErrorCode } from "../errors";

/**
 * Why a safe fetch failed, and the ApiError code each kind carries by default:
 * - `unsafe_target`: bad syntax, scheme, credentials, blocked name or address → `invalid_request`
 * - `unsafe_redirect`: a redirect to such a target, or an https → http downgrade → `invalid_request`
 * - `unresolvable`: the name has no A/AAAA record (NXDOMAIN or empty answer) → `invalid_request`
 * - `too_many_redirects`: more hops than allowed; the upstream misbehaves, not the caller → `upstream_unavailable`
 * - `dns_failure`: the resolver itself failed (network, SERVFAIL, bad answer) → `upstream_unavailable`
 * - `connection_failed`: the fetch itself threw → `upstream_unavailable`
 * - `too_large`: declared or streamed body over the byte cap → `payload_too_large`
 * - `timeout`: the overall deadline or the caller's signal fired → `gateway_timeout`
 * - `source_excluded`: the target, or a redirect, is a source the operators excluded → `source_excluded`
 *   (451, with `detail`; see `source-exclusions.ts`)
 */
export type SafeFetchFailure =
  | "unsafe_target"
  | "unsafe_redirect"
  | "unresolvable"
  | "too_many_redirects"
  | "dns_failure"
  | "connection_failed"
  | "too_large"
  | "timeout"
  | "source_excluded";

const CODE_OF: Record<SafeFetchFailure, ErrorCode> = {
  unsafe_target: "invalid_request",
  unsafe_redirect: "invalid_request",
  unresolvable: "invalid_request",
  too_many_redirects: "upstream_unavailable",
  dns_failure: "upstream_unavailable",
  connection_failed: "upstream_unavailable",
  too_large: "payload_too_large",
  timeout: "gateway_timeout",
  source_excluded: "source_excluded",
};

/**
 * Thrown by everything in `shared/net`. Callers that need another status catch it and rethrow.
 *
 * @example
 * catch (e) {
 *   if (e instanceof SafeFetchError && e.kind === "too_large") throw new ApiError("upstream_unavailable", "Page too large.");
 *   throw e;
 * }
 */
export class SafeFetchError extends ApiError {
  readonly kind: SafeFetchFailure;

  /**
   * `internal` is for logs only (resolved addresses, upstream error text); never sent to clients.
   * `detail` is the safe, actionable guidance the envelope carries for `source_excluded`.
   */
  constructor(kind: SafeFetchFailure, message: string, internal?: string, cause?: unknown, detail?: string) {
    super(CODE_OF[kind], message, { internal, cause, detail });
    this.name = "SafeFetchError";
    this.kind = kind;
  }
}
