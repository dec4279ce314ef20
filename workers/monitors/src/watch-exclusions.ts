/**
 * A watch's target and the source exclusion list (docs/watches.md#excluded-sources): creating a
 * watch of an excluded source is 451 `source_excluded`. Checked are the page the user named (a URL
 * target), the domain's homepage and each start URL a run would fetch; pages that discovery finds
 * later are checked by the engine before each fetch (an excluded one is not fetched).
 */
import { domainSource } from "@shared/brand/brand-site";
import { assertNotExcluded, loadSourceExclusions, type SourceExclusionEnv } from "@shared/net";
import type { NormalizedTarget } from "@shared/watches/target";

export async function assertWatchTargetAllowed(env: SourceExclusionEnv, raw: string, target: NormalizedTarget): Promise<void> {
  const list = await loadSourceExclusions(env);
  const named = /^https?:\/\//i.test(raw.trim()) ? [raw.trim()] : [];
  for (const source of [...named, domainSource(target.domain).href, ...target.origins]) assertNotExcluded(list, source);
}
