import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";

const root = path.join(import.meta.dirname, "../..");

/** A provider stand-in that echoes what the front door forwarded, so tests can see it. */
const echoProvider = (name: string, entrypoint = "ProviderRpc") => ({
  name,
  modules: true,
  compatibilityDate: "2026-04-01",
  script: `import { WorkerEntrypoint } from "cloudflare:workers";
  async function answer(req) {
    const url = new URL(req.url);
    if (url.pathname === "/__status") return Response.json({ status: "available", circuit: "closed" });
    if (url.searchParams.get("fail") === "1") return Response.json({ error: { code: "upstream_unavailable", message: "x", request_id: req.headers.get("x-request-id") } }, { status: 502 });
    const status = Number(url.searchParams.get("status") ?? 0);
    if (status >= 400) return Response.json({ error: { code: { 404: "not_found", 429: "rate_limited", 503: "degraded" }[status] ?? "upstream_unavailable", message: "x", request_id: req.headers.get("x-request-id") } }, { status });
    const body = req.method === "POST" || req.method === "PATCH" ? await req.text() : null;
    return Response.json({ data: { provider: "${name}", method: req.method, path: url.pathname, body, workspace: req.headers.get("x-svc-workspace-id"), org: req.headers.get("x-svc-org-id"), client_ip: req.headers.get("x-svc-client-ip") }, meta: { request_id: req.headers.get("x-request-id") } });
  }
  const ticks = [];
  export default { fetch: answer };
  export class ${entrypoint} extends WorkerEntrypoint {
    fetch(req) { return new URL(req.url).pathname === "/__ticks" ? Response.json(ticks) : answer(req); }
    async answer(method, url, headers, body) { const res = await answer(new Request(url, { method, headers, body })); return { status: res.status, headers: [...res.headers], body: await res.arrayBuffer() }; }
    tick(now) { ticks.push(now); return { runs: 0, inits: 0, syncs: 0, deliveries: 0 }; }
  }`,
});

/**
 * Stand-ins for the md and brand gateways behind the MD/BRAND bindings (their own tiers test them:
 * tests/md, tests/primitives). A target whose host starts with `fail` fails (502, as an unreachable
 * site does); any other gets a minimal success, so the front door's paid and refunded paths can run.
 */
const primitiveStubs = () => ({
  modules: true,
  compatibilityDate: "2026-04-01",
  script: `import { WorkerEntrypoint } from "cloudflare:workers";
  const id = (req) => req.headers.get("x-request-id");
  const answer = (req, data) => Response.json({ data, meta: { request_id: id(req) } });
  const failed = (req) => Response.json({ error: { code: "upstream_unavailable", message: "stub: the site failed", request_id: id(req) } }, { status: 502 });
  const page = (host) => ({ url: "https://" + host + "/", title: "Stub", content: "# Stub" });
  export class MdInternal extends WorkerEntrypoint {
    fetch(req) {
      const target = new URL(new URL(req.url).searchParams.get("url"));
      return target.hostname.startsWith("fail") ? failed(req) : answer(req, page(target.hostname));
    }
  }
  export class BrandInternal extends WorkerEntrypoint {
    fetch(req) {
      const [, , kind, raw] = new URL(req.url).pathname.split("/");
      const domain = decodeURIComponent(raw);
      if (domain.startsWith("fail")) return failed(req);
      if (kind !== "research") return answer(req, { domain });
      const errors = { brand: "upstream_unavailable", styleguide: "upstream_unavailable", logo: "upstream_unavailable" };
      return answer(req, { domain, markdown: page(domain), errors });
    }
  }
  export default { fetch() { return new Response("stub", { status: 404 }); } };`,
});

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, "wrangler.toml") },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(path.join(root, "d1-migrations")),
          CURSOR_SECRET: "test-cursor-secret-0123456789abcdef",
          SVC_HARNESS: "1",
          SVC_TRUST_CLIENT_IP_HEADER: "1",
          SVC_X402_PAY_TO: "0x1111111111111111111111111111111111111111",
        },
        workers: [...["news", "apps", "video", "social"].map((name) => echoProvider(name)), echoProvider("monitors", "MonitorsRpc"), { name: "md", ...primitiveStubs() }, { name: "brand", ...primitiveStubs() }],
      },
    }),
  ],
  resolve: { alias: sharedAlias },
  test: {
    name: "api",
    include: [path.join(import.meta.dirname, "**/*.test.ts")],
    setupFiles: [path.join(import.meta.dirname, "apply-migrations.ts")],
    globalSetup: [path.join(import.meta.dirname, "facilitator.setup.ts"), path.join(import.meta.dirname, "official-facilitator.setup.ts")],
  },
}));
