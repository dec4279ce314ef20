/**
 * The one error type of the service. Handlers throw it; the shared `onError` turns it into the
 * spec's error envelope. The HTTP status always comes from the code (docs/contract.md#errors), so a
 * handler cannot pair a code with the wrong status.
 *
 * @example throw new ApiError("not_found", "No story with id 42.");
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_cursor: 400,
  unsupported_operation: 400,
  invalid_or_expired_token: 401,
  topup_required: 402,
  payment_required: 402,
  forbidden_scope: 403,
  not_entitled: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  rate_limited: 429,
  anonymous_limit_reached: 429,
  internal_error: 500,
  upstream_unavailable: 502,
  degraded: 503,
  gateway_timeout: 504,
  source_excluded: 451,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** Numeric detail code the spec defines for `source_excluded` (the only code that has one). */
export const SOURCE_EXCLUDED_STATUS = 45101;

export interface ApiErrorOptions {
  /** Extra response headers, e.g. `Retry-After` or the quota headers. */
  headers?: Record<string, string>;
  /** Safe, actionable guidance; only emitted for `source_excluded`. */
  detail?: string;
  /** Extra top-level fields inside `error` that the spec defines for this code (e.g. `continuation`). */
  extra?: Record<string, unknown>;
  /** Internal detail for logs only; never sent to a client. */
  internal?: string;
  /** Override the status for codes whose status varies (`source_excluded` answers with any). */
  status?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly detail: string | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly internal: string | undefined;

  constructor(code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ApiError";
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.headers = options.headers ?? {};
    this.detail = options.detail;
    this.extra = options.extra;
    this.internal = options.internal;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
