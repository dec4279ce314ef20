/**
 * The floor under bench/front-door's bar: the bare hello-world worker plus the hops a keyed request
 * cannot avoid in this architecture, each doing no work. `/rpc` makes one JS RPC call to a no-op
 * entrypoint of a second worker (the provider hop), `/do` one RPC call to a no-op Durable Object
 * method (the store hop), `/both` both. Whatever these cost against the bare worker, the keyed path
 * (which also authenticates, counts, charges and runs a provider) costs at least as much.
 */
import { DurableObject } from "cloudflare:workers";
import { Hono } from "hono";

interface Env {
  NOOP: { ping(method: string, url: string): Promise<string> };
  FLOOR_DO: DurableObjectNamespace<FloorObject>;
}

export class FloorObject extends DurableObject {
  ping(key: string): string {
    return key;
  }
}

const REQUEST_ID = `req_${"0".repeat(32)}`;
const answer = (c: { json: (body: unknown, status: 200, headers: Record<string, string>) => Response }) =>
  c.json({ data: [{ id: 1 }], meta: { request_id: REQUEST_ID } }, 200, { "X-Request-Id": REQUEST_ID });

// As the api does (shared/durable-id.ts): the id is kept per isolate, the stub made per request.
let id: DurableObjectId | null = null;
const object = (env: Env) => env.FLOOR_DO.get((id ??= env.FLOOR_DO.idFromName("floor")));

const app = new Hono<{ Bindings: Env }>();
app.get("/rpc", async (c) => (await c.env.NOOP.ping("GET", c.req.url), answer(c)));
app.get("/do", async (c) => (await object(c.env).ping("key"), answer(c)));
app.get("/both", async (c) => (await object(c.env).ping("key"), await c.env.NOOP.ping("GET", c.req.url), answer(c)));
app.get("*", (c) => answer(c));
export default app;
