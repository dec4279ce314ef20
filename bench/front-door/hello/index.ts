/**
 * Baseline for bench/front-door: a bare Hono hello-world worker. It answers the same envelope
 * shape, body size and `X-Request-Id` header as the keyed path, so only the work differs.
 */
import { Hono } from "hono";

const REQUEST_ID = `req_${"0".repeat(32)}`;
const app = new Hono();
app.get("*", (c) => c.json({ data: [{ id: 1 }], meta: { request_id: REQUEST_ID } }, 200, { "X-Request-Id": REQUEST_ID }));
export default app;
