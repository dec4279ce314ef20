/**
 * What every error answer must be (docs/contract.md#errors): the strict envelope
 * `{error: {code, message, request_id}}` with a code of shared/errors.ts and the HTTP status that
 * code maps to, or one of the spec's own error bodies with its fixed status (the anonymous quota
 * error 429, CreditTopupRequired 402, x402's PaymentRequired 402). "Not a 500" is not enough: a
 * handler that answered 404 with `invalid_request`, or 400 with a bare string, passes that.
 */
import { ERROR_STATUS, SOURCE_EXCLUDED_STATUS } from "@shared/errors";
import { AnonymousQuotaErrorSchema, CreditTopupRequiredSchema, ErrorResponseSchema } from "@shared/http/envelope";

/** Why `body`, answered with `status`, is not a valid error answer; null when it is. */
export function errorAnswerProblem(status: number, body: unknown, extra?: (body: unknown) => boolean): string | null {
  if (AnonymousQuotaErrorSchema.safeParse(body).success) return status === 429 ? null : `anonymous_limit_reached answered with ${status}, not 429`;
  if (CreditTopupRequiredSchema.safeParse(body).success) return status === 402 ? null : `CreditTopupRequired answered with ${status}, not 402`;
  const payment = body as { x402Version?: unknown; accepts?: unknown } | null;
  if (payment && typeof payment === "object" && payment.x402Version === 2 && Array.isArray(payment.accepts)) {
    return status === 402 ? null : `PaymentRequired answered with ${status}, not 402`;
  }
  const parsed = ErrorResponseSchema.safeParse(body);
  if (!parsed.success) return extra?.(body) ? null : `not the error envelope: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`;
  const { code, request_id, status: detailStatus } = parsed.data.error;
  if (!(code in ERROR_STATUS)) return `unknown error code "${code}" (not in shared/errors.ts)`;
  const expected = ERROR_STATUS[code as keyof typeof ERROR_STATUS];
  if (status !== expected) return `code "${code}" answered with HTTP ${status}, but it maps to ${expected}`;
  if (request_id.length === 0) return "empty request_id";
  if (code === "source_excluded" && detailStatus !== SOURCE_EXCLUDED_STATUS) return `source_excluded without status ${SOURCE_EXCLUDED_STATUS}`;
  if (code !== "source_excluded" && detailStatus !== undefined) return `"status" inside the error of code "${code}"`;
  return null;
}
