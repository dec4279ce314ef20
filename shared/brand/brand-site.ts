/**
 * Where a domain's homepage is fetched from: `https://domain/`, then `http://domain/` only when no
 * connection could be made (docs/contract.md#gateways). In the harness a domain may instead be pointed at a
 * local fake site with `SVC_BRAND_HOST_OVERRIDE` (docs/gateways.md), and an IPv4 loopback literal
 * (`127.0.0.2`, accepted by `validateBrandDomain` only in the harness) is the test site served on
 * that address's port 80 over plain http (docs/contract.md#gateways); nowhere else.
 */
import { isHarness, setting } from "../config";
import type { SourceExclusionEnv } from "../net";
import { isHarnessLoopbackDomain } from "./brand-domain";

/** What the brand and research pipelines read from a worker's environment (the exclusion list among it). */
export interface BrandSiteEnv extends SourceExclusionEnv {
  SVC_HARNESS?: string;
  /**
   * Harness only (`SVC_HARNESS=1`): `domain=url` pairs, comma-separated, that point a domain's
   * homepage at a local fake site, e.g. `acme.test=http://127.0.0.1:8798/acme/`. Ignored otherwise.
   */
  SVC_BRAND_HOST_OVERRIDE?: string;
}

/** The source a domain stands for, as the exclusion list sees it: its homepage on its own name. */
export const domainSource = (domain: string): URL => new URL(`https://${domain}/`);

export function homepageCandidates(domain: string, env: BrandSiteEnv): URL[] {
  const override = harnessOverride(domain, env);
  if (override) return [override];
  if (isHarness(env) && isHarnessLoopbackDomain(domain)) return [new URL(`http://${domain}/`)];
  return [new URL(`https://${domain}/`), new URL(`http://${domain}/`)];
}

function harnessOverride(domain: string, env: BrandSiteEnv): URL | null {
  const pairs = setting(env, "SVC_BRAND_HOST_OVERRIDE");
  if (!pairs) return null;
  for (const pair of pairs.split(",")) {
    const at = pair.indexOf("=");
    if (at === -1 || pair.slice(0, at).trim().toLowerCase() !== domain) continue;
    try {
      return new URL(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
