/**
 * Joining the lines of a paragraph. A word broken at a line end ("conver-" / "sion") is rejoined
 * without its hyphen ("conversion"). The hyphen is kept, and the line joined without a space, when
 * the break is probably a real hyphenated compound:
 * - the next line starts with anything but a lowercase letter ("JavaScript-" / "Based", "x86-" / "64");
 * - the broken word already contains a hyphen ("state-of-" / "the-art", "just-in-" / "time");
 * - the broken word is a prefix that English always hyphenates ("self-", "well-", "half-", …).
 * A soft hyphen (U+00AD) at a line end is always a break. Otherwise lines are joined with a space.
 */
const COMPOUND_PREFIXES = new Set(["self", "well", "half", "cross", "ill", "all", "ex", "non"]);
const LINE_END_HYPHEN = /(\S*?)([\p{L}\p{N}])[-\u2010]$/u;
const LOWER_START = /^\p{Ll}/u;

export function joinLines(lines: readonly string[]): string {
  let text = "";
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") continue;
    if (text === "") {
      text = line;
      continue;
    }
    if (text.endsWith("\u00ad")) {
      text = text.slice(0, -1) + line;
      continue;
    }
    const hyphen = LINE_END_HYPHEN.exec(text);
    if (hyphen) {
      const word = (hyphen[1] ?? "") + (hyphen[2] ?? "");
      const wordStart = word.replace(/^[^\p{L}\p{N}]+/u, "");
      const compound =
        !LOWER_START.test(line) || wordStart.includes("-") || COMPOUND_PREFIXES.has(wordStart.toLowerCase());
      text = compound ? text + line : text.slice(0, -1) + line;
      continue;
    }
    text += " " + line;
  }
  return text.replace(/\u00ad/g, "");
}

/**
 * Backslash-escapes a leading character that Markdown would read as block syntax (a heading, list,
 * quote or rule), so running text that happens to start with "#" or "1." stays text.
 */
export function escapeBlockStart(text: string): string {
  // An ordered-list marker is escaped at its dot ("1\."); a backslash before a digit does nothing.
  if (/^\d+[.)](\s|$)/.test(text)) return text.replace(/^(\d+)/, "$1\\");
  return /^(#{1,6}(\s|$)|[-+*](\s|$)|>|`{3}|={3,}|_{3,})/.test(text) ? "\\" + text : text;
}

/** Cell text for a GFM table: pipes escaped so they do not split the cell. */
export const escapeCell = (text: string): string => text.replace(/\|/g, "\\|");

/** Spacing accents TeX draws as separate glyphs before the letter, and their combining forms. */
const COMBINING: Record<string, string> = { "¨": "\u0308", "´": "\u0301", "`": "\u0300", ˆ: "\u0302", "˜": "\u0303", ˇ: "\u030c", "˚": "\u030a" };

/**
 * Repairs text extraction artefacts inside a line: "na¨ıve" → "naïve" (a spacing accent followed by
 * its letter, dotless i included, becomes one precomposed letter when Unicode has one), and Latin
 * ligatures and Arabic presentation forms become plain letters (NFKC), so the text is searchable.
 */
export function normalizeGlyphs(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200a\u202f\uFB00-\uFDFF\uFE70-\uFEFC]+/gu, (m) => m.normalize("NFKC"))
    .replace(/([¨´`ˆ˜ˇ˚]) ?([A-Za-zı])/gu, (m, accent: string, letter: string) => {
      const composed = ((letter === "ı" ? "i" : letter) + COMBINING[accent]).normalize("NFC");
      return composed.length === 1 ? composed : m;
    });
}
