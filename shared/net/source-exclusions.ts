/**
 * Source exclusions (docs/contract.md#source-exclusions): sources the operators keep out of the
 * service, each a host (with its subdomains) and optionally a path prefix under it. A page read of
 * an excluded source answers 451 `source_excluded` (`status` 45101, an actionable `detail`) before
 * anything is fetched, and a redirect into one is stopped. This file is pure (no bindings, no
 * config), so the dev and deploy scripts validate `SVC_SOURCE_EXCLUSIONS` with the very parser the
 * workers use; the KV-backed list the workers read is `source-exclusion-list.ts`.
 *
 * Entry syntax: `host[/path-prefix]`, entries separated by commas or whitespace. The host is
 * folded like a URL's (lower case, IDN → punycode, no trailing dot); a prefix matches on segment
 * boundaries (`example.com/docs` excludes `/docs` and `/docs/x`, not `/docsx`), case-insensitively
 * and with percent-encoded unreserved characters and `%2F` decoded, so a spelling of the same path
 * cannot slip past.
 */
import { SafeFetchError } from "./safe-fetch-error";

/** The KV key of the list in the `SOURCE_EXCLUSIONS` namespace (read by the workers, written by scripts/source-exclusions.mjs). */
export const SOURCE_EXCLUSIONS_KEY = "source-exclusions";

export interface SourceExclusion {
  /** Lower-case ASCII host (punycode for IDN), no trailing dot; an IPv6 literal keeps its brackets. */
  host: string;
  /** `""` for the whole host, else a prefix starting with `/` and without a trailing `/`. */
  path: string;
}

/** Thrown by the parsers; the message names the entry and what is wrong with it. */
export class InvalidSourceExclusion extends Error {
  constructor(entry: string, why: string) {
    super(`source exclusion "${entry.slice(0, 100)}" ${why}`);
    this.name = "InvalidSourceExclusion";
  }
}

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const MAX_ENTRIES = 10_000;

/**
 * One entry, validated and put in its canonical form.
 *
 * @example parseSourceExclusion("Bücher.example/Docs/") // { host: "xn--bcher-kva.example", path: "/Docs" }
 * @throws InvalidSourceExclusion naming what is wrong (a scheme, a port, a query, a wildcard, a bad host).
 */
export function parseSourceExclusion(raw: string): SourceExclusion {
  const entry = raw.trim();
  const bad = (why: string) => new InvalidSourceExclusion(entry, why);
  if (entry === "") throw bad("is empty");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) throw bad("has a scheme; write host[/path-prefix], e.g. example.com/docs");
  if (entry.includes("*")) throw bad("has a wildcard; an entry already covers every subdomain of its host");
  if (/[\s?#@\\]/.test(entry)) throw bad("may not contain whitespace, a query, a fragment, credentials or backslashes");
  const slash = entry.indexOf("/");
  const hostPart = slash === -1 ? entry : entry.slice(0, slash);
  const pathPart = slash === -1 ? "/" : entry.slice(slash);
  if (hostPart.replace(/^\[[^\]]*\]/, "").includes(":")) throw bad("has a port; an entry covers every port of its host");
  let url: URL;
  try {
    url = new URL(`http://${hostPart}${pathPart}`);
  } catch {
    throw bad("is not a valid host[/path-prefix]");
  }
  const host = url.hostname.replace(/\.$/, "");
  if (!isHostName(host)) throw bad("does not name a host (letters, digits, inner hyphens per label, or an IP address)");
  const path = url.pathname.replace(/\/+$/, "");
  return { host, path };
}

/**
 * A whole list, as `SVC_SOURCE_EXCLUSIONS` and the stored list write it: entries separated by
 * commas or whitespace, blanks ignored, repeats dropped.
 *
 * @example parseSourceExclusions("example.com, news.example.org/private").length // 2
 * @throws InvalidSourceExclusion for the first invalid entry (a list is used whole or not at all).
 */
export function parseSourceExclusions(text: string): SourceExclusion[] {
  const entries = text.split(/[\s,]+/).filter((e) => e !== "");
  if (entries.length > MAX_ENTRIES) throw new InvalidSourceExclusion(text.slice(0, 40), `has ${entries.length} entries; the most is ${MAX_ENTRIES}`);
  const seen = new Set<string>();
  const list: SourceExclusion[] = [];
  for (const raw of entries) {
    const entry = parseSourceExclusion(raw);
    const key = formatSourceExclusion(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(entry);
  }
  return list;
}

/** `host[/path-prefix]`: the canonical text of an entry (what the stored list holds). */
export const formatSourceExclusion = (entry: SourceExclusion): string => `${entry.host}${entry.path}`;

/** The canonical text of a list, one entry per line. */
export const formatSourceExclusions = (list: readonly SourceExclusion[]): string => list.map(formatSourceExclusion).join("\n");

/**
 * The entry that excludes `target`, or null. The host must equal the entry's host or be a
 * subdomain of it (any port, any scheme: http, https, ws, wss alike); with a prefix, the path must
 * be the prefix or lie under it. A target that is not a URL with a host is no source: null.
 */
export function exclusionOf(list: readonly SourceExclusion[], target: URL | string): SourceExclusion | null {
  if (list.length === 0) return null;
  const url = toUrl(target);
  if (url === null || url.hostname === "") return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  let path: string | undefined;
  for (const entry of list) {
    if (host !== entry.host && !host.endsWith(`.${entry.host}`)) continue;
    if (entry.path === "") return entry;
    path ??= foldPath(url.pathname);
    const prefix = foldPath(entry.path);
    if (path === prefix || path.startsWith(`${prefix}/`)) return entry;
  }
  return null;
}

/**
 * The small pure matcher every page reader (and the browser renderer, for each request a page
 * makes) calls.
 *
 * @example isExcluded(parseSourceExclusions("example.com/docs"), "https://www.example.com/docs/a") // true
 */
export const isExcluded = (list: readonly SourceExclusion[], target: URL | string): boolean => exclusionOf(list, target) !== null;

/**
 * Throws the 451 `source_excluded` answer when `target` is excluded. `via: "redirect"` says the
 * excluded source was reached through a redirect of a page that is not.
 */
export function assertNotExcluded(list: readonly SourceExclusion[], target: URL | string, via: "target" | "redirect" = "target"): void {
  const entry = exclusionOf(list, target);
  if (entry !== null) throw sourceExcludedError(String(target), entry, via);
}

/** The 451 error: a SafeFetchError (kind `source_excluded`), so every page reader's fetch-failure path handles it. */
export function sourceExcludedError(target: string, entry: SourceExclusion, via: "target" | "redirect" = "target"): SafeFetchError {
  const shown = target.length > 200 ? `${target.slice(0, 200)}…` : target;
  const message = via === "redirect" ? `The page redirected to ${shown}, a source excluded from this service.` : `The source ${shown} is excluded from this service.`;
  const scope =
    entry.path === ""
      ? `The operators of this service exclude ${entry.host} and its subdomains: no page there is fetched or served.`
      : `The operators of this service exclude the pages under ${entry.host}${entry.path}: none of them is fetched or served; other pages of ${entry.host} still are.`;
  const detail = `${scope} Retrying will not help; do not send this URL again, and read the information from another source.`;
  return new SafeFetchError("source_excluded", message, `excluded by ${formatSourceExclusion(entry)}`, undefined, detail);
}

function toUrl(target: URL | string): URL | null {
  if (typeof target !== "string") return target;
  try {
    return new URL(target);
  } catch {
    return null;
  }
}

function isHostName(host: string): boolean {
  if (host.startsWith("[") && host.endsWith("]")) return true; // the URL parser checked the IPv6 literal
  if (IPV4.test(host)) return true; // the URL parser canonicalized it
  return host.length <= 253 && host.split(".").every((label) => LABEL.test(label));
}

/** Unreserved characters (RFC 3986) and `/`: percent-encoding them does not change what a server reads. */
const DECODABLE = /%(2[dDeEfF]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/** A path as the matcher compares it: unreserved escapes decoded, runs of `/` as one (servers collapse them), lower case. */
function foldPath(path: string): string {
  return path
    .replace(DECODABLE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
}
