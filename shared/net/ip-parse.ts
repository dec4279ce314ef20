/**
 * IP literal parsing for the safe fetcher. The WHATWG URL parser already turns `2130706433`,
 * `0x7f.1` and friends into dotted quads, but this parser accepts the same lenient forms itself,
 * so a check never depends on the string having gone through `new URL` first (DNS answers, bare
 * hostnames, a `URL` built elsewhere).
 */

/** A parsed address: IPv4 as one unsigned 32-bit number, IPv6 as eight 16-bit words. */
export type ParsedIp =
  | { readonly version: 4; readonly value: number }
  | { readonly version: 6; readonly words: readonly number[] };

/**
 * Parses an IP literal written in any form a URL host may take: dotted, short (`127.1`), decimal
 * (`2130706433`), octal (`0177.0.0.1`), hex (`0x7f000001`), mixed, trailing dots, and IPv6 with or
 * without brackets (including an embedded dotted IPv4 tail). Returns null for anything else,
 * including IPv6 zone ids, which no fetch target needs.
 *
 * @example parseIpLiteral("0x7f.1") // { version: 4, value: 0x7f000001 }
 */
export function parseIpLiteral(text: string): ParsedIp | null {
  const host = text.trim().toLowerCase();
  if (host.startsWith("[") || host.endsWith("]")) {
    if (!host.startsWith("[") || !host.endsWith("]")) return null;
    return parseIpv6(host.slice(1, -1));
  }
  if (host.includes(":")) return parseIpv6(host);
  const value = parseIpv4(host);
  return value === null ? null : { version: 4, value };
}

/** Lenient IPv4 as WHATWG's "IPv4 parser" reads a host; trailing dots are all dropped. */
function parseIpv4(host: string): number | null {
  const parts = host.replace(/\.+$/, "").split(".");
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const n = parseIpv4Number(part);
    if (n === null) return null;
    numbers.push(n);
  }
  const last = numbers.pop() ?? 0;
  if (numbers.some((n) => n > 255)) return null;
  // The last part fills every byte the earlier parts left: `127.1` is 127.0.0.1.
  if (last >= 256 ** (4 - numbers.length)) return null;
  let value = 0;
  numbers.forEach((n, i) => (value += n * 256 ** (3 - i)));
  return value + last;
}

function parseIpv4Number(part: string): number | null {
  if (/^0x[0-9a-f]*$/.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return Number.parseInt(part.slice(1), 8);
  if (/^(0|[1-9][0-9]*)$/.test(part)) return Number.parseInt(part, 10);
  return null;
}

/** Strict dotted quad, the only IPv4 form allowed inside an IPv6 literal. */
function parseDottedQuad(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p))) return null;
  const bytes = parts.map(Number);
  if (bytes.some((b) => b > 255)) return null;
  return bytes.reduce((acc, b) => acc * 256 + b, 0);
}

function parseIpv6(text: string): ParsedIp | null {
  if (text.length === 0 || !/^[0-9a-f:.]+$/.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = parseWords(halves[0] ?? "", halves.length === 1);
  const tail = halves.length === 2 ? parseWords(halves[1] ?? "", true) : [];
  if (head === null || tail === null) return null;
  if (halves.length === 1) return head.length === 8 ? { version: 6, words: head } : null;
  // `::` stands for at least one zero word.
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return { version: 6, words: [...head, ...new Array<number>(missing).fill(0), ...tail] };
}

/** Colon-separated hex words; a dotted IPv4 is allowed only as the very last group. */
function parseWords(text: string, mayEndWithIpv4: boolean): number[] | null {
  if (text === "") return [];
  const groups = text.split(":");
  const words: number[] = [];
  for (const [i, group] of groups.entries()) {
    if (group.includes(".")) {
      if (!mayEndWithIpv4 || i !== groups.length - 1) return null;
      const v4 = parseDottedQuad(group);
      if (v4 === null) return null;
      words.push(Math.floor(v4 / 0x10000), v4 % 0x10000);
    } else if (/^[0-9a-f]{1,4}$/.test(group)) {
      words.push(Number.parseInt(group, 16));
    } else {
      return null;
    }
  }
  return words;
}
