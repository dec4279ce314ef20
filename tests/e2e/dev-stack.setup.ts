/**
 * Starts the real dev stack (`node scripts/dev.mjs`, what `npm run dev` runs) on a fresh state
 * folder with a dev key, and stops it after the run. Tests reach it over HTTP on the host table's
 * ports (tests/support/stack.ts). With `SVC_CONTRACT_BASE_URL` set, nothing is started: the tests
 * run against that deployment with `SVC_CONTRACT_KEY` / `SVC_CONTRACT_UNSCOPED_KEY`.
 */
import type { TestProject } from "vitest/node";
import { type FakeSite, startFakeSite } from "../fixtures/sites/fake-site.mjs";
import { type FakeUpstream, startFakeUpstream } from "../fakes/upstream-server.mjs";
import { deploymentUnderTest } from "../support/stack";
import { type DevStack, startDevStack } from "./dev-stack";
import { ensureChromium } from "./chromium-install";

export const E2E_DEV_KEY = `svc_test_${"e2e0".repeat(16)}`;
export const E2E_UNSCOPED_KEY = `svc_test_${"0e2e".repeat(16)}`;
/** The stack's source exclusions: every page of localhost, /docs of 127.0.0.1, and the harness domain excluded.test. */
export const E2E_SOURCE_EXCLUSIONS = "localhost, 127.0.0.1/docs, excluded.test";

/** Harness domains → the fake site: acme.test, and excluded.test (with a subdomain) that a read would reach if it were not excluded. */
const brandOverrides = (siteUrl: string) =>
  [`acme.test=${siteUrl}/acme/`, `excluded.test=${siteUrl}/acme/?excluded=root`, `www.excluded.test=${siteUrl}/acme/?excluded=www`].join(",");

let stack: DevStack | undefined;
/** A local fake web site the gateways read in harness mode (brand: acme.test is pointed at it). */
let site: FakeSite | undefined;
/** The fake HN/iTunes/App Store upstream the news and apps providers read (SVC_UPSTREAM_*). */
let upstream: FakeUpstream | undefined;

export async function setup(project: TestProject) {
  if (deploymentUnderTest()) {
    project.provide("devKey", process.env.SVC_CONTRACT_KEY ?? "");
    project.provide("unscopedKey", process.env.SVC_CONTRACT_UNSCOPED_KEY ?? "");
    project.provide("siteUrl", "");
    project.provide("upstreamUrl", "");
    return;
  }
  // On a fresh machine, Debian's chromium is installed while the stack starts (see chromium-install.ts).
  // A failed install is reported here; the browser test then fails with its one-line instruction.
  const chromium = ensureChromium().catch((err: Error) => console.error(`[e2e] could not install chromium: ${err.message}`));
  site = await startFakeSite();
  upstream = await startFakeUpstream({ port: 0 });
  stack = await startDevStack({ ...upstream.env(), SVC_DEV_KEY: E2E_DEV_KEY, SVC_DEV_KEY_UNSCOPED: E2E_UNSCOPED_KEY, SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1",
    // The contract files read hundreds of routes with the one dev key in parallel; the minute windows are the api tier's to test.
    SVC_LIMIT_KEY_PER_MIN: "100000", SVC_LIMIT_ORG_PER_MIN: "100000", SVC_BRAND_HOST_OVERRIDE: brandOverrides(site.url),
    // Seeded into the stack's KV at start (tests/e2e/exclusions.e2e.test.ts); nothing else reads these sources.
    SVC_SOURCE_EXCLUSIONS: E2E_SOURCE_EXCLUSIONS });
  await chromium;
  project.provide("devKey", E2E_DEV_KEY);
  project.provide("unscopedKey", E2E_UNSCOPED_KEY);
  project.provide("siteUrl", site.url);
  project.provide("upstreamUrl", upstream.url);
  project.provide("devLogFile", stack.logFile);
}

export async function teardown() {
  await stack?.stop();
  await site?.close();
  await upstream?.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    devKey: string;
    unscopedKey: string;
    upstreamUrl: string;
    /** The dev stack's stdout and stderr since it started. */
    devLogFile: string;
  }
}
