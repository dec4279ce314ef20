import { ErrorResponseSchema } from "@shared/http/envelope";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorResponseSchema } } });

/** Error answers of the keyed primitives, for /openapi.json. */
export const primitiveErrors = {
  400: error("invalid_request: invalid or unsafe target / domain, or content that cannot be converted"),
  401: error("invalid_or_expired_token"),
  402: error("topup_required: the balance is below the price (2 credits)"),
  403: error("not_entitled"),
  404: error("not_found: the page or homepage is missing or not public"),
  429: error("rate_limited (Retry-After)"),
  451: error("source_excluded: the operators exclude this source (status 45101, detail says what to do); nothing is charged or fetched"),
  502: error("upstream_unavailable: the site is unreachable, slow or answered 5xx"),
  503: error("degraded: a store is unavailable"),
} as const;
