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

/** `/fetcher/healthz` (process is up) and `/fetcher/readyz` (dependencies reachable, else 503). */
export function healthRoutes<E extends Env>(checks: ReadinessCheck<E>[]) {
  const app = createRouter<E>();
  app.get("/fetcher/healthz", (c) => c.json({ status: "ok" }));
  app.get("/fetcher/readyz", async (c) => {
    const results = await Promise.all(checks.map(async (p) => [p.name, await runCheck(p, c.env)] as const));
    const ready = results.every(([, r]) => r === "ok");
    return c.json({ status: ready ? "ready" : "not_ready", checks: Object.fromEntries(results) }, ready ? 200 : 503);
  });
  return app;
}
