/** HTML character references, decoded once: HN's comment HTML, YouTube's caption XML, a post's text. */
// Named entities upstreams (HN, caption XML, post text) produce in practice; unknown names are left as typed.
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  divide: "÷",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  sect: "§",
  para: "¶",
};

const LEGACY = ["amp", "lt", "gt", "quot"];

/** Decodes character references in one pass (no double decoding). */
export function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g, (whole, dec, hex, name) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      // NUL, surrogates and out-of-range code points are not characters: use U+FFFD as HTML does.
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
      return String.fromCodePoint(code);
    }
    if (whole.endsWith(";")) return NAMED[name] ?? whole;
    // Without ";" only the classic four decode, and only as whole words: "&amp" is "&", but
    // "&ltx=1" in a URL stays as typed.
    return LEGACY.includes(name) ? (NAMED[name] ?? whole) : whole;
  });
}
