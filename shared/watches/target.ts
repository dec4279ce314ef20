/**
 * Watch target normalization (DECISIONS §5; docs/watches.md#target): a domain (`acme.com`) or an
 * https URL (`https://www.acme.com/pricing`). `entity.domain` is the normalized domain: lowercase,
 * no trailing dot, no leading `www.`. A URL's origin is where its pages are fetched from, and the
 * page it names is watched beside what discovery finds (docs/watches.md#target); a domain is
 * fetched as `https://domain/` (then `http://domain/` when no connection can be made), and in the
 * harness (`SVC_HARNESS=1`) an IPv4 loopback literal is a test site over plain http. Every check
 * is the brand domain rule and the one safe fetcher's target rule.
 */
import { homepageCandidates } from "../brand/brand-site";
import { validateBrandDomain } from "../brand/brand-domain";
import { sha256Hex } from "../auth/keys";
import { isHarness } from "../config";
import { ApiError } from "../errors";
import { validateTargetUrl } from "../net";

export interface NormalizedTarget {
  domain: string;
  /** Start URLs to try, in order (the first that connects is the site's home page). */
  origins: string[];
  /**
   * The page a URL target names (`https://acme.com/pricing`), watched beside what discovery finds
   * for every topic it serves; null for a domain or the site's root.
   */
  page: string | null;
}

const field = (why: string) => new ApiError("invalid_request", `Invalid body field "target": ${why}`);

export function normalizeTarget(raw: string, env: { SVC_HARNESS?: string }): NormalizedTarget {
  const target = raw.trim();
  const harness = isHarness(env);
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    let url: URL;
    try {
      // https only; in the harness http stays allowed for loopback and private addresses.
      url = validateTargetUrl(target, { allowPrivate: harness, requireHttps: true });
    } catch (err) {
      throw field(`${err instanceof Error ? err.message : "is not a valid URL"} (give a domain or an https URL).`);
    }
    const domain = checkedDomain(url.hostname, harness);
    const origin = `${url.protocol}//${url.host}/`;
    url.hash = "";
    return { domain, origins: [origin], page: url.href === origin ? null : url.href };
  }
  if (/[/?#@:]/.test(target)) throw field("must be a domain such as example.com or an https URL.");
  const domain = checkedDomain(target, harness);
  return { domain, origins: homepageCandidates(domain, env).map((u) => u.href), page: null };
}

function checkedDomain(host: string, harness: boolean): string {
  const bare = host.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
  try {
    return validateBrandDomain(bare, { allowPrivate: harness });
  } catch (err) {
    throw field(err instanceof Error ? err.message : "is not a valid domain.");
  }
}

/** The entity of a domain: the same company has the same id in every watch and workspace. */
export async function entityIdOf(domain: string): Promise<string> {
  return `ent_${(await sha256Hex(`entity:${domain}`)).slice(0, 24)}`;
}
