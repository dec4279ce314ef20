import type { ReadinessCheck } from "@shared/http/health";
import type { PlatformEnv } from "./env";
import { setting } from "@shared/config";

/**
 * D1 (workspaces and keys) and what sign-in needs: a session secret and a configured issuer. The
 * platform's own URL is a host URL: createWorkerApp adds those to `auth` (shared/http/host-urls.ts).
 */
export const platformReady: ReadinessCheck<PlatformEnv>[] = [
  { name: "database", check: async (env) => ((await env.DB.prepare("SELECT 1 AS ok").first("ok")) === 1 ? "ok" : "unexpected answer") },
  {
    name: "auth",
    check: async (env) =>
      !env.SESSION_SECRET || env.SESSION_SECRET.length < 32
        ? "session secret missing"
        : !setting(env, "SVC_UPSTREAM_OIDC_ISSUER")
          ? "identity provider not configured"
          : "ok",
  },
];
