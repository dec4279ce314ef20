/**
 * Research and the source exclusion list (docs/research.md#excluded-targets): a request whose every
 * target is excluded is refused with 451 `source_excluded` before admission (nothing charged,
 * nothing fetched). When only some are, the request runs: the brand worker reports each excluded
 * target with every primitive failing `source_excluded` and fetches nothing for it, and the
 * target is refunded like any failed one.
 */
import { domainSource } from "@shared/brand/brand-site";
import { assertNotExcluded, isExcluded, loadSourceExclusions, type SourceExclusionEnv } from "@shared/net";

export async function refuseWhollyExcluded(env: SourceExclusionEnv, targets: readonly string[]): Promise<void> {
  const list = await loadSourceExclusions(env);
  if (targets.every((domain) => isExcluded(list, domainSource(domain)))) assertNotExcluded(list, domainSource(targets[0]!));
}
