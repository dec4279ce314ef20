/** Baseline for bench/front-door: a bare Hono hello-world worker. */
import { Hono } from "hono";

const app = new Hono();
app.get("*", (c) => c.json({ data: { hello: "world" }, meta: { request_id: "bench" } }));
export default app;
