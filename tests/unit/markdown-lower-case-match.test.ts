import { describe, expect, it } from "vitest";
import { lowerCaseMatch, lowersAsFolded } from "@shared/markdown/lower-case-match";

const BMP = Array.from({ length: 0x10000 }, (_, code) => (code >= 0xd800 && code <= 0xdfff ? "" : String.fromCharCode(code))).join("");
const hex = (text: string) => (text.codePointAt(0) ?? 0).toString(16);

describe("case-insensitive wording regexes run over lower-cased text", () => {
  it("lower-cases each character it accepts to the one character case-insensitive matching compares", () => {
    const accepted = [...Array(0x180).keys(), ...Array.from({ length: 0xd0 }, (_, i) => 0x2000 + i)];
    for (const code of accepted) {
      const char = String.fromCharCode(code);
      if (!lowersAsFolded(char)) continue;
      const lower = char.toLowerCase();
      expect(lower).toHaveLength(1);
      // Of all characters the engine treats as the same letter, the one in range that a lower-case pattern can hold is `lower`.
      const same = BMP.match(new RegExp(`\\u{${hex(char)}}`, "giu")) ?? [];
      expect(same.filter((other) => lowersAsFolded(other) && other === other.toLowerCase()), `U+${hex(char)}`).toEqual([lower]);
    }
    for (const char of ["\u00b5", "\u0130", "\u0131", "\u017f", "\u212a", "\u03c2", "\u1e9e", "\u2070", "\u{1f600}"]) expect(lowersAsFolded(char)).toBe(false);
    expect(lowersAsFolded("\u2019\u201c\u2014\u2026\u20ac\u00a0")).toBe(true);
  });

  it("answers as the regex does, over plain, accented, upper-case and other-script text", () => {
    const regex = /\bfollow (?:\S+ ){1,3}on (?:twitter|x)\b|\bsíguenos\b|\bwszelkie prawa zastrzeżone\b|^\*?(?:werbung|anzeige)\s*[.:]\s|\bnichts (?:mehr )?(?:verpassen|versäumen)\b|.{0,3}ß$/iu;
    const matcher = lowerCaseMatch(regex);
    expect(matcher).not.toBe(regex);
    const texts = [
      "Follow us on Twitter", "FOLLOW MY BLOG ON X today", "followers on x", "SÍGUENOS en redes", "Síguenos", "WSZELKIE PRAWA ZASTRZEŻONE",
      "*Anzeige: Text", "Werbung. Mehr", "NICHTS MEHR VERSÄUMEN", "nichts verpassen!", "groß", "GROẞ", "Maß", "ſíguenos", "follow us on \u212a",
      "Follow İt on Twitter", "µ follow a on x", "", "plain text with nothing", "x".repeat(300), "Don\u2019t \u201cfollow us on\u201d X", "FOLLOW US ON X \u2014 now",
    ];
    for (const text of texts) expect(matcher.test(text), text).toBe(regex.test(text));
    expect(texts.filter((text) => matcher.test(text)).length).toBeGreaterThan(8);
  });

  it("leaves a regex with an upper-case letter or without the i and u flags to itself", () => {
    for (const regex of [/\bFollow\b/iu, /follow/u, /follow/i, /follow/giu, /\p{Lu}/iu, /\u017f/iu, /\x53/iu, /ſ/iu, /\u{3c3}/iu]) expect(lowerCaseMatch(regex)).toBe(regex);
  });
});
