/**
 * Test tiers (file names say the tier, as in workers-sdk's vitest-pool-workers examples):
 * - unit: shared/ code inside workerd, no bindings.
 * - api: the api worker in workerd with real D1, Durable Objects and stub provider workers.
 * - node: end-to-end over real HTTP against `npm run dev` (outside workerd).
 */
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const TEST_CURSOR_SECRET = "test-cursor-secret-0123456789abcdef";

/** A provider stand-in that echoes what the front door forwarded, so tests can see it. */
const echoProvider = (name: string) => ({
  name,
  modules: true,
  compatibilityDate: "2026-04-01",
  script: `export default { async fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === "/__status") return Response.json({ status: "available", circuit: "closed" });
    if (url.searchParams.get("fail") === "1") return Response.json({ error: { code: "upstream_unavailable", message: "x", request_id: req.headers.get("x-request-id") } }, { status: 502 });
    return Response.json({ data: { provider: "${name}", path: url.pathname, workspace: req.headers.get("x-svc-workspace-id"), client_ip: req.headers.get("x-svc-client-ip") }, meta: { request_id: req.headers.get("x-request-id") } });
  } }`,
});

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "d1-migrations"));
  return {
    test: {
      projects: [
        {
          plugins: [cloudflareTest({ wrangler: { configPath: "./tests/unit/wrangler.toml" } })],
          test: { name: "unit", include: ["tests/unit/**/*.test.ts"] },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations, CURSOR_SECRET: TEST_CURSOR_SECRET, SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1" },
                workers: ["news", "apps", "video", "social"].map(echoProvider),
              },
            }),
          ],
          test: { name: "api", include: ["tests/api/**/*.test.ts"], setupFiles: ["./tests/api/apply-migrations.ts"] },
        },
      ],
    },
  };
});
