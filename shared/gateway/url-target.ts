/**
 * The target of `GET {md_url}/md/{target}` and of `?url=` on the keyed Markdown route: a complete
 * http(s) URL or a bare public hostname (→ https), URL-encoded or not. Checked with the safe
 * fetcher's synchronous rules, so an unsafe target is refused before any quota or upstream work.
 */
import { ApiError } from "../errors";
import { parseIpLiteral, type TargetPolicy, validateTargetUrl } from "../net";

const HTTP_SCHEME = /^https?:\/\//i;
/** Some clients and proxies collapse `//` in a path: `/md/https:/example.com` still means the URL. */
const COLLAPSED_SCHEME = /^(https?):\/(?!\/)/i;
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
/** host[:port][/path][?query]: a name or IP literal, then anything. */
const BARE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?].*)?$/i;

/**
 * Reads the target from what follows `/md/` in the raw request URL (path and query as sent, so
 * `/md/https://example.com/a?b=c` keeps its query) and returns the URL to fetch.
 *
 * @example mdTargetFromRequestUrl("http://md.host/md/example.com", {}).href // "https://example.com/"
 */
export function mdTargetFromRequestUrl(requestUrl: string, policy: TargetPolicy): URL {
  const url = new URL(requestUrl);
  const prefix = "/md/";
  const raw = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) + url.search : "";
  return parseUrlTarget(raw, policy);
}

/**
 * Parses a target given as a complete URL, a percent-encoded URL or a bare hostname.
 *
 * @throws ApiError invalid_request naming what is wrong (missing, other scheme, unsafe, …).
 */
export function parseUrlTarget(raw: string, policy: TargetPolicy): URL {
  const text = decodeIfEncoded(raw.trim());
  if (text === "") throw invalid("A target is required: a complete http(s) URL or a public hostname, e.g. /md/https://example.com/page.");
  let candidate: string;
  if (HTTP_SCHEME.test(text)) candidate = text;
  else if (COLLAPSED_SCHEME.test(text)) candidate = text.replace(COLLAPSED_SCHEME, "$1://");
  else if (OTHER_SCHEME.test(text) && !BARE_HOST.test(text)) throw invalid("Only http and https targets are supported.");
  else if (BARE_HOST.test(text)) candidate = `https://${text}`;
  else throw invalid("The target is neither a complete http(s) URL nor a hostname.");
  let url: URL;
  try {
    url = validateTargetUrl(candidate, policy);
  } catch (err) {
    if (err instanceof ApiError) throw invalid(`The target is not a safe public URL: ${err.message}.`, err.internal);
    throw err;
  }
  assertPlausibleHost(url, policy);
  return url;
}

/**
 * Special-use top-level names (RFC 2606, RFC 6761, RFC 7686, RFC 9476) that never name a public
 * web page, refused before admission instead of failing a DNS lookup after it. The harness keeps
 * `.test` (RFC 6761 reserves it for testing).
 */
const SPECIAL_USE_TLDS = new Set(["invalid", "example", "onion", "alt", "test"]);
const HOST_LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;
const MAX_HOST_LENGTH = 253;

/**
 * What a fetchable host name looks like (the URL parser accepts far more: `-a-.com`, `a$b.com`):
 * LDH labels (underscore tolerated, some real hosts use it) of at most 63 characters, 253 in all,
 * under a top-level name that is not reserved. IP literals are left to the safe fetcher's checks.
 * Run on a URL that passed `validateTargetUrl`, before admission.
 *
 * @throws ApiError invalid_request naming the host and what is wrong with it.
 */
export function assertPlausibleHost(url: URL, policy: TargetPolicy): void {
  const hostname = url.hostname;
  if (hostname.startsWith("[") || parseIpLiteral(hostname) !== null) return;
  const name = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  if (name.length > MAX_HOST_LENGTH) throw invalid(`The target host name is ${name.length} characters long; the maximum is ${MAX_HOST_LENGTH}.`);
  const labels = name.split(".");
  const bad = labels.find((label) => !HOST_LABEL.test(label));
  if (bad !== undefined) {
    throw invalid(`The target host "${name.slice(0, 100)}" is not a valid host name (label "${bad.slice(0, 63)}"): letters, digits and inner hyphens only.`);
  }
  const tld = labels[labels.length - 1]!;
  if (SPECIAL_USE_TLDS.has(tld) && !(tld === "test" && policy.allowPrivate === true)) {
    throw invalid(`The target host "${name.slice(0, 100)}" is under the reserved name .${tld}, which never names a public host.`);
  }
}

/**
 * A target sent percent-encoded (`https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc`, as a path segment must
 * be) is decoded once. An unencoded URL is left alone: its own escapes (`%20`) belong to it.
 */
function decodeIfEncoded(raw: string): string {
  const queryAt = raw.indexOf("?");
  const head = queryAt === -1 ? raw : raw.slice(0, queryAt);
  if (!/%(?:2f|3a|3f)/i.test(head) || HTTP_SCHEME.test(head)) return raw;
  try {
    return decodeURIComponent(head) + (queryAt === -1 ? "" : raw.slice(queryAt));
  } catch {
    throw invalid("The target is not valid percent-encoding.");
  }
}

const invalid = (message: string, internal?: string) => new ApiError("invalid_request", message, { internal });
