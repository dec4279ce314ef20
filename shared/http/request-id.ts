import type { MiddlewareHandler } from "hono";

/**
 * A caller's `X-Request-Id` is echoed (docs/contract.md#envelope) when it
 * is 1–128 printable ASCII characters without the HTML/shell-special `<>"'&\` and backtick, so an id
 * can never turn into markup where a page shows it; anything else gets a generated `req_<32 hex>`.
 */
const ID_CHARS = String.raw`A-Za-z0-9._:\-/+=@#,;!?$%^*()[\]{}|~`;
/** Inner spaces are allowed (`test run 1`), leading and trailing ones are not. */
const SAFE_REQUEST_ID = new RegExp(`^[${ID_CHARS}](?:[${ID_CHARS} ]{0,126}[${ID_CHARS}])?$`);

export type RequestIdVariables = { requestId: string };

export function pickRequestId(header: string | null | undefined): string {
  return header && SAFE_REQUEST_ID.test(header) ? header : `req_${crypto.randomUUID().replaceAll("-", "")}`;
}

/** Sets `c.var.requestId` and the `X-Request-Id` response header on every answer. */
export function requestId(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async function requestIdMiddleware(c, next) {
    const id = pickRequestId(c.req.header("X-Request-Id"));
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
  };
}
