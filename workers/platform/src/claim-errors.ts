/**
 * The claim routes' one error handler. docs/contract.md#claim: claim errors are a plain string in `error` (as in
 * RFC 8628), not the service envelope. A bad request is 400 `invalid_request` (with an
 * `error_description` naming the problem), a spent creation quota 429 `rate_limited`, and any
 * failure of a Durable Object or D1 503 `temporarily_unavailable`: the agent keeps its claim and
 * retries. Failures are logged with their message only; request bodies (device codes) never are.
 */
import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { isApiError } from "@shared/errors";
import { requestIdOf } from "@shared/http/errors-handler";

const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };
export const RETRY_AFTER_S = 5;

export type ClaimErrorBody =
  | { error: "invalid_request"; error_description: string }
  | { error: "rate_limited"; error_description: string }
  | { error: "temporarily_unavailable" };

export function claimErrorHandler(): ErrorHandler {
  return function claimOnError(err, c) {
    const reply = (status: number, body: ClaimErrorBody, headers: Record<string, string> = {}) =>
      c.json(body, status as 400, { ...NO_STORE, ...headers });
    if (isApiError(err) && err.code === "invalid_request") {
      return reply(400, { error: "invalid_request", error_description: err.message });
    }
    if (isApiError(err) && err.code === "rate_limited") {
      return reply(429, { error: "rate_limited", error_description: err.message }, err.headers);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return reply(400, { error: "invalid_request", error_description: "The request is malformed." });
    }
    const detail = isApiError(err) ? `${err.code}: ${err.internal ?? err.message}` : err instanceof Error ? `${err.name}: ${err.message.slice(0, 200)}` : "unknown";
    console.error(`[${requestIdOf(c)}] claim store unavailable (${detail})`);
    return reply(503, { error: "temporarily_unavailable" }, { "Retry-After": String(RETRY_AFTER_S) });
  };
}
