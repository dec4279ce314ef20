/**
 * Answers of the services the mcp worker calls (api routes, the api's gate, the pdf entrypoint)
 * come back as HTTP responses carrying the service's own error envelope. This turns a failed one
 * back into the ApiError it was made from (same code, status, message and limit headers), so the
 * mcp worker relays it unchanged, whether as an HTTP answer or as a tool error.
 */
import { ApiError, ERROR_STATUS, type ErrorCode } from "@shared/errors";

/** Headers a client needs to act on a relayed error. */
const RELAYED_HEADERS = ["Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "PAYMENT-REQUIRED"];

interface EnvelopeLike {
  error?: { code?: unknown; message?: unknown; detail?: unknown; continuation?: unknown } | string;
  code?: unknown;
  x402Version?: unknown;
}

const isCode = (code: unknown): code is ErrorCode => typeof code === "string" && Object.hasOwn(ERROR_STATUS, code);

/** The ApiError a non-2xx answer of `service` stands for; never throws. */
export async function answerError(res: Response, service: string): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as EnvelopeLike | null;
  const headers: Record<string, string> = {};
  for (const name of RELAYED_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // The one error body that is not an envelope: the contract's CreditTopupRequired (402).
  if (body?.code === "topup_required") {
    return new ApiError("topup_required", "The credit balance is below the price of this call; top up to continue.", { extra: { ...body }, headers });
  }
  // The other: x402's PaymentRequired (402; a key short of credits where x402 is on), relayed whole
  // so the agent sees the price and how to pay or top up, not a made-up outage.
  if (res.status === 402 && body !== null && typeof body.x402Version === "number") {
    const reason = typeof body.error === "string" ? body.error : "This call requires a payment.";
    return new ApiError("payment_required", reason, { extra: { ...body }, headers });
  }
  const error = typeof body?.error === "object" ? body.error : undefined;
  const code = error?.code;
  if (isCode(code) && typeof error?.message === "string") {
    const { detail, continuation } = error;
    return new ApiError(code, error.message, {
      headers,
      status: res.status,
      ...(typeof detail === "string" ? { detail } : {}),
      ...(continuation !== undefined ? { extra: { continuation } } : {}),
    });
  }
  return new ApiError("upstream_unavailable", `The ${service} service failed; retry later.`, { internal: `${service} answered ${res.status}` });
}

/** Calls a service binding; a binding that cannot be reached is 502, like any unreachable upstream. */
export async function callService(binding: Fetcher, service: string, request: Request): Promise<Response> {
  try {
    return await binding.fetch(request);
  } catch (err) {
    throw new ApiError("upstream_unavailable", `The ${service} service is unreachable; retry later.`, { internal: String(err), cause: err });
  }
}
