import { createRoute, z } from "@hono/zod-openapi";
import type { Env } from "hono";
import { createRouter } from "./router";

/**
 * Runs a call once per readiness probe: the checks of one `/fetcher/readyz` that ask for the same
 * `key` share one call (one D1 query or one gate request answers two checks); the next probe calls
 * again. Probes are cheap to send often, so each costs as few store round trips as it can.
 */
export type ProbeOnce = <T>(key: string, call: () => Promise<T>) => Promise<T>;

/** A named dependency probe: resolves "ok" or a short reason. */
export interface ReadinessCheck<E extends Env> {
  name: string;
  check: (env: E["Bindings"], once: ProbeOnce) => Promise<"ok" | string>;
}

function probeOnce(): ProbeOnce {
  const calls = new Map<string, Promise<unknown>>();
  return <T>(key: string, call: () => Promise<T>) => {
    let pending = calls.get(key) as Promise<T> | undefined;
    if (!pending) calls.set(key, (pending = call()));
    return pending;
  };
}

const PROBE_TIMEOUT_MS = 2_000;

/** One probe, "timeout" after `PROBE_TIMEOUT_MS`; the timer is cleared as soon as the probe settles. */
async function runCheck<E extends Env>(probe: ReadinessCheck<E>, env: E["Bindings"], once: ProbeOnce): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve("timeout"), PROBE_TIMEOUT_MS)));
    return await Promise.race([probe.check(env, once), timeout]);
  } catch (err) {
    return err instanceof Error ? `unreachable: ${err.name}` : "unreachable";
  } finally {
    clearTimeout(timer);
  }
}

export const HealthSchema = z.strictObject({ status: z.literal("ok") }).openapi("Health");
export const ReadinessSchema = z
  .strictObject({
    status: z.enum(["ready", "not_ready"]),
    checks: z.record(z.string(), z.string()).openapi({ description: 'Each dependency: "ok", or the reason it is not.', example: { database: "ok", auth: "ok" } }),
  })
  .openapi("Readiness");

const healthzRoute = createRoute({
  method: "get",
  path: "/fetcher/healthz",
  tags: ["health"],
  summary: "Liveness: the process is up",
  security: [],
  responses: { 200: { description: "Up", content: { "application/json": { schema: HealthSchema } } } },
});

const readyzRoute = createRoute({
  method: "get",
  path: "/fetcher/readyz",
  tags: ["health"],
  summary: "Readiness: every dependency this host needs is reachable",
  security: [],
  responses: {
    200: { description: "Ready", content: { "application/json": { schema: ReadinessSchema } } },
    503: { description: "Not ready; the failing dependency is named", content: { "application/json": { schema: ReadinessSchema } } },
  },
});

/** `/fetcher/healthz` (process is up) and `/fetcher/readyz` (dependencies reachable, else 503); both in /openapi.json. */
export function healthRoutes<E extends Env>(checks: ReadinessCheck<E>[]) {
  const app = createRouter<E>();
  app.openapi(healthzRoute, (c) => c.json({ status: "ok" as const }, 200));
  app.openapi(readyzRoute, async (c) => {
    const once = probeOnce();
    const results = await Promise.all(checks.map(async (p) => [p.name, await runCheck(p, c.env, once)] as const));
    const ready = results.every(([, r]) => r === "ok");
    return ready
      ? c.json({ status: "ready" as const, checks: Object.fromEntries(results) }, 200)
      : c.json({ status: "not_ready" as const, checks: Object.fromEntries(results) }, 503);
  });
  return app;
}
