/**
 * Synchronous checks of a fetch target: syntax, scheme, credentials, and the host when it is an IP
 * literal or a name that can only mean something local. Names that pass still need DNS
 * (`resolve-target.ts`) before anything is fetched.
 */
import { type ParsedIp, parseIpLiteral } from "./ip-parse";
import { classifyIp, isReachableRange } from "./ip-ranges";
import { SafeFetchError } from "./safe-fetch-error";

/** What a target may be. Both default to false. */
export interface TargetPolicy {
  /** Harness switch (`SVC_HARNESS=1`): loopback and private targets and any port allowed; metadata never. */
  allowPrivate?: boolean;
  /** Refuse plain http (webhooks). In the harness, http stays allowed for localhost and loopback/private literals. */
  requireHttps?: boolean;
}

/** A target that passed the synchronous checks. */
export interface CheckedTarget {
  url: URL;
  /** The host as an address when it is an IP literal. */
  ip: ParsedIp | null;
  /** The name to resolve before fetching; null for IP literals and harness `localhost`. */
  resolveName: string | null;
}

const MAX_URL_LENGTH = 8192;

const WEB_PORTS = new Set(["", "80", "443"]);

/** Suffixes that never name a public host (RFC 6761, RFC 8375, ICANN's `.internal`). */
const LOCAL_SUFFIXES = ["localhost", "local", "internal", "home.arpa"];

const unsafe = (message: string, internal?: string) => new SafeFetchError("unsafe_target", message, internal);

/**
 * Checks `raw` and returns its parsed URL; throws SafeFetchError (`invalid_request`) otherwise.
 * It does not resolve names: use `safeFetch`, which also does, for the actual request.
 *
 * @example validateTargetUrl("https://example.com/a", {}).href
 */
export function validateTargetUrl(raw: string | URL, policy: TargetPolicy = {}): URL {
  return checkTarget(raw, policy).url;
}

/** `validateTargetUrl` plus what `safeFetch` needs to know next. */
export function checkTarget(raw: string | URL, policy: TargetPolicy): CheckedTarget {
  const text = typeof raw === "string" ? raw : raw.href;
  if (text.length > MAX_URL_LENGTH) throw unsafe("target URL is too long");
  // WHATWG parsing silently strips or reinterprets these (`\` is `/`), so what a reader sees and
  // what gets fetched could differ: refuse them instead.
  if (/[\s\\\u0000-\u001f\u007f-\u009f]/u.test(text)) {
    throw unsafe("target URL must not contain whitespace, control characters or backslashes");
  }
  const authority = /^https?:\/\/([^/?#]*)/i.exec(text)?.[1];
  if (authority === undefined) throw unsafe("target must be an absolute http or https URL");
  if (authority.includes("@")) throw unsafe("target URL must not contain credentials");

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw unsafe("target is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw unsafe("target must be an absolute http or https URL");
  if (url.username !== "" || url.password !== "") throw unsafe("target URL must not contain credentials");

  // WHATWG keeps `127.0.0.1..` as a *name*; fetching it would be an address to some resolvers.
  if (url.hostname.endsWith("..")) throw unsafe("target host is not a valid name");

  const allowPrivate = policy.allowPrivate === true;
  // Outside the harness only the web ports: another port of a public host is another service
  // (mail, a database, a container API) that a URL parameter must not be able to reach.
  // `url.port` is "" when the port is the scheme's default.
  if (!allowPrivate && !WEB_PORTS.has(url.port)) throw unsafe("target port must be 80 or 443");
  const ip = parseIpLiteral(url.hostname);
  let resolveName: string | null = null;
  let local = false;
  if (ip !== null) {
    const range = classifyIp(ip);
    if (!isReachableRange(range, allowPrivate)) throw unsafe("target address is not public", range);
    local = range !== "public";
  } else {
    const name = checkHostName(url.hostname, allowPrivate);
    local = name === null;
    resolveName = name;
  }
  if (policy.requireHttps === true && url.protocol !== "https:" && !(allowPrivate && local)) {
    throw unsafe("target must use https");
  }
  return { url, ip, resolveName };
}

/** Returns the name to resolve, or null for a harness `localhost`; throws for local-only names. */
function checkHostName(hostname: string, allowPrivate: boolean): string | null {
  const name = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  const labels = name.split(".");
  if (labels.some((l) => l === "")) throw unsafe("target host is not a valid name");
  const suffix = LOCAL_SUFFIXES.find((s) => name === s || name.endsWith(`.${s}`));
  if (allowPrivate && suffix === "localhost") return null;
  // Single-label names only resolve through a local search domain.
  if (suffix !== undefined || labels.length < 2) throw unsafe("target host is not a public name");
  return name;
}
