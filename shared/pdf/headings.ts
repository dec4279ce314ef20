import type { Block } from "./blocks";
import { joinLines } from "./inline-text";

/** Text this much larger than the body text can be a heading. */
const HEADING_RATIO = 1.15;
/** Longer blocks in large type are display text (a cover, a pull quote), not headings. */
const MAX_HEADING_LINES = 3;
const MAX_HEADING_CHARS = 200;
/** Share of all characters that one heading size may carry. */
const MAX_HEADING_SHARE = 0.1;

type TextBlock = Extract<Block, { kind: "text" | "item" }>;
/** "3.1 Traces", "4.2.1 Guards": a numbered subsection title, the usual sign of a bold heading. */
const SUBSECTION = /^\d+(\.\d+)+\.?\s+\p{Lu}/u;
const MAX_SUBSECTION_CHARS = 80;

/** Body text size: the size of the median character across the whole document. */
export function bodySize(blocks: readonly Block[]): number {
  const sized = blocks
    .filter((b): b is Exclude<Block, { kind: "table" }> => b.kind !== "table")
    .map((b) => ({ size: b.size, chars: b.lines.reduce((n, l) => n + l.length, 0) }))
    .sort((a, b) => a.size - b.size);
  const total = sized.reduce((n, s) => n + s.chars, 0);
  let seen = 0;
  for (const s of sized) {
    seen += s.chars;
    if (seen * 2 >= total) return s.size;
  }
  return 0;
}

/** Text to show for a heading: a numbered item ("1." + "Introduction") keeps its number. */
export const headingText = (block: TextBlock): string =>
  block.kind === "item" ? `${block.marker} ${joinLines(block.lines)}` : joinLines(block.lines);

/** Headings are words; a large line that is mostly figures is a total or a table cell. */
function isWordy(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const digits = text.match(/\p{N}/gu)?.length ?? 0;
  return letters > 0 && digits <= letters / 2;
}

function isHeadingCandidate(block: Block, body: number): block is TextBlock {
  return (
    (block.kind === "text" || (block.kind === "item" && /^\d+\.$/.test(block.marker))) &&
    block.size >= body * HEADING_RATIO &&
    block.lines.length <= MAX_HEADING_LINES &&
    joinLines(block.lines).length <= MAX_HEADING_CHARS &&
    isWordy(block.lines.join(""))
  );
}

/** A one-line block at body size that reads like a numbered subsection title (no sentence end). */
function isSubsection(block: Block): boolean {
  if (block.kind !== "text" || block.lines.length !== 1) return false;
  const text = block.lines[0]!.trim();
  return SUBSECTION.test(text) && text.length <= MAX_SUBSECTION_CHARS && !/[.:,;]$/.test(text);
}

/**
 * Heading level per block: the largest heading size in the document is `#`, the next `##`, every
 * smaller one `###`; a numbered subsection title at body size ("3.1 Traces") is `###`. Font weight
 * is not used: pdf.js's text content has no weight, and getting it means parsing every page's
 * drawing operators, which costs more than the text itself. Answers 0 for non-headings.
 */
export function headingLevels(blocks: readonly Block[]): (block: Block) => number {
  const body = bodySize(blocks);
  const key = (b: TextBlock): number => Math.round(b.size * 2) / 2;
  const chars = (b: Block): number => (b.kind === "table" ? 0 : b.lines.reduce((n, l) => n + l.length, 0));
  const total = blocks.reduce((n, b) => n + chars(b), 0);
  // Headings are a small share of a document. A size whose candidates carry more than that is a
  // second body style (table rows, a sidebar), and none of its blocks become headings.
  const share = new Map<number, number>();
  for (const b of blocks) if (isHeadingCandidate(b, body)) share.set(key(b), (share.get(key(b)) ?? 0) + chars(b));
  const sizes = [...share].filter(([, n]) => n <= total * MAX_HEADING_SHARE).map(([size]) => size).sort((a, b) => b - a);
  return (block) => {
    const rank = isHeadingCandidate(block, body) ? sizes.indexOf(key(block)) : -1;
    if (rank < 0) return isSubsection(block) ? 3 : 0;
    return Math.min(rank + 1, 3);
  };
}
