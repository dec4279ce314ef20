import { createRoute, z } from "@hono/zod-openapi";
import type { Env } from "hono";
import { createRouter } from "./router";

/** A named dependency probe: resolves "ok" or a short reason. */
export interface ReadinessCheck<E extends Env> {
  name: string;
  check: (env: E["Bindings"]) => Promise<"ok" | string>;
}

const PROBE_TIMEOUT_MS = 2_000;

async function runCheck<E extends Env>(probe: ReadinessCheck<E>, env: E["Bindings"]): Promise<string> {
  try {
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve("timeout"), PROBE_TIMEOUT_MS));
    return await Promise.race([probe.check(env), timeout]);
  } catch (err) {
    return err instanceof Error ? `unreachable: ${err.name}` : "unreachable";
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
    const results = await Promise.all(checks.map(async (p) => [p.name, await runCheck(p, c.env)] as const));
    const ready = results.every(([, r]) => r === "ok");
    return ready
      ? c.json({ status: "ready" as const, checks: Object.fromEntries(results) }, 200)
      : c.json({ status: "not_ready" as const, checks: Object.fromEntries(results) }, 503);
  });
  return app;
}
