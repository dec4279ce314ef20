/** Tool results: a service's JSON answer as text (and structured content), or an error envelope. */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ApiError } from "@shared/errors";
import { errorBody } from "@shared/http/envelope";

/**
 * A tool error (`isError: true`) whose text is the error envelope the HTTP route would answer,
 * e.g. `{"error":{"code":"payload_too_large",…}}`; `_meta` keeps the HTTP status and, for 429 and
 * 503, the `Retry-After` seconds that an HTTP client would read from headers.
 */
export function toolError(err: ApiError, requestId: string): CallToolResult {
  const retryAfter = err.headers["Retry-After"];
  return {
    isError: true,
    content: [{ type: "text", text: JSON.stringify(errorBody(err, requestId)) }],
    _meta: { http_status: err.status, ...(retryAfter === undefined ? {} : { retry_after: Number(retryAfter) }) },
  };
}

/** A successful JSON answer: the body as text, the parsed object as structured content. */
export function jsonResult(text: string, cache: string | null): CallToolResult {
  const json = text.trimEnd();
  return {
    content: [{ type: "text", text: json }],
    structuredContent: JSON.parse(json) as Record<string, unknown>,
    ...(cache === null ? {} : { _meta: { cache } }),
  };
}
