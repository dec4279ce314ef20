/**
 * Which addresses the service may connect to. Everything not known to be global unicast is
 * refused; the harness may additionally reach loopback and private space, never metadata or
 * link-local (cloud metadata endpoints live there).
 */
import { type ParsedIp, parseIpLiteral } from "./ip-parse";

/** The range an address falls in; only `public` is reachable in production. */
export type IpRange =
  | "public"
  | "loopback"
  | "private"
  | "shared"
  | "unique-local"
  | "link-local"
  | "metadata"
  | "multicast"
  | "unspecified"
  | "documentation"
  | "benchmarking"
  | "protocol"
  | "reserved";

/** Ranges a non-production harness (`allowPrivate`) may reach in addition to `public`. */
const HARNESS_RANGES: ReadonlySet<IpRange> = new Set(["loopback", "private", "shared", "unique-local"]);

type V4Rule = readonly [value: number, prefix: number, range: IpRange];

const v4 = (dotted: string, prefix: number, range: IpRange): V4Rule => {
  const ip = parseIpLiteral(dotted);
  if (ip?.version !== 4) throw new Error(`bad IPv4 rule ${dotted}`);
  return [ip.value, prefix, range];
};

// Most specific first: the metadata hosts sit inside ranges the harness may reach.
const V4_RULES: readonly V4Rule[] = [
  v4("169.254.169.254", 32, "metadata"),
  v4("100.100.100.200", 32, "metadata"),
  v4("192.0.0.192", 32, "metadata"),
  v4("0.0.0.0", 8, "unspecified"),
  v4("10.0.0.0", 8, "private"),
  v4("100.64.0.0", 10, "shared"),
  v4("127.0.0.0", 8, "loopback"),
  v4("169.254.0.0", 16, "link-local"),
  v4("172.16.0.0", 12, "private"),
  v4("192.0.0.0", 24, "protocol"),
  v4("192.0.2.0", 24, "documentation"),
  v4("192.88.99.0", 24, "reserved"),
  v4("192.168.0.0", 16, "private"),
  v4("198.18.0.0", 15, "benchmarking"),
  v4("198.51.100.0", 24, "documentation"),
  v4("203.0.113.0", 24, "documentation"),
  v4("224.0.0.0", 4, "multicast"),
  v4("240.0.0.0", 4, "reserved"),
];

function classifyV4(value: number): IpRange {
  for (const [base, prefix, range] of V4_RULES) {
    const size = 2 ** (32 - prefix);
    if (Math.floor(value / size) === Math.floor(base / size)) return range;
  }
  return "public";
}

/** True when the first `bits` bits of `words` equal those of `prefix` (missing words are zero). */
function hasPrefix(words: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; bits > 0; i++, bits -= 16) {
    const shift = Math.max(0, 16 - bits);
    if ((words[i] ?? 0) >> shift !== (prefix[i] ?? 0) >> shift) return false;
  }
  return true;
}

const wordsToV4 = (hi: number | undefined, lo: number | undefined): number => (hi ?? 0) * 0x10000 + (lo ?? 0);

/** The first non-public range wins, so a tunnel address is as safe as the worse of its ends. */
const worst = (...ranges: IpRange[]): IpRange => ranges.find((r) => r !== "public") ?? "public";

function classifyV6(w: readonly number[]): IpRange {
  const is = (prefix: readonly number[], bits: number) => hasPrefix(w, prefix, bits);
  const tail = wordsToV4(w[6], w[7]);
  if (is([0xfd00, 0x0ec2, 0, 0, 0, 0, 0, 0x0254], 128)) return "metadata";
  if (is([], 128)) return "unspecified";
  if (is([0, 0, 0, 0, 0, 0, 0, 1], 128)) return "loopback";
  // Addresses that carry an IPv4 inside are judged by that IPv4.
  if (is([0, 0, 0, 0, 0, 0xffff], 96)) return classifyV4(tail); // IPv4-mapped
  if (is([0x64, 0xff9b], 96)) return classifyV4(tail); // NAT64
  if (is([], 96)) return worst(classifyV4(tail), "reserved"); // IPv4-compatible, deprecated
  if (is([0x2002], 16)) return classifyV4(wordsToV4(w[1], w[2])); // 6to4
  // Teredo: server IPv4 in words 2-3, client IPv4 in the last 32 bits inverted.
  if (is([0x2001, 0], 32)) return worst(classifyV4(0xffffffff - tail), classifyV4(wordsToV4(w[2], w[3])));
  if (is([0xfc00], 7)) return "unique-local";
  if (is([0xfe80], 10)) return "link-local";
  if (is([0xff00], 8)) return "multicast";
  if (is([0x2001, 0x0db8], 32) || is([0x3fff], 20)) return "documentation";
  if (is([0x2001, 0x0002, 0], 48)) return "benchmarking";
  if (is([0x2001], 23)) return "protocol";
  // Only 2000::/3 is allocated global unicast; the rest is reserved or special.
  if (!is([0x2000], 3)) return "reserved";
  return "public";
}

/** Classifies a parsed address. @example classifyIp(parseIpLiteral("::ffff:a9fe:a9fe")!) // "metadata" */
export function classifyIp(ip: ParsedIp): IpRange {
  return ip.version === 4 ? classifyV4(ip.value) : classifyV6(ip.words);
}

/** Whether a target in `range` may be fetched; `allowPrivate` is the harness switch. */
export function isReachableRange(range: IpRange, allowPrivate: boolean): boolean {
  return range === "public" || (allowPrivate && HARNESS_RANGES.has(range));
}

/**
 * True only for a syntactically valid IP literal in global unicast space. Anything unparseable is
 * not public.
 *
 * @example isPublicIp("0177.0.0.1") // false
 */
export function isPublicIp(ip: string): boolean {
  const parsed = parseIpLiteral(ip);
  return parsed !== null && classifyIp(parsed) === "public";
}
