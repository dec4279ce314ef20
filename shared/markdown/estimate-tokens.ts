/**
 * Rough LLM token count for the `X-Markdown-Tokens` header, without shipping a tokenizer.
 *
 * Heuristic, per character class (calibrated on BPE tokenizers of the cl100k/o200k family):
 * - ASCII (English prose, Markdown syntax, URLs): about 4 characters per token;
 * - other alphabetic scripts (accented Latin, Cyrillic, Greek, Arabic, Hebrew, …): about 2;
 * - Han, Kana and Hangul: about 1 token per character.
 * Expect ±20% on prose; it is a budget hint, not a bill.
 *
 * @example estimateTokens("# Title\n\nSome text.") // 5
 */
export function estimateTokens(markdown: string): number {
  let ascii = 0;
  let otherScripts = 0;
  let ideographic = 0;
  for (let i = 0; i < markdown.length; i++) {
    const code = markdown.charCodeAt(i);
    if (code < 0x80) ascii++;
    else if (isIdeographic(code)) ideographic++;
    // A surrogate pair is one character (emoji, rare Han): count it once, as a whole token.
    else if (code >= 0xd800 && code <= 0xdbff) {
      ideographic++;
      i++;
    } else otherScripts++;
  }
  return Math.ceil(ascii / 4 + otherScripts / 2 + ideographic);
}

function isIdeographic(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) || // Hiragana, Katakana
    (code >= 0x3400 && code <= 0x9fff) || // CJK ideographs (+ extension A)
    (code >= 0xac00 && code <= 0xd7af) || // Hangul syllables
    (code >= 0xf900 && code <= 0xfaff) // CJK compatibility ideographs
  );
}
