/**
 * Harness-only fault injection for the soak-and-fault bench (bench/soak/run.mjs): marks a store of
 * this worker as down, so every request meets the error a real outage throws and the code that
 * uses the store must fail closed (503 `degraded`, never a 500 or a free pass).
 *
 *   POST /__harness/faults {"down": ["quota", "db"]}   which stores are down from now on ([] = none)
 *
 * "quota" makes the rate limiters throw on use: the QUOTA namespace (anonymous quotas, claim
 * limits) and the CREDITS namespace (its objects hold the keyed minute windows, docs/front-door.md); "db" makes
 * the D1 database throw `D1_ERROR` on every statement. The state lives in this isolate only, and
 * the route and the switch exist only with `SVC_HARNESS=1`: outside the harness the route is a 404
 * and the bindings are never touched.
 */
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { isHarness } from "@shared/config";
import { ApiError } from "@shared/errors";
import type { ApiEnv } from "./env";

const STORES = ["quota", "db"] as const;
type Store = (typeof STORES)[number];
const FaultsSchema = z.object({ down: z.array(z.enum(STORES)).max(STORES.length) }).strict();

const down = new Set<Store>();

const fail = (store: Store) => (): never => {
  throw new Error(`${store === "db" ? "D1_ERROR: " : ""}${store} is down (injected fault)`);
};

/** A Durable Object namespace whose objects cannot be reached. */
const downNamespace = () => new Proxy({}, { get: () => fail("quota") });
/** A D1 database whose every statement fails. */
const downDatabase = () => new Proxy({}, { get: () => fail("db") });

/** Middleware: while a store is down (harness only), this request sees it down. */
export const harnessFaults: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (down.size > 0 && isHarness(c.env)) {
    c.env = { ...c.env, ...(down.has("quota") ? { QUOTA: downNamespace(), CREDITS: downNamespace() } : {}), ...(down.has("db") ? { DB: downDatabase() } : {}) } as typeof c.env;
  }
  await next();
};

/** `POST /__harness/faults`: sets which stores are down; answers the new set. */
export async function setHarnessFaults(c: Context<ApiEnv>): Promise<Response> {
  if (!isHarness(c.env)) return c.notFound();
  const parsed = FaultsSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError("invalid_request", `Body must be {"down": [${STORES.map((s) => `"${s}"`).join(", ")}]} (any subset).`);
  down.clear();
  for (const store of parsed.data.down) down.add(store);
  return c.json({ down: [...down] });
}
