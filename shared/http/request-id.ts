import type { MiddlewareHandler } from "hono";

/** A caller's `X-Request-Id` is echoed only when short and made of safe characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:\-]{1,128}$/;

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
