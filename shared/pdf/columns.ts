import { maxOf, median, minOf } from "./geometry";
import type { TextRun } from "./layout-types";

/** A vertical strip of a page that no column text crosses. */
interface Gutter {
  x0: number;
  x1: number;
}

/** Lines may cross a gutter this often (titles, centred page numbers) and it still counts. */
const MAX_CROSSING_SHARE = 0.1;
/** A text column's lines fill most of its width; table cells and form labels do not. */
const MIN_COLUMN_FILL = 0.55;
/** Lines at least this share of the text width with no wide gap are full-width (not column) lines. */
const FULL_WIDTH_SHARE = 0.7;
/** Text columns are at least this many ems wide; narrower "columns" are table or form columns. */
const MIN_COLUMN_EMS = 12;
/** Deeper than this we stop looking for columns inside columns (three-level nesting is rare). */
const MAX_DEPTH = 3;

const right = (r: TextRun): number => r.x + r.width;
/** Whitespace runs have no ink and must not decide where columns are. */
const inked = (line: readonly TextRun[]): TextRun[] => line.filter((r) => !r.space);

/** Merged x-intervals a line's runs cover. */
function coveredIntervals(line: readonly TextRun[]): [number, number][] {
  const spans = line.map((r): [number, number] => [r.x, right(r)]).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** Width of the largest horizontal gap inside a line. */
function widestGap(intervals: [number, number][]): number {
  let gap = 0;
  for (let i = 1; i < intervals.length; i++) gap = Math.max(gap, intervals[i]![0] - intervals[i - 1]![1]);
  return gap;
}

const crosses = (r: TextRun, g: Gutter): boolean => !r.space && r.x < g.x1 && right(r) > g.x0;
/** Which side of the gutter a run belongs to; whitespace runs go by their centre. */
const leftOf = (r: TextRun, g: Gutter): boolean => (r.space ? r.x + r.width / 2 < (g.x0 + g.x1) / 2 : right(r) <= g.x0);

const em = (pieces: TextRun[][]): number => median(pieces.flat().map((r) => r.size));
const sideWidth = (pieces: TextRun[][]): number => {
  const runs = pieces.flat();
  return maxOf(runs, right) - minOf(runs, (r) => r.x);
};

/** Median line-piece width over the side's width: near 1 for a text column, low for table cells. */
function fill(pieces: TextRun[][]): number {
  const runs = pieces.flat();
  const x0 = minOf(runs, (r) => r.x);
  const x1 = maxOf(runs, right);
  const widths = pieces.map((p) => maxOf(p, right) - minOf(p, (r) => r.x));
  return x1 > x0 ? median(widths) / (x1 - x0) : 0;
}

/** Whether the lines split at `g` look like two text columns rather than a table or a form. */
function isColumnGutter(lines: readonly TextRun[][], g: Gutter): boolean {
  const left: TextRun[][] = [];
  const rightSide: TextRun[][] = [];
  for (const line of lines) {
    if (line.some((r) => crosses(r, g))) continue;
    const l = line.filter((r) => right(r) <= g.x0);
    const rr = line.filter((r) => r.x >= g.x1);
    if (l.length) left.push(l);
    if (rr.length) rightSide.push(rr);
  }
  const minLines = Math.max(3, lines.length * 0.2);
  const isColumn = (side: TextRun[][]): boolean =>
    side.length >= minLines && fill(side) >= MIN_COLUMN_FILL && sideWidth(side) >= MIN_COLUMN_EMS * em(side);
  return isColumn(left) && isColumn(rightSide);
}

/**
 * Finds the gutter of a multi-column layout by projecting line extents onto the x axis: a gutter is
 * a strip at least one em wide that almost no candidate line covers, with column text on both sides.
 * Full-width lines without a wide gap (titles, single-column paragraphs) are not candidates; if they
 * are most of the lines, the page is single-column and we do not look further.
 */
export function findGutter(all: readonly TextRun[][]): Gutter | null {
  const lines = all.map(inked).filter((l) => l.length > 0);
  const runs = lines.flat();
  if (runs.length === 0) return null;
  const minX = minOf(runs, (r) => r.x);
  const maxX = maxOf(runs, right);
  const width = maxX - minX;
  const em = median(runs.map((r) => r.size));
  if (width < em * 10) return null;

  // Only the vertical band where columns sit side by side (lines with a wide inner gap) decides:
  // a title block above the columns or a footer below them may cross the gutter freely.
  const intervals = lines.map(coveredIntervals);
  const sideBySide = intervals.flatMap((iv, i) => (widestGap(iv) >= em ? [i] : []));
  if (sideBySide.length < 3) return null;
  const band = intervals.slice(sideBySide[0], sideBySide.at(-1)! + 1);
  const candidates = band.filter((iv) => widestGap(iv) >= em || iv.at(-1)![1] - iv[0]![0] < width * FULL_WIDTH_SHARE);
  if (candidates.length < band.length / 2) return null;

  // Difference array over 1-pt bins: cover[i] = how many candidate lines cover bin i.
  const bins = Math.ceil(width) + 1;
  const diff = new Int32Array(bins + 1);
  for (const iv of candidates) {
    for (const [a, b] of iv) {
      diff[Math.max(0, Math.floor(a - minX))]! += 1;
      diff[Math.min(bins, Math.ceil(b - minX))]! -= 1;
    }
  }
  const maxCover = Math.floor(candidates.length * MAX_CROSSING_SHARE);
  const gutters: (Gutter & { cover: number })[] = [];
  let cover = 0;
  let start = -1;
  let worst = 0;
  for (let i = 0; i < bins; i++) {
    cover += diff[i]!;
    if (cover <= maxCover) {
      if (start < 0) [start, worst] = [i, cover];
      worst = Math.max(worst, cover);
    } else if (start >= 0) {
      // Strips touching the outer edges are margins, not gutters.
      if (start > 0 && i - start >= em) gutters.push({ x0: minX + start, x1: minX + i, cover: worst });
      start = -1;
    }
  }
  gutters.sort((a, b) => a.cover - b.cover || b.x1 - b.x0 - (a.x1 - a.x0));
  return gutters.find((g) => isColumnGutter(lines, g)) ?? null;
}

/**
 * Puts a page's lines (top to bottom) in reading order: a band of columns is read column by column,
 * and lines that cross the gutter (titles, full-width figures, page numbers) end the band and are
 * read where they stand. Columns are searched again inside each column, for 3+ column layouts.
 * Returns regions: runs of lines meant to be read as a block, each still top to bottom.
 */
export function orderRegions(lines: readonly TextRun[][], depth = 0): TextRun[][][] {
  const gutter = depth < MAX_DEPTH ? findGutter(lines) : null;
  if (!gutter) return lines.length ? [[...lines]] : [];
  const regions: TextRun[][][] = [];
  let left: TextRun[][] = [];
  let rightSide: TextRun[][] = [];
  let spanning: TextRun[][] = [];
  const flushColumns = (): void => {
    regions.push(...orderRegions(left, depth + 1), ...orderRegions(rightSide, depth + 1));
    [left, rightSide] = [[], []];
  };
  const flushSpanning = (): void => {
    if (spanning.length) regions.push(spanning);
    spanning = [];
  };
  for (const line of lines) {
    if (line.some((r) => crosses(r, gutter))) {
      flushColumns();
      spanning.push(line);
      continue;
    }
    flushSpanning();
    const l = line.filter((r) => leftOf(r, gutter));
    const rr = line.filter((r) => !leftOf(r, gutter));
    if (l.length) left.push(l);
    if (rr.length) rightSide.push(rr);
  }
  flushColumns();
  flushSpanning();
  return regions;
}
