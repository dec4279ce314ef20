/** The safe outbound fetcher and its parts; see `safe-fetch.ts` for the threat model. */
export { readCappedBody } from "./capped-body";
export { abortable, type Deadline, startDeadline, withinDeadline } from "./deadline";
export { safeFetchDefaults } from "./defaults";
export { DEFAULT_DOH_ENDPOINT, type DohResolverOptions, dohResolver } from "./doh-resolver";
export { type ParsedIp, parseIpLiteral } from "./ip-parse";
export { classifyIp, type IpRange, isPublicIp, isReachableRange } from "./ip-ranges";
export type { Resolver } from "./resolver";
export { staticResolver } from "./static-resolver";
export { type SafeFetchOptions, type SafeResponse, safeFetch } from "./safe-fetch";
export { SafeFetchError, type SafeFetchFailure } from "./safe-fetch-error";
export {
  assertSourceAllowed,
  loadSourceExclusions,
  SOURCE_EXCLUSIONS_CACHE_MS,
  type SourceExclusionEnv,
  sourceExclusionHook,
  type SourceExclusionStore,
} from "./source-exclusion-list";
export {
  assertNotExcluded,
  exclusionOf,
  formatSourceExclusions,
  InvalidSourceExclusion,
  isExcluded,
  parseSourceExclusion,
  parseSourceExclusions,
  SOURCE_EXCLUSIONS_KEY,
  type SourceExclusion,
  sourceExcludedError,
} from "./source-exclusions";
export { type SubrequestBudget, subrequestBudget } from "./subrequest-budget";
export { type TargetPolicy, validateTargetUrl } from "./target-url";
