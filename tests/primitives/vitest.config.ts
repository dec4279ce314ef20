import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { sharedAlias } from "../support/alias";
import { startFakeSite } from "../fixtures/sites/fake-site.mjs";
import { bundleWorker } from "./build-gateways";

const root = path.join(import.meta.dirname, "../..");

/**
 * The api worker with the real md and brand gateways behind its MD/BRAND bindings, all against a
 * local fake site: the brand gateway (`BRAND_PUBLIC`, its public fetch handler) and the keyed
 * primitives `/v1/brand/*` and `/v1/markdown` (through SELF).
 */
/**
 * A second fake site on an IPv4 loopback address of its own, port 80 (docs/contract.md#gateways: in the harness
 * a domain may be such a literal; test sites are served there on port 80). Binding port 80 needs
 * root or CAP_NET_BIND_SERVICE, as the harness has.
 */
async function startLoopbackSite() {
  for (let attempt = 0; ; attempt++) {
    const b = crypto.getRandomValues(new Uint8Array(3));
    const host = `127.${b[0]}.${b[1]}.${Math.max(2, b[2]! % 255)}`;
    try {
      return { host, site: await startFakeSite({ host, port: 80, unref: true, root: "/acme/" }) };
    } catch (err) {
      if ((err as { code?: string }).code !== "EADDRINUSE" || attempt >= 5) throw err;
    }
  }
}

export default defineConfig(async () => {
  const site = await startFakeSite({ unref: true });
  const loopback = await startLoopbackSite();
  // acme.test and site1.test … site30.test serve the fake Acme homepage (each its own URL, so its own
  // cache copy and hit counter); down.test refuses connections; gone.test answers 404; research1.test …
  // research20.test are the research tests' Acme homepages; pdfhome.test's homepage is a PDF.
  const overrides = [
    `acme.test=${site.url}/acme/`,
    ...Array.from({ length: 30 }, (_, i) => `site${i + 1}.test=${site.url}/acme/?site=${i + 1}`),
    ...Array.from({ length: 20 }, (_, i) => `research${i + 1}.test=${site.url}/acme/?research=${i + 1}`),
    "down.test=http://127.0.0.1:1/",
    `gone.test=${site.url}/gone`,
    `pdfhome.test=${site.url}/paper.pdf`,
    // Source exclusions (keyed-exclusions test): an excluded domain and a subdomain of it, a domain that is not, and a
    // homepage that redirects into an excluded path.
    `excl.test=${site.url}/acme/?excl=root`,
    `www.excl.test=${site.url}/acme/?excl=www`,
    `fine.test=${site.url}/acme/?fine=1`,
    `fine2.test=${site.url}/acme/?fine=2`,
    `hops.test=${site.url}/redirect?to=${encodeURIComponent(`${site.url}/docs/guide?from=hops`)}`,
  ].join(",");
  // SVC_SOURCE_EXCLUSIONS_TTL_S=0: tests change the exclusion list between requests.
  const harness = { SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1", SVC_BRAND_HOST_OVERRIDE: overrides, SVC_SOURCE_EXCLUSIONS_TTL_S: "0" };
  const gateway = async (name: string, entry: string) => {
    const scriptPath = await bundleWorker(path.join(root, entry));
    return {
      name,
      modules: true,
      scriptPath,
      modulesRoot: path.dirname(scriptPath),
      compatibilityDate: "2026-04-01",
      durableObjects: { QUOTA: { className: "QuotaBucket", useSQLite: true } },
      // The api's SOURCE_EXCLUSIONS namespace (same id as in every wrangler.toml), so one list reaches all three.
      kvNamespaces: { CACHE: "CACHE", SOURCE_EXCLUSIONS: "00000000000000000000000000000095" },
      bindings: harness,
    };
  };
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          bindings: {
            ...harness,
            TEST_MIGRATIONS: await readD1Migrations(path.join(root, "d1-migrations")),
            CURSOR_SECRET: "test-cursor-secret-0123456789abcdef",
          },
          kvNamespaces: ["CACHE"],
          serviceBindings: { BRAND_PUBLIC: "brand" },
          workers: [
            await gateway("md", "workers/md/src/index.ts"),
            await gateway("brand", "workers/brand/src/index.ts"),
            ...["news", "apps", "video", "social"].map((name) => ({ name, modules: true, compatibilityDate: "2026-04-01", script: "import { WorkerEntrypoint } from 'cloudflare:workers'; const none = () => new Response(null, { status: 404 }); export default { fetch: none }; export class ProviderRpc extends WorkerEntrypoint { fetch() { return none(); } answer() { return { status: 404, headers: [], body: null }; } }" })),
            { name: "monitors", modules: true, compatibilityDate: "2026-04-01", script: "import { WorkerEntrypoint } from 'cloudflare:workers'; const none = () => new Response(null, { status: 404 }); export default { fetch: none }; export class MonitorsRpc extends WorkerEntrypoint { fetch() { return none(); } answer() { return { status: 404, headers: [], body: null }; } }" },
          ],
        },
      }),
    ],
    resolve: { alias: sharedAlias },
    test: {
      name: "primitives",
      include: [path.join(import.meta.dirname, "**/*.test.ts")],
      setupFiles: [path.join(root, "tests/api/apply-migrations.ts")],
      provide: { siteUrl: site.url, loopbackHost: loopback.host },
    },
  };
});
