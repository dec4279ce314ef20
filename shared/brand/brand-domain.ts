import { parse } from "tldts";
import { ApiError } from "../errors";
import { BRAND_DOMAIN_PATTERN } from "./domain-pattern";

export { BRAND_DOMAIN_PATTERN };

/**
 * Names that never denote a public website: special-use and private-use suffixes (RFC 6761,
 * RFC 6762, RFC 8375, RFC 7686, RFC 9476) and names only meaningful inside a network. A domain
 * equal to an entry, or ending in `.` + an entry, is blocked.
 */
export const BLOCKED_BRAND_SUFFIXES: readonly string[] = [
  "localhost",
  "local",
  "internal",
  "home.arpa",
  "arpa",
  "onion",
  "alt",
  "example",
  "invalid",
  "test",
];

/**
 * Names a harness may use for fake sites: RFC 6761 reserves them, so a harness fake can never be
 * confused with a real brand. They are accepted only with `allowPrivate`; the gateway then maps
 * the name to its fake site (an upstream base-URL override), validation does no mapping.
 */
export const HARNESS_BRAND_SUFFIXES: readonly string[] = ["localhost", "test"];

export interface BrandDomainOptions {
  /**
   * Harness mode (`SVC_HARNESS=1`) only: also accept `localhost`, `*.localhost`, `*.test` and an
   * IPv4 loopback literal such as `127.0.0.2` (docs/contract.md#gateways: the harness has no DNS, its test
   * sites are served on loopback addresses, port 80). Outside the harness an IP stays a 400.
   */
  allowPrivate?: boolean;
  /**
   * Refuse uppercase instead of folding it: the contract gives the brand `{domain}` path segment the
   * pattern `^[a-z0-9.-]+$`, so `/Stripe.com` is a 400 there (research parameters still fold).
   */
  lowercaseOnly?: boolean;
}


const MAX_DOMAIN_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

/**
 * Validates the `{domain}` path segment of the brand gateway and the research `domain` parameter,
 * and returns it lowercased. Only registrable public names under a known TLD pass: no IPs, no
 * single labels, no bare public suffixes (`co.uk`, `github.io`), no reserved or private names.
 *
 * @example validateBrandDomain("Acme.COM") // "acme.com"
 * @throws ApiError("invalid_request") with a message naming the rule that failed.
 */
export function validateBrandDomain(raw: string, options: BrandDomainOptions = {}): string {
  if (options.lowercaseOnly && /[A-Z]/.test(raw) && /^[A-Za-z0-9.-]+$/.test(raw)) {
    invalid(`Domain must be lowercase (pattern ^[a-z0-9.-]+$): use ${raw.toLowerCase().slice(0, MAX_DOMAIN_LENGTH)}.`);
  }
  const domain = raw.toLowerCase();
  checkSyntax(domain);
  if (options.allowPrivate && (endsWithAny(domain, HARNESS_BRAND_SUFFIXES) || isHarnessLoopbackDomain(domain))) return domain;
  checkPublicName(domain);
  return domain;
}

const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const LOOPBACK_V4 = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);

/** A canonical dotted-quad IPv4 loopback address (127.0.0.0/8, no leading zeros): a harness test site. */
export const isHarnessLoopbackDomain = (domain: string): boolean => LOOPBACK_V4.test(domain);

function checkSyntax(domain: string): void {
  if (domain.length === 0) invalid("Domain is required.");
  if (domain.length > MAX_DOMAIN_LENGTH) {
    invalid(`Domain is ${domain.length} characters long; the maximum is ${MAX_DOMAIN_LENGTH}.`);
  }
  if (!BRAND_DOMAIN_PATTERN.test(domain)) {
    invalid("Domain may contain only ASCII letters, digits, dots and hyphens (use the xn-- form of an internationalized name).");
  }
  if (domain.startsWith(".") || domain.endsWith(".")) invalid("Domain must not start or end with a dot.");
  for (const label of domain.split(".")) {
    if (label.length === 0) invalid("Domain must not contain an empty label (two dots in a row).");
    if (label.length > MAX_LABEL_LENGTH) {
      invalid(`Domain label "${label.slice(0, 20)}…" is ${label.length} characters long; the maximum is ${MAX_LABEL_LENGTH}.`);
    }
    if (label.startsWith("-") || label.endsWith("-")) {
      invalid(`Domain label "${label}" must not start or end with a hyphen.`);
    }
  }
}

function checkPublicName(domain: string): void {
  const labels = domain.split(".");
  const last = labels[labels.length - 1] ?? "";
  // A URL parser reads a name whose last label is a number (or 0x…) as an IPv4 address
  // ("0x7f.1" is 127.0.0.1), so such names are refused as IPs, not looked up as domains.
  if (/^(\d+|0x[0-9a-f]*)$/.test(last)) invalid("IP addresses are not accepted; give a domain name.");
  if (endsWithAny(domain, BLOCKED_BRAND_SUFFIXES)) {
    invalid(`Domain "${domain}" is blocked: it is a reserved or private-use name, not a public website.`);
  }
  if (labels.length < 2) invalid(`"${domain}" is a single label; give a registrable domain such as ${domain}.com.`);

  const parsed = parse(domain, { allowPrivateDomains: true });
  if (parsed.isIp) invalid("IP addresses are not accepted; give a domain name.");
  if (!parsed.isIcann && !parsed.isPrivate) invalid(`Top-level domain ".${last}" is not a known public TLD.`);
  if (parsed.domain === null || parsed.publicSuffix === domain) {
    invalid(`"${domain}" is a public suffix, not a registrable domain.`);
  }
}

function endsWithAny(domain: string, suffixes: readonly string[]): boolean {
  return suffixes.some((s) => domain === s || domain.endsWith(`.${s}`));
}

function invalid(message: string): never {
  throw new ApiError("invalid_request", message);
}
