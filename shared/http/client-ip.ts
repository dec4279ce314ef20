/**
 * The client key every per-IP quota, limiter and lockout counts under (docs/contract.md#limits):
 * IPv4 per address, IPv6 per /64 (the canonical form of the address masked to 64 bits), and a
 * caller that is another Cloudflare Worker per sending zone (`worker:<zone>`).
 *
 * Where the key comes from: `CF-Connecting-IP` and `CF-Worker` are believed when the runtime shows
 * that the request came through the edge (`request.cf` is present: the edge sets them and a caller
 * cannot forge them), or in the harness with `SVC_TRUST_CLIENT_IP_HEADER=1` so tests can simulate
 * many clients. Nothing else (no deployment flag that could be forgotten). A Worker's subrequest
 * reaches us from Cloudflare's own Workers egress address (`CF-Connecting-IP: 2a06:98c0:3600::103`),
 * shared by every Worker-hosted agent, so when the edge names the sending zone in `CF-Worker` on
 * such a request, that zone is the caller. `CF-Worker` on a request from any other address is
 * ignored: a client that sends the header itself is keyed by its own address, so made-up zones
 * never mint fresh quotas, whatever the edge does with the header. A request without a
 * usable key is `UNKNOWN_CLIENT`: quotas count it in a bucket of its own, apart from every real
 * client, and lockouts never charge it (docs/security.md).
 */
import type { Context } from "hono";
import { isHarness, setting } from "../config";
import { type ParsedIp, parseIpLiteral } from "../net/ip-parse";

export interface ClientIpEnv {
  SVC_HARNESS?: string;
  SVC_TRUST_CLIENT_IP_HEADER?: string;
}

/** The key of a request whose client address is unknown; never a real address's key. */
export const UNKNOWN_CLIENT = "unknown";

const MAX_ADDRESS_LENGTH = 64;

/**
 * The key of one client address: IPv4 dotted (`203.0.113.7`), IPv4-mapped IPv6 as its IPv4,
 * IPv6 as its /64 network in canonical text (`2001:db8:1:2::`). Zone ids are dropped, case and
 * compression do not matter. Anything that is not an address is null.
 *
 * @example clientAddressKey("2001:DB8:1:2:aaaa::9%eth0") // "2001:db8:1:2::"
 */
export function clientAddressKey(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_ADDRESS_LENGTH) return null;
  const zoneless = text.replace(/%[0-9A-Za-z._~-]+(?=\]?$)/, "");
  // An address as the edge writes it: dotted IPv4 or IPv6, never a URL host's odd IPv4 forms.
  if (!zoneless.includes(":") && !/^\d{1,3}(\.\d{1,3}){3}$/.test(zoneless)) return null;
  const ip = parseIpLiteral(zoneless);
  return ip === null ? null : keyOf(ip);
}

/** The address Cloudflare gives a Worker's subrequest to another zone (Cloudflare's Workers docs). */
export const WORKERS_EGRESS_ADDRESS = "2a06:98c0:3600::103";
/** Its client key (the /64 it is counted under). */
const WORKERS_EGRESS_KEY = clientAddressKey(WORKERS_EGRESS_ADDRESS);

/** Keys of callers that are Workers start with this; no address key or `UNKNOWN_CLIENT` does. */
const WORKER_KEY_PREFIX = "worker:";
const MAX_ZONE_LENGTH = 253;
const ZONE_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The key of a caller that is a Cloudflare Worker, from `CF-Worker` (the zone that owns it, e.g.
 * `acme.com` or `acme.workers.dev`): `worker:` and the zone in lower case. Anything that is not
 * a hostname of at least two labels whose last is not all digits (so never an address) is null.
 *
 * @example workerZoneKey("Acme.COM") // "worker:acme.com"
 */
export function workerZoneKey(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_ZONE_LENGTH + 16) return null;
  const zone = raw.trim().toLowerCase().replace(/\.$/, "");
  if (zone.length === 0 || zone.length > MAX_ZONE_LENGTH) return null;
  const labels = zone.split(".");
  if (labels.length < 2 || !labels.every((l) => ZONE_LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!)) return null;
  return `${WORKER_KEY_PREFIX}${zone}`;
}

/**
 * A client key another of our workers passes on (`X-Svc-Client-Ip`, docs/security.md): an address
 * key or a Worker's key, re-checked, so a malformed one is null rather than a bucket of its own.
 */
export function forwardedClientKey(raw: string | null | undefined): string | null {
  if (raw?.startsWith(WORKER_KEY_PREFIX)) return workerZoneKey(raw.slice(WORKER_KEY_PREFIX.length));
  return clientAddressKey(raw);
}

/**
 * Headers that make `clientIp` of the worker a request is passed to (with the caller's own
 * `request.cf`) arrive at `key` again: the address in `CF-Connecting-IP`, a Worker's zone in `CF-Worker`.
 */
export function clientKeyHeaders(key: string): Record<string, string> {
  if (key.startsWith(WORKER_KEY_PREFIX)) return { "CF-Connecting-IP": WORKERS_EGRESS_ADDRESS, "CF-Worker": key.slice(WORKER_KEY_PREFIX.length) };
  return key === UNKNOWN_CLIENT ? {} : { "CF-Connecting-IP": key };
}

function keyOf(ip: ParsedIp): string {
  if (ip.version === 4) return dotted(ip.value);
  const w = ip.words;
  if (w.slice(0, 5).every((x) => x === 0) && w[5] === 0xffff) return dotted((w[6]! << 16 >>> 0) + w[7]!);
  return `${w.slice(0, 4).map((x) => x.toString(16)).join(":")}::`;
}

const dotted = (v: number) => [v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255].join(".");

/**
 * Whether `CF-Connecting-IP` may be believed for this request (see the file comment). The harness
 * switch is read first: `request.cf` is parsed from its serialized form on first access, which
 * showed in the keyed path's CPU profile, and the switch alone decides when it is on.
 */
function headerTrusted(c: Context<{ Bindings: ClientIpEnv }>): boolean {
  if (isHarness(c.env) && setting(c.env, "SVC_TRUST_CLIENT_IP_HEADER") === true) return true;
  return Boolean(c.req.raw.cf);
}

/**
 * Keys of the addresses this isolate parsed lately: a client sends many requests, and parsing the
 * same address again was a visible share of a keyed request's CPU. Bounded; the oldest go first.
 */
const recentKeys = new Map<string, string | null>();
const RECENT_KEYS_MAX = 1_000;

function cachedAddressKey(raw: string): string | null {
  const known = recentKeys.get(raw);
  if (known !== undefined) return known;
  const key = clientAddressKey(raw);
  if (recentKeys.size >= RECENT_KEYS_MAX) recentKeys.delete(recentKeys.keys().next().value as string);
  recentKeys.set(raw, key);
  return key;
}

/**
 * The caller's client key: its Worker's zone (`workerZoneKey`) when the edge names one on a request
 * from the Workers egress address, else its address (`clientAddressKey`), else `UNKNOWN_CLIENT`.
 * A malformed `CF-Worker`, or one on a request from any other address, is ignored: the caller is
 * then keyed by its address, as any other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function clientIp(c: Context<any>): string {
  // Without the address there is nothing to believe, so the trust check is not needed.
  const address = c.req.header("CF-Connecting-IP");
  if (!address || !headerTrusted(c)) return UNKNOWN_CLIENT;
  const key = cachedAddressKey(address);
  if (key === null) return UNKNOWN_CLIENT;
  if (key !== WORKERS_EGRESS_KEY) return key;
  return workerZoneKey(c.req.header("CF-Worker")) ?? key;
}
