/**
 * Emphasis that renders. The writer marks each run (`*`, `**`, `~~`) with private characters,
 * because whether a delimiter opens or closes in CommonMark depends on the characters around it
 * in the finished text (its "flanking"): `Price**(USD)**: 5` and `日本語**「重要」**です` stay
 * literal, as a `**` that has a letter before it and punctuation after cannot open. Once the text
 * is whole, resolveEmphasis writes each run so that it renders, the text left exactly as it was:
 * - adjacent runs of one kind are one run (`**x****y**` rendered its four asterisks), and a run
 *   directly inside one of its kind is written once;
 * - punctuation at the run's edge moves outside the delimiters when that lets it render
 *   (`Price(**USD**): 5`, `日本語「**重要**」です`, `**Note**:Back`, `snake\_*case*\_x`);
 * - otherwise the emphasis goes and its text stays (no inline HTML: see docs/decisions.md).
 */
const OPEN = "\u0004";
const CLOSE = "\u0005";

/** `delimiter` around `core`, marked for resolveEmphasis (each mark before its delimiter, as text cannot hold an unescaped `*`). */
export function markEmphasis(core: string, delimiter: string): string {
  return `${OPEN}${delimiter}${core}${CLOSE}${delimiter}`;
}

const UNSETTLED = /[\u0004\u0005]/g;
const MARKED = /([\u0004\u0005](?:\*\*|\*|~~))/;

/** The marked runs of `text` as Markdown delimiters that render, or as plain text where none would. */
export function resolveEmphasis(text: string): string {
  if (!text.includes(OPEN)) return text;
  // Text and delimiter tokens alternate: every delimiter has a text token (maybe empty) either side.
  const tokens = text.split(MARKED);
  mergeAdjacentRuns(tokens);
  const opens: number[] = [];
  for (let i = 1; i < tokens.length; i += 2) {
    if (tokens[i]!.startsWith(OPEN)) opens.push(i);
    else if (tokens[i]!.startsWith(CLOSE) && opens.length) settle(tokens, opens.pop()!, i);
  }
  return tokens.join("").replace(UNSETTLED, "");
}

/**
 * A run closed right where one of its kind opens (`<b>x</b><b>y</b>`, `<b><i>x</i></b><b><i>y</i></b>`)
 * continues instead: in each cluster of delimiters with no text between, the innermost closing and
 * opening ones go while they are of one kind.
 */
function mergeAdjacentRuns(tokens: string[]): void {
  for (let i = 1; i < tokens.length; ) {
    const cluster = [i];
    for (let last = i; tokens[last + 1] === "" && last + 2 < tokens.length; last += 2) cluster.push(last + 2);
    const closes = cluster.filter((at) => tokens[at]!.startsWith(CLOSE));
    const opens = cluster.filter((at) => tokens[at]!.startsWith(OPEN));
    if (closes.length && opens.length && closes.at(-1)! < opens[0]!) {
      while (closes.length && opens.length && tokens[closes.at(-1)!]!.slice(1) === tokens[opens[0]!]!.slice(1)) {
        tokens[closes.pop()!] = tokens[opens.shift()!] = "";
      }
    }
    i = cluster.at(-1)! + 2;
  }
}

/** Writes the run whose delimiters are tokens `open` and `close` so that it renders, or drops them. */
function settle(tokens: string[], open: number, close: number): void {
  const delimiter = tokens[open]!.slice(1);
  if (tokens[open - 1] === "" && tokens[open - 2] === tokens[open] && tokens[close + 1] === "" && tokens[close + 2] === tokens[close]) {
    // Directly inside a run of its own kind (`<b><b>x</b></b>`): the outer one says it.
    tokens[open] = tokens[close] = "";
    return;
  }
  if (!opens(tokens, open) || !closes(tokens, close)) {
    // Both edges, so that the emphasis keeps its shape: `Price(**USD**): 5`, not `Price(**USD)**: 5`.
    moveLeadingPunctuation(tokens, open);
    moveTrailingPunctuation(tokens, close);
  }
  const renders = opens(tokens, open) && closes(tokens, close) && hasText(tokens, open, close);
  tokens[open] = tokens[close] = renders ? delimiter : "";
}

/** Whether the opening delimiter is left-flanking (CommonMark 6.2): `**` before punctuation needs space or punctuation before it. */
function opens(tokens: string[], open: number): boolean {
  const [before, first] = [charBefore(tokens, open), charAfter(tokens, open)];
  return !isSpace(first) && (!isPunctuation(first) || isSpace(before) || isPunctuation(before));
}

/** Whether the closing delimiter is right-flanking. */
function closes(tokens: string[], close: number): boolean {
  const [last, after] = [charBefore(tokens, close), charAfter(tokens, close)];
  return !isSpace(last) && (!isPunctuation(last) || isSpace(after) || isPunctuation(after));
}

/**
 * Punctuation at the edge of the run's text, and the spaces after or before it, go outside its
 * delimiters; never Markdown's own syntax (a link's brackets, a code span's backticks), which would
 * break. Only across delimiters already dropped: moving text past a nested run would change it.
 */
function moveLeadingPunctuation(tokens: string[], open: number): void {
  let from = open + 1;
  while (tokens[from] === "" && tokens[from + 1] === "" && from + 2 < tokens.length) from += 2;
  const lead = LEADING_PUNCTUATION.exec(tokens[from]!)?.[0] ?? "";
  if (!lead) return;
  tokens[from] = tokens[from]!.slice(lead.length);
  tokens[open - 1] += lead;
}

function moveTrailingPunctuation(tokens: string[], close: number): void {
  let from = close - 1;
  while (tokens[from] === "" && tokens[from - 1] === "" && from - 2 > 0) from -= 2;
  const inner = tokens[from]!;
  const trail = LINK_END.test(inner) ? "" : (TRAILING_PUNCTUATION.exec(inner)?.[0] ?? "");
  if (!trail) return;
  tokens[from] = inner.slice(0, -trail.length);
  tokens[close + 1] = trail + tokens[close + 1]!;
}

/** Punctuation of text: a backslash escape, or a punctuation or symbol character that is no Markdown syntax. */
const TEXT_PUNCTUATION = "(?:\\\\[!-/:-@[-`{-~]|(?![\\[\\]`\\\\]|!\\[)[\\p{P}\\p{S}])";
const LEADING_PUNCTUATION = new RegExp(`^(?:${TEXT_PUNCTUATION}| )+`, "u");
const TRAILING_PUNCTUATION = new RegExp(`(?:${TEXT_PUNCTUATION}| )+$`, "u");
/** A link's destination (its parentheses are escaped as %28/%29, so it holds none). */
const LINK_END = /\]\([^()\s]*\)$/;

function hasText(tokens: string[], open: number, close: number): boolean {
  for (let i = open + 1; i < close; i += 2) if (tokens[i]) return true;
  return false;
}

/** The character before token `at`, past other delimiters (a run of them flanks as one); "" at the start. */
function charBefore(tokens: string[], at: number): string {
  for (let i = at - 1; i >= 0; i -= 2) if (tokens[i]) return [...tokens[i]!].at(-1)!;
  return "";
}

function charAfter(tokens: string[], at: number): string {
  for (let i = at + 1; i < tokens.length; i += 2) if (tokens[i]) return String.fromCodePoint(tokens[i]!.codePointAt(0)!);
  return "";
}

/** White space, a line's edge, or the writer's list indentation and line-break marks. */
const isSpace = (char: string) => char === "" || /[\s\u0002\u0003]/.test(char);
const isPunctuation = (char: string) => /[\p{P}\p{S}]/u.test(char);
