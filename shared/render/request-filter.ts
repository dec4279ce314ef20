/**
 * Which requests of a page being rendered may be fetched at all, decided before anything leaves.
 * The target rules are the safe fetcher's own (`validateTargetUrl` here, then `safeFetch` resolves
 * the name and checks every address and hop exactly as for any other outbound URL): this file adds
 * only what is particular to a page — the kinds of request a text reading never needs — and the
 * operators' source exclusion list, so a page cannot pull an excluded source in as a script, a
 * frame, a fetch or a navigation (docs/rendering.md#source-exclusions).
 */
import { exclusionOf, SafeFetchError, type SourceExclusion, type TargetPolicy, validateTargetUrl } from "../net";

/**
 * Resource types (CDP `Network.ResourceType`) never loaded: images, media and fonts add nothing to
 * the text; pings, beacons and reports only tell someone we were there; manifests and signed
 * exchanges are not content; prefetches are for a navigation that will not happen.
 */
const NEVER_LOADED = new Set(["Image", "Media", "Font", "Ping", "CSPViolationReport", "Manifest", "SignedExchange", "Prefetch", "TextTrack"]);

/** A page reads; it does not write. GraphQL and search APIs read with POST, so POST stays. */
const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

export type RequestVerdict =
  | { allowed: true; url: URL }
  /** `excludedBy`: the exclusion entry that refused it, when that was the reason. */
  | { allowed: false; reason: string; excludedBy?: SourceExclusion };

export interface PageRequest {
  url: string;
  method: string;
  /** CDP's resource type of the request (`Document`, `Script`, `XHR`, `Image`, ...). */
  resourceType: string;
  headers: Record<string, string>;
}

/**
 * The synchronous half of the decision: kind of request, method, the target's syntax, scheme,
 * port and address literal, and the source exclusion list (`exclusions`, as
 * `loadSourceExclusions` read it). A request that passes is fetched with `safeFetch`, which
 * resolves its name and refuses non-public addresses; nothing else is fetched.
 */
export function screenPageRequest(request: PageRequest, policy: TargetPolicy, exclusions: readonly SourceExclusion[]): RequestVerdict {
  if (NEVER_LOADED.has(request.resourceType)) return { allowed: false, reason: `${request.resourceType} not loaded` };
  if (isPrefetch(request.headers)) return { allowed: false, reason: "prefetch not loaded" };
  if (!METHODS.has(request.method.toUpperCase())) return { allowed: false, reason: `method ${request.method} not allowed` };
  let url: URL;
  try {
    url = validateTargetUrl(request.url, policy);
  } catch (error) {
    if (error instanceof SafeFetchError) return { allowed: false, reason: error.message };
    throw error;
  }
  const excludedBy = exclusionOf(exclusions, url);
  if (excludedBy !== null) return { allowed: false, reason: "source excluded", excludedBy };
  return { allowed: true, url };
}

/** `<link rel=prefetch>` and speculation rules mark their requests so (Chrome: `Sec-Purpose`, older `Purpose`). */
function isPrefetch(headers: Record<string, string>): boolean {
  for (const [name, value] of Object.entries(headers)) {
    const n = name.toLowerCase();
    if ((n === "sec-purpose" || n === "purpose") && /prefetch|prerender/i.test(value)) return true;
  }
  return false;
}
