/**
 * deploy:check and the deploy plan, on this repository's configs and on a deliberately broken
 * one (tests/fixtures/deploy): a production config that misses anything fails the check.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM scripts without type declarations
import { configProblems } from "../../scripts/deploy-check.mjs";
// @ts-expect-error: plain ESM scripts without type declarations
import { DEPLOYED } from "../../scripts/deploy-plan.mjs";
// @ts-expect-error: plain ESM scripts without type declarations
import { deployOrder, placeholderDomains, placeholdersIn, withIds } from "../../scripts/deploy.mjs";

const root = path.join(import.meta.dirname, "../..");
const fixtures = path.join(import.meta.dirname, "../fixtures/deploy");

describe("deploy:check", () => {
  it("finds every missing route, binding, variable and secret declaration of a broken production config", () => {
    const problems: string[] = configProblems({ root: fixtures, host: { name: "api", port: 8787, config: "broken-api/wrangler.toml" } });
    const expected = [
      /name must be "api"/,
      /public host without a route/,
      /workers_dev must be false/,
      /binding CACHE \(kv_namespaces\)/,
      /binding JOBS \(queues\.producers\)/,
      /binding GREETING \(vars\)/,
      /variable SVC_PLATFORM_URL is required/,
      /secret CURSOR_SECRET must be listed/,
      /SVC_HARNESS is a harness\/dev switch/,
    ];
    for (const pattern of expected) expect(problems.some((p) => pattern.test(p)), `${pattern} in ${JSON.stringify(problems)}`).toBe(true);
    expect(problems.some((p) => /QUOTA/.test(p))).toBe(false);
  });

  it("fails a worker that has no production environment at all", () => {
    expect(configProblems({ root: fixtures, host: { name: "md", port: 8788, config: "no-env/wrangler.toml" } })).toEqual([
      "no-env/wrangler.toml: no [env.production] section",
    ]);
  });

  it("passes every deployed worker of this repository", () => {
    const problems = DEPLOYED.flatMap((host: unknown) => configProblems({ root, host }));
    expect(problems).toEqual([]);
  });
});

describe("npm run deploy's plan", () => {
  it("deploys the services a worker binds before the worker", () => {
    const services: Record<string, string[]> = { mcp: ["api", "pdf"], api: ["news", "md"], pdf: [], news: [], md: [] };
    const order = deployOrder(
      ["mcp", "api", "pdf", "news", "md"].map((name) => ({ name })),
      (name: string) => services[name] ?? [],
    ).map((h: { name: string }) => h.name);
    expect(order.indexOf("api")).toBeGreaterThan(order.indexOf("news"));
    expect(order.indexOf("api")).toBeGreaterThan(order.indexOf("md"));
    expect(order.indexOf("mcp")).toBeGreaterThan(order.indexOf("api"));
    expect(order.indexOf("mcp")).toBeGreaterThan(order.indexOf("pdf"));
  });

  it("replaces each resource placeholder with the id found or created for its name", () => {
    const text = 'database_id = "d1:svc"\nid = "kv:svc-md-cache"\n';
    expect(placeholdersIn(text)).toEqual([
      { kind: "d1", name: "svc" },
      { kind: "kv", name: "svc-md-cache" },
    ]);
    const ids = new Map([
      ["d1:svc", "6f1c0b9e-0000-4000-8000-000000000123"],
      ["kv:svc-md-cache", "a".repeat(32)],
    ]);
    expect(withIds(text, ids)).toBe(`database_id = "6f1c0b9e-0000-4000-8000-000000000123"\nid = "${"a".repeat(32)}"\n`);
    expect(() => withIds('id = "kv:other"', ids)).toThrow(/kv:other/);
  });

  it("refuses routes and URLs still on example.com", () => {
    const found = placeholderDomains({ routes: [{ pattern: "api.example.com", custom_domain: true }], vars: { SVC_PLATFORM_URL: "https://platform.example.com", OTHER: "x" } });
    expect(found).toEqual(["api.example.com", "platform.example.com (SVC_PLATFORM_URL)"]);
    expect(placeholderDomains({ routes: [{ pattern: "api.acme.dev", custom_domain: true }], vars: {} })).toEqual([]);
  });
});
