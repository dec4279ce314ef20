/**
 * deploy:check and the deploy plan, on this repository's configs and on a deliberately broken
 * one (tests/fixtures/deploy): a production config that misses anything fails the check.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM scripts without type declarations
import { configProblems, linkProblems } from "../../scripts/deploy-check.mjs";
// @ts-expect-error: plain ESM scripts without type declarations
import { DEPLOYED, HOST_URLS, requiredOf } from "../../scripts/deploy-plan.mjs";
// @ts-expect-error: plain ESM scripts without type declarations
import { deployOrder, placeholderDomains, placeholdersIn, withIds } from "../../scripts/deploy.mjs";

const root = path.join(import.meta.dirname, "../..");
const fixtures = path.join(import.meta.dirname, "../fixtures/deploy");

interface Host {
  name: string;
  port?: number;
  config: string;
}
interface HostUrl {
  placeholder: string;
  urlVar: string;
  host: string;
}
const PUBLIC_HOSTS = (DEPLOYED as Host[]).filter((h) => h.port !== undefined);

/** A scratch root holding a copy of one worker's real config with `edit` applied (same relative path). */
const scratch = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let copies = 0;
function editedCopy(host: Host, edit: (toml: string) => string): string {
  const dir = path.join(scratch, String(++copies));
  mkdirSync(path.dirname(path.join(dir, host.config)), { recursive: true });
  writeFileSync(path.join(dir, host.config), edit(readFileSync(path.join(root, host.config), "utf8")));
  return dir;
}
const withVar = (name: string, value: string | null) => (toml: string) => {
  const line = new RegExp(`^${name} = .*$`, "m");
  expect(toml, `${name} is set in the real config`).toMatch(line);
  return toml.replace(line, value === null ? "" : `${name} = "${value}"`);
};

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
    expect(linkProblems({ root, hosts: DEPLOYED })).toEqual([]);
  });
});

describe("deploy:check and the host URLs (links given to agents)", () => {
  it("holds every public host of the list of workers to every host URL, and a new public host too", () => {
    expect(PUBLIC_HOSTS.map((h) => h.name).sort()).toEqual(["api", "brand", "mcp", "md", "pdf", "platform"]);
    const urlVars = (HOST_URLS as HostUrl[]).map((h) => h.urlVar);
    expect(urlVars.sort()).toEqual(["SVC_BASE_URL", "SVC_BRAND_URL", "SVC_MCP_URL", "SVC_MD_URL", "SVC_PDF_URL", "SVC_PLATFORM_URL"]);
    for (const host of PUBLIC_HOSTS) expect(requiredOf(host).vars, host.name).toEqual(expect.arrayContaining(urlVars));
    expect(requiredOf({ name: "a-new-public-host", port: 8799 }).vars).toEqual(expect.arrayContaining(urlVars));
    expect(requiredOf({ name: "a-new-service" }).vars).toEqual([]);
  });

  // One case per public host and host URL: the copy of the real config without that one variable.
  const cases = PUBLIC_HOSTS.flatMap((host) => (HOST_URLS as HostUrl[]).map((link) => ({ host, link })));
  it.each(cases.map((c) => [c.host.name, c.link.urlVar, c] as const))("fails %s without %s, naming the worker and the variable", (_h, _v, { host, link }) => {
    const problems: string[] = configProblems({ root: editedCopy(host, withVar(link.urlVar, null)), host });
    expect(problems).toEqual([
      `${host.config} [env.production]: variable ${link.urlVar} is required: the ${host.name} worker gives agents links to {${link.placeholder}} (the ${link.host} host's public URL)`,
    ]);
  });

  it("fails a host URL that is not a public https address (loopback, private, plain http, a bare name)", () => {
    const md = PUBLIC_HOSTS.find((h) => h.name === "md")!;
    for (const bad of ["http://127.0.0.1:8788", "https://127.0.0.1", "https://localhost:8788", "http://md.example.com", "https://[::1]", "https://md", "not a url"]) {
      const problems: string[] = configProblems({ root: editedCopy(md, withVar("SVC_PLATFORM_URL", bad)), host: md });
      expect(problems, bad).toEqual([`${md.config} [env.production]: variable SVC_PLATFORM_URL must be a public https URL given to agents (got "${bad}")`]);
    }
  });

  it("fails a host URL that is not a route of the worker serving that host", () => {
    const md = PUBLIC_HOSTS.find((h) => h.name === "md")!;
    const dir = editedCopy(md, withVar("SVC_BRAND_URL", "https://brands.example.com"));
    const hosts = PUBLIC_HOSTS.map((h) => (h.name === "md" ? h : { ...h, config: path.relative(dir, path.join(root, h.config)) }));
    expect(linkProblems({ root: dir, hosts })).toEqual([
      `${md.config} [env.production]: SVC_BRAND_URL is https://brands.example.com, but brands.example.com is not a route of the brand worker (brand.example.com)`,
    ]);
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
