/**
 * Where a domain's homepage is fetched from: `https://domain/`, then `http://domain/` only when no
 * connection could be made (docs/contract.md#gateways). In the harness a domain may instead be pointed at a
 * local fake site with `SVC_BRAND_HOST_OVERRIDE` (docs/gateways.md); nowhere else.
 */
import type { BrandBindings } from "./env";
import { setting } from "../../../shared/config";

export function homepageCandidates(domain: string, env: BrandBindings): URL[] {
  const override = harnessOverride(domain, env);
  if (override) return [override];
  return [new URL(`https://${domain}/`), new URL(`http://${domain}/`)];
}

function harnessOverride(domain: string, env: BrandBindings): URL | null {
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
