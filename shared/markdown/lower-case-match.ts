/**
 * A case-insensitive Unicode regex (flags `iu`) over long alternations of words is slow in V8:
 * matching under `i` with `u` compares case-folded characters at every position and gives up the
 * engine's literal scans; the wording checks of the pruning passes (prune-wording.ts) spent more
 * time there than in any other one step of a median page (about 50-90 us per block of text
 * against 1-3 us for the same regex without `i` over the lower-cased text; bench/md-speed).
 *
 * `lowerCaseMatch(regex)` answers `regex.test(text)` by running the regex without `i` over
 * `text.toLowerCase()` when that is the same question: every character of the text, and every
 * character the regex itself spells out, lies in the range `lowersAsFolded` accepts, where
 * lower-casing gives one character, the one case-insensitive matching compares it by, and the
 * regex's characters are lower case; its escapes are only the character classes and anchors
 * (`\b`, `\S`, ...) and escaped punctuation. Any other text, or any other regex (an upper-case
 * letter, a `\u` or `\p` escape, a `g`/`y` flag, no `iu`), is answered by the regex itself.
 */
export interface Matcher {
  test(text: string): boolean;
}

export function lowerCaseMatch(regex: RegExp): Matcher {
  const flags = regex.flags;
  if (!flags.includes("i") || !flags.includes("u") || /[gy]/.test(flags) || !lowerCaseOnly(regex.source)) return regex;
  const lower = new RegExp(regex.source, flags.replace("i", ""));
  return {
    test(text: string): boolean {
      const lowered = lowerCased(text);
      return lowered === null ? regex.test(text) : lower.test(lowered);
    },
  };
}

/** The text last asked about, lower-cased (null: not in lowersAsFolded's range): the wording checks ask several matchers about one block in turn. */
let lastText: string | null = null;
let lastLowered: string | null = null;

function lowerCased(text: string): string | null {
  if (text !== lastText) {
    lastText = text;
    lastLowered = lowersAsFolded(text) ? text.toLowerCase() : null;
  }
  return lastLowered;
}

const PLAIN_ESCAPES = /\\[bBsSdDwW.()[\]{}*+?|\\/^$-]/g;

/** Whether the pattern spells only lower-case characters of that range, with escapes of classes, anchors and punctuation only. */
function lowerCaseOnly(source: string): boolean {
  const spelled = source.replace(PLAIN_ESCAPES, "");
  return !spelled.includes("\\") && spelled === spelled.toLowerCase() && lowersAsFolded(spelled);
}

/**
 * Code points among which `iu` matching treats two as the same letter exactly when they lower-case
 * to the same one character: Basic Latin, Latin-1 and Latin Extended-A but for the micro sign
 * (folds to Greek mu), dotted and dotless I (the first lower-cases to two characters) and the
 * long s (folds to "s"); and the caseless General Punctuation (curly quotes, dashes, ellipsis,
 * spaces) and Currency Symbols blocks, which run through most prose. The unit tests check each
 * against the engine's own matching.
 */
export function lowersAsFolded(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x180) {
      if (code === 0xb5 || code === 0x130 || code === 0x131 || code === 0x17f) return false;
    } else if (code < 0x2000 || code > 0x20cf || (code > 0x206f && code < 0x20a0)) return false;
  }
  return true;
}
