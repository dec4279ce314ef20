import { maxOf, median, minOf } from "./geometry";
import type { Line, Region } from "./layout-types";
import { splitTables } from "./tables";

/** What a page is made of, before Markdown. Text blocks keep their lines for joining later. */
export type Block =
  | { kind: "text"; lines: string[]; size: number }
  | { kind: "item"; marker: string; lines: string[]; size: number }
  | { kind: "table"; rows: string[][] };

/** Bullets pdf.js gives as the first character(s) of a line; dashes and "*" need a space after. */
const BULLET = /^(?:([•◦▪▫‣⁃∙●○■□►▶➢➤✓✔])\s*|([-–—*])\s+)(?=\S)/u;
/** "1." "2)" "(3)" "a)" "iv." — lowercase letters only with ")", so initials ("A. Gal") stay text. */
const NUMBERED = /^(?:(\d{1,3})[.)]|\((\d{1,3}|[a-z])\)|([a-z])\)|([ivx]{1,4})\.)\s+(?=\S)/u;

/** A list marker at the start of a line, normalised for Markdown: "-" or "N." (or "- a)"). */
export function listMarker(text: string): { marker: string; rest: string } | null {
  const bullet = BULLET.exec(text);
  if (bullet) return { marker: "-", rest: text.slice(bullet[0].length) };
  const numbered = NUMBERED.exec(text);
  if (!numbered) return null;
  const rest = text.slice(numbered[0].length);
  if (numbered[1] !== undefined) return { marker: `${Number(numbered[1])}.`, rest };
  return { marker: `- ${numbered[0].trim()}`, rest };
}

/** The usual baseline-to-baseline distance between lines of one size in this region. */
function typicalLeading(lines: readonly Line[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1]!, lines[i]!];
    const gap = a.y - b.y;
    if (gap > 0 && Math.abs(a.size - b.size) < 0.5) gaps.push(gap / b.size);
  }
  return gaps.length ? median(gaps) : 1.2;
}

const sameSize = (a: number, b: number): boolean => Math.abs(a - b) <= 0.15 * Math.min(a, b);
const ENDS_SENTENCE = /[.!?:;"”’)]$/u;

/**
 * Cuts the text lines of one region into paragraphs and list items. A new block starts at a change
 * of font size, at a vertical gap clearly larger than the usual leading, at a list marker, at a
 * first-line indent, or after a line that stops short of the region's right edge after a sentence
 * (or well short of it). Lines of one block are later joined with de-hyphenation.
 */
function textBlocks(lines: readonly Line[]): Block[] {
  const blocks: Block[] = [];
  const leading = typicalLeading(lines);
  const left = minOf(lines, (l) => l.x0);
  const right = maxOf(lines, (l) => l.x1);
  const width = right - left;
  // First-line indents mean something only where most lines start at the left edge; centred or
  // right-aligned text starts anywhere.
  const leftAligned = lines.filter((l) => l.x0 - left < 0.5 * l.size).length * 2 >= lines.length;
  let current: Extract<Block, { kind: "text" | "item" }> | null = null;
  let prev: Line | null = null;
  for (const line of lines) {
    const marker = listMarker(line.text);
    let fresh = current === null || prev === null || marker !== null;
    if (!fresh && prev && current) {
      const gap = prev.y - line.y;
      const em = line.size;
      const shortPrev = prev.x1 < right - 2 * em && (ENDS_SENTENCE.test(prev.text) || prev.x1 - left < width * 0.6);
      const indented = leftAligned && current.kind === "text" && line.x0 - left > 0.8 * em && prev.x0 - left < 0.5 * em;
      const outdented = current.kind === "item" && line.x0 < prev.x0 - 0.8 * em;
      fresh =
        !sameSize(prev.size, line.size) ||
        gap <= 0 ||
        gap > leading * line.size * 1.35 ||
        shortPrev ||
        indented ||
        outdented;
    }
    if (fresh) {
      current = marker
        ? { kind: "item", marker: marker.marker, lines: [marker.rest], size: line.size }
        : { kind: "text", lines: [line.text], size: line.size };
      blocks.push(current);
    } else {
      current!.lines.push(line.text);
    }
    prev = line;
  }
  return blocks;
}

/** Blocks of one region in reading order: tables where cells align, paragraphs and items elsewhere. */
export function regionBlocks(region: Region): Block[] {
  return splitTables(region).flatMap((part) =>
    "table" in part ? [{ kind: "table" as const, rows: part.table }] : textBlocks(part.text),
  );
}
